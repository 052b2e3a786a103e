/**
 * The watermark tab: the image laid over a video station's fragments (spec 02 section 2), with
 * its position, padding and opacity. Only video stations reach it (FragmentsConfigScreen).
 */
import { Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WATERMARK_MAX_BYTES, type FragmentsConfig } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { FormActions } from '../../components/FormActions';
import { fragmentsConfigQueryOptions, updateFragmentsConfig } from './fragments-config.api';
import { ImageUploadField } from './ImageUploadField';
import { StationConfigState, type ConfigFormProps } from './StationConfigState';
import { useConfigSave } from './use-config-save';
import { useErrorText } from './use-error-text';
import {
  PADDING_MAX,
  POSITIONS_X,
  POSITIONS_Y,
  toWatermarkUpdate,
  toWatermarkValues,
  watermarkErrors,
  type WatermarkValues,
} from './watermark-form';

export function WatermarkForm({ station, onCancel }: ConfigFormProps) {
  const { api } = useAppServices();
  const query = useQuery(fragmentsConfigQueryOptions(api, station.id));
  return (
    <StationConfigState query={query}>
      {(config) => <Watermark config={config} station={station} onCancel={onCancel} />}
    </StationConfigState>
  );
}

function Watermark({ config, station, onCancel }: ConfigFormProps & { config: FragmentsConfig }) {
  const { t } = useTranslation('fragments-config');
  const { api } = useAppServices();
  const errorText = useErrorText();
  const form = useForm<WatermarkValues>({
    initialValues: toWatermarkValues(config),
    validateInputOnBlur: true,
    validate: (values) => errorText(watermarkErrors(values)),
  });
  const { submit, state } = useConfigSave(form, {
    stationName: station.name,
    save: (values) => updateFragmentsConfig(api, station.id, toWatermarkUpdate(values)),
    savedValues: toWatermarkValues,
    queryKey: fragmentsConfigQueryOptions(api, station.id).queryKey,
  });
  const values = form.getValues();
  const position = (value: string) => ({ value, label: t(`watermark.positions.${value}`) });
  const setImage = (url: string | null) => {
    form.setFieldValue('imageUrl', url);
    form.validateField('imageUrl');
  };

  return (
    <form onSubmit={submit} aria-label={t('watermark.formLabel', { station: station.name })} noValidate>
      <Stack gap="md" maw={720}>
        <Switch
          label={t('watermark.enabled')}
          description={t('watermark.enabledHelp')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
          onChange={(event) => {
            form.setFieldValue('enabled', event.currentTarget.checked);
            // The image is required only while enabled: its error goes with the switch.
            form.clearFieldError('imageUrl');
          }}
        />
        <ImageUploadField
          label={t('watermark.image')}
          value={values.imageUrl}
          onChange={setImage}
          maxBytes={WATERMARK_MAX_BYTES}
          error={form.errors.imageUrl as string | undefined}
          required={values.enabled}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('watermark.positionX')}
            data={POSITIONS_X.map(position)}
            allowDeselect={false}
            {...form.getInputProps('positionX')}
          />
          <Select
            label={t('watermark.positionY')}
            data={POSITIONS_Y.map(position)}
            allowDeselect={false}
            {...form.getInputProps('positionY')}
          />
        </SimpleGrid>
        <Group grow align="flex-start">
          {values.positionX !== 'center' && (
            <NumberInput
              label={t('watermark.paddingX')}
              suffix=" px"
              min={0}
              max={PADDING_MAX}
              allowNegative={false}
              allowDecimal={false}
              clampBehavior="none"
              withAsterisk
              {...form.getInputProps('paddingX')}
            />
          )}
          {values.positionY !== 'center' && (
            <NumberInput
              label={t('watermark.paddingY')}
              suffix=" px"
              min={0}
              max={PADDING_MAX}
              allowNegative={false}
              allowDecimal={false}
              clampBehavior="none"
              withAsterisk
              {...form.getInputProps('paddingY')}
            />
          )}
          <NumberInput
            label={t('watermark.opacity')}
            description={t('watermark.opacityHelp')}
            min={0}
            max={1}
            step={0.05}
            decimalScale={2}
            allowNegative={false}
            clampBehavior="none"
            withAsterisk
            {...form.getInputProps('opacity')}
          />
        </Group>
        {!values.enabled && (
          <Text size="sm" c="dimmed">
            {t('watermark.disabledHelp')}
          </Text>
        )}
      </Stack>
      <FormActions {...state} onCancel={onCancel} />
    </form>
  );
}
