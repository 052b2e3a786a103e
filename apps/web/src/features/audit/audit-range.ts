/**
 * The audit lists' day ranges on the station's clock (spec 03 section 9: default today in the
 * station timezone; report dates cannot be after today) as the epoch-ms bounds the API takes.
 */
import { fromZonedInputs, toZonedInputs } from '../logger-stream/stream-time';

export interface DayRange {
  /** 'YYYY-MM-DD', first day. */
  from: string;
  /** 'YYYY-MM-DD', last day (inclusive). */
  to: string;
}

export const stationToday = (timeZone: string, now = Date.now()): string => toZonedInputs(now, timeZone).date;

/** The next calendar day of 'YYYY-MM-DD' (calendar arithmetic, so no zone is involved). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The range the URL names, today filling what is missing; a day after today becomes today and a
 * reversed range is put in order, so a hand-edited address still shows a real range.
 */
export function resolveDayRange(
  search: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
  now = Date.now(),
): DayRange {
  const today = stationToday(timeZone, now);
  const clamp = (day: string | undefined) => (!day || day > today ? today : day);
  const from = clamp(search.from);
  const to = clamp(search.to);
  return from <= to ? { from, to } : { from: to, to: from };
}

/** The epoch-ms bounds of a day range on the station's clock: [first midnight, next midnight - 1]. */
export function dayRangeBounds(range: DayRange, timeZone: string): { from: number; to: number } {
  const from = fromZonedInputs(range.from, '00:00', timeZone) ?? 0;
  const end = fromZonedInputs(nextDay(range.to), '00:00', timeZone) ?? from;
  return { from, to: end - 1 };
}
