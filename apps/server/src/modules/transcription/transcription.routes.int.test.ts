/**
 * The transcription calls end to end: a programme of tone "words" is recorded as a station's
 * segments, transcribed by the protocol stand-in as the backlog would, then read back through
 * the routes as the Transcriptions tab and the Search screen do.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveBinary } from '@antena/media';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { startTranscriptionStandIn, type TranscriptionStandIn } from '../../../test/transcription-server';
import { segments } from '../../db/schema';
import { insertTranscriptionRows } from './rows-store';
import type { JobQueue } from '../../jobs/queue';
import { BACKLOG_PASSES, queueBacklog, transcribeBatch } from './transcribe-batch';
import { transcriptionJobs } from './transcription.jobs';

const RATE = 8000;
const SEGMENT_SECONDS = 30;
/** An hour ago, on a minute: within the backlog's reach. */
const BASE = Math.floor((Date.now() - 60 * 60_000) / 60_000) * 60_000;

/** Tones the stand-in hears as words: [hz, from s, to s]; hola and economía share a segment. */
const SPEECH: [number, number, number][] = [
  [300, 3, 3.5], // hola
  [700, 7, 7.6], // economía
  [400, 40, 40.5], // mundo: the second segment, same minute
  [800, 65, 65.6], // fútbol: the next minute
];

