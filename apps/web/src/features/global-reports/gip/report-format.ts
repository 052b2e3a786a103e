/**
 * How the report tables write an airing (its date and time on its station's clock, durations in
 * seconds) and where its Show link opens the logger (spec 03 section 9: 10 s before, 120 s long).
 */
import { REPORT_LOGGER_LINK_BEFORE_S, REPORT_LOGGER_LINK_LENGTH_S } from '@antena/contract';

const parts = (ms: number, timeZone: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(ms);

export const formatReportDate = (ms: number, timeZone: string, locale: string): string =>
  parts(ms, timeZone, locale, { year: 'numeric', month: '2-digit', day: '2-digit' });

export const formatReportTime = (ms: number, timeZone: string, locale: string): string =>
  parts(ms, timeZone, locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** spec 03 section 9: durations are ms, shown in seconds. */
export const formatDurationSeconds = (ms: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(ms / 1000);

/** spec 03 section 9: percentages to 2 decimals. */
export const formatPercent = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** The logger stream's search for a Show link: the cursor 10 s before the airing, 120 s shown. */
export const loggerShowSearch = (datetime: number) => ({
  cursor: datetime - REPORT_LOGGER_LINK_BEFORE_S * 1000,
  length: REPORT_LOGGER_LINK_LENGTH_S,
});
