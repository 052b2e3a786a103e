/**
 * The time axis of the focus strip (spec 01 section 9): seconds format when the span is
 * 13.2 minutes or less, otherwise HH:mm; width/100 ticks under 500 px, otherwise width/90.
 * Ticks fall on round clock times of the station's timezone; when the range crosses midnight the
 * first tick of each new day carries its date (issue 13.6: a night range read as one day).
 */
import { zoneOffsetMs } from '@antena/contract';
import { formatClock, formatDate } from './zoned-time';
import type { TimeRange } from './timeline.types';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** spec: seconds format when the span is 13.2 minutes or less. */
export const SECONDS_FORMAT_MAX_SPAN_MS = 13.2 * MINUTE;
/** spec: ticks are width/100 under 500 px, otherwise width/90. */
export const NARROW_AXIS_WIDTH_PX = 500;

export type AxisFormat = 'seconds' | 'minutes';

/** Round steps a tick may take, smallest first. */
const NICE_STEPS_MS = [
  1,
  2,
  5,
  10,
  15,
  30,
  60,
  2 * 60,
  5 * 60,
  10 * 60,
  15 * 60,
  30 * 60,
  3600,
  2 * 3600,
  3 * 3600,
  6 * 3600,
  12 * 3600,
  24 * 3600,
].map((seconds) => seconds * SECOND);

export interface AxisTick {
  ts: number;
  /** Pixels from the axis' left edge. */
  x: number;
  label: string;
}

export function axisFormat(spanMs: number): AxisFormat {
  return spanMs <= SECONDS_FORMAT_MAX_SPAN_MS ? 'seconds' : 'minutes';
}

export function tickCount(widthPx: number): number {
  const perTick = widthPx < NARROW_AXIS_WIDTH_PX ? 100 : 90;
  return Math.max(0, Math.floor(widthPx / perTick));
}

/** The smallest round step giving at most `count` ticks over `spanMs` (never finer than a second). */
export function tickStep(spanMs: number, count: number): number {
  const wanted = spanMs / Math.max(1, count);
  return NICE_STEPS_MS.find((step) => step >= wanted) ?? Math.ceil(wanted / (24 * HOUR)) * 24 * HOUR;
}

/** The ticks of `range` drawn `widthPx` wide, labelled on the clock of `timeZone`. */
export function axisTicks(range: TimeRange, widthPx: number, timeZone: string): AxisTick[] {
  const span = range.to - range.from;
  const count = tickCount(widthPx);
  if (span <= 0 || count === 0) return [];
  const step = tickStep(span, count);
  const withSeconds = axisFormat(span) === 'seconds';
  // Align on the zone's wall clock, so an hourly tick reads 14:00 and not 14:30 in a half-hour zone.
  const offset = zoneOffsetMs(timeZone, range.from);
  const first = Math.ceil((range.from + offset) / step) * step - offset;
  const ticks: AxisTick[] = [];
  let day = formatDate(range.from, timeZone);
  for (let ts = first; ts <= range.to; ts += step) {
    const clock = formatClock(ts, timeZone, withSeconds);
    const tickDay = formatDate(ts, timeZone);
    const label = tickDay === day ? clock : `${tickDay} ${clock}`;
    day = tickDay;
    ticks.push({ ts, x: ((ts - range.from) / span) * widthPx, label });
  }
  return ticks;
}
