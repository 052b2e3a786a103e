/**
 * The description footers form (spec 02 section 5): name and content required, at most one
 * default. Unlike audiogram templates, checking a second default does not uncheck the first:
 * the form says 'No puede haber dos footers establecidos como default' and the admin chooses.
 */
import type { FragmentsConfig, FragmentsConfigUpdate } from '@antena/contract';
import { isBlank, newRowKey, type ConfigErrors } from './config-errors';

export interface FooterValues {
  key: string;
  name: string;
  content: string;
  default: boolean;
}
export interface FootersValues {
  footers: FooterValues[];
}

export const toFootersValues = (config: FragmentsConfig): FootersValues => ({
  footers: config.descriptionFooters.map((footer) => ({ ...footer, key: newRowKey() })),
});

export const newFooter = (): FooterValues => ({ key: newRowKey(), name: '', content: '', default: false });

export const toFootersUpdate = (values: FootersValues): FragmentsConfigUpdate => ({
  descriptionFooters: values.footers.map((footer) => ({
    name: footer.name.trim(),
    content: footer.content.trim(),
    default: footer.default,
  })),
});

/** 'No puede haber dos footers establecidos como default' when more than one is checked. */
export const defaultFootersError = (values: FootersValues) =>
  values.footers.filter((footer) => footer.default).length > 1 ? ('oneDefaultFooter' as const) : null;

export function footersErrors(values: FootersValues): ConfigErrors {
  const errors: ConfigErrors = {};
  values.footers.forEach((footer, index) => {
    if (isBlank(footer.name)) errors[`footers.${index}.name`] = 'required';
    if (isBlank(footer.content)) errors[`footers.${index}.content`] = 'required';
  });
  const defaults = defaultFootersError(values);
  if (defaults) errors.footers = defaults;
  return errors;
}
