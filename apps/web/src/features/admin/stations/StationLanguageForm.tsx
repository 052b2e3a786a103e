/** spec 01 section 5: station edit covers the language only, and it is required. */
import { useState } from 'react';
import { Paper, Select, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { STATION_LANGUAGES, stationUpdateSchema, type Station } from '@antena/contract';
import { FormActions } from '../../../components/FormActions';
import { languageKey } from './station-labels';
import type { StationUpdate } from '../../stations/stations.api';

export interface StationLanguageFormProps {
  station: Station;
  save: (values: StationUpdate) => Promise<unknown>;
  onCancel: () => void;
}

const validateLanguage = schemaResolver(stationUpdateSchema, { sync: true });

export function StationLanguageForm({ station, save, onCancel }: StationLanguageFormProps) {
  const { t } = useTranslation(['stations', 'common']);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    initialValues: { language: station.language },
    validate: (values) => (validateLanguage(values).language ? { language: t('edit.languageRequired') } : {}),
    validateInputOnChange: true,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      // The form validated it already; parsing narrows the code to the contract's languages.
      await save(stationUpdateSchema.parse(values));
      form.setInitialValues(values);
      form.resetDirty(values);
      setSaved(true);
      notifications.show({ color: 'teal', message: t('edit.updated') });
    } catch {
      notifications.show({ color: 'red', message: t('common:form.error') });
    }
  });

  return (
    <Paper withBorder p="lg" radius="md" maw={520}>
      <form onSubmit={submit} aria-label={t('edit.formLabel')} noValidate>
        <Stack>
          <Select
            label={t('edit.language')}
            required
            allowDeselect={false}
            data={STATION_LANGUAGES.map((code) => ({ value: code, label: t(languageKey(code)) }))}
            {...form.getInputProps('language')}
          />
          <FormActions
            dirty={form.isDirty()}
            hasErrors={!form.isValid()}
            submitting={form.submitting}
            saved={saved}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </Paper>
  );
}
