/**
 * Issue 34 end to end through the API: a client admin connects a station to Dailymotion with its
 * key (the platform's stand-in), a user publishes a video station's fragment and a radio
 * fragment's audiogram, the upload runs to SUCCESS with the platform's link, and the
 * lists and states answer as the screens read them. Tokens are stored encrypted.
 */
import { audiogramInputPropsSchema, type Fragment, type IntegrationState, type UploadRecord } from '@antena/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { startDailymotionStandIn, type DailymotionStandIn } from '../../../test/social/dailymotion-stand-in';
import { fragmentAudiogramVariants, socialConnections } from '../../db/schema';
import { insertFragment, sampleMedia } from '../fragments/fragment-export.test-helpers';
import { startEnabledUploads } from './auto-uploads';

const ADMIN = 'admin@norte.test';
const USER = 'user@norte.test';
const OTHER_ADMIN = 'admin@sur.test';
const KEY = { key: 'key-antena', secret: 'secret-antena', channelId: 'x2abcde' };

describe('social export through the API', () => {
  let t: TestApp;
  let dailymotion: DailymotionStandIn;
  let radio: Awaited<ReturnType<typeof createStation>>;
  let tv: Awaited<ReturnType<typeof createStation>>;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, email = ADMIN, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: asUser(email), ...(payload && { payload }) });

  async function settledFragment(fragmentId: string): Promise<Fragment> {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const fragment = (await call('GET', `/fragments/${fragmentId}`, USER)).json<Fragment>();
      const sent = Object.values(fragment.audiogramExport.platforms);
      if (sent.length && sent.every((platform) => platform.status !== 'IN_PROGRESS')) return fragment;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The audiogram was never sent');
  }

  async function settled(fragmentId: string): Promise<UploadRecord> {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const { upload } = (await call('GET', `/upload/status/${fragmentId}/dailymotion`, USER)).json<{
        upload: UploadRecord;
      }>();
      if (upload.status !== 'UPLOADING') return upload;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The upload never ended');
  }

  beforeAll(async () => {
    dailymotion = await startDailymotionStandIn();
    t = await buildTestApp({ DAILYMOTION_API_URL: dailymotion.url });
    const clientId = (await createClient(t.ctx.db)).id;
    const other = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    await createUser(t.ctx.db, { email: USER, role: 'CLIENT_ADMIN', clientId });
    await createUser(t.ctx.db, { email: OTHER_ADMIN, role: 'CLIENT_ADMIN', clientId: other.id });
    radio = await createStation(t.ctx.db, clientId, { format: 'mp3', slug: 'radio-norte', name: 'Radio Norte' });
    tv = await createStation(t.ctx.db, clientId, { format: 'mpegts', slug: 'tv-norte', name: 'TV Norte' });
  });
  afterAll(async () => {
    await t.close();
    await dailymotion.close();
  });

  it('refuses a wrong key with Dailymotion’s words and keeps the station unconnected', async () => {
    const response = await call('POST', `/auth/dailymotion/api-key/${radio.id}`, ADMIN, { ...KEY, secret: 'wrong' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toBe('');
    const state = (await call('GET', `/connections/${radio.id}/dailymotion`)).json<IntegrationState>();
    expect(state.connected).toBe(false);
  });

  it('connects a station by key, stores the tokens encrypted and lists it connected', async () => {
    const bad = await call('POST', `/auth/dailymotion/api-key/${radio.id}`, ADMIN, { ...KEY, channelId: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('body.channelId');

    const response = await call('POST', `/auth/dailymotion/api-key/${radio.id}`, ADMIN, KEY);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<IntegrationState>()).toMatchObject({
      connected: true,
      connectedBy: ADMIN,
      profile: { displayName: 'Radio Antena' },
    });
    await call('POST', `/auth/dailymotion/api-key/${tv.id}`, ADMIN, KEY);
    const [row] = await t.ctx.db.select().from(socialConnections).where(eq(socialConnections.stationId, radio.id));
    expect(row!.credentials).not.toContain('secret-antena');
    expect(row!.credentials.startsWith('v1.')).toBe(true);

    const list = (await call('GET', '/connections/DAILYMOTION')).json<{ results: IntegrationState[] }>();
    expect(list.results.map((state) => [state.stationId, state.connected])).toEqual([
      [radio.id, true],
      [tv.id, true],
    ]);
    // Another client sees neither station, and cannot reach them.
    expect((await call('GET', '/connections/dailymotion', OTHER_ADMIN)).json().results).toEqual([]);
    expect((await call('GET', `/connections/${radio.id}/dailymotion`, OTHER_ADMIN)).statusCode).toBe(404);
  });

  it('publishes a video station’s fragment and a radio fragment’s audiogram, with the link', async () => {
    const audio = await insertFragment(t.ctx, radio);
    const video = await insertFragment(t.ctx, tv);
    const invalid = await call('POST', `/upload/start/${video.id}/dailymotion`, USER, { data: { title: ' ' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['body.data.title', 'body.data.content']),
    );
    const data = { title: 'Clip', content: 'Lo que dijo el ministro', private: false };
    // spec 02: video-platform export only on video stations; a radio fragment goes as an audiogram.
    const radioFragment = await call('POST', `/upload/start/${audio.id}/dailymotion`, USER, { data });
    expect(radioFragment.statusCode).toBe(409);
    expect(radioFragment.json().code).toBe('ERR_NOT_VIDEO_STATION');
    const notRendered = await call('POST', `/fragments/${audio.id}/audiogram/social-export/dailymotion`, USER, {
      variant: '1x1',
      data,
    });
    expect(notRendered.json().code).toBe('ERR_AUDIOGRAM_NOT_READY');
    const key = `fragments/${audio.clientId}/${audio.id}/audiogram-1x1.mp4`;
    await t.ctx.storage.put(key, (await sampleMedia()).mp4);
    await t.ctx.db.insert(fragmentAudiogramVariants).values({
      fragmentId: audio.id,
      variant: '1x1',
      status: 'COMPLETED',
      progress: 100,
      props: audiogramInputPropsSchema.parse({}),
      storageKey: key,
      width: 1080,
      height: 1080,
      durationMs: 2000,
    });

    const started = await call('POST', `/upload/start/${video.id}/dailymotion`, USER, { data });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json<UploadRecord>()).toMatchObject({ status: 'UPLOADING', createdBy: USER, variant: null });
    const done = await settled(video.id);
    expect(done).toMatchObject({ status: 'SUCCESS', error: null });
    expect(done.videoUrl).toMatch(/^https:\/\/www\.dailymotion\.com\/video\//);
    expect(done.progress.sentBytes).toBe(done.progress.totalBytes);

    const audiogram = await call('POST', `/fragments/${audio.id}/audiogram/social-export/DAILYMOTION`, USER, {
      variant: '1x1',
      data,
    });
    expect(audiogram.statusCode, audiogram.body).toBe(201);
    expect(audiogram.json<UploadRecord>().variant).toBe('1x1');
    const exported = await settledFragment(audio.id);
    expect(exported.audiogramExport.platforms.DAILYMOTION).toMatchObject({ status: 'COMPLETED', failedReason: null });
    expect(exported.audiogramExport.platforms.DAILYMOTION?.result?.videoUrl).toMatch(/dailymotion\.com\/video\//);

    expect(dailymotion.videos).toHaveLength(2);
    for (const sent of dailymotion.videos) expect(sent.file.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const byKeys = await call('GET', `/upload/status/by-keys?keys=FRAGMENT:${audio.id},FRAGMENT:${video.id}`, USER);
    // The audiogram's upload is the fragment's audiogramExport, not one of the fragment's own uploads.
    expect(byKeys.json().uploads.map((u: { key: string }) => u.key)).toEqual([`FRAGMENT:${video.id}`]);
    const page = (await call('GET', '/upload/status/all/dailymotion')).json();
    expect(page.metadata.totalCount).toBe(2);
    expect((await call('GET', '/upload/status/all/dailymotion', OTHER_ADMIN)).json().metadata.totalCount).toBe(0);
    expect((await call('GET', `/upload/status/${video.id}/dailymotion`, OTHER_ADMIN)).statusCode).toBe(404);
  });

  it('starts the uploads a fragment enabled once its media is ready, and says when a station is not connected', async () => {
    const fragment = await insertFragment(t.ctx, tv, {
      description: 'Declaraciones',
      platformUpload: {
        DAILYMOTION: { enabled: true, config: { thumbnailUrl: null, coverUrl: null } },
        YOUTUBE: { enabled: true, config: { thumbnailUrl: null, coverUrl: null } },
        TWITTER: { enabled: false, config: { thumbnailUrl: null, coverUrl: null } },
      },
    });
    await startEnabledUploads(t.ctx, fragment.id);
    await startEnabledUploads(t.ctx, fragment.id);
    const done = await settled(fragment.id);
    expect(done).toMatchObject({ status: 'SUCCESS' });
    expect(dailymotion.videos.at(-1)!.fields).toMatchObject({ title: fragment.title, description: 'Declaraciones' });
    const uploads = (await call('GET', `/upload/status/by-keys?keys=FRAGMENT:${fragment.id}`, USER)).json().uploads;
    expect(uploads.map((u: { platform: string; status: string }) => [u.platform, u.status]).sort()).toEqual([
      ['DAILYMOTION', 'SUCCESS'],
      ['YOUTUBE', 'ERROR'],
    ]);
    const youtube = (await call('GET', `/upload/status/${fragment.id}/youtube`, USER)).json().upload;
    expect(youtube).toMatchObject({
      errorCode: 'NOT_CONNECTED',
      error: expect.stringMatching(/not connected to YOUTUBE/),
    });

    const fromRadio = await insertFragment(t.ctx, radio, {
      platformUpload: { DAILYMOTION: { enabled: true, config: { thumbnailUrl: null, coverUrl: null } } },
    });
    await startEnabledUploads(t.ctx, fromRadio.id);
    const refused = (await call('GET', `/upload/status/${fromRadio.id}/dailymotion`, USER)).json().upload;
    expect(refused).toMatchObject({
      status: 'ERROR',
      errorCode: 'NOT_VIDEO_STATION',
      error: expect.stringMatching(/Only video stations/),
    });
  });

  it('sends two uploads of one connection one after the other, oldest first', async () => {
    const first = await insertFragment(t.ctx, tv, { title: 'Primero' });
    const second = await insertFragment(t.ctx, tv, { title: 'Segundo' });
    const before = dailymotion.videos.length;
    for (const fragment of [first, second]) {
      const started = await call('POST', `/upload/start/${fragment.id}/dailymotion`, USER, {
        data: { title: fragment.title, content: 'Texto' },
      });
      expect(started.statusCode).toBe(201);
    }
    expect((await settled(second.id)).status).toBe('SUCCESS');
    expect((await settled(first.id)).status).toBe('SUCCESS');
    expect(dailymotion.videos.slice(before).map((video) => video.fields.title)).toEqual(['Primero', 'Segundo']);
  });

  it('refuses to publish where the station is not connected, and disconnects', async () => {
    const fragment = await insertFragment(t.ctx, tv);
    const youtube = await call('POST', `/upload/start/${fragment.id}/youtube`, USER, {
      data: { title: 'Clip', content: 'Texto' },
    });
    expect(youtube.statusCode).toBe(409);
    expect(youtube.json().code).toBe('ERR_SOCIAL_NOT_CONNECTED');

    const removed = await call('DELETE', `/connections/${tv.id}/dailymotion`);
    expect(removed.json<IntegrationState>().connected).toBe(false);
    const after = await call('POST', `/upload/start/${fragment.id}/dailymotion`, USER, {
      data: { title: 'Clip', content: 'Texto' },
    });
    expect(after.json().code).toBe('ERR_SOCIAL_NOT_CONNECTED');
  });
});
