/** How the fragment screens write durations, station times and shortened titles. */
import { FRAGMENT_BREADCRUMB_TITLE_MAX } from '@antena/contract';
import { formatDateTime } from '../../lib/time';

const pad = (value: number) => String(value).padStart(2, '0');

/** A duration in ms as h:mm:ss (under an hour, m:ss), rounded to the second. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** Date and time on the station's clock with the zone named (lists are read across places). */
export const formatStationDateTime = (value: number | string, timeZone: string, locale: string): string =>
  formatDateTime(value, { timeZone, locale, zone: 'always' });

const STATION_DATE = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const STATION_TIME = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } as const;

/** The date alone on the station's clock. */
export const formatStationDate = (value: number, timeZone: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { timeZone, ...STATION_DATE }).format(value);

/** The time alone on the station's clock, to the second, zone named. */
export const formatStationTime = (value: number, timeZone: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { timeZone, ...STATION_TIME, timeZoneName: 'shortOffset' }).format(value);

/** Date and time to the second on the station's clock, zone named: an aired moment in the CSV. */
export const formatStationMoment = (value: number, timeZone: string, locale: string): string =>
  formatDateTime(value, { timeZone, locale, seconds: true, zone: 'always' });

const zoneName = (value: number, timeZone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(value)
    .find((part) => part.type === 'timeZoneName')?.value;

/**
 * When a fragment aired, on the station's clock: "03/10/2026, 09:00:00 – 09:02:00 GMT-3", the
 * end's date written only when it falls on another day, the zone once unless the offset changed
 * in between (a daylight-saving switch).
 */
export function formatAiredRange(from: number, to: number, timeZone: string, locale: string): string {
  const sameZone = zoneName(from, timeZone, locale) === zoneName(to, timeZone, locale);
  const start = sameZone
    ? new Intl.DateTimeFormat(locale, { ...STATION_DATE, ...STATION_TIME, timeZone }).format(from)
    : formatStationMoment(from, timeZone, locale);
  const sameDay = formatStationDate(from, timeZone, locale) === formatStationDate(to, timeZone, locale);
  const end = sameDay ? formatStationTime(to, timeZone, locale) : formatStationMoment(to, timeZone, locale);
  return `${start} – ${end}`;
}

/** spec 02 section 2: the breadcrumb shortens the title to 30 characters (an ellipsis marks the cut). */
export function shortTitle(title: string, max = FRAGMENT_BREADCRUMB_TITLE_MAX): string {
  const chars = [...title];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : title;
}

/** Who created a fragment: the name, else the e-mail; a dash when the user is gone. */
export const creatorName = (createdBy: { name: string; email: string } | null): string =>
  createdBy ? createdBy.name || createdBy.email : '-';
