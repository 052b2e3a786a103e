/** The linear mapping between a time range and a strip `width` pixels wide. */
import type { TimeRange } from './timeline.types';

export interface TimeScale {
  range: TimeRange;
  width: number;
  /** Pixels from the strip's left edge; outside 0..width when `ts` is outside the range. */
  toX(ts: number): number;
  /** The moment at `x` pixels, clamped to the range. */
  toTs(x: number): number;
}

export function createTimeScale(range: TimeRange, width: number): TimeScale {
  const span = Math.max(1, range.to - range.from);
  const pxPerMs = width / span;
  return {
    range,
    width,
    toX: (ts) => (ts - range.from) * pxPerMs,
    toTs: (x) => (width <= 0 ? range.from : Math.min(range.to, Math.max(range.from, range.from + x / pxPerMs))),
  };
}

/** Where `ts` falls in the range, as a percentage of its span (for CSS positions). */
export function toPercent(range: TimeRange, ts: number): number {
  return ((ts - range.from) / Math.max(1, range.to - range.from)) * 100;
}
