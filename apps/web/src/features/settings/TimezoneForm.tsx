/** The settings form (spec 01 "Settings"): the timezone; 'Settings updated' once saved. */
import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userSettingsSchema, type UserSettings } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import { useAppServices } from '../../lib/app-services';
import { FormActions } from '../../components/FormActions';
import { useSaveForm } from '../../lib/use-save-form';
import { mySettingsQueryOptions } from './settings.api';
import { timezoneGroups, timezoneNames } from './timezones';

export interface TimezoneFormProps {
  settings: UserSettings;
  onCancel: () => void;
}

export function TimezoneForm({ settings, onCancel }: TimezoneFormProps) {
  const { t } = useTranslation('settings');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const form = useForm<UserSettings>({
    initialValues: settings,
    validate: schemaResolver(userSettingsSchema, { sync: true }),
    validateInputOnChange: true,
  });
  const options = useMemo(() => timezoneGroups(timezoneNames(settings.timezone)), [settings.timezone]);

  const { submit, state } = useSaveForm(form, {
    save: (values) => api.call(endpoints.updateMySettings, { body: values }),
    savedValues: (stored) => stored,
    successMessage: t('config.updated'),
    onSaved: (stored) => queryClient.setQueryData(mySettingsQueryOptions(api).queryKey, stored),
    // Only a shown error disables Save, not a saved zone this browser does not know.
    disableSave: 'shownErrors',
  });

  return (
    <form onSubmit={submit} aria-label={t('config.formLabel')} noValidate>
      <Select
        label={t('config.timezone')}
        description={t('config.timezoneDescription')}
        placeholder={t('config.timezonePlaceholder')}
        nothingFoundMessage={t('config.nothingFound')}
        data={options}
        searchable
        allowDeselect={false}
        maxDropdownHeight={320}
        maw={480}
        withAsterisk
        {...form.getInputProps('timezone')}
      />
      <FormActions {...state} onCancel={onCancel} />
    </form>
  );
}