/** 90 s of programme cut into 30 s MP3 segments from BASE, as the recorder stores them. */
async function recordProgramme(t: TestApp, stationId: string): Promise<void> {
  const pcm = Buffer.alloc(90 * RATE * 2);
  for (const [hz, from, to] of SPEECH)
    for (let i = Math.round(from * RATE); i < to * RATE; i++)
      pcm.writeInt16LE(Math.round(0.5 * 32767 * Math.sin((2 * Math.PI * hz * i) / RATE)), i * 2);
  const dir = mkdtempSync(path.join(tmpdir(), 'antena-speech-routes-'));
  try {
    writeFileSync(path.join(dir, 'in.raw'), pcm);
    execFileSync(resolveBinary('ffmpeg'), [
      ...['-v', 'error', '-f', 's16le', '-ar', String(RATE), '-ac', '1', '-i', path.join(dir, 'in.raw')],
      ...['-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'segment', '-segment_time', String(SEGMENT_SECONDS)],
      path.join(dir, 'seg%03d.mp3'),
    ]);
    const files = readdirSync(dir)
      .filter((f) => f.startsWith('seg'))
      .sort();
    for (const [seq, name] of files.entries()) {
      const content = readFileSync(path.join(dir, name));
      const startTs = BASE + seq * SEGMENT_SECONDS * 1000;
      const storageKey = `segments/${stationId}/${startTs}.mp3`;
      await t.ctx.storage.put(storageKey, content);
      await t.ctx.db.insert(segments).values({
        stationId,
        startTs,
        endTs: startTs + SEGMENT_SECONDS * 1000,
        seq,
        durationMs: SEGMENT_SECONDS * 1000,
        format: 'mp3',
        codec: 'mp3',
        bytes: content.length,
        storageKey,
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs every batch a backlog pass queues, as a worker would. */
async function transcribeAll(t: TestApp): Promise<void> {
  const sent: { stationId: string; segmentIds: string[] }[] = [];
  const queue: JobQueue = {
    send: async (_name, payload) => String(sent.push(payload as (typeof sent)[number])),
    work: async () => undefined,
    stop: async () => undefined,
  };
  await queueBacklog({ ...t.ctx, queue }, BACKLOG_PASSES.recent, Date.now() + 3 * 60_000);
  for (const payload of sent) await transcribeBatch(t.ctx, payload);
}

describe('transcription routes', () => {
  let standIn: TranscriptionStandIn;
  let t: TestApp;
  let stationId: string;
  let plainStationId: string;
  let busyStationId: string;
  const admin = asUser('admin@radio.example');

  const get = (url: string, query: Record<string, string | number>, headers: Record<string, string> = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api${url}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      headers,
    });
  const wordsOf = (rows: { wp_words: { word: string }[] }[]) => rows.flatMap((row) => row.wp_words.map((w) => w.word));

  beforeAll(async () => {
    standIn = await startTranscriptionStandIn();
    t = await buildTestApp({ TRANSCRIPTION_API_URL: standIn.url, TRANSCRIPTION_MODEL: 'stand-in' });
    const client = await createClient(t.ctx.db);
    const other = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: 'admin@radio.example', role: 'CLIENT_ADMIN', clientId: client.id });
    await createUser(t.ctx.db, { email: 'user@radio.example', role: 'CLIENT_USER', clientId: client.id });
    await createUser(t.ctx.db, { email: 'admin@other.example', role: 'CLIENT_ADMIN', clientId: other.id });
    await createUser(t.ctx.db, { email: 'root@antena.example', role: 'SUPERADMIN' });
    const transcribed = { featuresConfig: { transcription: { enabled: true } } };
    stationId = (await createStation(t.ctx.db, client.id, { language: 'es', ...transcribed })).id;
    plainStationId = (await createStation(t.ctx.db, client.id, { language: 'es', name: 'Radio Plana' })).id;
    busyStationId = (await createStation(t.ctx.db, client.id, { language: 'es', ...transcribed })).id;
    await recordProgramme(t, stationId);
    await transcribeAll(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('answers the rows of a range in order, each word at its station time', async () => {
    const response = await get(`/stations/${stationId}/transcription`, { from: BASE, to: BASE + 120_000 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.availability).toEqual({ enabled: true, engine: 'openai-api' });
    expect(wordsOf(body.rows)).toEqual(['hola', 'economía', 'mundo', 'fútbol']);
    const times: number[] = body.rows.map((row: { time: number }) => row.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const words = body.rows.flatMap((row: { wp_words: { start: number }[] }) => row.wp_words);
    for (const [k, [, from]] of SPEECH.entries())
      expect(Math.abs(words[k].start - (BASE + from * 1000))).toBeLessThan(300);

    const nextMinute = await get(`/stations/${stationId}/transcription`, { from: BASE + 60_000, to: BASE + 120_000 });
    expect(wordsOf(nextMinute.json().rows)).toEqual(['fútbol']);
  });

  it('keeps only the rows matching a query, and refuses a bad one with its field', async () => {
    const range = { from: BASE, to: BASE + 120_000 };
    const either = await get(`/stations/${stationId}/transcription`, { ...range, query: 'FUTBOL | mundo' });
    expect(wordsOf(either.json().rows)).toEqual(['mundo', 'fútbol']);
    const bad = await get(`/stations/${stationId}/transcription`, { ...range, query: ' + | ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'ERR_VALIDATION', details: [{ path: 'querystring.query' }] });
  });

  it('finds words with AND and OR, newest window first', async () => {
    const search = (query: string, extra: Record<string, number> = {}) =>
      get(`/stations/${stationId}/transcription/simple-search`, { from: BASE, to: BASE + 600_000, query, ...extra });
    const both = (await search('hola + economia')).json();
    expect(both).toMatchObject({ availability: { enabled: true }, total: 1, page: 0, pageSize: 50 });
    expect(both.results[0]).toMatchObject({ time: BASE, length: 60_000 });
    expect((await search('hola + futbol')).json().total).toBe(0);
    const either = (await search('hola | fútbol')).json();
    expect(either.results.map((window: { time: number }) => window.time)).toEqual([BASE + 60_000, BASE]);
    const halves = (await search('hola | mundo | futbol', { groupByLength: 30 })).json();
    expect(halves.results.map((window: { time: number }) => window.time)).toEqual([BASE + 60_000, BASE + 30_000, BASE]);
    const bad = await search('"');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'ERR_VALIDATION', details: [{ path: 'querystring.query' }] });
  });

  it('answers the page asked for, 50 windows a page', async () => {
    // 60 minutes each saying "hola", stored as the batch job stores rows.
    const [segment] = await t.ctx.db
      .insert(segments)
      .values({
        stationId: busyStationId,
        startTs: BASE,
        endTs: BASE + 3_600_000,
        durationMs: 3_600_000,
        format: 'mp3',
        codec: 'mp3',
        bytes: 1,
        storageKey: 'busy.mp3',
      })
      .returning();
    await insertTranscriptionRows(
      t.ctx.db,
      'es',
      Array.from({ length: 60 }, (_, minute) => {
        const time = BASE + minute * 60_000;
        return {
          stationId: busyStationId,
          segmentId: segment!.id,
          time,
          lengthMs: 500,
          words: [{ word: 'hola', confidence: 0.9, start: time, end: time + 500 }],
          text: 'hola',
        };
      }),
    );
    const page = (n: number) =>
      get(`/stations/${busyStationId}/transcription/simple-search`, {
        from: BASE,
        to: BASE + 3_600_000,
        query: 'hola',
        page: n,
      });
    const first = (await page(0)).json();
    expect(first.total).toBe(60);
    expect(first.results).toHaveLength(50);
    expect(first.results[0].time).toBe(BASE + 59 * 60_000);
    const second = (await page(1)).json();
    expect(second.results.map((window: { time: number }) => window.time)).toEqual(
      Array.from({ length: 10 }, (_, k) => BASE + (9 - k) * 60_000),
    );
    const past = (await page(5)).json();
    expect(past).toMatchObject({ total: 60, page: 5, results: [] });
  });

  it('keeps the statistics the planner needs fresh (PGlite runs no autovacuum)', async () => {
    // last_analyze counts a manual ANALYZE only, never PostgreSQL's autovacuum.
    const analyzed = async () =>
      (
        await t.ctx.db.execute<{ relname: string }>(
          sql`select relname from pg_stat_user_tables
              where relname in ('transcription_rows', 'transcription_search') and last_analyze is not null
              order by relname`,
        )
      ).rows.map((row) => row.relname);
    expect(await analyzed()).toEqual([]);
    await transcriptionJobs['transcription.analyze'].handler!({}, t.ctx);
    // PostgreSQL publishes a backend's statistics within a second, not at once.
    await expect.poll(analyzed, { timeout: 5_000 }).toEqual(['transcription_rows', 'transcription_search']);
  });

  it('says a station without the feature is not transcribed', async () => {
    const rows = await get(`/stations/${plainStationId}/transcription`, { from: BASE, to: BASE + 60_000 });
    expect(rows.json()).toEqual({ availability: { enabled: false, engine: 'openai-api' }, rows: [] });
    const found = await get(`/stations/${plainStationId}/transcription/simple-search`, {
      from: BASE,
      to: BASE + 60_000,
      query: 'hola',
    });
    expect(found.json()).toMatchObject({ availability: { enabled: false }, total: 0, results: [] });
  });

  it('keeps the calls to those allowed', async () => {
    const range = { from: BASE, to: BASE + 60_000 };
    expect((await get(`/stations/${stationId}/transcription`, range, {})).statusCode).toBe(401);
    const foreign = await get(`/stations/${stationId}/transcription`, range, asUser('admin@other.example'));
    expect(foreign.statusCode).toBe(404);
    const search = { ...range, query: 'hola' };
    const foreignSearch = await get(
      `/stations/${stationId}/transcription/simple-search`,
      search,
      asUser('admin@other.example'),
    );
    expect(foreignSearch.statusCode).toBe(404);
    expect((await get('/platform/transcription/engine', {}, asUser('user@radio.example'))).statusCode).toBe(403);
    const engine = await get('/platform/transcription/engine', {}, asUser('root@antena.example'));
    expect(engine.json()).toEqual({ engine: 'openai-api', detail: `${standIn.url} (model stand-in)` });
  });
});

describe('transcription routes without a speech engine', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('say so plainly to the station and to platform administration', async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db, { name: 'Radio Sin Motor' });
    await createUser(t.ctx.db, { email: 'admin@sinmotor.example', role: 'CLIENT_ADMIN', clientId: client.id });
    await createUser(t.ctx.db, { email: 'root@sinmotor.example', role: 'SUPERADMIN' });
    const featuresConfig = { transcription: { enabled: true } };
    const stationId = (await createStation(t.ctx.db, client.id, { language: 'es', featuresConfig })).id;
    const get = (url: string, email: string) =>
      t.app.inject({ method: 'GET', url: `/api${url}`, headers: asUser(email) });
    const range = `from=${BASE}&to=${BASE + 90_000}`;
    const rows = await get(`/stations/${stationId}/transcription?${range}`, 'admin@sinmotor.example');
    expect(rows.json()).toEqual({ availability: { enabled: true, engine: 'none' }, rows: [] });
    const search = await get(
      `/stations/${stationId}/transcription/simple-search?${range}&query=hola`,
      'admin@sinmotor.example',
    );
    expect(search.json()).toMatchObject({ availability: { enabled: true, engine: 'none' }, total: 0, results: [] });
    const engine = await get('/platform/transcription/engine', 'root@sinmotor.example');
    expect(engine.json()).toEqual({ engine: 'none', detail: expect.stringMatching(/No speech engine is configured/) });
  });
});
