/**
 * The single fragment form (spec 02 sections 2 and 5), opened from the selection menu's 'Create
 * fragment' or the `f` hotkey and prefilled from the selection: title, the date and the start
 * and end times on the station's clock (an end before the start is the next day), description,
 * tags and the external export switch. Created: 'Fragment created' with 'Go to fragment'; a
 * refusal is told in the form, in the words of its error code.
 */
import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { errorText } from '../../../lib/api-error';
import { useSaveForm } from '../../../lib/use-save-form';
import { StationMomentFields } from '../StationMomentFields';
import { StationMomentModal } from '../StationMomentModal';
import type { StreamStation } from '../stream-station';
import type { TimeRange } from '../timeline/timeline.types';
import { FragmentDetailsFields } from './FragmentDetailsFields';
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

  const timeError = form.errors.toTime ?? form.errors.fromTime;
  const moment = (field: 'date' | 'fromTime' | 'toTime', label: string) => ({
    label,
    value: form.values[field],
    onChange: (value: string) => form.setFieldValue(field, value),
    error: !!form.errors[field],
  });
  return (
    <StationMomentModal
      title={t('form.title')}
      onSubmit={submit}
      submitting={state.submitting}
      error={serverError}
      labels={{ cancel: t('form.cancel'), submit: t('form.submit') }}
      onClose={onClose}
    >
      <TextInput label={t('form.fragmentTitle')} required data-autofocus {...form.getInputProps('title')} />
      <StationMomentFields
        date={{ ...moment('date', t('form.date')), error: form.errors.date ?? false }}
        times={[moment('fromTime', t('form.fromTime')), moment('toTime', t('form.toTime'))]}
        timeZone={timeZone}
        at={selection.from}
        error={typeof timeError === 'string' ? timeError : undefined}
        zoneHelp={(zone) => t('form.timesHelp', { zone })}
      />
      <FragmentDetailsFields form={form} stationId={station.id} />
    </StationMomentModal>
  );
}
