/**
 * Where play may start (issue 13.5): the first recorded audio at or after the asked moment, and
 * only inside the loaded range. Without this the player's sequence call found the next segment
 * anywhere, so play on an empty day started another day, out of view.
 */
import type { SegmentSummary } from '@antena/contract';
import type { TimeRange } from './timeline/timeline.types';

export interface PlaySpan {
  startTs: number;
  stopTs?: number;
}

/**
 * The span to play from the loaded segments (oldest first): the start moved to the first
 * recorded moment at or after it, on whole milliseconds; null when nothing is recorded between
 * the start and the end of the span (or of the loaded range when the span has no end).
 */
export function recordedStart(
  segments: readonly Pick<SegmentSummary, 'startTs' | 'endTs'>[],
  loaded: TimeRange,
  span: PlaySpan,
): PlaySpan | null {
  const startTs = Math.round(span.startTs);
  const stopTs = span.stopTs === undefined ? undefined : Math.round(span.stopTs);
  const limit = Math.min(stopTs ?? loaded.to, loaded.to);
  if (startTs >= limit) return null;
  const first = segments.find((segment) => segment.endTs > startTs && segment.startTs < limit);
  if (!first) return null;
  const start = Math.max(startTs, first.startTs);
  return stopTs === undefined ? { startTs: start } : { startTs: start, stopTs };
}
