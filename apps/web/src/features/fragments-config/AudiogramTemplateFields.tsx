/** An audiogram template's own fields, under its name and default: colours, background and formats. */
import { Checkbox, ColorInput, Group, Radio, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../lib/app-services';
import { AUDIOGRAM_VARIANTS, COLOUR_FIELDS, type AudiogramValues } from './audiogram-form';
import { ImageUploadField } from './ImageUploadField';

interface AudiogramTemplateFieldsProps {
  form: UseFormReturnType<AudiogramValues>;
  index: number;
}

export function AudiogramTemplateFields({ form, index }: AudiogramTemplateFieldsProps) {
  const { t } = useTranslation('fragments-config');
  const { config } = useAppServices();
  const path = `templates.${index}`;
  const template = form.getValues().templates[index]!;
  const colourProps = (field: string) => ({
    ...form.getInputProps(`${path}.data.${field}`),
    format: 'hex' as const,
    withEyeDropper: false,
    withAsterisk: true,
    maxLength: 32,
  });
  const setBackgroundImage = (url: string | null) => {
    form.setFieldValue(`${path}.data.backgroundImageUrl`, url);
    form.validateField(`${path}.data.backgroundImageUrl`);
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {COLOUR_FIELDS.map((field) => (
          <ColorInput key={field} {...colourProps(field)} label={t(`audiogram.${field}`)} />
        ))}
      </SimpleGrid>
      <Radio.Group label={t('audiogram.backgroundType')} {...form.getInputProps(`${path}.data.backgroundType`)}>
        <Group mt={4}>
          <Radio value="color" label={t('audiogram.backgroundTypes.color')} />
          <Radio value="image" label={t('audiogram.backgroundTypes.image')} />
        </Group>
      </Radio.Group>
      {template.data.backgroundType === 'color' ? (
        <ColorInput
          {...colourProps('backgroundColor')}
          value={template.data.backgroundColor ?? ''}
          label={t('audiogram.backgroundColor')}
          maw={320}
        />
      ) : (
        <ImageUploadField
          label={t('audiogram.backgroundImage')}
          value={template.data.backgroundImageUrl}
          onChange={setBackgroundImage}
          maxBytes={config.assets.maxUploadMb * 1024 * 1024}
          error={form.errors[`${path}.data.backgroundImageUrl`] as string | undefined}
          required
        />
      )}
      <Checkbox.Group label={t('audiogram.variants')} withAsterisk {...form.getInputProps(`${path}.data.variants`)}>
        <Group mt={4}>
          {AUDIOGRAM_VARIANTS.map((variant) => (
            <Checkbox key={variant} value={variant} label={t(`audiogram.variantNames.${variant}`)} />
          ))}
        </Group>
      </Checkbox.Group>
    </>
  );
}
