/**
 * HLS playlists from segment rows. Each media segment is remuxed to MPEG-TS with timestamps on
 * the station's clock (milliseconds into the UTC day), so consecutive segments play as one
 * stream; a gap or a new UTC day is a discontinuity.
 */
import type { HlsEntry } from '@antena/media';
import { GAP_THRESHOLD_MS } from './segment-registry';
import type { SegmentRow } from './segments.service';

const DAY_MS = 86_400_000;

/** Where a segment's timestamps start in its transport stream: MPEG-TS clocks wrap after 26.5 h. */
export const transportStreamOffsetSeconds = (startTs: number): number => (startTs % DAY_MS) / 1000;

const dayOf = (ts: number) => Math.floor(ts / DAY_MS);

export function hlsEntries(rows: SegmentRow[], accessToken: string | undefined): HlsEntry[] {
  const query = accessToken ? `?access_token=${encodeURIComponent(accessToken)}` : '';
  return rows.map((row, index) => {
    const previous = rows[index - 1];
    return {
      uri: `segments/${row.id}/ts${query}`,
      durationMs: row.durationMs,
      startTs: row.startTs,
      discontinuity:
        previous !== undefined &&
        (row.startTs - previous.endTs > GAP_THRESHOLD_MS || dayOf(row.startTs) !== dayOf(previous.startTs)),
    };
  });
}

/**
 * Segments sit on slots of the recorder's segment duration on the wall clock, so the slot of the
 * first one numbers a live window steadily: one more each time the window slides by a segment.
 * The slot is the one that holds the segment's middle, because a segment's start is placed from
 * the stream a little before or after its slot's start, and a capture's first segment begins
 * inside its slot.
 */
export const liveMediaSequence = (first: SegmentRow, segmentMs: number): number =>
  Math.floor((first.startTs + first.endTs) / 2 / segmentMs);

/** Discontinuities before the window: one per UTC day and one per recorded gap. */
export const liveDiscontinuitySequence = (first: SegmentRow, gapsBefore: number): number =>
  dayOf(first.startTs) + gapsBefore;
