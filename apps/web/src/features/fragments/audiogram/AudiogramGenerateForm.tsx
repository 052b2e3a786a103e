/**
 * The audiogram generation form (spec 02 "Audiogram"): a template of the station (its default
 * applied at first), title, cover, colours, background, the visualiser and its options, formats,
 * width (1:1 and 16:9 only), captions, and the audio offset; the caption words below.
 */
import { useState } from 'react';
import {
  Button,
  Checkbox,
  ColorInput,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconWaveSine } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUDIOGRAM_VARIANTS, SPECTRUM_SAMPLES, type Fragment, type Station } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { errorText } from '../../../lib/api-error';
import { ImageUploadField } from '../../fragments-config/ImageUploadField';
import { fragmentKeys } from '../fragments.api';
import { AudiogramCaptionsPreview } from './AudiogramCaptionsPreview';
import {
  applyTemplate,
  audiogramFormErrors,
  choosesWidth,
  COLOUR_FIELDS,
  initialFormValues,
  OSCILLOSCOPE_LIMITS,
  toGenerateBody,
  type AudiogramFormValues,
} from './audiogram-generate-form';
import { generateAudiogram, withGeneration } from './audiogram.api';

export interface AudiogramGenerateFormProps {
  fragment: Fragment;
  station: Station;
  /** After the server accepted the generation. */
  onGenerated: () => void;
  /** Back to the variants (only when there is a generation to go back to). */
  onCancel?: () => void;
}

