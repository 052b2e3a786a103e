/**
 * Rules of the station form beyond the contract's schema. The source must be something the
 * recorder can open; the fragment settings follow spec 02 section 5 (the same rules the client
 * administrator's fragments configuration applies): a watermark needs its image, a template
 * needs a format and a background, templates need one default, footers at most one.
 */
import type { FormErrors } from '@mantine/form';
import i18n from '../../../lib/i18n';
import type { StationFormValues } from './station-form-values';
import { isStreamInput } from './stream-url';

const t = (key: string) => i18n.t(key, { ns: 'platform' });
const blank = (value: string | null) => !value?.trim();

export const FRAGMENTS_PATH = 'featuresConfig.fragments';
export const TEMPLATES_PATH = `${FRAGMENTS_PATH}.audiogram.templates`;
export const FOOTERS_PATH = `${FRAGMENTS_PATH}.descriptionFooters`;

export function stationFormRules(values: StationFormValues): FormErrors {
  const errors: FormErrors = {};
  if (values.streamUrl.trim() && !isStreamInput(values.streamUrl)) errors.streamUrl = t('validation.streamUrl');

  const { fragments } = values.featuresConfig;
  if (fragments.mediaWatermark.enabled && blank(fragments.mediaWatermark.imageUrl))
    errors[`${FRAGMENTS_PATH}.mediaWatermark.imageUrl`] = t('validation.watermarkImage');

  const { templates } = fragments.audiogram;
  templates.forEach((template, index) => {
    const path = `${TEMPLATES_PATH}.${index}.data`;
    if (template.data.variants.length === 0) errors[`${path}.variants`] = t('validation.variantsRequired');
    if (template.data.backgroundType === 'color' && blank(template.data.backgroundColor))
      errors[`${path}.backgroundColor`] = t('validation.required');
    if (template.data.backgroundType === 'image' && blank(template.data.backgroundImageUrl))
      errors[`${path}.backgroundImageUrl`] = t('validation.required');
  });
  if (templates.length > 0 && !templates.some((template) => template.default))
    errors[TEMPLATES_PATH] = t('validation.templateDefault');

  if (fragments.descriptionFooters.filter((footer) => footer.default).length > 1)
    errors[FOOTERS_PATH] = t('validation.oneDefaultFooter');
  return errors;
}
