/**
 * Live mention detection end to end (issue 19 point 1): a station day of talk recorded as MP3
 * segments, transcribed by the real batch job against the protocol stand-in (each word a tone it
 * names from a vocabulary), then detected. The presenter reads three mentions in their own words,
 * and also names a brand in passing and reads a competitor's offer: only the readings are found.
 */
import { dayStart, stationDay, zonedDay } from '@antena/contract';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, createTestContext, type TestContext } from '../../../test/helpers';
import { recordMp3Segments } from '../../../test/mp3-segments';
import { startTranscriptionStandIn, type TranscriptionStandIn } from '../../../test/transcription-server';
import { buildApp } from '../../app';
import {
  auditSchedules,
  liveMentionDetections,
  liveMentions,
  liveMentionTermDays,
  segments,
  transcriptionRows,
  transcriptionSegments,
} from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { BACKLOG_PASSES, queueBacklog, transcribeBatch } from '../transcription/transcribe-batch';
import { detectStationDay } from './detection';
import { queueDetectionDays } from './detection-days';

const RATE = 16_000;
const TZ = 'America/Argentina/Buenos_Aires';
const WORD_S = 0.22;
const STEP_S = 0.35;

const SCRIPTS = {
  donPepe: {
    title: 'Supermercados Don Pepe',
    dirtyText:
      'Esta semana en Supermercados Don Pepe tenés 2x1 en todas las gaseosas y 30% de descuento en lácteos. ' +
      'Visitá tu sucursal de Palermo. Mencionar el 2x1.',
    count: 2,
  },
  serrania: {
    title: 'Lácteos Serranía',
    dirtyText: 'Arrancá el día con la leche Serranía, ordeñada en la sierra de Córdoba. Yogures y quesos Serranía.',
    count: 1,
  },
  farmacia: {
    title: 'Farmacia Central',
    dirtyText: 'Farmacia Central te cuida: 20% de descuento en protectores solares y envío gratis a domicilio.',
    count: 1,
  },
};
type ScriptName = keyof typeof SCRIPTS;

/** The programme: [second of the day's 10:00, what is said, the mention it reads (or none)]. */
const PROGRAMME: [number, string, ScriptName | null][] = [
  [5, 'hola buenos días noticias del gobierno y la economía', null],
  [
    40,
    'che les cuento que los lácteos tienen treinta por ciento de descuento y las gaseosas dos por uno en don pepe esta semana pasen por la sucursal de palermo',
    'donPepe',
  ],
  [80, 'ayer pasé por supermercados don pepe de palermo y estaba lleno de gente', null],
  [120, 'arrancá el día con la leche serranía ordeñada en la sierra de córdoba yogures y quesos serranía', 'serrania'],
  [160, 'esta semana en supermercados la estrella tenés 2x1 en todas las gaseosas y 30% de descuento en lácteos', null],
  [
    200,
    'farmacia central te cuida con veinte por ciento de descuento en protectores solares y envío gratis a domicilio',
    'farmacia',
  ],
  [240, 'esta semana en supermercados don pepe tenés 2x1 en gaseosas y 30% de descuento en lácteos', 'donPepe'],
  [280, 'la leche serranía de córdoba y yogures y quesos serranía arrancá el día', 'serrania'],
  [320, 'fútbol y música con noticias del gobierno', null],
];
const PROGRAMME_S = 340;

/** One tone a distinct word, every 100 Hz from 200 (all clear of a 16 kHz MP3's low-pass). */
const VOCABULARY: Record<number, string> = {};
const toneOf = new Map<string, number>();
for (const [, text] of PROGRAMME)
  for (const word of text.split(' '))
    if (!toneOf.has(word)) {
      const hz = 200 + 100 * toneOf.size;
      toneOf.set(word, hz);
      VOCABULARY[hz] = word;
    }

