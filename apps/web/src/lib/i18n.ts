/**
 * i18next set-up: every JSON file under src/locales/{lang}/ becomes a namespace, so adding a
 * screen's texts never touches this file. The language is resolved once at start-up, and only
 * its texts are downloaded (one chunk per language, vite.config.ts): the other language's
 * would be a tenth of the first load (issue 13.3). The start-up failure screen's texts
 * (`errors`) ship in the entry for both, so a server that cannot be reached is still explained.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '@antena/contract';
import { resolveLocale } from './locale';
import { readStorage, storageKeys, writeStorage } from './storage';

type Texts = Record<string, unknown>;

const loaders = import.meta.glob<Texts>(['../locales/*/*.json', '!../locales/*/errors.json'], { import: 'default' });
const startupTexts = import.meta.glob<Texts>('../locales/*/errors.json', { eager: true, import: 'default' });

/** [language, namespace] of a locale file's path. */
function localeFile(path: string): [string, string] {
  const [, lang = '', ns = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  return [lang, ns];
}

export const NAMESPACES = [...Object.keys(loaders), ...Object.keys(startupTexts)]
  .map(localeFile)
  .filter(([lang]) => lang === DEFAULT_LOCALE)
  .map(([, ns]) => ns);

/** Downloads a language's texts into i18next (once; later calls find them there). */
export async function loadLocale(language: SupportedLocale): Promise<void> {
  const files = Object.entries(loaders).filter(([path]) => localeFile(path)[0] === language);
  const loaded = await Promise.all(files.map(async ([path, load]) => [localeFile(path)[1], await load()] as const));
  for (const [ns, texts] of loaded) i18n.addResourceBundle(language, ns, texts, true, true);
}

function initialLocale(): SupportedLocale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  const query = new URLSearchParams(window.location.search).get('locale');
  const locale = resolveLocale({
    query,
    stored: readStorage(storageKeys.locale),
    browser: navigator.languages ?? [navigator.language],
  });
  // spec: the chosen locale is persisted, so it survives the trip to the identity provider.
  if (query) writeStorage(storageKeys.locale, locale);
  return locale;
}

const lng = initialLocale();

const resources: Record<string, Record<string, Texts>> = {};
for (const [path, texts] of Object.entries(startupTexts)) {
  const [lang, ns] = localeFile(path);
  (resources[lang] ??= {})[ns] = texts;
}

void i18n.use(initReactI18next).init({
  resources,
  partialBundledLanguages: true,
  lng,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  initAsync: false,
});

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});
if (typeof document !== 'undefined') document.documentElement.lang = lng;

/** The start-up language's texts: screens render once this settles (app/StartupGate.tsx). */
export const localeReady: Promise<void> = loadLocale(lng);

export default i18n;
