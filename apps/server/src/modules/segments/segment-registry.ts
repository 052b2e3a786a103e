/**
 * Registration of a finished segment file: into storage, then its row (with its waveform when
 * the capture computed it while recording), then the job that adds what is still missing: the
 * waveform of a recovered or backfilled file, the thumbnails of a video. Registering the same file twice (a recorder restarted between
 * upload and row) changes nothing: the row is unique per station and start.
 */
import { createReadStream } from 'node:fs';
import type { StationFormat } from '@antena/contract';
import type { Waveform } from '@antena/media';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Context } from '../../context';
import { segments, stationGaps } from '../../db/schema';
import { recordingGapSeconds, segmentsRecorded } from '../../observability/pipeline-metrics';
import { segmentCodec, segmentKey } from './segment-keys';

/** A hole longer than this between two segments is a gap, never papered over. */
export const GAP_THRESHOLD_MS = 2000;

export interface FinishedSegment {
  stationId: string;
  file: string;
  startTs: number;
  endTs: number;
  format: StationFormat;
  waveform?: Waveform;
}

export type RegistryContext = Pick<Context, 'db' | 'storage' | 'queue' | 'log'>;

export async function registerSegment(
  ctx: RegistryContext,
  segment: FinishedSegment,
  gapReason = 'capture interrupted',
): Promise<{ id: string; created: boolean }> {
  const key = segmentKey(segment.stationId, segment.startTs, segment.format);
  const stored = await ctx.storage.put(key, createReadStream(segment.file));
  const [row] = await ctx.db
    .insert(segments)
    .values({
      stationId: segment.stationId,
      startTs: segment.startTs,
      endTs: segment.endTs,
      durationMs: segment.endTs - segment.startTs,
      format: segment.format,
      codec: segmentCodec(segment.format),
      bytes: stored.size,
      storageKey: key,
      ...sequenceNumbers(segment),
      ...(segment.waveform ? waveformColumns(segment.waveform) : {}),
    })
    .onConflictDoNothing()
    .returning({ id: segments.id });
  if (!row) {
    const [existing] = await ctx.db
      .select({ id: segments.id })
      .from(segments)
      .where(and(eq(segments.stationId, segment.stationId), eq(segments.startTs, segment.startTs)));
    return { id: existing!.id, created: false };
  }
  segmentsRecorded.inc({ station: segment.stationId });
  await recordGapBefore(ctx, segment, gapReason);
  if (!segment.waveform || segment.format === 'mpegts') await ctx.queue?.send('segment.process', { segmentId: row.id });
  // The job itself skips stations without audit: the feature may be switched on at any time.
  await ctx.queue?.send('audit.match-segment', { segmentId: row.id });
  return { id: row.id, created: true };
}

/** Playlists put a discontinuity where a UTC day starts: their media clock wraps there. */
export const DAY_MS = 86_400_000;
export const utcDay = (ts: number): number => Math.floor(ts / DAY_MS);

/**
 * The segment's numbers, following the one recorded before it: `seq` one more, and
 * `discontinuitySeq` one more after a gap or across a UTC day (where playlists mark a
 * discontinuity, see playlists.ts). Numbered from the row, not counted, so retention deleting
 * old rows never moves them.
 */
function sequenceNumbers(segment: FinishedSegment) {
  const previous = (column: SQL) => sql`(
    select ${column} from ${segments} as previous
    where previous.station_id = ${segment.stationId} and previous.start_ts < ${segment.startTs}
    order by previous.start_ts desc limit 1)`;
  return {
    seq: sql`coalesce(${previous(sql`previous.seq + 1`)}, 0)`,
    discontinuitySeq: sql`coalesce(${previous(
      sql`previous.discontinuity_seq + case when ${segment.startTs} - previous.end_ts > ${GAP_THRESHOLD_MS}
        or previous.start_ts / ${DAY_MS} <> ${utcDay(segment.startTs)} then 1 else 0 end`,
    )}, 0)`,
  };
}

/** A waveform as the segment row stores it. */
export const waveformColumns = (waveform: Waveform) => ({
  waveform: Buffer.from(waveform.data.buffer, waveform.data.byteOffset, waveform.data.byteLength),
  waveformSampleRate: waveform.sampleRate,
  waveformSamplesPerPixel: waveform.samplesPerPixel,
});

async function recordGapBefore(ctx: RegistryContext, segment: FinishedSegment, reason: string): Promise<void> {
  const [previous] = await ctx.db
    .select({ endTs: segments.endTs })
    .from(segments)
    .where(and(eq(segments.stationId, segment.stationId), lt(segments.startTs, segment.startTs)))
    .orderBy(desc(segments.startTs))
    .limit(1);
  if (!previous || segment.startTs - previous.endTs <= GAP_THRESHOLD_MS) return;
  const recorded = await ctx.db
    .insert(stationGaps)
    .values({ stationId: segment.stationId, fromTs: previous.endTs, toTs: segment.startTs, reason })
    .onConflictDoNothing()
    .returning({ fromTs: stationGaps.fromTs });
  // A gap from the same end already recorded (segments registered out of order, from a spool) counts once.
  if (recorded.length > 0)
    recordingGapSeconds.inc({ station: segment.stationId }, (segment.startTs - previous.endTs) / 1000);
  ctx.log.warn(
    { stationId: segment.stationId, fromTs: previous.endTs, toTs: segment.startTs, reason },
    'recording gap recorded',
  );
}
