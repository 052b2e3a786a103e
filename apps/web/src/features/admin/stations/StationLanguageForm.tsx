/** spec 01 section 5: station edit covers the language only, and it is required. */
import { Paper, Select, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { STATION_LANGUAGES, stationUpdateSchema, type Station } from '@antena/contract';
import { FormActions } from '../../../components/FormActions';
import { languageKey } from './station-labels';
import type { StationUpdate } from '../../stations/stations.api';
import { useSaveForm } from '../../../lib/use-save-form';

export interface StationLanguageFormProps {
  station: Station;
  save: (values: StationUpdate) => Promise<unknown>;
  onCancel: () => void;
}

const validateLanguage = schemaResolver(stationUpdateSchema, { sync: true });

export function StationLanguageForm({ station, save, onCancel }: StationLanguageFormProps) {
  const { t } = useTranslation(['stations', 'common']);
  const form = useForm({
    initialValues: { language: station.language },
    validate: (values) => (validateLanguage(values).language ? { language: t('edit.languageRequired') } : {}),
    validateInputOnChange: true,
  });

  const { submit, state } = useSaveForm(form, {
    // The form validated it already; parsing narrows the code to the contract's languages.
    save: (values) => save(stationUpdateSchema.parse(values)),
    successMessage: t('edit.updated'),
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
          <FormActions {...state} onCancel={onCancel} />
        </Stack>
      </form>
    </Paper>
  );
}