/** The programme as tones, recorded as the station's 15 s MP3 segments from `startTs`. */
async function recordProgramme(ctx: TestContext, stationId: string, startTs: number, programme = PROGRAMME) {
  const seconds = programme === PROGRAMME ? PROGRAMME_S : 10;
  const samples = new Float32Array(seconds * RATE);
  for (const [at, text] of programme)
    for (const [k, word] of text.split(' ').entries()) {
      const hz = toneOf.get(word)!;
      const from = Math.round((at + k * STEP_S) * RATE);
      for (let i = from; i < from + WORD_S * RATE; i++) samples[i] = 0.5 * Math.sin((2 * Math.PI * hz * i) / RATE);
    }
  const dir = mkdtempSync(path.join(tmpdir(), 'antena-mentions-test-'));
  try {
    const pcm = Buffer.alloc(samples.length * 2);
    samples.forEach((v, i) => pcm.writeInt16LE(Math.round(v * 32767), i * 2));
    writeFileSync(path.join(dir, 'in.raw'), pcm);
    const input = ['-f', 's16le', '-ar', String(RATE), '-ac', '1', '-i', path.join(dir, 'in.raw')];
    return await recordMp3Segments(ctx, stationId, input, { startTs, segmentSeconds: 15 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A queue that keeps what is sent, so the test runs each job as a worker would. */
function recordingQueue() {
  const sent: { name: string; payload: Record<string, unknown> }[] = [];
  const queue: JobQueue = {
    send: async (name, payload) => {
      sent.push({ name, payload: payload as Record<string, unknown> });
      return String(sent.length);
    },
    work: async () => undefined,
    stop: async () => undefined,
  };
  return { queue, sent };
}

describe('live mention detection of a transcribed station day', () => {
  let standIn: TranscriptionStandIn;
  let ctx: TestContext;
  let app: FastifyInstance;
  const jobs = recordingQueue();
  let clientId: string;
  let stationId: string;
  let plainStationId: string;
  let untranscribedStationId: string;
  let otherClientStationId: string;
  const scheduleIds = {} as Record<ScriptName, string>;
  let day: string;
  let dayBefore: string;
  let base: number;
  let dayBeforeSegmentId: string;

  const mentionsOfDay = () =>
    ctx.db
      .select()
      .from(liveMentions)
      .where(and(eq(liveMentions.stationId, stationId), eq(liveMentions.day, day)))
      .orderBy(asc(liveMentions.datetime));
  const readings = PROGRAMME.filter(([, , script]) => script).map(([at, , script]) => ({ at, script: script! }));
  const readingAt = (at: number) => base + at * 1000;

  async function schedule(station: string, onDay: string, name: ScriptName, hour: number) {
    const { title, dirtyText, count } = SCRIPTS[name];
    const [row] = await ctx.db
      .insert(auditSchedules)
      .values({
        clientId,
        stationId: station,
        type: 'MENTION',
        datetime: dayStart(TZ, onDay) + hour * 3_600_000,
        day: onDay,
        customId: `PNT-${name}`,
        title,
        dirtyText,
        count,
      })
      .returning();
    return row!.id;
  }

  beforeAll(async () => {
    standIn = await startTranscriptionStandIn();
    standIn.vocabulary = VOCABULARY;
    ctx = await createTestContext({
      TRANSCRIPTION_API_URL: standIn.url,
      TRANSCRIPTION_API_KEY: 'test-key',
      TRANSCRIPTION_MODEL: 'stand-in',
    });
    app = await buildApp({ ...ctx, queue: jobs.queue });
    await app.ready();
    clientId = (await createClient(ctx.db)).id;
    const otherClientId = (await createClient(ctx.db)).id;
    await createUser(ctx.db, { email: 'admin@mentions.example', role: 'CLIENT_ADMIN', clientId });
    await createUser(ctx.db, { email: 'user@mentions.example', role: 'CLIENT_USER', clientId });
    const features = {
      audit: { enabled: true, liveMentionsEnabled: true },
      transcription: { enabled: true },
    };
    const station = { timezone: TZ, language: 'es' };
    stationId = (await createStation(ctx.db, clientId, { ...station, featuresConfig: features })).id;
    plainStationId = (await createStation(ctx.db, clientId, station)).id;
    untranscribedStationId = (
      await createStation(ctx.db, clientId, { ...station, featuresConfig: { audit: features.audit } })
    ).id;
    otherClientStationId = (await createStation(ctx.db, otherClientId, { ...station, featuresConfig: features })).id;

    day = stationDay(TZ, zonedDay(TZ).from - 1);
    dayBefore = stationDay(TZ, dayStart(TZ, day) - 1);
    base = dayStart(TZ, day) + 10 * 3_600_000;
    scheduleIds.donPepe = await schedule(stationId, day, 'donPepe', 9);
    scheduleIds.serrania = await schedule(stationId, day, 'serrania', 10);
    scheduleIds.farmacia = await schedule(stationId, day, 'farmacia', 11);
    await schedule(stationId, dayBefore, 'donPepe', 9);
    await schedule(stationId, stationDay(TZ, Date.now()), 'donPepe', 9);
    await schedule(untranscribedStationId, day, 'donPepe', 9);
    await recordProgramme(ctx, stationId, base);
    // The day before: recorded, not yet transcribed.
    const [quiet] = await recordProgramme(ctx, stationId, dayStart(TZ, dayBefore) + 10 * 3_600_000, [
      [2, 'hola', null],
    ]);
    dayBeforeSegmentId = quiet!.id;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await ctx?.close();
    await standIn?.close();
  });

  it('transcribes the day; the daily pass then queues it, and not the day before, still untranscribed', async () => {
    const batches = recordingQueue();
    await queueBacklog({ ...ctx, queue: batches.queue }, BACKLOG_PASSES.catchUp);
    for (const { payload } of batches.sent) {
      const batch = payload as { stationId: string; segmentIds: string[] };
      // Only the day under test: the day before stays in the backlog.
      if (batch.segmentIds.includes(dayBeforeSegmentId)) continue;
      await transcribeBatch(ctx, batch);
    }
    await ctx.db.delete(transcriptionSegments).where(eq(transcriptionSegments.segmentId, dayBeforeSegmentId));
    const words = (
      await ctx.db.select().from(transcriptionRows).where(eq(transcriptionRows.stationId, stationId))
    ).flatMap((row) => row.words);
    expect(words).toHaveLength(PROGRAMME.flatMap(([, text]) => text.split(' ')).length);

    jobs.sent.length = 0;
    expect(await queueDetectionDays({ ...ctx, queue: jobs.queue })).toEqual([`${stationId}/${day}`]);
    expect(jobs.sent).toEqual([{ name: 'live-mentions.detect', payload: { stationId, day } }]);
  }, 120_000);

  it('finds every reading within 5 s with its schedule, nothing in the other talk, and pairs by count', async () => {
    await detectStationDay(ctx, stationId, day);
    const found = await mentionsOfDay();
    const nameOf = (script: ScriptName) => SCRIPTS[script].title;
    const hits = readings.filter(({ at, script }) =>
      found.some((m) => m.name === nameOf(script) && Math.abs(m.datetime - readingAt(at)) <= 5_000),
    );
    const invented = found.filter(
      (m) =>
        !readings.some(({ at, script }) => m.name === nameOf(script) && Math.abs(m.datetime - readingAt(at)) <= 5_000),
    );
    const recall = hits.length / readings.length;
    const precision = found.length === 0 ? 0 : (found.length - invented.length) / found.length;
    console.log(
      `live mentions on the test day: ${hits.length} of ${readings.length} readings found, ${invented.length} invented: ` +
        `recall ${(recall * 100).toFixed(0)} %, precision ${(precision * 100).toFixed(0)} %`,
    );
    expect(invented).toEqual([]);
    expect(found.map((m) => [m.name, m.scheduleId])).toEqual([
      [nameOf('donPepe'), scheduleIds.donPepe],
      [nameOf('serrania'), scheduleIds.serrania],
      [nameOf('farmacia'), scheduleIds.farmacia],
      [nameOf('donPepe'), scheduleIds.donPepe],
      // Serranía was bought once: its second reading confirms no schedule.
      [nameOf('serrania'), null],
    ]);
    for (const mention of found) {
      expect(mention).toMatchObject({ confidence: 'AUTO', type: 'zeroshot', clientId, timeStart: mention.datetime });
      expect(mention.score).toBeGreaterThanOrEqual(0.55);
      expect(mention.timeEnd).toBeGreaterThan(mention.timeStart);
    }
    expect(found[0]!.description).toContain('don pepe');
    expect(found[0]!.content).toBe(`${SCRIPTS.donPepe.title}\n${SCRIPTS.donPepe.dirtyText}`);
    const [detection] = await ctx.db
      .select()
      .from(liveMentionDetections)
      .where(and(eq(liveMentionDetections.stationId, stationId), eq(liveMentionDetections.day, day)));
    expect(detection).toMatchObject({ status: 'DONE', error: null });
    expect(detection!.detectedAt).toBeInstanceOf(Date);
  }, 60_000);

  it("explains each mention by the words that carried it, and keeps the day's word counts for the days after", async () => {
    const found = await mentionsOfDay();
    const serrania = found.find((m) => m.name === SCRIPTS.serrania.title)!;
    expect(serrania.explanation?.distinctive).toBe('Serranía');
    expect(serrania.explanation?.terms).toContainEqual(
      expect.objectContaining({ term: 'Serranía', heard: 'serranía', class: 'brand', credit: 1 }),
    );
    const [kept] = await ctx.db
      .select()
      .from(liveMentionTermDays)
      .where(and(eq(liveMentionTermDays.stationId, stationId), eq(liveMentionTermDays.day, day)));
    // The day's 130 words are two documents of 100 words; "serranía" (stem "serrani") is said in both.
    expect(kept).toMatchObject({ documents: 2, stems: expect.objectContaining({ serrani: 2 }) });
    const response = await app.inject({
      headers: asUser('admin@mentions.example'),
      url: `/api/v2/stations/${stationId}/audit/live-mentions/matches?from=${base}&to=${base + 3_600_000}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json<{ results: { id: string; explanation: unknown }[] }>().results;
    expect(listed.find((m) => m.id === serrania.id)?.explanation).toEqual(serrania.explanation);
  });

  it('detects again to the same rows, keeping reviewed and manual mentions as they are', async () => {
    const strip = (rows: (typeof liveMentions.$inferSelect)[]) =>
      rows.map(({ id: _id, createdAt: _c, updatedAt: _u, ...rest }) => rest);
    const before = await mentionsOfDay();
    await detectStationDay(ctx, stationId, day);
    const again = await mentionsOfDay();
    expect(strip(again)).toEqual(strip(before));

    const [firstDonPepe, firstSerrania] = [again[0]!, again[1]!];
    await ctx.db.update(liveMentions).set({ confidence: 'ACCEPTED' }).where(eq(liveMentions.id, firstDonPepe.id));
    await ctx.db.update(liveMentions).set({ confidence: 'REJECTED' }).where(eq(liveMentions.id, firstSerrania.id));
    const [manual] = await ctx.db
      .insert(liveMentions)
      .values({
        clientId,
        stationId,
        scheduleId: scheduleIds.farmacia,
        day,
        datetime: readingAt(200) + 2_000,
        name: SCRIPTS.farmacia.title,
        confidence: 'MANUAL',
        type: 'manual',
        timeStart: readingAt(200) + 2_000,
        timeEnd: readingAt(200) + 12_000,
      })
      .returning();
    await detectStationDay(ctx, stationId, day);
    const after = await mentionsOfDay();
    expect(after.find((m) => m.id === firstDonPepe.id)).toMatchObject({ confidence: 'ACCEPTED' });
    expect(after.find((m) => m.id === firstSerrania.id)).toMatchObject({ confidence: 'REJECTED' });
    expect(after.find((m) => m.id === manual!.id)).toMatchObject({ confidence: 'MANUAL' });
    // One row a reading: the reviewed and manual ones stand for theirs.
    expect(after.map((m) => [m.name, m.confidence, m.scheduleId])).toEqual([
      [SCRIPTS.donPepe.title, 'ACCEPTED', scheduleIds.donPepe],
      [SCRIPTS.serrania.title, 'REJECTED', scheduleIds.serrania],
      [SCRIPTS.farmacia.title, 'MANUAL', scheduleIds.farmacia],
      [SCRIPTS.donPepe.title, 'AUTO', scheduleIds.donPepe],
      // The first reading rejected, the second now confirms Serranía's schedule.
      [SCRIPTS.serrania.title, 'AUTO', scheduleIds.serrania],
    ]);
  }, 60_000);

  it('queues a day on request for its administrators only, up to today', async () => {
    const detect = (station: string, date: string, email = 'admin@mentions.example') =>
      app.inject({
        method: 'POST',
        url: `/api/v2/stations/${station}/audit/live-mentions/detect`,
        headers: asUser(email),
        payload: { date },
      });
    const today = stationDay(TZ, Date.now());
    jobs.sent.length = 0;
    const queued = await detect(stationId, today);
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json()).toEqual({ queued: true, date: today });
    expect(jobs.sent).toEqual([{ name: 'live-mentions.detect', payload: { stationId, day: today } }]);
    const [detection] = await ctx.db
      .select()
      .from(liveMentionDetections)
      .where(and(eq(liveMentionDetections.stationId, stationId), eq(liveMentionDetections.day, today)));
    expect(detection).toMatchObject({ status: 'QUEUED' });

    expect((await detect(stationId, today, 'user@mentions.example')).statusCode).toBe(403);
    const off = await detect(plainStationId, today);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'ERR_FEATURE_NOT_ENABLED', feature: 'liveMentions' });
    expect((await detect(otherClientStationId, today)).statusCode).toBe(404);
    const tomorrow = stationDay(TZ, zonedDay(TZ).to + 1);
    const future = await detect(stationId, tomorrow);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ details: [{ path: 'body.date' }] });
    expect(jobs.sent).toHaveLength(1);
  });

  it('queues only past days that are transcribed and not yet detected', async () => {
    const pass = () => queueDetectionDays({ ...ctx, queue: jobs.queue });
    // Yesterday is done; the day before has a segment queued for transcription; today is never passed.
    await ctx.db.insert(transcriptionSegments).values({ segmentId: dayBeforeSegmentId, stationId, status: 'QUEUED' });
    expect(await pass()).toEqual([]);
    // A segment the engine failed on does not hold its day back.
    await ctx.db
      .update(transcriptionSegments)
      .set({ status: 'FAILED' })
      .where(eq(transcriptionSegments.segmentId, dayBeforeSegmentId));
    expect(await pass()).toEqual([`${stationId}/${dayBefore}`]);
    // Queued within the hour: not queued again.
    expect(await pass()).toEqual([]);
    // Detected on request before the day was over: detected again once it is.
    const during = new Date(dayStart(TZ, day) + 15 * 3_600_000);
    await ctx.db
      .update(liveMentionDetections)
      .set({ detectedAt: during })
      .where(and(eq(liveMentionDetections.stationId, stationId), eq(liveMentionDetections.day, day)));
    expect(await pass()).toEqual([`${stationId}/${day}`]);
  });
  it('gives a reading across midnight whole to the day it starts in', async () => {
    const station = await createStation(ctx.db, clientId, {
      timezone: TZ,
      language: 'es',
      featuresConfig: { audit: { enabled: true, liveMentionsEnabled: true }, transcription: { enabled: true } },
    });
    const [first, second] = ['2026-01-05', '2026-01-06'];
    for (const onDay of [first, second]) await schedule(station.id, onDay, 'farmacia', 9);
    const midnight = dayStart(TZ, second);
    const [segment] = await ctx.db
      .insert(segments)
      .values({
        stationId: station.id,
        startTs: midnight - 60_000,
        endTs: midnight + 60_000,
        seq: 0,
        durationMs: 120_000,
        format: 'mp3',
        codec: 'mp3',
        bytes: 1,
        storageKey: `segments/${station.id}/midnight.mp3`,
      })
      .returning();
    const said = PROGRAMME.find(([, , script]) => script === 'farmacia')![1].split(' ');
    // One reading starts 3 s before midnight, another 30 s after.
    for (const startTs of [midnight - 3_000, midnight + 30_000]) {
      const words = said.map((word, k) => ({
        word,
        start: startTs + k * 350,
        end: startTs + k * 350 + 220,
        confidence: 0.9,
      }));
      await ctx.db.insert(transcriptionRows).values({
        stationId: station.id,
        segmentId: segment!.id,
        time: startTs,
        lengthMs: words.at(-1)!.end - startTs,
        words,
        text: said.join(' '),
      });
    }
    const mentionsOf = (onDay: string) =>
      ctx.db
        .select()
        .from(liveMentions)
        .where(and(eq(liveMentions.stationId, station.id), eq(liveMentions.day, onDay)))
        .orderBy(asc(liveMentions.datetime));
    await detectStationDay(ctx, station.id, first);
    await detectStationDay(ctx, station.id, second);
    const before = await mentionsOf(first);
    const after = await mentionsOf(second);
    expect(before.map((m) => m.datetime)).toEqual([midnight - 3_000]);
    expect(before[0]!.description).toBe(said.join(' '));
    expect(after.map((m) => m.datetime)).toEqual([midnight + 30_000]);
  });
});
