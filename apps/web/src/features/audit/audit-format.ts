/** How the audit screens write times (the station's clock, to the second, zone named) and durations. */
import { formatDateTime } from '../../lib/time';

export const formatStationDateTime = (value: number | string, timeZone: string, locale: string): string =>
  formatDateTime(value, { timeZone, locale, seconds: true, zone: 'always' });

/** spec 03 section 9: durations are ms, shown in seconds. */
export const formatSeconds = (ms: number, locale: string): string =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(ms / 1000)} s`;

export const formatScore = (score: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(score);
