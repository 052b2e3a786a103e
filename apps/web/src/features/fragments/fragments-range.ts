/**
 * The fragment list's creation range on the station's clock: by default the last month up to
 * today, never after today (spec 02 "Fragments" and section 9), as the API's createdAt bounds.
 */
import { dayRangeBounds, stationToday, type DayRange } from '../audit/audit-range';

/** The same day one calendar month earlier ('2026-03-31' → '2026-02-28'). */
export function monthBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const previous = new Date(Date.UTC(year, month - 2, 1));
  const lastDay = new Date(Date.UTC(previous.getUTCFullYear(), previous.getUTCMonth() + 1, 0)).getUTCDate();
  previous.setUTCDate(Math.min(date, lastDay));
  return previous.toISOString().slice(0, 10);
}

/**
 * The range the URL names, the last month filling what is missing; a day after today becomes
 * today and a reversed range is put in order, so a hand-edited address still shows a real range.
 */
export function resolveFragmentsRange(
  search: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
  now = Date.now(),
): DayRange {
  const today = stationToday(timeZone, now);
  const clamp = (day: string) => (day > today ? today : day);
  const to = clamp(search.to ?? today);
  const from = clamp(search.from ?? monthBefore(to));
  return from <= to ? { from, to } : { from: to, to: from };
}

/** The list call's createdAt bounds of a day range (epoch ms, both inclusive). */
export function createdAtBounds(range: DayRange, timeZone: string): { createdAtFrom: number; createdAtTo: number } {
  const { from, to } = dayRangeBounds(range, timeZone);
  return { createdAtFrom: from, createdAtTo: to };
}
