/** The settings form (spec 01 "Settings"): the timezone; 'Settings updated' once saved. */
import { useMemo, useState } from 'react';
import { Select } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userSettingsSchema, type UserSettings } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import { useAppServices } from '../../app/app-services';
import { FormActions } from '../../components/FormActions';
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
  const [saved, setSaved] = useState(false);
  const form = useForm<UserSettings>({
    initialValues: settings,
    validate: schemaResolver(userSettingsSchema, { sync: true }),
    validateInputOnChange: true,
    onValuesChange: () => setSaved(false),
  });
  const options = useMemo(() => timezoneGroups(timezoneNames(settings.timezone)), [settings.timezone]);

  const save = useMutation({
    mutationFn: (values: UserSettings) => api.call(endpoints.updateMySettings, { body: values }),
    onSuccess: (stored) => {
      queryClient.setQueryData(mySettingsQueryOptions(api).queryKey, stored);
      form.setInitialValues(stored);
      form.setValues(stored);
      form.resetDirty(stored);
      setSaved(true);
      notifications.show({ color: 'green', message: t('config.updated') });
    },
    onError: () => notifications.show({ color: 'red', message: t('common:form.error') }),
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} aria-label={t('config.formLabel')} noValidate>
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
      <FormActions
        dirty={form.isDirty()}
        hasErrors={Object.keys(form.errors).length > 0}
        submitting={save.isPending}
        saved={saved}
        onCancel={onCancel}
      />
    </form>
  );
}
