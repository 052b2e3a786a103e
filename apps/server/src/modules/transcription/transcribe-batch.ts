/**
 * Continuous transcription (issue 18 point 2): job `transcription.transcribe-batch` sends a
 * batch of segments to the engine and stores its words as rows. Two backlog passes queue,
 * oldest first, whatever a transcribed station has not had transcribed: `transcription.backlog`
 * every minute over the last two hours (new segments), `transcription.catch-up` every 10 minutes
 * over the last 7 days (what an engine outage left), which reads every segment of that week and
 * so runs seldom. They are the only path that queues batches (a batch needs the segment after it
 * for its overlap, so queuing on registration would only wait). A failed engine answer fails
 * the job with its reason and is tried again by a later pass, after a backoff.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { effectiveFeaturesConfig, featuresConfigSchema } from '@antena/contract';
import { run, segmentDemuxer } from '@antena/media';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import { segments, stations, transcriptionRows, transcriptionSegments } from '../../db/schema';
import { storedBytes } from '../segments/stored-input';
import { CONTIGUOUS_MS, clipOf, joinedClock, keepOwnWords, planBatches, rowsOf } from './batches';
import { createEngine, engineKind, TranscriptionEngineError, type TranscriptionEngine } from './engine';
import { ensureModel } from './local/model-download';
import { localEngineStationIds, transcriptionEnabled } from './local/local-availability';
import { modelStatus } from './local/whisper-models';
import { insertTranscriptionRows } from './rows-store';
import { withOwnSpeakers } from './speakers';

type JobContext = Pick<Context, 'db' | 'storage' | 'log' | 'config' | 'queue'>;
type SegmentRow = typeof segments.$inferSelect;

/** What each pass reads, and how many batches it queues per station at most. */
export const BACKLOG_PASSES = {
  recent: { withinMs: 2 * 60 * 60_000, batches: 60 },
  // Ten minutes apart, it queues ten hours of a station's audio: more than an engine drains meanwhile.
  catchUp: { withinMs: 7 * 24 * 60 * 60_000, batches: 600 },
} as const;
/** A queued batch whose job was lost (a worker died) is queued again after this. */
const REQUEUE_QUEUED_MS = 60 * 60_000;

/** Minutes a FAILED segment waits before it is tried again: 2^attempts, at most an hour. */
const failedRetryDue = (now: number) =>
  sql`${transcriptionSegments.updatedAt} < ${new Date(now).toISOString()}::timestamptz - make_interval(mins => least(60, power(2, ${transcriptionSegments.attempts}))::int)`;

export async function queueBacklog(
  ctx: JobContext,
  pass: (typeof BACKLOG_PASSES)[keyof typeof BACKLOG_PASSES],
  now = Date.now(),
): Promise<number> {
  const engine = engineKind(ctx.config);
  if (!ctx.queue || engine === 'none') return 0;
  const capped = engine === 'whisper-local' ? await localEngineStations(ctx) : null;
  if (capped?.length === 0) return 0;
  const pending = await ctx.db
    .select({ id: segments.id, stationId: segments.stationId, startTs: segments.startTs, endTs: segments.endTs })
    .from(segments)
    .innerJoin(stations, eq(stations.id, segments.stationId))
    .leftJoin(transcriptionSegments, eq(transcriptionSegments.segmentId, segments.id))
    .where(
      and(
        transcriptionEnabled,
        gt(segments.startTs, now - pass.withinMs),
        or(
          isNull(transcriptionSegments.segmentId),
          and(eq(transcriptionSegments.status, 'FAILED'), failedRetryDue(now)),
          and(
            eq(transcriptionSegments.status, 'QUEUED'),
            lt(transcriptionSegments.updatedAt, new Date(now - REQUEUE_QUEUED_MS)),
          ),
        ),
      ),
    )
    .orderBy(asc(segments.stationId), asc(segments.startTs));
  const byStation = new Map<string, typeof pending>();
  for (const segment of pending) {
    const rows = byStation.get(segment.stationId);
    if (rows) rows.push(segment);
    else byStation.set(segment.stationId, [segment]);
  }
  let queued = 0;
  for (const [stationId, rows] of byStation) {
    if (capped && !capped.includes(stationId)) continue;
    for (const batch of planBatches(rows, now).slice(0, pass.batches)) {
      const segmentIds = batch.map((segment) => segment.id);
      await ctx.db
        .insert(transcriptionSegments)
        .values(segmentIds.map((segmentId) => ({ segmentId, stationId, status: 'QUEUED' as const })))
        .onConflictDoUpdate({
          target: transcriptionSegments.segmentId,
          set: { status: 'QUEUED', updatedAt: new Date() },
        });
      await ctx.queue.send('transcription.transcribe-batch', { stationId, segmentIds });
      queued++;
    }
  }
  if (queued > 0) ctx.log.info({ batches: queued }, 'transcription: batches queued');
  return queued;
}

/**
 * The built-in engine (issue 31) takes the oldest stations with transcription up to what this
 * machine keeps up with (whisper-models.ts), so that capture never starves; none while its model
 * is not there yet, whose download this starts.
 */
async function localEngineStations(ctx: JobContext): Promise<string[]> {
  if ((await modelStatus(ctx.config)).state !== 'ready') {
    void ensureModel(ctx.config, ctx.log);
    return [];
  }
  return localEngineStationIds(ctx);
}

