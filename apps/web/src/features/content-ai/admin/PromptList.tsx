/**
 * The station's prompts in their order (the order users see them in when generating): each with
 * its id (or the one its name will give), a glimpse of its content, what the server refused, and
 * move up/down, edit and delete buttons. Moving keeps the focus on the moved row's button, so the
 * keyboard can carry a prompt several places.
 */
import { useEffect, useRef } from 'react';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { effectiveId, type PromptDraft, type PromptErrors, type PromptField } from './prompt-drafts';

export interface PromptListProps {
  prompts: readonly PromptDraft[];
  /** The server's refusals, by row key. */
  errors: Record<string, PromptErrors>;
  onMove: (index: number, by: -1 | 1) => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}

const buttonId = (key: string, by: -1 | 1) => `${key}-${by < 0 ? 'up' : 'down'}`;
const FIELDS: readonly PromptField[] = ['id', 'name', 'content'];

export function PromptList({ prompts, errors, onMove, onEdit, onDelete }: PromptListProps) {
  const { t } = useTranslation('content-ai-admin');
  const focusAfterMove = useRef<{ key: string; by: -1 | 1 } | null>(null);

  // Runs once the moved list is on screen.
  useEffect(() => {
    const focus = focusAfterMove.current;
    if (!focus) return;
    focusAfterMove.current = null;
    const wanted = document.getElementById(buttonId(focus.key, focus.by)) as HTMLButtonElement | null;
    // At the top or the bottom the button pressed is disabled: the other one keeps the focus.
    const target = wanted?.disabled
      ? (document.getElementById(buttonId(focus.key, focus.by < 0 ? 1 : -1)) as HTMLButtonElement | null)
      : wanted;
    target?.focus();
  }, [prompts]);

  const move = (index: number, by: -1 | 1) => {
    focusAfterMove.current = { key: prompts[index]!.key, by };
    onMove(index, by);
  };

  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.label')}>
      {prompts.map((prompt, index) => {
        const rowErrors = errors[prompt.key] ?? {};
        const name = prompt.name || t('list.unnamed');
        return (
          <Paper key={prompt.key} component="li" withBorder p="sm" aria-label={name}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{name}</Text>
                  <Badge variant="light" color="gray" tt="none">
                    {prompt.id.trim() ? prompt.id : t('list.generatedId', { id: effectiveId(prompt) })}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2} style={{ whiteSpace: 'pre-wrap' }}>
                  {prompt.content}
                </Text>
                {FIELDS.filter((field) => rowErrors[field]).map((field) => (
                  <Text key={field} size="sm" c="red" role="alert">
                    {t('list.fieldError', { field: t(`fields.${field}`), error: t(`errors.${rowErrors[field]}`) })}
                  </Text>
                ))}
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t('list.moveUp', { name })}>
                  <ActionIcon
                    id={buttonId(prompt.key, -1)}
                    variant="subtle"
                    aria-label={t('list.moveUp', { name })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('list.moveDown', { name })}>
                  <ActionIcon
                    id={buttonId(prompt.key, 1)}
                    variant="subtle"
                    aria-label={t('list.moveDown', { name })}
                    disabled={index === prompts.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('list.edit', { name })}>
                  <ActionIcon variant="subtle" aria-label={t('list.edit', { name })} onClick={() => onEdit(index)}>
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('list.delete', { name })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('list.delete', { name })}
                    onClick={() => onDelete(index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
