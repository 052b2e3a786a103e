/**
 * How dates are typed in the interface language (issue 13.18: the pickers followed the
 * browser's language, not Antena's): Spanish day first, English month first, both with four-digit
 * years; times on a 24-hour clock in both, as the station clock reads in a monitoring room.
 * Values stay 'YYYY-MM-DD', the form the date fields hand around.
 */
const FORMATS = { es: 'DD/MM/YYYY', en: 'MM/DD/YYYY' } as const;

export type DateEntryLocale = keyof typeof FORMATS;

export const dateEntryLocale = (language: string | undefined): DateEntryLocale =>
  language?.startsWith('es') ? 'es' : 'en';

/** The dayjs format a date field shows its value in. */
export const dateEntryFormat = (locale: DateEntryLocale): string => FORMATS[locale];

/** Spanish weeks start on Monday, American ones on Sunday (dayjs day numbers). */
export const firstDayOfWeek = (locale: DateEntryLocale): 0 | 1 => (locale === 'es' ? 1 : 0);

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The 'YYYY-MM-DD' of what a user typed in `locale`'s order ('24/11/2026', '11-24-2026'; '/',
 * '-' or '.' between parts), or of a pasted 'YYYY-MM-DD'; null for anything else or a day that
 * does not exist.
 */
export function parseDateEntry(text: string, locale: DateEntryLocale): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const typed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  let parts: [number, number, number];
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (typed && locale === 'es') parts = [Number(typed[3]), Number(typed[2]), Number(typed[1])];
  else if (typed) parts = [Number(typed[3]), Number(typed[1]), Number(typed[2])];
  else return null;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}
