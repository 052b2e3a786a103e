/**
 * The audiogram generation form (spec 02 sections 3, 5 and 9): its values, prefilled from the
 * station's default template (or the last generation's props when making a new one), a chosen
 * template's look applied over them, their checks, and the generate body they become.
 */
import type { SPECTRUM_SAMPLES } from '@antena/contract';
import {
  AUDIOGRAM_DEFAULT_COLORS,
  AUDIOGRAM_VARIANTS,
  type AudiogramGenerate,
  type AudiogramInputProps,
  type AudiogramVariant,
  type Fragment,
  type Station,
} from '@antena/contract';

export type AudiogramTemplate = Station['featuresConfig']['fragments']['audiogram']['templates'][number];

export const COLOUR_FIELDS = ['titleColor', 'captionsTextColor', 'visualizerColor'] as const;

export interface AudiogramFormValues {
  /** The template whose look was applied last (its index as text), null for none. */
  template: string | null;
  titleText: string;
  coverImageUrl: string | null;
  titleColor: string;
  captionsTextColor: string;
  visualizerColor: string;
  backgroundType: 'color' | 'image';
  backgroundColor: string;
  backgroundImageUrl: string | null;
  visualizerType: 'spectrum' | 'oscilloscope';
  samples: string;
  window: number | string;
  posterization: number | string;
  amplitude: number | string;
  padding: number | string;
  variants: AudiogramVariant[];
  width: '1080' | '1920';
  captionsType: 'KARAOKE' | 'NONE';
  onlyDisplayCurrentSentence: boolean;
  audioOffsetInSeconds: number | string;
}

// spec 02 section 9 (the contract's defaults): spectrum of 64 samples, oscilloscope 0.1 s window.
const OSCILLOSCOPE_DEFAULTS = { window: 0.1, posterization: 3, amplitude: 4, padding: 50 };

const isVariant = (value: string): value is AudiogramVariant =>
  (AUDIOGRAM_VARIANTS as readonly string[]).includes(value);

export const defaultTemplateIndex = (templates: readonly AudiogramTemplate[]): number | null => {
  if (templates.length === 0) return null;
  const index = templates.findIndex((template) => template.default);
  return index === -1 ? 0 : index;
};

/** The form with a template's look: colours, background and formats. */
export function applyTemplate(
  values: AudiogramFormValues,
  template: AudiogramTemplate,
  index: number,
): AudiogramFormValues {
  const { data } = template;
  const variants = data.variants.filter(isVariant);
  return {
    ...values,
    template: String(index),
    titleColor: data.titleColor,
    captionsTextColor: data.captionsTextColor,
    visualizerColor: data.visualizerColor,
    backgroundType: data.backgroundType,
    backgroundColor: data.backgroundColor ?? values.backgroundColor,
    backgroundImageUrl: data.backgroundImageUrl,
    variants: variants.length > 0 ? variants : values.variants,
  };
}

/** The values a new generation starts from: the last generation's props, else the default template. */
export function initialFormValues(fragment: Fragment, templates: readonly AudiogramTemplate[]): AudiogramFormValues {
  const last = fragment.audiogramGeneration?.inputProps ?? null;
  const lastVariants = AUDIOGRAM_VARIANTS.filter((variant) => fragment.audiogramGeneration?.variantsJobs[variant]);
  if (last)
    return { ...fromInputProps(last), variants: lastVariants.length > 0 ? lastVariants : [...AUDIOGRAM_VARIANTS] };
  const base: AudiogramFormValues = {
    template: null,
    titleText: fragment.title.slice(0, 250),
    coverImageUrl: null,
    ...AUDIOGRAM_DEFAULT_COLORS,
    backgroundType: 'color',
    backgroundImageUrl: null,
    visualizerType: 'spectrum',
    samples: '64',
    ...OSCILLOSCOPE_DEFAULTS,
    variants: [...AUDIOGRAM_VARIANTS],
    width: '1080',
    captionsType: 'KARAOKE',
    onlyDisplayCurrentSentence: false,
    audioOffsetInSeconds: 0,
  };
  const index = defaultTemplateIndex(templates);
  return index === null ? base : applyTemplate(base, templates[index]!, index);
}

