/**
 * One station's prompt list (spec 02 "Content-AI prompt configuration"): the built-in prompts
 * until a list is saved, create, edit, delete (confirmed) and reorder, all held here until Save
 * sends the whole ordered list. Unsaved changes show a badge; a refused or failed save keeps the
 * edits and says why, beside the prompts the server named.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconPlus, IconSparkles } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROMPTS_MAX, type Prompt, type Station, type StationContentConfig } from '@antena/contract';
import { confirm } from '../../../components/ConfirmModal';
import { EmptyState } from '../../../components/EmptyState';
import { errorText, isApiError } from '../../../lib/api-error';
import { useAppServices } from '../../../lib/app-services';
import { contentAiKeys } from '../engine/content-ai-engine.api';
import { putStationContentConfig } from './content-ai-admin.api';
import {
  effectiveId,
  errorsFromDetails,
  listChanged,
  moveDraft,
  newDraftKey,
  toDrafts,
  toUpdate,
  type PromptDraft,
  type PromptErrors,
} from './prompt-drafts';
import { PromptList } from './PromptList';
import { PromptModal } from './PromptModal';

export interface StationPromptsEditorProps {
  station: Station;
  config: StationContentConfig;
  /** Tells the screen whether there are unsaved changes (it asks before switching station). */
  onDirtyChange: (dirty: boolean) => void;
}

type Editing = { index: number | null; initial: Prompt };
interface SaveFailure {
  message: string;
  rows: Record<string, PromptErrors>;
  list: string[];
}

const EMPTY_PROMPT: Prompt = { id: '', name: '', content: '' };

export function StationPromptsEditor({ station, config, onDirtyChange }: StationPromptsEditorProps) {
  const { t } = useTranslation('content-ai-admin');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(config);
  const [drafts, setDrafts] = useState(() => toDrafts(config.prompts));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const dirty = listChanged(drafts, saved.prompts);

  const change = (next: PromptDraft[]) => {
    setDrafts(next);
    onDirtyChange(listChanged(next, saved.prompts));
  };

  const submitPrompt = (prompt: Prompt) => {
    if (!editing) return;
    if (editing.index === null) change([...drafts, { ...prompt, key: newDraftKey() }]);
    else {
      const key = drafts[editing.index]!.key;
      change(drafts.map((draft, index) => (index === editing.index ? { ...prompt, key } : draft)));
      // The edited prompt's refusals are answered by the edit.
      if (failure?.rows[key]) setFailure({ ...failure, rows: { ...failure.rows, [key]: {} } });
    }
    setEditing(null);
  };

  const remove = async (index: number) => {
    const name = drafts[index]!.name;
    const ok = await confirm({
      title: t('delete.title'),
      message: t('delete.message', { name }),
      confirmLabel: t('delete.confirm'),
      danger: true,
    });
    if (ok) change(drafts.filter((_, at) => at !== index));
  };

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const result = await putStationContentConfig(api, station.id, toUpdate(drafts));
      queryClient.setQueryData(contentAiKeys.stationConfig(station.id), result);
      setSaved(result);
      setDrafts(toDrafts(result.prompts));
      onDirtyChange(false);
      notifications.show({ color: 'teal', message: t('saved', { station: station.name }) });
    } catch (error) {
      const details = isApiError(error) && error.status === 400 ? (error.details ?? []) : [];
      setFailure({ message: errorText(error, t), ...errorsFromDetails(details, drafts) });
      notifications.show({ color: 'red', title: t('saveFailed'), message: errorText(error, t) });
    } finally {
      setSaving(false);
    }
  };

  const otherIds = (except: number | null) =>
    drafts.filter((_, index) => index !== except).map((draft) => effectiveId(draft));

  return (
    <Stack gap="md">
      {saved.builtIn && (
        <Alert color="blue" icon={<IconInfoCircle />} title={t('builtIn.title')}>
          {t('builtIn.message')}
        </Alert>
      )}
      <Group justify="space-between">
        <Group gap="xs">
          <Text fw={600}>{t('list.count', { count: drafts.length })}</Text>
          {dirty && (
            <Badge color="orange" variant="light">
              {t('notSaved')}
            </Badge>
          )}
        </Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={drafts.length >= PROMPTS_MAX}
          title={drafts.length >= PROMPTS_MAX ? t('list.full', { max: PROMPTS_MAX }) : undefined}
          onClick={() => setEditing({ index: null, initial: EMPTY_PROMPT })}
        >
          {t('add')}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert" title={t('saveFailed')}>
          <Text size="sm">{failure.message}</Text>
          {failure.list.map((message) => (
            <Text size="sm" key={message}>
              {message}
            </Text>
          ))}
        </Alert>
      )}
      {drafts.length === 0 ? (
        <EmptyState icon={<IconSparkles size={28} />} title={t('empty.title')} description={t('empty.description')} />
      ) : (
        <PromptList
          prompts={drafts}
          errors={failure?.rows ?? {}}
          onMove={(index, by) => change(moveDraft(drafts, index, by))}
          onEdit={(index) => setEditing({ index, initial: drafts[index]! })}
          onDelete={(index) => void remove(index)}
        />
      )}
      <Group justify="flex-end">
        {dirty && (
          <Button
            variant="default"
            disabled={saving}
            onClick={() => {
              change(toDrafts(saved.prompts));
              setFailure(null);
            }}
          >
            {t('discard')}
          </Button>
        )}
        <Button onClick={() => void save()} loading={saving} disabled={!dirty}>
          {t('save')}
        </Button>
      </Group>
      {editing && (
        <PromptModal
          initial={editing.initial}
          creating={editing.index === null}
          otherIds={otherIds(editing.index)}
          onSubmit={submitPrompt}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
