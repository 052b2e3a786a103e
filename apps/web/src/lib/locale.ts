import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '@antena/contract';

export const isSupportedLocale = (value: unknown): value is SupportedLocale =>
  typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);

/** 'es-AR' → 'es'; anything unsupported → undefined. */
export function normaliseLocale(value: string | null | undefined): SupportedLocale | undefined {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLocale(base) ? base : undefined;
}

/**
 * spec 01 section 1: the interface language comes from the `locale` query parameter or the
 * browser language, defaulting to English. A locale chosen before (persisted) beats the browser.
 */
export function resolveLocale(input: {
  query?: string | null;
  stored?: string | null;
  browser?: readonly string[];
}): SupportedLocale {
  // The query parameter takes exactly en|es; anything else is ignored, not guessed.
  if (isSupportedLocale(input.query)) return input.query;
  const fromStored = normaliseLocale(input.stored);
  if (fromStored) return fromStored;
  for (const language of input.browser ?? []) {
    const fromBrowser = normaliseLocale(language);
    if (fromBrowser) return fromBrowser;
  }
  return DEFAULT_LOCALE;
}
