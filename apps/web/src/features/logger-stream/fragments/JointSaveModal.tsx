/**
 * Save of the joint fragment (spec 02 section 5): title required; description, tags (comma
 * separated) and the external export switch optional; the draft's chunks in their order. A
 * failure says 'Could not create fragment' and, in the form, why (its error code's words and the
 * chunks the server named).
 */
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Fragment } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { errorText, isApiError } from '../../../lib/api-error';
import { useSaveForm } from '../../../lib/use-save-form';
import type { StreamStation } from '../stream-station';
import { ExternalExportSwitch } from './ExternalExportSwitch';
import { parseTags } from './fragment-form';
import { createFragment, fragmentCreateKeys } from './fragments.api';
import { chunksBody, type JointDraft } from './joint-editor';

interface JointSaveValues {
  title: string;
  description: string;
  tags: string;
  doExternalExport: boolean;
}

export interface JointSaveModalProps {
  station: StreamStation;
  draft: JointDraft;
  onSaved(fragment: Fragment): void;
  onClose(): void;
}

/** The 1-based chunks a 400's details name (`body.chunks.N...`). */
function chunksNamed(error: unknown): number[] {
  if (!isApiError(error)) return [];
  const named = (error.details ?? []).flatMap((detail) => {
    const match = /^body\.chunks\.(\d+)/.exec(detail.path);
    return match ? [Number(match[1]) + 1] : [];
  });
  return [...new Set(named)];
}

export function JointSaveModal({ station, draft, onSaved, onClose }: JointSaveModalProps) {
  const { t } = useTranslation('fragment-editor');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<JointSaveValues>({
    initialValues: { title: '', description: '', tags: '', doExternalExport: false },
    validate: { title: (title) => (title.trim() ? null : t('form.errors.required')) },
  });

  const { submit, state } = useSaveForm(form, {
    save: (values) => {
      setServerError(null);
      return createFragment(api, station.id, {
        type: 'JOINT_FRAGMENT',
        stationId: station.id,
        title: values.title.trim(),
        description: values.description.trim() || null,
        tags: parseTags(values.tags),
        doExternalExport: values.doExternalExport,
        chunks: chunksBody(draft),
      });
    },
    onSaved: (fragment) => {
      void queryClient.invalidateQueries({ queryKey: fragmentCreateKeys.all });
      onSaved(fragment);
    },
    onError: (error) => {
      notifications.show({ color: 'red', message: t('editor.saveFailed') });
      const chunks = chunksNamed(error);
      const reason = errorText(error, t);
      setServerError(chunks.length ? t('editor.chunksFailed', { chunks: chunks.join(', '), reason }) : reason);
    },
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('editor.saveTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={submit} noValidate aria-label={t('editor.saveTitle')}>
        <Stack gap="sm">
          {serverError && (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          )}
          <TextInput label={t('form.fragmentTitle')} required data-autofocus {...form.getInputProps('title')} />
          <Textarea label={t('form.description')} rows={3} {...form.getInputProps('description')} />
          <TextInput label={t('form.tags')} description={t('form.tagsHelp')} {...form.getInputProps('tags')} />
          <ExternalExportSwitch
            stationId={station.id}
            checked={form.values.doExternalExport}
            onChange={(checked) => form.setFieldValue('doExternalExport', checked)}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose} disabled={state.submitting}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={state.submitting}>
              {t('editor.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
