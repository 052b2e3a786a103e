/**
 * The global reports' date-time ranges, kept as the wall clock the fields show (a date and a
 * minute) and read on the report's timezone: changing the timezone keeps '00:00 to 23:59 today'
 * meaning today on the new clock. Days are never after today (spec 03 section 5); each report
 * has its default range (section 9: missing audios today, no-matches the last week; lowerthird
 * the station's current day, up to now).
 */
import { fromZonedInputs, toZonedInputs } from '../logger-stream/stream-time';
import { shiftDay } from '../audit/reports/report-range';

export interface WallRange {
  fromDate: string;
  fromTime: string;
  toDate: string;
  toTime: string;
}

const MINUTE_MS = 60_000;

/** The last `days` whole days up to the end of today on `timeZone`'s clock (1: today). */
export function lastDaysRange(days: number, timeZone: string, now = Date.now()): WallRange {
  const today = toZonedInputs(now, timeZone).date;
  return { fromDate: shiftDay(today, 1 - days), fromTime: '00:00', toDate: today, toTime: '23:59' };
}

/** From the start of today up to the current minute on `timeZone`'s clock. */
export function todayUntilNow(timeZone: string, now = Date.now()): WallRange {
  const { date, time } = toZonedInputs(now, timeZone);
  return { fromDate: date, fromTime: '00:00', toDate: date, toTime: time };
}

export const todayOn = (timeZone: string, now = Date.now()) => toZonedInputs(now, timeZone).date;

export type RangeProblem = 'incomplete' | 'order' | 'future';

/**
 * The epoch-ms bounds of a wall range: `to` takes its whole minute (23:59 ends at 23:59:59.999).
 * A problem instead when a field is empty, the end is not after the start, or (with
 * `notFuture`) the end is later than now; up to the current minute ends now.
 */
export function rangeBounds(
  range: WallRange,
  timeZone: string,
  { notFuture = false, now = Date.now() }: { notFuture?: boolean; now?: number } = {},
): { from: number; to: number } | { problem: RangeProblem } {
  const from = fromZonedInputs(range.fromDate, range.fromTime, timeZone);
  const toStart = fromZonedInputs(range.toDate, range.toTime, timeZone);
  if (from === null || toStart === null) return { problem: 'incomplete' };
  if (notFuture && toStart > now) return { problem: 'future' };
  const to = notFuture ? Math.min(toStart + MINUTE_MS - 1, now) : toStart + MINUTE_MS - 1;
  if (to <= from) return { problem: 'order' };
  return { from, to };
}
