/**
 * spec 02 "Audio-match list": the manual-create dialog of an audio match. The moment is entered
 * on the station's clock with the app's date and time fields (the stream's date picker uses the
 * same), to the second, starting at the cursor; the played duration in seconds, or the chosen
 * audio's with 'use audio duration'. The switch between schedules and custom comes with
 * schedules (Audit II): until then every manual match names an audio.
 */
import { Checkbox, NumberInput, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { errorText } from '../../../lib/api-error';
import { useSaveForm } from '../../../lib/use-save-form';
import { formatSeconds } from '../../audit/audit-format';
import { StationMomentFields } from '../StationMomentFields';
import { StationMomentModal } from '../StationMomentModal';
import type { StreamStation } from '../stream-station';
import {
  initialManualMatch,
  manualMatchBody,
  serverFieldErrors,
  validateManualMatch,
  type ManualMatchErrors,
  type ManualMatchValues,
} from './manual-match-form';
import { audioChoicesQueryOptions, createManualMatch, streamMatchKeys } from './stream-matches.api';

export interface ManualMatchModalProps {
  station: StreamStation;
  /** Where the moment starts: the cursor. */
  at: number;
  onClose(): void;
}

export function ManualMatchModal({ station, at, onClose }: ManualMatchModalProps) {
  const { t, i18n } = useTranslation('audio-matches');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const timeZone = station.timezone;
  const audios = useQuery(audioChoicesQueryOptions(api, station.id));
  const words = (errors: ManualMatchErrors) =>
    Object.fromEntries(Object.entries(errors).map(([field, rule]) => [field, t(`dialog.errors.${rule}`)]));
  const form = useForm<ManualMatchValues>({
    initialValues: initialManualMatch(at, timeZone),
    validate: (values) => words(validateManualMatch(values, timeZone, Date.now())),
  });

  const { submit, state } = useSaveForm(form, {
    save: (values) => createManualMatch(api, station.id, manualMatchBody(values, timeZone)),
    successMessage: t('dialog.created'),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: streamMatchKeys.station(station.id) });
      onClose();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) form.setErrors(words(fields));
      notifications.show({ color: 'red', message: errorText(error, t) });
    },
  });

  const audioSeconds = (audioId: string | null) => {
    const audio = audios.data?.find((choice) => choice.id === audioId);
    return audio ? audio.duration / 1000 : '';
  };
  const chooseAudio = (audioId: string | null) => {
    form.setFieldValue('audioId', audioId);
    if (form.values.useAudioDuration) form.setFieldValue('playedSeconds', audioSeconds(audioId));
  };
  const toggleAudioDuration = (checked: boolean) => {
    form.setFieldValue('useAudioDuration', checked);
    if (checked) form.setFieldValue('playedSeconds', audioSeconds(form.values.audioId));
  };
  const setMoment = (field: 'date' | 'time') => (value: string) => {
    form.setFieldValue(field, value);
    form.clearFieldError('datetime');
  };

  const audioProps = form.getInputProps('audioId');
  return (
    <StationMomentModal
      title={t('dialog.title')}
      onSubmit={submit}
      submitting={state.submitting}
      labels={{ cancel: t('dialog.cancel'), submit: t('dialog.submit') }}
      onClose={onClose}
    >
      <Select
        label={t('dialog.audio')}
        placeholder={audios.isPending ? t('dialog.audiosLoading') : t('dialog.audioPlaceholder')}
        required
        searchable
        disabled={audios.isPending}
        nothingFoundMessage={t('dialog.noAudios')}
        data={(audios.data ?? []).map((audio) => ({
          value: audio.id,
          label: `${audio.customId} (${formatSeconds(audio.duration, i18n.language)})`,
        }))}
        value={form.values.audioId}
        onChange={chooseAudio}
        error={audios.isError ? errorText(audios.error, t) : audioProps.error}
      />
      <StationMomentFields
        date={{ label: t('dialog.date'), value: form.values.date, onChange: setMoment('date') }}
        times={[{ label: t('dialog.time'), value: form.values.time, onChange: setMoment('time') }]}
        timeZone={timeZone}
        at={at}
        error={form.errors.datetime}
        zoneHelp={(zone) => t('dialog.zone', { zone })}
      />
      <NumberInput
        label={t('dialog.score')}
        required
        min={0}
        max={100}
        // Out-of-range scores are told, not silently clamped on blur.
        clampBehavior="none"
        {...form.getInputProps('score')}
      />
      <NumberInput
        label={t('dialog.playedDuration')}
        required
        min={0}
        decimalScale={3}
        disabled={form.values.useAudioDuration}
        {...form.getInputProps('playedSeconds')}
      />
      <Checkbox
        label={t('dialog.useAudioDuration')}
        checked={form.values.useAudioDuration}
        onChange={(event) => toggleAudioDuration(event.currentTarget.checked)}
      />
    </StationMomentModal>
  );
}
