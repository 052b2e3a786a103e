/**
 * Recorded stretches and gaps of a range (spec 01 section 9: a gap of more than 2000 ms between
 * segments is a gap; shorter ones are the jitter of back-to-back files and read as recorded).
 */
import type { TimeRange } from './timeline.types';

/** spec 01 section 9: gap over 2000 ms detected. */
export const GAP_THRESHOLD_MS = 2000;

/** The recorded stretches of `segments` (any order), merged across gaps of 2 s or less. */
export function coveredIntervals(
  segments: readonly { startTs: number; endTs: number }[],
  thresholdMs = GAP_THRESHOLD_MS,
): TimeRange[] {
  const sorted = [...segments].sort((a, b) => a.startTs - b.startTs);
  const covered: TimeRange[] = [];
  for (const segment of sorted) {
    const last = covered[covered.length - 1];
    if (last && segment.startTs - last.to <= thresholdMs) last.to = Math.max(last.to, segment.endTs);
    else covered.push({ from: segment.startTs, to: segment.endTs });
  }
  return covered;
}

/** The parts of `range` outside the `covered` stretches (sorted, as coveredIntervals gives them). */
export function gapsIn(range: TimeRange, covered: readonly TimeRange[]): TimeRange[] {
  const gaps: TimeRange[] = [];
  let from = range.from;
  for (const stretch of covered) {
    if (stretch.to <= from) continue;
    if (stretch.from >= range.to) break;
    if (stretch.from > from) gaps.push({ from, to: stretch.from });
    from = Math.max(from, stretch.to);
  }
  if (from < range.to) gaps.push({ from, to: range.to });
  return gaps;
}
