/** Segment rows of a station as the contract speaks of them, and the range queries behind the calls. */
import type { Segment, SegmentSummary, Waveform } from '@antena/contract';
import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { segments, stationGaps } from '../../db/schema';

export type SegmentRow = typeof segments.$inferSelect;

/**
 * Segments are about 30 s, and never longer than this: range queries bound `start_ts` from
 * below with it so that they walk the (station, start) index instead of the station's history.
 */
const LONGEST_SEGMENT_MS = 10 * 60_000;

export const toSegmentSummary = (row: Pick<SegmentRow, 'id' | 'startTs' | 'endTs' | 'durationMs'>): SegmentSummary => ({
  id: row.id,
  startTs: row.startTs,
  endTs: row.endTs,
  duration: row.durationMs,
});

function toWaveform(row: SegmentRow): Waveform | null {
  if (!row.waveform || !row.waveformSampleRate || !row.waveformSamplesPerPixel) return null;
  const data = Array.from(new Int8Array(row.waveform.buffer, row.waveform.byteOffset, row.waveform.byteLength));
  return {
    version: 2,
    channels: 1,
    sample_rate: row.waveformSampleRate,
    samples_per_pixel: row.waveformSamplesPerPixel,
    bits: 8,
    length: data.length / 2,
    data,
  };
}

export const toSegmentDto = (row: SegmentRow): Segment => ({
  ...toSegmentSummary(row),
  stationId: row.stationId,
  format: row.format,
  waveform: toWaveform(row),
  metadata: { thumbnails: row.thumbnailsMeta ?? null },
});

const overlapping = (stationId: string, from: number, to: number) =>
  and(
    eq(segments.stationId, stationId),
    gte(segments.startTs, from - LONGEST_SEGMENT_MS),
    lt(segments.startTs, to),
    gt(segments.endTs, from),
  );

/** The segments that overlap [from, to), oldest first. */
export function segmentsInRange(db: Db, stationId: string, from: number, to: number): Promise<SegmentRow[]> {
  return db
    .select()
    .from(segments)
    .where(overlapping(stationId, from, to))
    .orderBy(asc(segments.startTs));
}

/** The segment that holds `ts`, or the first after it. */
export async function segmentAtOrAfter(db: Db, stationId: string, ts: number): Promise<SegmentRow | null> {
  const [row] = await db
    .select()
    .from(segments)
    .where(
      and(eq(segments.stationId, stationId), gte(segments.startTs, ts - LONGEST_SEGMENT_MS), gt(segments.endTs, ts)),
    )
    .orderBy(asc(segments.startTs))
    .limit(1);
  return row ?? null;
}

export async function findSegment(db: Db, stationId: string, segmentId: string): Promise<SegmentRow | null> {
  const [row] = await db
    .select()
    .from(segments)
    .where(and(eq(segments.stationId, stationId), eq(segments.id, segmentId)));
  return row ?? null;
}

/** The newest `count` segments, oldest first. */
export async function newestSegments(db: Db, stationId: string, count: number): Promise<SegmentRow[]> {
  const rows = await db
    .select()
    .from(segments)
    .where(eq(segments.stationId, stationId))
    .orderBy(desc(segments.startTs))
    .limit(count);
  return rows.reverse();
}

/** The segments from `from` on, oldest first, at most `count`. */
export function segmentsSince(db: Db, stationId: string, from: number, count: number): Promise<SegmentRow[]> {
  return db
    .select()
    .from(segments)
    .where(
      and(
        eq(segments.stationId, stationId),
        gt(segments.endTs, from),
        gte(segments.startTs, from - LONGEST_SEGMENT_MS),
      ),
    )
    .orderBy(asc(segments.startTs))
    .limit(count);
}

/** Gaps that closed before `ts`: each one was a discontinuity of the station's live playlist. */
export async function gapsBefore(db: Db, stationId: string, ts: number): Promise<number> {
  const [row] = await db
    .select({ count: sql`count(*)`.mapWith(Number) })
    .from(stationGaps)
    .where(and(eq(stationGaps.stationId, stationId), lt(stationGaps.toTs, ts + 1)));
  return row?.count ?? 0;
}
