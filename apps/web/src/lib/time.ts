/**
 * Dates and times outside station screens (spec 01 section 7: the user's timezone setting), in
 * the interface language. Station screens use the station's own zone instead.
 */
/** The zone this browser runs in: a time in any other zone is labelled with its offset. */
export const browserTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface DateTimeFormatOptions {
  timeZone: string;
  locale: string;
  /** Seconds matter where entries are compared (the audit log). */
  seconds?: boolean;
  /**
   * 'auto' names the zone (as its UTC offset) when it differs from the browser's, where a
   * reader would otherwise assume their own clock; 'always' for lists read across places.
   */
  zone?: 'auto' | 'always';
}

/** Date and time in the given zone and locale, or a dash when there is no value (spec: 'or a dash'). */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  { timeZone, locale, seconds = false, zone = 'auto' }: DateTimeFormatOptions,
): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  const named = zone === 'always' || timeZone !== browserTimeZone();
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
    ...(named ? { timeZoneName: 'shortOffset' } : {}),
  }).format(date);
}
