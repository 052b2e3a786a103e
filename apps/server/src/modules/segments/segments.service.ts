/** Segment rows of a station as the contract speaks of them, and the range queries behind the calls. */
import type { Segment, SegmentSummary, Waveform } from '@antena/contract';
import { and, asc, desc, eq, getTableColumns, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { segments } from '../../db/schema';

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

/** A row's waveform: its min/max pairs and the samples per pixel they are at, or null while it has none. */
export interface WaveformValues {
  pairs: Int8Array;
  samplesPerPixel: number;
  sampleRate: number;
}

/**
 * A row's waveform as stored, or coarsened to `samplesPerPixel` (a multiple of the stored one):
 * each pixel keeps the lowest min and the highest max of the stored pixels it covers.
 */
export function waveformValues(row: SegmentRow, samplesPerPixel?: number): WaveformValues | null {
  if (!row.waveform || !row.waveformSampleRate || !row.waveformSamplesPerPixel) return null;
  const stored = new Int8Array(row.waveform.buffer, row.waveform.byteOffset, row.waveform.byteLength);
  const factor = Math.max(1, Math.floor((samplesPerPixel ?? 0) / row.waveformSamplesPerPixel));
  const base = { sampleRate: row.waveformSampleRate, samplesPerPixel: row.waveformSamplesPerPixel * factor };
  if (factor === 1) return { ...base, pairs: stored };
  const storedPixels = stored.length >> 1;
  const pairs = new Int8Array(Math.ceil(storedPixels / factor) * 2);
  for (let pixel = 0; pixel * factor < storedPixels; pixel++) {
    let min = 127;
    let max = -128;
    for (let i = pixel * factor; i < Math.min(storedPixels, (pixel + 1) * factor); i++) {
      if (stored[i * 2]! < min) min = stored[i * 2]!;
      if (stored[i * 2 + 1]! > max) max = stored[i * 2 + 1]!;
    }
    pairs[pixel * 2] = min;
    pairs[pixel * 2 + 1] = max;
  }
  return { ...base, pairs };
}

/** The audiowaveform document of `values`; `withData` false leaves `data` empty (segments-json.ts writes it). */
export function toWaveform(values: WaveformValues | null, withData: boolean): Waveform | null {
  if (!values) return null;
  const { pairs } = values;
  // A plain loop: Array.from walks a typed array through its iterator, several times slower.
  const data = new Array<number>(withData ? pairs.length : 0);
  if (withData) for (let index = 0; index < pairs.length; index += 1) data[index] = pairs[index]!;
  return {
    version: 2,
    channels: 1,
    sample_rate: values.sampleRate,
    samples_per_pixel: values.samplesPerPixel,
    bits: 8,
    length: pairs.length / 2,
    data,
  };
}

/** A row as the contract's Segment, with the given waveform. */
export const segmentDto = (row: SegmentRow, waveform: Waveform | null): Segment => ({
  ...toSegmentSummary(row),
  stationId: row.stationId,
  format: row.format,
  waveform,
  metadata: { thumbnails: row.thumbnailsMeta ?? null },
});

/** A row as the contract's Segment, its waveform as stored. */
export const toSegmentDto = (row: SegmentRow): Segment => segmentDto(row, toWaveform(waveformValues(row), true));

/** Segments that start late enough to reach `from` and before `to`. */
const startingIn = (stationId: string, from: number, to: number) =>
  and(eq(segments.stationId, stationId), gte(segments.startTs, from - LONGEST_SEGMENT_MS), lt(segments.startTs, to));

/**
 * The segments that overlap [from, to), oldest first. Only the (station, start) bounds go to the
 * database, so it walks that index in order and sorts nothing; the end bound, which drops at most
 * the few segments starting just before `from`, is applied here. Given to the database, the
 * planner combined it with the end_ts index and sorted a day's rows, waveforms and all, on disk
 * (bench/logger: 31 ms against 5 ms of a 24-hour query).
 */
export async function segmentsInRange(db: Db, stationId: string, from: number, to: number): Promise<SegmentRow[]> {
  // Waveforms come as base64 text: PGlite turns bytea's hex text into bytes in JavaScript, a
  // tenth of a day's answer; base64 decodes natively (bench/logger), on PostgreSQL just as well.
  const rows = await db
    .select({ ...getTableColumns(segments), waveform: sql<string | null>`encode(${segments.waveform}, 'base64')` })
    .from(segments)
    .where(startingIn(stationId, from, to))
    .orderBy(asc(segments.startTs));
  return rows
    .filter((row) => row.endTs > from)
    .map((row) => ({ ...row, waveform: row.waveform === null ? null : Buffer.from(row.waveform, 'base64') }));
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
