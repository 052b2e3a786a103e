/**
 * i18next set-up: every JSON file under src/locales/{lang}/ becomes a namespace, so adding a
 * screen's texts never touches this file. The language is resolved once at start-up.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '@antena/contract';
import { resolveLocale } from './locale';
import { readStorage, storageKeys, writeStorage } from './storage';
import { setDateLocale } from './time';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

export const resources: Resources = {};
for (const [path, content] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lang, ns] = match as unknown as [string, string, string];
  (resources[lang] ??= {})[ns] = content;
}

export const NAMESPACES = Object.keys(resources[DEFAULT_LOCALE] ?? {});

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
setDateLocale(lng);

void i18n.use(initReactI18next).init({
  resources,
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
  setDateLocale(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});
if (typeof document !== 'undefined') document.documentElement.lang = lng;

export default i18n;
