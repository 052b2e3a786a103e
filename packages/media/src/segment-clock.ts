/**
 * Wall-clock times for a capture's segments. The muxer reports each segment's start and end in
 * stream time; the first report anchors stream time to the clock (the segment just ended, so
 * its end is now), and later segments follow from the stream, so consecutive segments join
 * without a gap or overlap. If the source's clock drifts from ours by more than DRIFT_MS the
 * anchor moves.
 */
import type { SegmentListEntry } from './capture';

const DRIFT_MS = 5000;

export class SegmentClock {
  private anchor: number | null = null;

  place(entry: SegmentListEntry, now: number): { startTs: number; endTs: number } {
    const endMs = entry.endSeconds * 1000;
    if (this.anchor === null || Math.abs(now - (this.anchor + endMs)) > DRIFT_MS) this.anchor = now - endMs;
    return {
      startTs: Math.round(this.anchor + entry.startSeconds * 1000),
      endTs: Math.round(this.anchor + endMs),
    };
  }
}
