/**
 * Issue 34's audiogram through the API: captions from the fragment's transcription (ms from its
 * start), one render per variant to the spec's sizes, the signed URL only once COMPLETED,
 * a failure the user can act on with its reason and a regeneration that succeeds, all per client.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AudiogramCaptions, Fragment } from '@antena/contract';
import { probe } from '@antena/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { fragmentTranscriptionRows, fragmentTranscriptions } from '../../db/schema';
import { insertFragment } from '../fragments/fragment-export.test-helpers';
import { downloadTo } from '../fragments/fragments.test-helpers';

const ADMIN = 'admin@norte.test';
const OTHER_ADMIN = 'admin@sur.test';

describe('audiograms through the API', () => {
  let t: TestApp;
  let dir: string;
  let fragment: Awaited<ReturnType<typeof insertFragment>>;

  const call = (method: 'GET' | 'POST', url: string, email = ADMIN, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: asUser(email), ...(payload && { payload }) });

  async function settled(): Promise<Fragment> {
    for (let attempt = 0; attempt < 1200; attempt += 1) {
      const current = (await call('GET', `/fragments/${fragment.id}`)).json<Fragment>();
      const jobs = Object.values(current.audiogramGeneration?.variantsJobs ?? {});
      if (jobs.every((job) => job.status === 'COMPLETED' || job.status === 'FAILED')) return current;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The audiogram never finished');
  }

  beforeAll(async () => {
    t = await buildTestApp();
    dir = await mkdtemp(path.join(tmpdir(), 'antena-audiogram-test-'));
    const clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    await createUser(t.ctx.db, {
      email: OTHER_ADMIN,
      role: 'CLIENT_ADMIN',
      clientId: (await createClient(t.ctx.db)).id,
    });
    const station = await createStation(t.ctx.db, clientId, { format: 'mp3' });
    fragment = await insertFragment(t.ctx, station);
    const [transcription] = await t.ctx.db
      .insert(fragmentTranscriptions)
      .values({ fragmentId: fragment.id, status: 'COMPLETED', progress: 100 })
      .returning();
    await t.ctx.db.insert(fragmentTranscriptionRows).values({
      transcriptionId: transcription!.id,
      time: 200,
      lengthMs: 1200,
      stationTime: fragment.fromTs + 200,
      words: [
        { word: 'Buenos', start: fragment.fromTs + 200, end: fragment.fromTs + 600, confidence: 0.9 },
        { word: 'días', start: fragment.fromTs + 650, end: fragment.fromTs + 1400, confidence: 0.8 },
      ],
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers the transcription’s words as captions from the fragment’s start', async () => {
    const captions = (await call('GET', `/fragments/${fragment.id}/audiogram/captions`)).json<AudiogramCaptions>();
    expect(captions.transcriptionStatus).toBe('COMPLETED');
    expect(captions.captions.map(({ text, startMs, endMs }) => [text, startMs, endMs])).toEqual([
      ['Buenos', 200, 600],
      ['días', 650, 1400],
    ]);
    expect((await call('GET', `/fragments/${fragment.id}/audiogram/captions`, OTHER_ADMIN)).statusCode).toBe(404);
  });

  it('refuses a generation without a variant, and a media URL before the render', async () => {
    const none = await call('POST', `/fragments/${fragment.id}/audiogram/generate`, ADMIN, { variants: [] });
    expect(none.statusCode).toBe(400);
    const early = await call('GET', `/fragments/${fragment.id}/audiogram/media-url?variant=1x1`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('ERR_AUDIOGRAM_NOT_READY');
  });

  it('renders each asked variant to its size, playable from its signed URL', async () => {
    const started = await call('POST', `/fragments/${fragment.id}/audiogram/generate`, ADMIN, {
      variants: ['1x1', '9x16'],
      inputProps: { titleText: 'Entrevista', visualizer: { type: 'oscilloscope' } },
    });
    expect(started.statusCode, started.body).toBe(200);
    const done = await settled();
    expect(done.audiogramGeneration?.variantsJobs['1x1']).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
      data: { width: 1080, height: 1080 },
    });
    expect(done.audiogramGeneration?.variantsJobs['9x16']?.data).toMatchObject({ width: 1080, height: 1920 });
    expect(done.audiogramGeneration?.inputProps?.titleText).toBe('Entrevista');
    for (const [variant, size] of [
      ['1x1', [1080, 1080]],
      ['9x16', [1080, 1920]],
    ] as const) {
      const { url } = (await call('GET', `/fragments/${fragment.id}/audiogram/media-url?variant=${variant}`)).json();
      const file = await downloadTo(t.app, url, dir, `${variant}.mp4`);
      const media = await probe(file);
      const video = media.streams.find((stream) => stream.codecType === 'video')!;
      expect([video.width, video.height]).toEqual(size);
      expect(media.streams.some((stream) => stream.codecType === 'audio')).toBe(true);
      expect(media.durationSeconds).toBeGreaterThan(1.7);
    }
    const foreign = await call('GET', `/fragments/${fragment.id}/audiogram/media-url?variant=1x1`, OTHER_ADMIN);
    expect(foreign.statusCode).toBe(404);
  });

  it('fails a variant with a reason the user can act on, and renders it when asked again', async () => {
    await call('POST', `/fragments/${fragment.id}/audiogram/generate`, ADMIN, {
      variants: ['16x9'],
      inputProps: { coverImageUrl: 'https://elsewhere.example/cover.png' },
    });
    const failed = await settled();
    expect(failed.audiogramGeneration?.variantsJobs['16x9']).toMatchObject({
      status: 'FAILED',
      failedReason: 'The cover image must be a picture uploaded to Antena',
    });
    await call('POST', `/fragments/${fragment.id}/audiogram/generate`, ADMIN, { variants: ['16x9'] });
    const again = await settled();
    expect(again.audiogramGeneration?.variantsJobs['16x9']).toMatchObject({
      status: 'COMPLETED',
      failedReason: null,
      data: { width: 1080, height: 608 },
    });
  });
});
