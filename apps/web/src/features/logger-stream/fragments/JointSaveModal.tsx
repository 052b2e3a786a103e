/**
 * Save of the joint fragment (spec 02 section 5): title required; description, tags (comma
 * separated) and the external export switch optional; the draft's chunks in their order. A
 * failure says 'Could not create fragment' and, in the form, why (its error code's words and the
 * chunks the server named).
 */
import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Fragment } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { errorText, isApiError } from '../../../lib/api-error';
import { useSaveForm } from '../../../lib/use-save-form';
import { StationMomentModal } from '../StationMomentModal';
import type { StreamStation } from '../stream-station';
import { FragmentDetailsFields, type FragmentDetailsValues } from './FragmentDetailsFields';
import { parseTags } from './fragment-form';
import { createFragment, fragmentCreateKeys } from './fragments.api';
import { chunksBody, type JointDraft } from './joint-editor';

interface JointSaveValues extends FragmentDetailsValues {
  title: string;
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
    <StationMomentModal
      title={t('editor.saveTitle')}
      onSubmit={submit}
      submitting={state.submitting}
      error={serverError}
      labels={{ cancel: t('form.cancel'), submit: t('editor.save') }}
      onClose={onClose}
    >
      <TextInput label={t('form.fragmentTitle')} required data-autofocus {...form.getInputProps('title')} />
      <FragmentDetailsFields form={form} stationId={station.id} />
    </StationMomentModal>
  );
}
