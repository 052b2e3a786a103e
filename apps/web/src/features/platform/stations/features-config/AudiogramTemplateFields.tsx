/** One audiogram template: name, default, colours, background and the formats it renders. */
import {
  ActionIcon,
  Checkbox,
  ColorInput,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TEMPLATES_PATH } from '../station-form-rules';
import { useNullableTextProps, useStationFormContext } from '../station-form-context';

// spec 02 section 5: audiogram variants 1x1, 16x9, 9x16.
export const AUDIOGRAM_VARIANTS = ['1x1', '16x9', '9x16'] as const;
const COLOUR_FIELDS = ['titleColor', 'captionsTextColor', 'visualizerColor'] as const;

interface AudiogramTemplateFieldsProps {
  index: number;
  onDefaultChange: (checked: boolean) => void;
  onRemove: () => void;
}

export function AudiogramTemplateFields({ index, onDefaultChange, onRemove }: AudiogramTemplateFieldsProps) {
  const { t } = useTranslation('platform');
  const form = useStationFormContext();
  const path = `${TEMPLATES_PATH}.${index}`;
  const template = form.getValues().featuresConfig.fragments.audiogram.templates[index]!;
  const imageProps = useNullableTextProps(`${path}.data.backgroundImageUrl`);
  const colourProps = (field: string) => ({
    ...form.getInputProps(`${path}.data.${field}`),
    format: 'hex' as const,
    withEyeDropper: false,
  });

  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="sm">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            {...form.getInputProps(`${path}.name`)}
            label={t('features.audiogram.name')}
            required
            style={{ flex: 1 }}
          />
          <Checkbox
            checked={template.default}
            onChange={(event) => onDefaultChange(event.currentTarget.checked)}
            label={t('features.audiogram.default')}
            mb={8}
          />
          <Tooltip label={t('features.audiogram.remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('features.audiogram.removeNamed', { name: template.name || index + 1 })}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {COLOUR_FIELDS.map((field) => (
            <ColorInput key={field} {...colourProps(field)} label={t(`features.audiogram.${field}`)} required />
          ))}
        </SimpleGrid>
        <Radio.Group
          {...form.getInputProps(`${path}.data.backgroundType`)}
          label={t('features.audiogram.backgroundType')}
        >
          <Group mt={4}>
            <Radio value="color" label={t('features.audiogram.backgroundTypes.color')} />
            <Radio value="image" label={t('features.audiogram.backgroundTypes.image')} />
          </Group>
        </Radio.Group>
        {template.data.backgroundType === 'color' ? (
          <ColorInput
            {...colourProps('backgroundColor')}
            value={template.data.backgroundColor ?? ''}
            label={t('features.audiogram.backgroundColor')}
            required
            maw={320}
          />
        ) : (
          <TextInput
            {...imageProps}
            label={t('features.audiogram.backgroundImageUrl')}
            placeholder="https://"
            type="url"
            required
          />
        )}
        <Checkbox.Group
          {...form.getInputProps(`${path}.data.variants`)}
          label={t('features.audiogram.variants')}
          required
        >
          <Group mt={4}>
            {AUDIOGRAM_VARIANTS.map((variant) => (
              <Checkbox key={variant} value={variant} label={t(`features.audiogram.variantNames.${variant}`)} />
            ))}
          </Group>
        </Checkbox.Group>
      </Stack>
    </Paper>
  );
}
