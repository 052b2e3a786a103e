/**
 * The joint fragment editor strip under the timeline in Editor mode (spec 02 sections 2 and 4):
 * a placeholder while empty, then the chunks in order (ChunkCard), 'Add selection' (the `p`
 * hotkey) and Save; once saved, 'Fragment created' with 'View fragment detail', 'Create new
 * fragment' and 'Close editor' in its place (no toast: it would cover them).
 */
import { memo, useState } from 'react';
import { Button, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StreamStation } from '../stream-station';
import type { TimeRange } from '../timeline/timeline.types';
import { formatDuration } from '../timeline/zoned-time';
import { ChunkCard } from './ChunkCard';
import { JointSaveModal } from './JointSaveModal';
import { draftDuration } from './joint-editor';
import { useFragmentLink } from './use-fragment-link';
import type { JointEditorState } from './use-joint-editor';

/** spec 02 section 9: the editor's height. */
const EDITOR_HEIGHT = 160;

export interface JointEditorProps {
  station: StreamStation;
  editor: JointEditorState;
  /** Adds the selection as a chunk (and clears it), as `p` does. */
  onAddSelection(): void;
  onPlay(range: TimeRange): void;
  /** Back to the Default mode. */
  onClose(): void;
}

/** Memoised: its props change with the draft, not as the focus moves (LoggerStreamView). */
export const JointEditor = memo(function JointEditor({
  station,
  editor,
  onAddSelection,
  onPlay,
  onClose,
}: JointEditorProps) {
  const { t } = useTranslation('fragment-editor');
  const [saving, setSaving] = useState(false);
  const linkTo = useFragmentLink(station.slug);
  const { draft, dispatch } = editor;
  const { chunks } = draft;

  if (draft.saved) {
    return (
      <Paper withBorder p="md" mih={EDITOR_HEIGHT} aria-label={t('editor.title')} role="region">
        <Stack gap="sm" align="center" justify="center" mih={EDITOR_HEIGHT - 32}>
          <Text fw={600} role="status">
            {t('created')}
          </Text>
          <Group>
            <Button component="a" {...linkTo(draft.saved.id)}>
              {t('editor.viewDetail')}
            </Button>
            <Button variant="default" onClick={() => dispatch({ type: 'reset' })}>
              {t('editor.createNew')}
            </Button>
            <Button variant="subtle" onClick={onClose}>
              {t('editor.close')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="sm" mih={EDITOR_HEIGHT} aria-label={t('editor.title')} role="region">
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h5">
              {t('editor.title')}
            </Title>
            {chunks.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('editor.summary', { count: chunks.length, duration: formatDuration(draftDuration(chunks)) })}
              </Text>
            )}
          </Group>
          <Group gap="xs">
            <Button variant="default" leftSection={<IconPlus size={16} />} onClick={onAddSelection}>
              {t('editor.add')}
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              disabled={chunks.length === 0}
              onClick={() => setSaving(true)}
            >
              {t('editor.save')}
            </Button>
            <Button variant="subtle" onClick={onClose}>
              {t('editor.close')}
            </Button>
          </Group>
        </Group>
        {chunks.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {t('editor.empty')}
          </Text>
        ) : (
          <ScrollArea type="auto" offsetScrollbars>
            <Group gap="xs" wrap="nowrap" align="stretch">
              {chunks.map((chunk, index) => (
                <ChunkCard
                  key={chunk.key}
                  chunk={chunk}
                  position={index + 1}
                  count={chunks.length}
                  timeZone={station.timezone}
                  onPlay={() => onPlay(chunk)}
                  onMove={(by) => dispatch({ type: 'move', key: chunk.key, by })}
                  onDelete={() => dispatch({ type: 'delete', key: chunk.key })}
                  onLabel={(label) => dispatch({ type: 'label', key: chunk.key, label })}
                />
              ))}
            </Group>
          </ScrollArea>
        )}
      </Stack>
      {saving && (
        <JointSaveModal
          station={station}
          draft={draft}
          onClose={() => setSaving(false)}
          onSaved={(fragment) => {
            setSaving(false);
            dispatch({ type: 'saved', id: fragment.id });
          }}
        />
      )}
    </Paper>
  );
});
