/**
 * HLS playlists from segment rows. Each media segment is remuxed to MPEG-TS with timestamps on
 * the station's clock (milliseconds into the UTC day), so consecutive segments play as one
 * stream; a gap or a new UTC day is a discontinuity.
 */
import { SEGMENT_DURATION_MS } from '@antena/contract';
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

/** Segments sit on 30 s of wall clock, so the first one's slot numbers a live window steadily. */
export const liveMediaSequence = (first: SegmentRow): number => Math.floor(first.startTs / SEGMENT_DURATION_MS);

/** Discontinuities before the window: one per UTC day and one per recorded gap. */
export const liveDiscontinuitySequence = (first: SegmentRow, gapsBefore: number): number =>
  dayOf(first.startTs) + gapsBefore;
