/**
 * The audiogram tab: the templates offered when a station's fragment becomes an audiogram video
 * (the generation itself comes in a later issue). Add, edit and remove; Save sends them all.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FragmentsConfig } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { FormActions } from '../../components/FormActions';
import {
  audiogramErrors,
  defaultTemplateError,
  newTemplate,
  toAudiogramUpdate,
  toAudiogramValues,
  withDefault,
  withoutTemplate,
  type AudiogramValues,
} from './audiogram-form';
import { AudiogramTemplateFields } from './AudiogramTemplateFields';
import { fragmentsConfigQueryOptions, updateFragmentsConfig } from './fragments-config.api';
import { StationConfigState, type ConfigFormProps } from './StationConfigState';
import { useConfigSave } from './use-config-save';
import { useErrorText } from './use-error-text';

export function AudiogramForm({ station, onCancel }: ConfigFormProps) {
  const { api } = useAppServices();
  const query = useQuery(fragmentsConfigQueryOptions(api, station.id));
  return (
    <StationConfigState query={query}>
      {(config) => <Templates config={config} station={station} onCancel={onCancel} />}
    </StationConfigState>
  );
}

function Templates({ config, station, onCancel }: ConfigFormProps & { config: FragmentsConfig }) {
  const { t } = useTranslation('fragments-config');
  const { api } = useAppServices();
  const errorText = useErrorText();
  const form = useForm<AudiogramValues>({
    initialValues: toAudiogramValues(config),
    validateInputOnBlur: true,
    validate: (values) => errorText(audiogramErrors(values)),
  });
  const { submit, state } = useConfigSave(form, {
    stationName: station.name,
    save: (values) => updateFragmentsConfig(api, station.id, toAudiogramUpdate(values)),
    savedValues: toAudiogramValues,
    queryKey: fragmentsConfigQueryOptions(api, station.id).queryKey,
  });
  const { templates } = form.getValues();
  const defaults = defaultTemplateError(form.getValues());
  const setTemplates = (next: AudiogramValues['templates']) => form.setFieldValue('templates', next);

  return (
    <form onSubmit={submit} aria-label={t('audiogram.formLabel', { station: station.name })} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('audiogram.help')}
        </Text>
        {templates.length === 0 && <Text size="sm">{t('audiogram.none')}</Text>}
        {templates.map((template, index) => (
          <AudiogramTemplateFields
            key={template.key}
            form={form}
            index={index}
            onDefaultChange={(checked) => setTemplates(withDefault(form.getValues().templates, template.key, checked))}
            onRemove={() => setTemplates(withoutTemplate(form.getValues().templates, template.key))}
          />
        ))}
        {defaults && (
          <Text size="sm" c="red" role="alert">
            {t(`errors.${defaults}`)}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('templates', newTemplate(templates.length === 0))}
          >
            {t('audiogram.add')}
          </Button>
        </Group>
      </Stack>
      <FormActions {...state} hasErrors={state.hasErrors || Boolean(defaults)} onCancel={onCancel} />
    </form>
  );
}
