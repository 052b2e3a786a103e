/**
 * The export dialog's values and rules (spec 03 sections 5 and 9): seconds of audio before and
 * after each airing (EXPORT_TIME_OPTIONS, default 60), leave out the version, make a public
 * link, and the path format of the evidence files: the client's formats, the default one first
 * chosen; its custom text is required only when the pattern holds {customText}. A retry starts
 * from the options of the export that failed.
 */
import {
  DEFAULT_EXPORT_TIME_SECONDS,
  EXPORT_TIME_OPTIONS,
  type PathFormat,
  type ReportExportOptions,
} from '@antena/contract';

/** The placeholder of a pattern that the user fills in per export. */
export const CUSTOM_TEXT_PLACEHOLDER = '{customText}';
/** reportExportOptionsSchema: formatCustomText is at most 200 characters. */
export const CUSTOM_TEXT_MAX = 200;

type ExportSeconds = (typeof EXPORT_TIME_OPTIONS)[number];

export interface ExportFormValues {
  /** Seconds, as the select's value (text). */
  audioMatchIncludeBefore: string;
  audioMatchIncludeAfter: string;
  excludeVersion: boolean;
  publicLink: boolean;
  formatId: string | null;
  formatCustomText: string;
}

export type ExportFormErrors = Partial<Record<keyof ExportFormValues, 'required'>>;

const seconds = (value: number | undefined): string =>
  String(EXPORT_TIME_OPTIONS.find((option) => option === value) ?? DEFAULT_EXPORT_TIME_SECONDS);

/** The format marked default, else the first. */
export const defaultPathFormat = (formats: readonly PathFormat[]): PathFormat | undefined =>
  formats.find((format) => format.default) ?? formats[0];

export const needsCustomText = (formats: readonly PathFormat[], formatId: string | null): boolean =>
  formats.find((format) => format.id === formatId)?.pattern.includes(CUSTOM_TEXT_PLACEHOLDER) ?? false;

/** A first export starts from the defaults; a retry from the options it failed with (a removed format falls back). */
export function initialExportValues(
  formats: readonly PathFormat[],
  previous?: ReportExportOptions | null,
): ExportFormValues {
  const previousFormat = formats.find((format) => format.id === previous?.pathFormat.formatId);
  return {
    audioMatchIncludeBefore: seconds(previous?.audioMatchIncludeBefore),
    audioMatchIncludeAfter: seconds(previous?.audioMatchIncludeAfter),
    excludeVersion: previous?.excludeVersion ?? false,
    publicLink: previous?.publicLink ?? false,
    formatId: (previousFormat ?? defaultPathFormat(formats))?.id ?? null,
    formatCustomText: previousFormat ? (previous?.pathFormat.formatCustomText ?? '') : '',
  };
}

const isExportSeconds = (value: string): boolean =>
  value !== '' && EXPORT_TIME_OPTIONS.some((option) => option === Number(value));

/** spec 03 section 5: before, after and path format required; the custom text only for a {customText} pattern. */
export function validateExportValues(values: ExportFormValues, formats: readonly PathFormat[]): ExportFormErrors {
  const errors: ExportFormErrors = {};
  if (!isExportSeconds(values.audioMatchIncludeBefore)) errors.audioMatchIncludeBefore = 'required';
  if (!isExportSeconds(values.audioMatchIncludeAfter)) errors.audioMatchIncludeAfter = 'required';
  if (!formats.some((format) => format.id === values.formatId)) errors.formatId = 'required';
  else if (needsCustomText(formats, values.formatId) && !values.formatCustomText.trim())
    errors.formatCustomText = 'required';
  return errors;
}

/** The request body; the custom text goes only with a pattern that uses it. Call after validation. */
export function toExportOptions(values: ExportFormValues, formats: readonly PathFormat[]): ReportExportOptions {
  const customText = values.formatCustomText.trim();
  return {
    audioMatchIncludeBefore: Number(values.audioMatchIncludeBefore) as ExportSeconds,
    audioMatchIncludeAfter: Number(values.audioMatchIncludeAfter) as ExportSeconds,
    excludeVersion: values.excludeVersion,
    publicLink: values.publicLink,
    pathFormat: {
      formatId: values.formatId ?? '',
      ...(needsCustomText(formats, values.formatId) ? { formatCustomText: customText } : {}),
    },
  };
}
