/**
 * HLS playlists from segment rows. Each media segment is remuxed to MPEG-TS with timestamps on
 * the station's clock (milliseconds into the UTC day), so consecutive segments play as one
 * stream; a gap or a new UTC day is a discontinuity.
 */
import type { HlsEntry } from '@antena/media';
import { DAY_MS, GAP_THRESHOLD_MS, utcDay } from './segment-registry';
import type { SegmentRow } from './segments.service';

/** Where a segment's timestamps start in its transport stream: MPEG-TS clocks wrap after 26.5 h. */
export const transportStreamOffsetSeconds = (startTs: number): number => (startTs % DAY_MS) / 1000;

export function hlsEntries(rows: SegmentRow[], accessToken: string | undefined): HlsEntry[] {
  const query = accessToken ? `?access_token=${encodeURIComponent(accessToken)}` : '';
  return rows.map((row, index) => {
    const previous = rows[index - 1];
    return {
      uri: `segments/${row.id}/media.ts${query}`,
      durationMs: row.durationMs,
      startTs: row.startTs,
      discontinuity:
        previous !== undefined &&
        (row.startTs - previous.endTs > GAP_THRESHOLD_MS || utcDay(row.startTs) !== utcDay(previous.startTs)),
    };
  });
}
