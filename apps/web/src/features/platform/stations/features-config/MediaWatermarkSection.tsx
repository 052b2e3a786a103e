/**
 * featuresConfig.fragments.mediaWatermark: an image laid over video fragments. Padding along
 * an axis is hidden when the position on that axis is center (spec 02 section 5).
 */
import { Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeatureSwitch, useNullableTextProps, useStationFormContext } from '../station-form-context';

const PATH = 'featuresConfig.fragments.mediaWatermark';
const POSITIONS_X = ['left', 'center', 'right'] as const;
const POSITIONS_Y = ['top', 'center', 'bottom'] as const;

export function MediaWatermarkSection() {
  const { t } = useTranslation('platform');
  const form = useStationFormContext();
  const watermark = form.getValues().featuresConfig.fragments.mediaWatermark;
  const imageProps = useNullableTextProps(`${PATH}.imageUrl`);
  const off = !watermark.enabled;
  const position = (value: string) => ({ value, label: t(`features.watermark.positions.${value}`) });

  return (
    <Stack>
      <FeatureSwitch
        path={`${PATH}.enabled`}
        label={t('features.watermark.enabled')}
        description={t('features.watermark.enabledHelp')}
      />
      <TextInput
        {...imageProps}
        label={t('features.watermark.imageUrl')}
        placeholder="https://"
        type="url"
        required={!off}
        disabled={off}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          {...form.getInputProps(`${PATH}.positionX`)}
          label={t('features.watermark.positionX')}
          data={POSITIONS_X.map(position)}
          allowDeselect={false}
          disabled={off}
        />
        <Select
          {...form.getInputProps(`${PATH}.positionY`)}
          label={t('features.watermark.positionY')}
          data={POSITIONS_Y.map(position)}
          allowDeselect={false}
          disabled={off}
        />
      </SimpleGrid>
      <Group grow align="flex-start">
        {watermark.positionX !== 'center' && (
          <NumberInput
            {...form.getInputProps(`${PATH}.paddingX`)}
            label={t('features.watermark.paddingX')}
            suffix=" px"
            min={0}
            allowNegative={false}
            disabled={off}
          />
        )}
        {watermark.positionY !== 'center' && (
          <NumberInput
            {...form.getInputProps(`${PATH}.paddingY`)}
            label={t('features.watermark.paddingY')}
            suffix=" px"
            min={0}
            allowNegative={false}
            disabled={off}
          />
        )}
        <NumberInput
          {...form.getInputProps(`${PATH}.opacity`)}
          label={t('features.watermark.opacity')}
          description={t('features.watermark.opacityHelp')}
          min={0}
          max={1}
          step={0.05}
          decimalScale={2}
          allowNegative={false}
          disabled={off}
        />
      </Group>
    </Stack>
  );
}
