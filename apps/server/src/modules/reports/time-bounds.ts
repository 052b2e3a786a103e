/**
 * Report configs saved before the contract bounded every time a call sends (MIN_TIMESTAMP_MS to
 * MAX_TIMESTAMP_MS, 1970 to 2100): a saved report or AOD rule whose `to` was 8640000000000001, past
 * what a Date holds, answered 500 on every read and download. Read back, such a range is clamped
 * into the bounds: no airing is outside them, so the report's rows are the same (a schedule booked
 * after 2100 aside), and `from` stays before `to`, as the contract wants.
 */
import { MAX_TIMESTAMP_MS, MIN_TIMESTAMP_MS } from '@antena/contract';

interface TimeRange {
  from?: number | undefined;
  to?: number | undefined;
}

const clamp = (ms: number, max: number) => Math.min(Math.max(ms, MIN_TIMESTAMP_MS), max);

/** The range with `from` and `to` (those present) within the contract's bounds, `from` before `to`. */
export function withinTimeBounds<T extends TimeRange>(range: T): T {
  const inBounds =
    (range.from === undefined || (range.from >= MIN_TIMESTAMP_MS && range.from < MAX_TIMESTAMP_MS)) &&
    (range.to === undefined || (range.to >= MIN_TIMESTAMP_MS && range.to <= MAX_TIMESTAMP_MS));
  if (inBounds) return range;
  return {
    ...range,
    ...(range.from !== undefined && { from: clamp(range.from, MAX_TIMESTAMP_MS - 1) }),
    ...(range.to !== undefined && { to: clamp(range.to, MAX_TIMESTAMP_MS) }),
  };
}
