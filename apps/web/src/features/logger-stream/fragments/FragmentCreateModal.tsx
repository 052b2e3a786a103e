/**
 * The single fragment form (spec 02 sections 2 and 5), opened from the selection menu's 'Create
 * fragment' or the `f` hotkey and prefilled from the selection: title, the date and the start
 * and end times on the station's clock (an end before the start is the next day), description,
 * tags and the external export switch. Created: 'Fragment created' with 'Go to fragment'; a
 * refusal is told in the form, in the words of its error code.
 */
import { useState } from 'react';
import { Alert, Button, Group, Input, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { DateField, TimeField } from '../../../components/DateTimeFields';
import { errorText } from '../../../lib/api-error';
import { useSaveForm } from '../../../lib/use-save-form';
import { zonedDateTime } from '../matches/manual-match-form';
import { LATEST_RECHECK_MS } from '../stream-range';
import type { StreamStation } from '../stream-station';
import type { TimeRange } from '../timeline/timeline.types';
import { zoneLabel } from '../timeline/zoned-time';
import { useNow } from '../use-now';
import { ExternalExportSwitch } from './ExternalExportSwitch';
import {
  fragmentBody,
  initialFragmentForm,
  serverFields,
  validateFragmentForm,
  type FragmentFormErrors,
  type FragmentFormValues,
} from './fragment-form';
import { createFragment, fragmentCreateKeys } from './fragments.api';
import { useFragmentCreatedToast } from './use-fragment-created-toast';

export interface FragmentCreateModalProps {
  station: StreamStation;
  selection: TimeRange;
  onClose(): void;
}

export function FragmentCreateModal({ station, selection, onClose }: FragmentCreateModalProps) {
  const { t } = useTranslation('fragment-editor');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const showCreated = useFragmentCreatedToast(station.slug);
  const timeZone = station.timezone;
  const now = useNow(LATEST_RECHECK_MS);
  const [serverError, setServerError] = useState<string | null>(null);
  const words = (errors: FragmentFormErrors) =>
    Object.fromEntries(Object.entries(errors).map(([field, rule]) => [field, t(`form.errors.${rule}`)]));
  const form = useForm<FragmentFormValues>({
    initialValues: initialFragmentForm(selection, timeZone),
    validate: (values) => words(validateFragmentForm(values, timeZone, Date.now())),
  });

  const { submit, state } = useSaveForm(form, {
    save: (values) => {
      setServerError(null);
      return createFragment(api, station.id, fragmentBody(values, timeZone, selection, station.id));
    },
    onSaved: (fragment) => {
      void queryClient.invalidateQueries({ queryKey: fragmentCreateKeys.all });
      showCreated(fragment.id);
      onClose();
    },
    onError: (error) => {
      form.setErrors(Object.fromEntries(serverFields(error).map((field) => [field, true])));
      setServerError(errorText(error, t));
    },
  });

  const today = zonedDateTime(now, timeZone).date;
  const timeError = form.errors.toTime ?? form.errors.fromTime;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('form.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={submit} noValidate aria-label={t('form.title')}>
        <Stack gap="sm">
          {serverError && (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          )}
          <TextInput label={t('form.fragmentTitle')} required data-autofocus {...form.getInputProps('title')} />
          <DateField
            label={t('form.date')}
            required
            value={form.values.date}
            lastDay={today}
            error={form.errors.date}
            onChange={(value) => form.setFieldValue('date', value)}
          />
          <Stack gap={4}>
            <Group gap="xs" align="flex-start" wrap="nowrap" grow>
              <TimeField
                label={t('form.fromTime')}
                required
                withSeconds
                value={form.values.fromTime}
                error={!!form.errors.fromTime}
                onChange={(value) => form.setFieldValue('fromTime', value)}
              />
              <TimeField
                label={t('form.toTime')}
                required
                withSeconds
                value={form.values.toTime}
                error={!!form.errors.toTime}
                onChange={(value) => form.setFieldValue('toTime', value)}
              />
            </Group>
            {typeof timeError === 'string' ? (
              <Input.Error>{timeError}</Input.Error>
            ) : (
              <Text size="xs" c="dimmed">
                {t('form.timesHelp', { zone: zoneLabel(selection.from, timeZone) })}
              </Text>
            )}
          </Stack>
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
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
