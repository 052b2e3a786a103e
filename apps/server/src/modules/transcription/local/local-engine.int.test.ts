/**
 * The built-in engine end to end (issue 31) with the real addon and the real loader: the model
 * is served over HTTP by the test (the smallest model that can be made here, see
 * whisper-test-model.ts), downloaded on first use with progress, resumed from a partial file,
 * refused when its hash is wrong, reported plainly when it cannot be had, and then used to
 * transcribe synthesised speech.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveBinary } from '@antena/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../../test/helpers';
import { writeWhisperTestModel } from '../../../../test/whisper-test-model';
import { segments } from '../../../db/schema';
import type { JobQueue } from '../../../jobs/queue';
import { BACKLOG_PASSES, queueBacklog } from '../transcribe-batch';
import { ensureModel } from './model-download';
import { localEngine } from './local-engine';
import { modelFiles, modelStatus } from './whisper-models';

const dir = mkdtempSync(path.join(tmpdir(), 'antena-whisper-local-'));
const modelFile = path.join(dir, 'served.bin');
let model: Buffer;
let sha1: string;
let server: Server;
let baseUrl: string;
/** The Range header of each request the model server got. */
const ranges: (string | undefined)[] = [];

beforeAll(async () => {
  await writeWhisperTestModel(modelFile);
  model = readFileSync(modelFile);
  sha1 = createHash('sha1').update(model).digest('hex');
  server = createServer((req, res) => {
    ranges.push(req.headers.range);
    if (!req.url?.endsWith('/ggml-micro.bin')) return void res.writeHead(404).end();
    const from = Number(/^bytes=(\d+)-$/.exec(req.headers.range ?? '')?.[1] ?? 0);
    const body = model.subarray(from);
    res.writeHead(from > 0 ? 206 : 200, { 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const silent = { info() {}, warn() {}, error() {}, debug() {} } as never;
const configIn = (dataDir: string, overrides: Record<string, unknown> = {}) => ({
  dataDir,
  WHISPER_MODEL: 'micro',
  WHISPER_MODEL_URL: `${baseUrl}/models/ggml-{model}.bin`,
  WHISPER_MODEL_SHA1: sha1,
  WHISPER_THREADS: 1,
  TRANSCRIPTION_LOCAL_MAX_STATIONS: undefined,
  ...overrides,
});

describe('the built-in engine', () => {
  it('downloads its model on first use, resuming what a cut download left, checked by its hash', async () => {
    const config = configIn(mkdtempSync(path.join(dir, 'data-')));
    expect((await modelStatus(config)).state).toBe('missing');
    const files = modelFiles(config);
    await ensureModel({ ...config, WHISPER_MODEL_URL: 'http://127.0.0.1:9/ggml-{model}.bin' }, silent);
    const unreachable = await modelStatus(config);
    expect(unreachable).toMatchObject({ state: 'failed', error: expect.stringMatching(/cannot be reached/) });
    // A download cut halfway: the next attempt asks only for the rest.
    writeFileSync(files.partial, model.subarray(0, 700_000));
    ranges.length = 0;
    await ensureModel(config, silent);
    expect(ranges).toEqual(['bytes=700000-']);
    expect(await modelStatus(config)).toMatchObject({
      state: 'ready',
      receivedBytes: model.length,
      totalBytes: model.length,
      path: files.file,
    });
    expect(createHash('sha1').update(readFileSync(files.file)).digest('hex')).toBe(sha1);
  });

  it('refuses a model whose hash is not the expected one, and keeps nothing of it', async () => {
    const config = configIn(mkdtempSync(path.join(dir, 'data-')), { WHISPER_MODEL_SHA1: 'f'.repeat(40) });
    await ensureModel(config, silent);
    expect(await modelStatus(config)).toMatchObject({ state: 'failed', error: expect.stringMatching(/SHA-1/) });
    expect(existsSync(modelFiles(config).file)).toBe(false);
    expect(existsSync(modelFiles(config).partial)).toBe(false);
  });

  it('transcribes speech through whisper.cpp, words on the clip’s clock', async () => {
    const config = configIn(mkdtempSync(path.join(dir, 'data-')));
    const engine = localEngine(config, silent);
    const wav = path.join(dir, 'speech.wav');
    execFileSync('espeak-ng', ['-v', 'es', '-w', path.join(dir, 'raw.wav'), 'Hola, esto es Radio Antena.']);
    execFileSync(resolveBinary('ffmpeg'), [
      '-v',
      'error',
      '-y',
      '-i',
      path.join(dir, 'raw.wav'),
      '-ar',
      '16000',
      '-ac',
      '1',
      wav,
    ]);
    // Before its model is there, a clip is an error that says so, and the download starts.
    await expect(engine.transcribe(wav, { language: 'es' })).rejects.toThrow(/still being downloaded/);
    await ensureModel(config, silent);
    const answer = await engine.transcribe(wav, { language: 'es' });
    const seconds = (readFileSync(wav).length - 44) / 32_000;
    // A model that can be made here hears noise: the words are its, their times must be the clip's.
    for (const word of answer.words) {
      expect(word.word).toMatch(/[\p{L}\p{N}]/u);
      expect(word.start).toBeGreaterThanOrEqual(0);
      expect(word.end).toBeGreaterThanOrEqual(word.start);
      expect(word.end).toBeLessThanOrEqual(seconds * 1000);
    }
    expect(answer.text).toBe(answer.words.map((w) => w.word).join(' '));
  });
});

describe('the built-in engine in the server', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('queues nothing until its model is there, then takes the oldest stations up to its cap', async () => {
    t = await buildTestApp({
      TRANSCRIPTION_LOCAL: 'auto',
      WHISPER_MODEL: 'micro',
      WHISPER_MODEL_URL: `${baseUrl}/models/ggml-{model}.bin`,
      WHISPER_MODEL_SHA1: sha1,
      TRANSCRIPTION_LOCAL_MAX_STATIONS: '1',
    });
    const client = await createClient(t.ctx.db, { name: 'Radio Local' });
    await createUser(t.ctx.db, { email: 'root@local.example', role: 'SUPERADMIN' });
    const featuresConfig = { transcription: { enabled: true } };
    const first = await createStation(t.ctx.db, client.id, {
      featuresConfig,
      createdAt: new Date(Date.now() - 60_000),
    });
    const second = await createStation(t.ctx.db, client.id, { featuresConfig });
    const sent: { stationId: string }[] = [];
    const queue = { send: async (_name: string, payload: { stationId: string }) => void sent.push(payload) };
    const ctx = { ...t.ctx, queue: queue as unknown as JobQueue };
    const now = Date.now();
    for (const station of [first, second])
      for (let i = 0; i < 4; i++)
        await t.ctx.db.insert(segments).values({
          stationId: station.id,
          startTs: now - 10 * 60_000 + i * 30_000,
          endTs: now - 10 * 60_000 + (i + 1) * 30_000,
          durationMs: 30_000,
          format: 'mp3',
          codec: 'mp3',
          bytes: 1,
          storageKey: `segments/${station.id}/${i}.mp3`,
        });

    const status = () =>
      t.app.inject({ method: 'GET', url: '/api/platform/transcription/engine', headers: asUser('root@local.example') });
    expect((await status()).json()).toMatchObject({
      engine: 'whisper-local',
      model: { name: 'micro', state: 'missing' },
    });
    expect(await queueBacklog(ctx, BACKLOG_PASSES.recent, now)).toBe(0);
    await ensureModel(t.ctx.config, silent);
    expect((await status()).json()).toMatchObject({ model: { state: 'ready', maxStations: 1 } });
    expect(await queueBacklog(ctx, BACKLOG_PASSES.recent, now)).toBeGreaterThan(0);
    expect(new Set(sent.map((job) => job.stationId))).toEqual(new Set([first.id]));
  });
});
