/**
 * The segment activity strip of a station card: the last hour (now - 60 min .. now) with each
 * recorded stretch drawn and the holes between them left empty.
 */
import { STATUS_ACTIVITY_MS, type SegmentSummary } from '@antena/contract';

/**
 * Consecutive segments touch within a few milliseconds (spec 02 section 9: ~29989 ms of samples
 * in files cut every 30 s); a hole shorter than this is that seam, not a gap in the recording.
 */
export const SEAM_TOLERANCE_MS = 2_000;

/** A recorded stretch as fractions (0..1) of the window, left to right. */
export interface ActivityRun {
  start: number;
  end: number;
}

export interface Activity {
  runs: ActivityRun[];
  /** Recorded milliseconds inside the window. */
  recordedMs: number;
}

export function segmentActivity(
  segments: readonly SegmentSummary[],
  now: number,
  windowMs: number = STATUS_ACTIVITY_MS,
): Activity {
  const from = now - windowMs;
  const clamped = segments
    .map((segment) => ({ start: Math.max(segment.startTs, from), end: Math.min(segment.endTs, now) }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);

  const merged: { start: number; end: number }[] = [];
  for (const span of clamped) {
    const last = merged.at(-1);
    if (last && span.start - last.end <= SEAM_TOLERANCE_MS) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }

  return {
    runs: merged.map((span) => ({ start: (span.start - from) / windowMs, end: (span.end - from) / windowMs })),
    recordedMs: merged.reduce((total, span) => total + span.end - span.start, 0),
  };
}
