import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { recordMp3Segments } from '../../../test/mp3-segments';
import { startTranscriptionStandIn, type TranscriptionStandIn } from '../../../test/transcription-server';
import { segments, transcriptionRows, transcriptionSegments } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { searchTranscription } from './search';
import { BACKLOG_PASSES, queueBacklog, transcribeBatch } from './transcribe-batch';

const RATE = 8000;
/** An hour ago, on a minute: within the backlog's reach, every batch settled. */
const BASE = Math.floor((Date.now() - 60 * 60_000) / 60_000) * 60_000;

/** spoken words as tones (the stand-in names them by pitch): [hz, from s, to s]. */
const SPEECH: [number, number, number][] = [
  [300, 3, 3.5], // hola
  [900, 5, 5.5], // gobierno
  [700, 7, 7.6], // economía
  [500, 14.7, 15.5], // canción: across a cut inside the first batch
  [600, 29.7, 30.5], // noticias: across the cut between the first two batches
  [800, 65, 65.6], // fútbol: in the next minute, in the lone last segment
];

/**
 * 74 s of "programme" encoded once and cut into 15 s MP3 segments with stream copy, as the
 * recorder's segment muxer does, recorded as the station's segments from BASE.
 */
async function recordProgramme(ctx: TestContext, stationId: string): Promise<void> {
  const samples = new Float32Array(74 * RATE);
  for (const [hz, from, to] of SPEECH)
    for (let i = Math.round(from * RATE); i < to * RATE; i++)
      samples[i] = 0.5 * Math.sin((2 * Math.PI * hz * i) / RATE);
  const dir = mkdtempSync(path.join(tmpdir(), 'antena-speech-test-'));
  try {
    const pcm = Buffer.alloc(samples.length * 2);
    samples.forEach((v, i) => pcm.writeInt16LE(Math.round(v * 32767), i * 2));
    writeFileSync(path.join(dir, 'in.raw'), pcm);
    const input = ['-f', 's16le', '-ar', String(RATE), '-ac', '1', '-i', path.join(dir, 'in.raw')];
    await recordMp3Segments(ctx, stationId, input, { startTs: BASE, segmentSeconds: 15 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A queue that keeps what is sent, so the test runs each batch as a worker would. */
function recordingQueue() {
  const sent: { name: string; payload: { stationId: string; segmentIds: string[] } }[] = [];
  const queue: JobQueue = {
    send: async (name, payload) => {
      sent.push({ name, payload: payload as (typeof sent)[number]['payload'] });
      return String(sent.length);
    },
    work: async () => undefined,
    stop: async () => undefined,
  };
  return { queue, sent };
}

describe('continuous transcription against the protocol stand-in', () => {
  let standIn: TranscriptionStandIn;
  let ctx: TestContext;
  let stationId: string;
  let otherStationId: string;
  const queue = recordingQueue();

  /** One backlog pass at `now` and every batch it queued, in order; the failures' reasons. */
  const pass = async (now = Date.now()) => {
    queue.sent.length = 0;
    await queueBacklog({ ...ctx, queue: queue.queue }, BACKLOG_PASSES.recent, now);
    const failures: string[] = [];
    for (const { payload } of queue.sent)
      await transcribeBatch(ctx, payload).catch((e: Error) => failures.push(e.message));
    return { batches: queue.sent.map((s) => s.payload.segmentIds.length), failures };
  };
  const rows = () =>
    ctx.db
      .select()
      .from(transcriptionRows)
      .where(eq(transcriptionRows.stationId, stationId))
      .orderBy(asc(transcriptionRows.time));

  beforeAll(async () => {
    standIn = await startTranscriptionStandIn();
    ctx = await createTestContext({
      TRANSCRIPTION_API_URL: standIn.url,
      TRANSCRIPTION_API_KEY: 'test-key',
      TRANSCRIPTION_MODEL: 'stand-in',
    });
    const client = await createClient(ctx.db);
    const transcribed = { transcription: { enabled: true } };
    stationId = (await createStation(ctx.db, client.id, { language: 'es', featuresConfig: transcribed })).id;
    otherStationId = (await createStation(ctx.db, client.id, { language: 'es' })).id;
    await recordProgramme(ctx, stationId);
    await recordProgramme(ctx, otherStationId);
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  it('fails every batch with its reason while the engine is down, and stores nothing', async () => {
    standIn.mode = 'down';
    const { batches, failures } = await pass();
    // Two full batches and the lone last segment; the station without the feature is not sent.
    expect(batches).toEqual([2, 2, 1]);
    expect(failures).toHaveLength(3);
    expect(failures[0]).toMatch(/answered 503: .*engine overloaded/);
    expect(await rows()).toEqual([]);
    const progress = await ctx.db
      .select()
      .from(transcriptionSegments)
      .where(eq(transcriptionSegments.stationId, stationId));
    expect(progress.map((p) => [p.status, p.attempts])).toEqual(Array.from({ length: 5 }, () => ['FAILED', 1]));
    // Within the backoff nothing is sent again.
    expect((await pass()).batches).toEqual([]);
  }, 60_000);

  it('catches up when the engine is back: every word once, at its station time', async () => {
    standIn.mode = 'ok';
    const { batches, failures } = await pass(Date.now() + 3 * 60_000);
    expect(failures).toEqual([]);
    expect(batches).toEqual([2, 2, 1]);
    const words = (await rows()).flatMap((row) => row.words);
    expect(words.map((w) => w.word)).toEqual(['hola', 'gobierno', 'economía', 'canción', 'noticias', 'fútbol']);
    for (const [k, [, from, to]] of SPEECH.entries()) {
      expect(Math.abs(words[k]!.start - (BASE + from * 1000))).toBeLessThan(300);
      expect(Math.abs(words[k]!.end - (BASE + to * 1000))).toBeLessThan(300);
      expect(words[k]!.confidence).toBe(0.9);
    }
    const request = standIn.requests.at(-1)!;
    expect(request).toMatchObject({
      model: 'stand-in',
      language: 'es',
      responseFormat: 'verbose_json',
      authorization: 'Bearer test-key',
    });
    expect(request.granularities).toContain('word');
    // Nothing left: a further pass sends nothing, and running a batch again doubles nothing.
    expect((await pass(Date.now() + 60 * 60_000)).batches).toEqual([]);
    const first = await ctx.db
      .select({ id: segments.id })
      .from(segments)
      .where(eq(segments.stationId, stationId))
      .orderBy(asc(segments.startTs))
      .limit(2);
    // Forgotten progress (a batch queued again) replaces the rows of its segments, never adds.
    await ctx.db.delete(transcriptionSegments).where(eq(transcriptionSegments.segmentId, first[0]!.id));
    const sentBefore = standIn.requests.length;
    await transcribeBatch(ctx, { stationId, segmentIds: first.map((s) => s.id) });
    expect(standIn.requests).toHaveLength(sentBefore + 1);
    expect((await rows()).flatMap((row) => row.words).map((w) => w.word)).toHaveLength(6);
  }, 60_000);

  it('finds what was said, accents ignored, grouped per minute at the right time', async () => {
    const search = (query: string) => searchTranscription(ctx.db, stationId, query, BASE, BASE + 10 * 60_000, 60, 0);
    const song = await search('cancion');
    expect(song.total).toBe(1);
    expect(song.results[0]!.time).toBe(BASE);
    expect(song.results[0]!.length).toBe(60_000);
    const hit = song.results[0]!.rows.filter((row) => row.highlight);
    expect(hit.flatMap((row) => row.wp_words.map((w) => w.word))).toContain('canción');
    expect((await search('HOLA + economia')).total).toBe(1);
    expect((await search('hola + futbol')).total).toBe(0);
    const either = await search('hola | "fútbol"');
    expect(either.results.map((group) => group.time)).toEqual([BASE + 60_000, BASE]);
    expect((await searchTranscription(ctx.db, otherStationId, 'hola', BASE, BASE + 600_000, 60, 0)).total).toBe(0);
    expect((await searchTranscription(ctx.db, stationId, 'hola', BASE + 60_000, BASE + 600_000, 60, 0)).total).toBe(0);
    await expect(search(' + ')).rejects.toThrow(/empty/);
  }, 60_000);

  it('fails a batch with a bad engine answer with its reason, never a crash', async () => {
    standIn.mode = 'garbage';
    const [first] = await ctx.db
      .select({ id: segments.id })
      .from(segments)
      .where(eq(segments.stationId, stationId))
      .orderBy(asc(segments.startTs))
      .limit(1);
    // As if it had not been transcribed yet.
    await ctx.db.delete(transcriptionSegments).where(eq(transcriptionSegments.segmentId, first!.id));
    await expect(transcribeBatch(ctx, { stationId, segmentIds: [first!.id] })).rejects.toThrow(
      /answered no JSON: <html>/,
    );
    const [progress] = await ctx.db
      .select()
      .from(transcriptionSegments)
      .where(eq(transcriptionSegments.segmentId, first!.id));
    expect(progress).toMatchObject({ status: 'FAILED', error: expect.stringMatching(/no JSON/) });
  }, 60_000);
});

describe('without an engine', () => {
  it('queues nothing', async () => {
    const ctx = await createTestContext();
    try {
      const client = await createClient(ctx.db);
      const station = await createStation(ctx.db, client.id, { featuresConfig: { transcription: { enabled: true } } });
      await ctx.db.insert(segments).values({
        stationId: station.id,
        startTs: BASE,
        endTs: BASE + 30_000,
        durationMs: 30_000,
        format: 'mp3',
        codec: 'mp3',
        bytes: 1,
        storageKey: 'x.mp3',
      });
      const queue = recordingQueue();
      expect(await queueBacklog({ ...ctx, queue: queue.queue }, BACKLOG_PASSES.catchUp)).toBe(0);
      expect(queue.sent).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
