/**
 * The footers tab: a station's description footers (the default one is appended to new
 * fragments' descriptions). Add, edit and remove rows; Save sends them all.
 */
import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX, type FragmentsConfig } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { FormActions } from '../../components/FormActions';
import {
  defaultFootersError,
  footersErrors,
  newFooter,
  toFootersUpdate,
  toFootersValues,
  type FootersValues,
} from './footers-form';
import { fragmentsConfigQueryOptions, updateFragmentsConfig } from './fragments-config.api';
import { StationConfigState, type ConfigFormProps } from './StationConfigState';
import { useConfigSave } from './use-config-save';
import { useErrorText } from './use-error-text';

export function FootersForm({ station, onCancel }: ConfigFormProps) {
  const { api } = useAppServices();
  const query = useQuery(fragmentsConfigQueryOptions(api, station.id));
  return (
    <StationConfigState query={query}>
      {(config) => <Footers config={config} station={station} onCancel={onCancel} />}
    </StationConfigState>
  );
}

function Footers({ config, station, onCancel }: ConfigFormProps & { config: FragmentsConfig }) {
  const { t } = useTranslation('fragments-config');
  const { api } = useAppServices();
  const errorText = useErrorText();
  const form = useForm<FootersValues>({
    initialValues: toFootersValues(config),
    validateInputOnBlur: true,
    validate: (values) => errorText(footersErrors(values)),
  });
  const { submit, state } = useConfigSave(form, {
    stationName: station.name,
    save: (values) => updateFragmentsConfig(api, station.id, toFootersUpdate(values)),
    savedValues: toFootersValues,
    queryKey: fragmentsConfigQueryOptions(api, station.id).queryKey,
  });
  const { footers } = form.getValues();
  const defaults = defaultFootersError(form.getValues());

  return (
    <form onSubmit={submit} aria-label={t('footers.formLabel', { station: station.name })} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('footers.help')}
        </Text>
        {footers.length === 0 && <Text size="sm">{t('footers.none')}</Text>}
        {footers.map((footer, index) => {
          const name = footer.name.trim() || t('footers.unnamed', { number: index + 1 });
          return (
            <Paper key={footer.key} withBorder p="sm" radius="sm">
              <Stack gap="xs">
                <Group align="flex-start" wrap="nowrap">
                  <TextInput
                    label={t('footers.name')}
                    maxLength={TEXT_MAX.name}
                    withAsterisk
                    style={{ flex: 1 }}
                    {...form.getInputProps(`footers.${index}.name`)}
                  />
                  <Checkbox
                    label={t('footers.default')}
                    aria-label={t('footers.defaultOf', { name })}
                    mt={32}
                    {...form.getInputProps(`footers.${index}.default`, { type: 'checkbox' })}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mt={24}
                    aria-label={t('footers.remove', { name })}
                    onClick={() => form.removeListItem('footers', index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
                <Textarea
                  label={t('footers.content')}
                  maxLength={TEXT_MAX.long}
                  withAsterisk
                  rows={3}
                  resize="vertical"
                  {...form.getInputProps(`footers.${index}.content`)}
                />
              </Stack>
            </Paper>
          );
        })}
        {defaults && (
          <Text size="sm" c="red" role="alert">
            {t(`errors.${defaults}`)}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('footers', newFooter())}
          >
            {t('footers.add')}
          </Button>
        </Group>
      </Stack>
      <FormActions {...state} hasErrors={state.hasErrors || Boolean(defaults)} onCancel={onCancel} />
    </form>
  );
}