export function AudiogramGenerateForm({ fragment, station, onGenerated, onCancel }: AudiogramGenerateFormProps) {
  const { t } = useTranslation('fragment-audiogram');
  const { api, config } = useAppServices();
  const queryClient = useQueryClient();
  const templates = station.featuresConfig.fragments.audiogram.templates;
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<AudiogramFormValues>({
    mode: 'controlled',
    initialValues: initialFormValues(fragment, templates),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(audiogramFormErrors(values)).map(([path, error]) => [path, t(`errors.${error}`)]),
      ),
  });
  const values = form.getValues();
  const maxBytes = config.assets.maxUploadMb * 1024 * 1024;

  const chooseTemplate = (value: string | null) => {
    const template = value === null ? undefined : templates[Number(value)];
    if (!template) return;
    form.setValues(applyTemplate(form.getValues(), template, Number(value)));
    form.clearErrors();
  };

  const submit = async (next: AudiogramFormValues) => {
    setSubmitting(true);
    try {
      const generation = await generateAudiogram(api, fragment.id, toGenerateBody(next));
      queryClient.setQueryData<Fragment>(fragmentKeys.one(fragment.id), (current) =>
        current ? withGeneration(current, generation, 'replace') : current,
      );
      notifications.show({ color: 'teal', message: t('form.started') });
      onGenerated();
    } catch (error) {
      console.error('Audiogram generation failed to start', error);
      notifications.show({ color: 'red', title: t('form.startFailed'), message: errorText(error, t) });
    } finally {
      setSubmitting(false);
    }
  };

  const colour = (field: (typeof COLOUR_FIELDS)[number] | 'backgroundColor') => (
    <ColorInput
      key={field}
      {...form.getInputProps(field)}
      label={t(`form.${field}`)}
      format="hex"
      withEyeDropper={false}
      withAsterisk
      maxLength={9}
    />
  );
  const image = (field: 'coverImageUrl' | 'backgroundImageUrl', required: boolean) => (
    <ImageUploadField
      label={t(`form.${field}`)}
      value={values[field]}
      onChange={(url) => {
        form.setFieldValue(field, url);
        if (required) form.validateField(field);
      }}
      maxBytes={maxBytes}
      error={form.errors[field] as string | undefined}
      required={required}
    />
  );
  const oscilloscope = (field: keyof typeof OSCILLOSCOPE_LIMITS) => (
    <NumberInput
      key={field}
      {...form.getInputProps(field)}
      label={t(`form.${field}`)}
      min={OSCILLOSCOPE_LIMITS[field].min}
      max={OSCILLOSCOPE_LIMITS[field].max}
      step={field === 'padding' ? 1 : 0.1}
      decimalScale={2}
    />
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="audiogram-form-title">
      <Title order={2} size="h4" mb="sm" id="audiogram-form-title">
        {t('form.title')}
      </Title>
      <form noValidate onSubmit={form.onSubmit((next) => void submit(next))} aria-label={t('form.title')}>
        <Stack gap="md">
          {templates.length > 0 ? (
            <Select
              label={t('form.template')}
              data={templates.map((template, index) => ({
                value: String(index),
                label: template.default ? t('form.defaultTemplate', { name: template.name }) : template.name,
              }))}
              value={values.template}
              onChange={chooseTemplate}
              allowDeselect={false}
              maw={360}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('form.noTemplates')}
            </Text>
          )}
          <TextInput {...form.getInputProps('titleText')} label={t('form.titleText')} maxLength={250} />
          {image('coverImageUrl', false)}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>{COLOUR_FIELDS.map(colour)}</SimpleGrid>
          <Radio.Group label={t('form.backgroundType')} {...form.getInputProps('backgroundType')}>
            <Group mt={4}>
              <Radio value="color" label={t('form.backgroundTypes.color')} />
              <Radio value="image" label={t('form.backgroundTypes.image')} />
            </Group>
          </Radio.Group>
          {values.backgroundType === 'color' ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>{colour('backgroundColor')}</SimpleGrid>
          ) : (
            image('backgroundImageUrl', true)
          )}
          <Radio.Group label={t('form.visualizer')} {...form.getInputProps('visualizerType')}>
            <Group mt={4}>
              <Radio value="spectrum" label={t('form.visualizers.spectrum')} />
              <Radio value="oscilloscope" label={t('form.visualizers.oscilloscope')} />
            </Group>
          </Radio.Group>
          {values.visualizerType === 'spectrum' ? (
            <Select
              {...form.getInputProps('samples')}
              label={t('form.samples')}
              data={SPECTRUM_SAMPLES.map(String)}
              allowDeselect={false}
              maw={200}
            />
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {(Object.keys(OSCILLOSCOPE_LIMITS) as (keyof typeof OSCILLOSCOPE_LIMITS)[]).map(oscilloscope)}
            </SimpleGrid>
          )}
          <Checkbox.Group label={t('form.variants')} withAsterisk {...form.getInputProps('variants')}>
            <Group mt={4}>
              {AUDIOGRAM_VARIANTS.map((variant) => (
                <Checkbox key={variant} value={variant} label={t(`variants.${variant}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          {choosesWidth(values.variants) && (
            <Select
              {...form.getInputProps('width')}
              label={t('form.width')}
              data={['1080', '1920'].map((width) => ({ value: width, label: t('form.widthPx', { width }) }))}
              allowDeselect={false}
              maw={200}
            />
          )}
          {values.variants.includes('9x16') && (
            <Text size="xs" c="dimmed">
              {t('form.portraitSize')}
            </Text>
          )}
          <Radio.Group label={t('form.captionsType')} {...form.getInputProps('captionsType')}>
            <Group mt={4}>
              <Radio value="KARAOKE" label={t('form.captionsTypes.KARAOKE')} />
              <Radio value="NONE" label={t('form.captionsTypes.NONE')} />
            </Group>
          </Radio.Group>
          <Checkbox
            {...form.getInputProps('onlyDisplayCurrentSentence', { type: 'checkbox' })}
            label={t('form.onlyDisplayCurrentSentence')}
            disabled={values.captionsType === 'NONE'}
          />
          <NumberInput
            {...form.getInputProps('audioOffsetInSeconds')}
            label={t('form.audioOffsetInSeconds')}
            min={0}
            step={0.1}
            decimalScale={2}
            maw={200}
          />
          {values.captionsType === 'KARAOKE' && <AudiogramCaptionsPreview fragmentId={fragment.id} />}
          <Group justify="flex-end">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('form.cancel')}
              </Button>
            )}
            <Button type="submit" loading={submitting} leftSection={<IconWaveSine size={16} />}>
              {t('form.generate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