function fromInputProps(props: AudiogramInputProps): AudiogramFormValues {
  const { visualizer } = props;
  return {
    template: null,
    titleText: props.titleText,
    coverImageUrl: props.coverImageUrl,
    titleColor: props.titleColor,
    captionsTextColor: props.captionsTextColor,
    visualizerColor: props.visualizerColor,
    backgroundType: props.backgroundType,
    backgroundColor: props.backgroundColor,
    backgroundImageUrl: props.backgroundImageUrl,
    visualizerType: visualizer.type,
    samples: String(visualizer.type === 'spectrum' ? visualizer.samples : 64),
    ...(visualizer.type === 'oscilloscope'
      ? {
          window: visualizer.window,
          posterization: visualizer.posterization,
          amplitude: visualizer.amplitude,
          padding: visualizer.padding,
        }
      : OSCILLOSCOPE_DEFAULTS),
    variants: [],
    width: props.width === 1920 ? '1920' : '1080',
    captionsType: props.captionsType,
    onlyDisplayCurrentSentence: props.onlyDisplayCurrentSentence,
    audioOffsetInSeconds: props.audioOffsetInSeconds,
  };
}

/** spec 02 section 9: only 1:1 and 16:9 choose their width (9:16 is always 1080x1920). */
export const choosesWidth = (variants: readonly AudiogramVariant[]) =>
  variants.some((variant) => variant === '1x1' || variant === '16x9');

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
export const OSCILLOSCOPE_LIMITS = {
  window: { min: 0.1, max: 10 },
  posterization: { min: 0.1, max: 30 },
  amplitude: { min: 0.1, max: 50 },
  padding: { min: 0, max: 400 },
} as const;

export type AudiogramFormError = 'required' | 'variantsRequired' | 'colour' | 'range' | 'tooLong';

/** Field path → error key (translated by the screen). */
export function audiogramFormErrors(values: AudiogramFormValues): Record<string, AudiogramFormError> {
  const errors: Record<string, AudiogramFormError> = {};
  if (values.variants.length === 0) errors.variants = 'variantsRequired';
  if (values.titleText.length > 250) errors.titleText = 'tooLong';
  const colours = [...COLOUR_FIELDS, ...(values.backgroundType === 'color' ? (['backgroundColor'] as const) : [])];
  for (const field of colours) {
    if (!values[field].trim()) errors[field] = 'required';
    else if (!HEX.test(values[field].trim())) errors[field] = 'colour';
  }
  if (values.backgroundType === 'image' && !values.backgroundImageUrl) errors.backgroundImageUrl = 'required';
  if (values.visualizerType === 'oscilloscope') {
    for (const [field, { min, max }] of Object.entries(OSCILLOSCOPE_LIMITS)) {
      const value = values[field as keyof typeof OSCILLOSCOPE_LIMITS];
      if (typeof value !== 'number') errors[field] = 'required';
      else if (value < min || value > max) errors[field] = 'range';
    }
  }
  if (typeof values.audioOffsetInSeconds !== 'number') errors.audioOffsetInSeconds = 'required';
  else if (values.audioOffsetInSeconds < 0) errors.audioOffsetInSeconds = 'range';
  return errors;
}

const num = (value: number | string, fallback: number) => (typeof value === 'number' ? value : fallback);

/** The props a valid form sends (the background not used goes as null). */
export function toInputProps(values: AudiogramFormValues): AudiogramInputProps {
  const samples = Number(values.samples) as (typeof SPECTRUM_SAMPLES)[number];
  return {
    visualizer:
      values.visualizerType === 'spectrum'
        ? { type: 'spectrum', samples }
        : {
            type: 'oscilloscope',
            window: num(values.window, OSCILLOSCOPE_DEFAULTS.window),
            posterization: num(values.posterization, OSCILLOSCOPE_DEFAULTS.posterization),
            amplitude: num(values.amplitude, OSCILLOSCOPE_DEFAULTS.amplitude),
            padding: num(values.padding, OSCILLOSCOPE_DEFAULTS.padding),
          },
    titleText: values.titleText.trim(),
    coverImageUrl: values.coverImageUrl,
    titleColor: values.titleColor.trim(),
    captionsTextColor: values.captionsTextColor.trim(),
    visualizerColor: values.visualizerColor.trim(),
    backgroundType: values.backgroundType,
    backgroundColor:
      values.backgroundType === 'color' ? values.backgroundColor.trim() : AUDIOGRAM_DEFAULT_COLORS.backgroundColor,
    backgroundImageUrl: values.backgroundType === 'image' ? values.backgroundImageUrl : null,
    captionsType: values.captionsType,
    audioOffsetInSeconds: num(values.audioOffsetInSeconds, 0),
    onlyDisplayCurrentSentence: values.onlyDisplayCurrentSentence,
    width: choosesWidth(values.variants) && values.width === '1920' ? 1920 : 1080,
  };
}

/** The generate body, variants in the contract's order. */
export const toGenerateBody = (values: AudiogramFormValues): AudiogramGenerate => ({
  variants: AUDIOGRAM_VARIANTS.filter((variant) => values.variants.includes(variant)),
  inputProps: toInputProps(values),
});
