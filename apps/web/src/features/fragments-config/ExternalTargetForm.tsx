/**
 * The export tab: where a station's fragments go on external export and delivery (its external
 * target). Not one of the spec's tabs: a client admin needs somewhere to set the target that
 * the fragments' export switch asks for (docs/decisions.md "Issue 17: fragments configuration screen").
 */
import { PasswordInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX, type StationConfig } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { FormActions } from '../../components/FormActions';
import {
  hasStoredSecret,
  KEY_PLACEHOLDERS,
  TARGET_TYPES,
  targetErrors,
  toTargetUpdate,
  toTargetValues,
  type TargetType,
  type TargetValues,
} from './external-target-form';
import { stationConfigQueryOptions, updateStationConfig } from './fragments-config.api';
import { StationConfigState, type ConfigFormProps } from './StationConfigState';
import { useConfigSave } from './use-config-save';
import { useErrorText } from './use-error-text';

/** Where the server's refusals of a target's fields point (body.externalExport.target.keyPattern). */
const TARGET_PATH = 'body.externalExport.target.';

export function ExternalTargetForm({ station, onCancel }: ConfigFormProps) {
  const { api } = useAppServices();
  const query = useQuery(stationConfigQueryOptions(api, station.id));
  return (
    <StationConfigState query={query}>
      {(config) => <Target config={config} station={station} onCancel={onCancel} />}
    </StationConfigState>
  );
}

function Target({ config, station, onCancel }: ConfigFormProps & { config: StationConfig }) {
  const { t } = useTranslation('fragments-config');
  const { api } = useAppServices();
  const errorText = useErrorText();
  const secretStored = hasStoredSecret(config);
  const form = useForm<TargetValues>({
    initialValues: toTargetValues(config),
    validateInputOnBlur: true,
    validate: (values) => errorText(targetErrors(values, secretStored)),
  });
  const { submit, state } = useConfigSave(form, {
    stationName: station.name,
    save: (values) => updateStationConfig(api, station.id, toTargetUpdate(values)),
    savedValues: toTargetValues,
    queryKey: stationConfigQueryOptions(api, station.id).queryKey,
    fieldOf: (path) => (path.startsWith(TARGET_PATH) ? path.slice(TARGET_PATH.length) : null),
  });
  const { type } = form.getValues();
  const text = (field: keyof TargetValues, max: number = TEXT_MAX.name) => ({
    label: t(`export.${field}`),
    maxLength: max,
    withAsterisk: true,
    ...form.getInputProps(field),
  });

  return (
    <form onSubmit={submit} aria-label={t('export.formLabel', { station: station.name })} noValidate>
      <Stack gap="md" maw={720}>
        <Text size="sm" c="dimmed">
          {t('export.help')}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="external-target-type">
            {t('export.type')}
          </Text>
          <SegmentedControl
            aria-labelledby="external-target-type"
            data={TARGET_TYPES.map((value) => ({ value, label: t(`export.types.${value}`) }))}
            value={type}
            onChange={(value) => {
              form.setFieldValue('type', value as TargetType);
              form.clearErrors();
            }}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        {type === 'NONE' && <Text size="sm">{t('export.noneHelp')}</Text>}
        {type === 'FOLDER' && <TextInput {...text('folder', TEXT_MAX.url)} description={t('export.folderHelp')} />}
        {type === 'S3' && (
          <>
            <TextInput {...text('endpoint', TEXT_MAX.url)} placeholder="https://" type="url" />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...text('region')} />
              <TextInput {...text('bucket')} />
              <TextInput {...text('accessKeyId')} autoComplete="off" />
              <PasswordInput
                {...text('secretAccessKey', TEXT_MAX.url)}
                withAsterisk={!secretStored}
                description={secretStored ? t('export.secretSet') : undefined}
                autoComplete="new-password"
              />
            </SimpleGrid>
            <Switch
              label={t('export.forcePathStyle')}
              description={t('export.forcePathStyleHelp')}
              {...form.getInputProps('forcePathStyle', { type: 'checkbox' })}
            />
          </>
        )}
        {type !== 'NONE' && (
          <TextInput
            {...text('keyPattern', TEXT_MAX.url)}
            description={t('export.keyPatternHelp', { placeholders: KEY_PLACEHOLDERS })}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        )}
      </Stack>
      <FormActions {...state} onCancel={onCancel} />
    </form>
  );
}