export async function transcribeBatch(
  ctx: JobContext,
  job: { stationId: string; segmentIds: string[] },
  engine: TranscriptionEngine | null = createEngine(ctx.config, ctx.log),
): Promise<void> {
  const [station] = await ctx.db.select().from(stations).where(eq(stations.id, job.stationId));
  if (!engine || !station) return;
  const features = effectiveFeaturesConfig(featuresConfigSchema.parse(station.featuresConfig ?? {}));
  if (!features.transcription.enabled) return;
  const batch = await ctx.db
    .select()
    .from(segments)
    .where(and(eq(segments.stationId, station.id), inArray(segments.id, job.segmentIds)))
    .orderBy(asc(segments.startTs));
  // Retention may have removed them since they were queued.
  if (batch.length === 0) return;
  // A batch queued twice (its first job outlived the requeue delay) is not sent again.
  const done = await ctx.db
    .select({ id: transcriptionSegments.segmentId })
    .from(transcriptionSegments)
    .where(and(inArray(transcriptionSegments.segmentId, job.segmentIds), eq(transcriptionSegments.status, 'DONE')));
  if (done.length === batch.length) return;
  const [before, after] = await neighbours(ctx, batch);
  try {
    const diarize = features.transcription.diarization.segments;
    const answer = await transcribeClip(ctx, engine, station.language, batch, before, after, diarize);
    const kept = keepOwnWords(answer.words, answer.clock, batch);
    await ctx.db.transaction(async (tx) => {
      // Safe to run twice: the batch's segments get their rows replaced, never doubled.
      await tx.delete(transcriptionRows).where(inArray(transcriptionRows.segmentId, job.segmentIds));
      const rows = [...kept].flatMap(([segment, words]) =>
        rowsOf(words).map((row) => ({ stationId: station.id, segmentId: segment.id, ...row })),
      );
      await insertTranscriptionRows(tx, station.language, rows);
      await tx
        .insert(transcriptionSegments)
        .values(batch.map((s) => ({ segmentId: s.id, stationId: station.id, status: 'DONE' as const })))
        .onConflictDoUpdate({
          target: transcriptionSegments.segmentId,
          set: { status: 'DONE', error: null, updatedAt: new Date() },
        });
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await ctx.db
      .insert(transcriptionSegments)
      .values(
        batch.map((s) => ({
          segmentId: s.id,
          stationId: station.id,
          status: 'FAILED' as const,
          error: reason,
          attempts: 1,
        })),
      )
      .onConflictDoUpdate({
        target: transcriptionSegments.segmentId,
        set: {
          status: 'FAILED',
          error: reason,
          attempts: sql`${transcriptionSegments.attempts} + 1`,
          updatedAt: new Date(),
        },
      });
    throw error;
  }
}

/** The contiguous segments just before and just after the batch, whose edges the clip overlaps. */
async function neighbours(ctx: JobContext, batch: SegmentRow[]): Promise<[SegmentRow?, SegmentRow?]> {
  const first = batch[0]!;
  const last = batch.at(-1)!;
  const [before] = await ctx.db
    .select()
    .from(segments)
    .where(
      and(
        eq(segments.stationId, first.stationId),
        lt(segments.startTs, first.startTs),
        gte(segments.endTs, first.startTs - CONTIGUOUS_MS),
      ),
    )
    .orderBy(desc(segments.startTs))
    .limit(1);
  const [after] = await ctx.db
    .select()
    .from(segments)
    .where(
      and(
        eq(segments.stationId, last.stationId),
        gt(segments.startTs, last.startTs),
        lte(segments.startTs, last.endTs + CONTIGUOUS_MS),
      ),
    )
    .orderBy(asc(segments.startTs))
    .limit(1);
  return [before, after];
}

/**
 * The batch with its overlaps, joined end to end (one local file, one ffmpeg) and cut to 16 kHz
 * mono WAV, which every engine reads; answered words come back on the station clock. With
 * `diarize` (the station's `transcription.diarization.segments`) and an engine that names no
 * speakers, Antena's own diarization runs on the same WAV.
 */
async function transcribeClip(
  ctx: JobContext,
  engine: TranscriptionEngine,
  language: string,
  batch: SegmentRow[],
  before?: SegmentRow,
  after?: SegmentRow,
  diarize = false,
) {
  const parts = [...(before ? [before] : []), ...batch, ...(after ? [after] : [])];
  const clip = clipOf(batch, before, after);
  const dir = await mkdtemp(path.join(tmpdir(), 'antena-speech-'));
  try {
    const wav = path.join(dir, 'batch.wav');
    const seconds = (ms: number) => (ms / 1000).toFixed(3);
    try {
      // The parts stream from the store into stdin, end to end, as one recording: ffmpeg decodes
      // up to the clip's start and drops it, as it would after a seek in a file.
      await run(
        'ffmpeg',
        [
          '-nostdin',
          '-v',
          'error',
          '-ss',
          seconds(clip.fromMs),
          '-f',
          segmentDemuxer(batch[0]!.format),
          '-i',
          'pipe:0',
          '-t',
          seconds(clip.toMs - clip.fromMs),
          '-vn',
          '-ac',
          '1',
          '-ar',
          '16000',
          '-c:a',
          'pcm_s16le',
          '-y',
          wav,
        ],
        {
          input: storedBytes(
            ctx.storage,
            parts.map((part) => part.storageKey),
          ),
        },
      );
    } catch (error) {
      throw new TranscriptionEngineError(
        `The batch's audio does not decode: ${(error as Error).message.slice(0, 300)}`,
      );
    }
    const answer = await engine.transcribe(wav, { language });
    const clock = joinedClock(parts);
    const words = diarize ? await withOwnSpeakers(ctx, batch[0]!.stationId, wav, answer.words) : answer.words;
    return { ...answer, words, clock: (clipMs: number) => Math.round(clock(clip.fromMs + clipMs)) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
