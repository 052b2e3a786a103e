import type { StationFormat } from '@antena/contract';

/** spec 01 section 3: format mpegts means video; the others are audio. */
export const formatKey = (format: StationFormat) => `format.${format}`;

/** The stations-namespace key of a language code; unknown codes show as themselves (`defaultValue`). */
export const languageKey = (language: string) => `languages.${language}`;
