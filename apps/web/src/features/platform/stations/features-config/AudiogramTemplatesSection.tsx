/**
 * featuresConfig.fragments.audiogram.templates: the looks offered when a fragment becomes an
 * audiogram video. When templates exist one is the default; choosing one unchecks the others
 * (spec 02 section 5).
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FeaturesConfig } from '@antena/contract';
import { TEMPLATES_PATH } from '../station-form-rules';
import { useStationFormContext } from '../station-form-context';
import { AUDIOGRAM_VARIANTS, AudiogramTemplateFields } from './AudiogramTemplateFields';

type AudiogramTemplate = FeaturesConfig['fragments']['audiogram']['templates'][number];

// spec 02 section 9: white title and captions, green visualizer, solid dark blue background.
const newTemplate = (isDefault: boolean): AudiogramTemplate => ({
  name: '',
  default: isDefault,
  data: {
    titleColor: '#ffffff',
    captionsTextColor: '#ffffff',
    visualizerColor: '#2fb344',
    backgroundType: 'color',
    backgroundColor: '#0b1d3a',
    backgroundImageUrl: null,
    variants: [...AUDIOGRAM_VARIANTS],
  },
});

export function AudiogramTemplatesSection() {
  const { t } = useTranslation('platform');
  const form = useStationFormContext();
  const templates = form.getValues().featuresConfig.fragments.audiogram.templates;

  const setDefault = (index: number, checked: boolean) =>
    form.setFieldValue(
      TEMPLATES_PATH,
      templates.map((template, i) => ({
        ...template,
        default: i === index ? checked : checked ? false : template.default,
      })),
    );

  return (
    <Stack>
      {templates.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('features.audiogram.none')}
        </Text>
      )}
      {templates.map((_, index) => (
        <AudiogramTemplateFields
          key={index}
          index={index}
          onDefaultChange={(checked) => setDefault(index, checked)}
          onRemove={() => form.removeListItem(TEMPLATES_PATH, index)}
        />
      ))}
      {form.errors[TEMPLATES_PATH] && (
        <Text size="sm" c="red" role="alert">
          {form.errors[TEMPLATES_PATH]}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem(TEMPLATES_PATH, newTemplate(templates.length === 0))}
        >
          {t('features.audiogram.add')}
        </Button>
      </Group>
    </Stack>
  );
}
