/**
 * spec 02 "Audio-match list" (the manual-create dialog for live mentions) and section 5: a live
 * mention created by hand at a moment on the station's clock (from the cursor), either from one
 * of the mention schedules of that station day ('Schedules': its title and script are the
 * mention's, and it confirms the schedule) or with a name and description typed ('Custom').
 */
import { Input, SegmentedControl, Select, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../lib/app-services';
import { errorText } from '../../lib/api-error';
import { useSaveForm } from '../../lib/use-save-form';
import { StationMomentFields } from '../logger-stream/StationMomentFields';
import { StationMomentModal } from '../logger-stream/StationMomentModal';
import { createManualLiveMention, liveMentionKeys, mentionDateSchedulesQueryOptions } from './live-mentions.api';
import {
  initialManualMention,
  manualMentionBody,
  scheduleMentionName,
  validateManualMention,
  type ManualMentionErrors,
  type ManualMentionSource,
  type ManualMentionValues,
} from './manual-live-mention-form';

export interface ManualLiveMentionDialogProps {
  stationId: string;
  timeZone: string;
  /** The moment it opens at: the cursor. */
  at: number;
  onClose(): void;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function ManualLiveMentionDialog({ stationId, timeZone, at, onClose }: ManualLiveMentionDialogProps) {
  const { t } = useTranslation('live-mentions');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const words = (errors: ManualMentionErrors) =>
    Object.fromEntries(Object.entries(errors).map(([field, rule]) => [field, t(`dialog.errors.${rule}`)]));
  const form = useForm<ManualMentionValues>({
    initialValues: initialManualMention(at, timeZone),
    validate: (values) => words(validateManualMention(values, timeZone, Date.now())),
  });
  const { values } = form;
  const bySchedule = values.source === 'schedules';
  const schedules = useQuery({
    ...mentionDateSchedulesQueryOptions(api, stationId, values.date),
    enabled: bySchedule && DAY_PATTERN.test(values.date),
  });
  const chosen = schedules.data?.results.find((schedule) => schedule.id === values.scheduleId);

  const { submit, state } = useSaveForm(form, {
    save: (submitted) => createManualLiveMention(api, stationId, manualMentionBody(submitted, timeZone, chosen)),
    successMessage: t('dialog.created'),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: liveMentionKeys.station(stationId) });
      onClose();
    },
    onError: (error) => {
      console.error('Manual live mention creation failed', error);
      notifications.show({ color: 'red', message: t('dialog.failed', { reason: errorText(error, t) }) });
    },
  });

  const setMoment = (field: 'date' | 'time') => (value: string) => {
    form.setFieldValue(field, value);
    form.clearFieldError('datetime');
    // Another day has other schedules.
    if (field === 'date' && value !== values.date) form.setFieldValue('scheduleId', null);
  };
  const setSource = (source: string) => {
    form.setFieldValue('source', source as ManualMentionSource);
    form.clearErrors();
  };

  let schedulePlaceholder = t('dialog.schedulePlaceholder');
  if (schedules.isFetching && !schedules.data) schedulePlaceholder = t('dialog.schedulesLoading');
  return (
    <StationMomentModal
      title={t('dialog.title')}
      onSubmit={submit}
      submitting={state.submitting}
      labels={{ cancel: t('dialog.cancel'), submit: t('dialog.submit') }}
      onClose={onClose}
    >
      <StationMomentFields
        date={{ label: t('dialog.date'), value: values.date, onChange: setMoment('date') }}
        times={[{ label: t('dialog.time'), value: values.time, onChange: setMoment('time') }]}
        timeZone={timeZone}
        at={at}
        error={form.errors.datetime}
        zoneHelp={(zone) => t('dialog.zone', { zone })}
      />
      <Input.Wrapper label={t('dialog.source')}>
        <SegmentedControl
          fullWidth
          value={values.source}
          onChange={setSource}
          aria-label={t('dialog.source')}
          data={[
            { value: 'schedules', label: t('dialog.sources.schedules') },
            { value: 'custom', label: t('dialog.sources.custom') },
          ]}
        />
      </Input.Wrapper>
      {bySchedule ? (
        <>
          <Select
            label={t('dialog.schedule')}
            placeholder={schedulePlaceholder}
            required
            searchable
            nothingFoundMessage={t('dialog.noSchedules')}
            data={(schedules.data?.results ?? []).map((schedule) => ({
              value: schedule.id,
              label: `${schedule.customId} · ${scheduleMentionName(schedule)}`,
            }))}
            value={values.scheduleId}
            onChange={(scheduleId) => {
              form.setFieldValue('scheduleId', scheduleId);
              form.clearFieldError('scheduleId');
            }}
            error={schedules.isError ? errorText(schedules.error, t) : form.errors.scheduleId}
          />
          {schedules.data?.results.length === 0 && (
            <Text size="xs" c="dimmed">
              {t('dialog.noSchedulesOfDay', { date: values.date })}
            </Text>
          )}
          <TextInput label={t('dialog.name')} readOnly value={chosen ? scheduleMentionName(chosen) : ''} />
          <Textarea label={t('dialog.description')} readOnly rows={3} value={chosen?.dirtyText ?? ''} />
        </>
      ) : (
        <>
          <TextInput label={t('dialog.name')} required maxLength={500} {...form.getInputProps('name')} />
          <Textarea label={t('dialog.description')} rows={3} {...form.getInputProps('description')} />
        </>
      )}
    </StationMomentModal>
  );
}
