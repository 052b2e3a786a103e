/**
 * One chunk of the joint fragment editor (spec 02 section 2): its colour, times on the station's
 * clock and duration, play, move left, move right, delete, and its label (trimmed on leaving the
 * field or on Enter; empty becomes none).
 */
import type { ReactNode } from 'react';
import { ActionIcon, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatClock, formatDate, formatDuration } from '../timeline/zoned-time';
import { cleanLabel, type Chunk } from './joint-editor';

export interface ChunkCardProps {
  chunk: Chunk;
  /** 1-based, as the chunk is named. */
  position: number;
  count: number;
  timeZone: string;
  onPlay(): void;
  onMove(by: -1 | 1): void;
  onDelete(): void;
  onLabel(label: string): void;
}

export function ChunkCard({ chunk, position, count, timeZone, onPlay, onMove, onDelete, onLabel }: ChunkCardProps) {
  const { t } = useTranslation('fragment-editor');
  const name = t('editor.chunk', { position });
  const action = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} onClick={onClick} disabled={disabled}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  const commit = (input: HTMLInputElement) => {
    const label = cleanLabel(input.value);
    input.value = label ?? '';
    if (label !== chunk.label) onLabel(input.value);
  };
  return (
    <Paper
      withBorder
      p="xs"
      w={230}
      role="group"
      aria-label={name}
      data-testid="fragment-chunk"
      style={{ borderLeft: `6px solid ${chunk.color}`, flexShrink: 0 }}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Text size="sm" fw={600} truncate>
            {chunk.label ?? name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDuration(chunk.to - chunk.from)}
          </Text>
        </Group>
        <Text size="xs" ff="monospace">
          {formatDate(chunk.from, timeZone)} {formatClock(chunk.from, timeZone, true)}–
          {formatClock(chunk.to, timeZone, true)}
        </Text>
        <TextInput
          size="xs"
          aria-label={t('editor.label', { chunk: name })}
          placeholder={t('editor.labelPlaceholder')}
          defaultValue={chunk.label ?? ''}
          onBlur={(event) => commit(event.currentTarget)}
          onKeyDown={(event) => event.key === 'Enter' && commit(event.currentTarget)}
        />
        <Group gap={2} justify="space-between">
          {action(t('editor.play', { chunk: name }), <IconPlayerPlay size={16} />, onPlay)}
          {action(t('editor.moveLeft', { chunk: name }), <IconArrowLeft size={16} />, () => onMove(-1), position === 1)}
          {action(
            t('editor.moveRight', { chunk: name }),
            <IconArrowRight size={16} />,
            () => onMove(1),
            position === count,
          )}
          {action(t('editor.delete', { chunk: name }), <IconTrash size={16} />, onDelete)}
        </Group>
      </Stack>
    </Paper>
  );
}
