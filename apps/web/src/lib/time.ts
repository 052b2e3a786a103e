/** Dates and times through dayjs, in the interface language. */
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/es';

dayjs.extend(localizedFormat);

export function setDateLocale(locale: string): void {
  dayjs.locale(locale.startsWith('es') ? 'es' : 'en');
}

/** Date and time in the current locale, or a dash when there is no value (spec: 'or a dash'). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const value = dayjs(iso);
  return value.isValid() ? value.format('L LT') : '-';
}

export { dayjs };
