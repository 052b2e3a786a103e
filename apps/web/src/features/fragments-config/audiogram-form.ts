/**
 * The audiogram templates form (spec 02 section 5): each template needs a name ('Requerido') and
 * at least one format ('Por lo menos un formato es requerido'); when templates exist one must be
 * the default ('Al menos un template debe ser marcado como predeterminado'), and choosing one as
 * default unchecks the others.
 */
import type { FragmentsConfig, FragmentsConfigUpdate } from '@antena/contract';
import { isBlank, newRowKey, type ConfigErrors } from './config-errors';

type Template = FragmentsConfig['audiogram']['templates'][number];
export type TemplateData = Template['data'];
export type TemplateValues = Template & { key: string };
export interface AudiogramValues {
  templates: TemplateValues[];
}

/** spec 02 section 5: the formats an audiogram renders. */
export const AUDIOGRAM_VARIANTS = ['1x1', '16x9', '9x16'] as const;
export const COLOUR_FIELDS = ['titleColor', 'captionsTextColor', 'visualizerColor'] as const;

// spec 02 section 9: white title and captions, green visualizer, solid dark blue background.
export const newTemplate = (isDefault: boolean): TemplateValues => ({
  key: newRowKey(),
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

export const toAudiogramValues = (config: FragmentsConfig): AudiogramValues => ({
  templates: config.audiogram.templates.map((template) => ({ ...template, key: newRowKey() })),
});

/** The background the template does not use is sent as null, so no stale colour or image lingers. */
export const toAudiogramUpdate = (values: AudiogramValues): FragmentsConfigUpdate => ({
  audiogram: {
    templates: values.templates.map(({ key: _key, name, default: isDefault, data }) => ({
      name: name.trim(),
      default: isDefault,
      data: {
        ...data,
        backgroundColor: data.backgroundType === 'color' ? data.backgroundColor : null,
        backgroundImageUrl: data.backgroundType === 'image' ? data.backgroundImageUrl : null,
      },
    })),
  },
});

/** Checking one default unchecks the others; unchecking leaves none (the form then says so). */
export const withDefault = (templates: readonly TemplateValues[], key: string, checked: boolean) =>
  templates.map((template) => ({
    ...template,
    default: template.key === key ? checked : checked ? false : template.default,
  }));

/** After a removal: the first template left becomes the default if the default went. */
export function keepDefault(removed: TemplateValues, left: readonly TemplateValues[]): TemplateValues[] {
  if (!removed.default || left.some((template) => template.default)) return [...left];
  return left.map((template, index) => (index === 0 ? { ...template, default: true } : template));
}

export const defaultTemplateError = (values: AudiogramValues) =>
  values.templates.length > 0 && !values.templates.some((template) => template.default)
    ? ('templateDefault' as const)
    : null;

export function audiogramErrors(values: AudiogramValues): ConfigErrors {
  const errors: ConfigErrors = {};
  values.templates.forEach((template, index) => {
    const path = `templates.${index}`;
    if (isBlank(template.name)) errors[`${path}.name`] = 'required';
    if (template.data.variants.length === 0) errors[`${path}.data.variants`] = 'variantsRequired';
    for (const field of COLOUR_FIELDS) if (isBlank(template.data[field])) errors[`${path}.data.${field}`] = 'required';
    if (template.data.backgroundType === 'color' && isBlank(template.data.backgroundColor))
      errors[`${path}.data.backgroundColor`] = 'required';
    if (template.data.backgroundType === 'image' && isBlank(template.data.backgroundImageUrl))
      errors[`${path}.data.backgroundImageUrl`] = 'required';
  });
  const defaults = defaultTemplateError(values);
  if (defaults) errors.templates = defaults;
  return errors;
}
