/**
 * The reports' day ranges (spec 03 sections 5 and 9): on the station's clock, never after today,
 * each report with its default (no-matches the last week, missing audios today).
 */
import { resolveDayRange, stationToday, type DayRange } from '../audit-range';

/** A calendar day `days` after 'YYYY-MM-DD' (negative: before). */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last `days` days up to today on the station's clock (1: today only). */
export function lastDays(days: number, timeZone: string, now = Date.now()): DayRange {
  const today = stationToday(timeZone, now);
  return { from: shiftDay(today, 1 - days), to: today };
}

/** The range the URL names, the default filling what is missing (clamped to today, in order). */
export function resolveReportRange(
  search: { from?: string | undefined; to?: string | undefined },
  fallback: DayRange,
  timeZone: string,
  now = Date.now(),
): DayRange {
  return resolveDayRange({ from: search.from ?? fallback.from, to: search.to ?? fallback.to }, timeZone, now);
}
