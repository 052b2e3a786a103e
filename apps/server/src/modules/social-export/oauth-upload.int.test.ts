/**
 * Issue 34 through the API with an OAuth platform (YouTube's stand-in): the login path sends the
 * browser to the consent screen with state and PKCE, the callback stores the connection and returns
 * to the admin screen; an upload survives an expired token (renewed once), a quota refusal is one
 * clear error, and a revoked grant marks the connection for reconnecting without a retry loop.
 */
import { execFileSync } from 'node:child_process';
import type { IntegrationState, UploadRecord } from '@antena/contract';
import { resolveBinary } from '@antena/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { startYouTubeStandIn, type YouTubeStandIn } from '../../../test/social/youtube-stand-in';
import { insertFragment } from '../fragments/fragment-export.test-helpers';
import { uploadRetry } from './platforms/youtube-upload';

const ADMIN = 'admin@norte.test';
const OTHER_ADMIN = 'admin@sur.test';

describe('connecting by OAuth and publishing through the API', () => {
  let t: TestApp;
  let youtube: YouTubeStandIn;
  let tv: Awaited<ReturnType<typeof createStation>>;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, email = ADMIN, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: asUser(email), ...(payload && { payload }) });

  async function connect(): Promise<string> {
    // A browser navigation: no header, the media token in the query (as the admin screen sends it).
    const { token } = (await call('GET', '/auth/media-token')).json<{ token: string }>();
    const login = await t.app.inject({
      method: 'GET',
      url: `/api/social-export/auth/youtube/login?station=${tv.id}&access_token=${encodeURIComponent(token)}`,
    });
    expect(login.statusCode, login.body).toBe(302);
    const { code, state, redirect } = await youtube.consent(login.headers.location!);
    expect(redirect.pathname).toBe('/api/social-export/auth/youtube/callback');
    const back = await t.app.inject({ method: 'GET', url: `${redirect.pathname}?code=${code}&state=${state}` });
    expect(back.statusCode).toBe(302);
    return back.headers.location!;
  }

  async function publish(title: string, form: object = {}): Promise<UploadRecord> {
    const fragment = await insertFragment(t.ctx, tv);
    const started = await call('POST', `/upload/start/${fragment.id}/YOUTUBE`, ADMIN, {
      data: { title, content: 'Lo que dijo el ministro', tags: ['política'], ...form },
    });
    expect(started.statusCode, started.body).toBe(201);
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const { upload } = (await call('GET', `/upload/status/${fragment.id}/youtube`)).json<{ upload: UploadRecord }>();
      if (upload.status !== 'UPLOADING') return upload;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The upload never ended');
  }

  beforeAll(async () => {
    youtube = await startYouTubeStandIn();
    Object.assign(uploadRetry, { baseDelayMs: 5 });
    t = await buildTestApp({
      YOUTUBE_CLIENT_ID: youtube.clientId,
      YOUTUBE_CLIENT_SECRET: youtube.clientSecret,
      YOUTUBE_AUTH_URL: `${youtube.url}/auth`,
      YOUTUBE_TOKEN_URL: `${youtube.url}/token`,
      YOUTUBE_API_URL: youtube.url,
    });
    const clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    await createUser(t.ctx.db, {
      email: OTHER_ADMIN,
      role: 'CLIENT_ADMIN',
      clientId: (await createClient(t.ctx.db)).id,
    });
    tv = await createStation(t.ctx.db, clientId, { format: 'mpegts', slug: 'tv-norte' });
  });
  afterAll(async () => {
    await t.close();
    await youtube.close();
  });

  it('refuses another client’s station and a replayed or forged state', async () => {
    const foreign = await call('GET', `/social-export/auth/youtube/login?station=${tv.id}`, OTHER_ADMIN);
    expect(foreign.statusCode).toBe(404);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/social-export/auth/youtube/callback?code=x&state=forged',
    });
    expect(forged.headers.location).toMatch(/^\/admin\/social-export\/youtube\?error=/);
  });

  it('connects through the consent screen and lists the channel', async () => {
    expect(await connect()).toBe(`/admin/social-export/youtube?connected=${tv.id}`);
    const state = (await call('GET', `/connections/${tv.id}/youtube`)).json<IntegrationState>();
    expect(state).toMatchObject({ connected: true, connectedBy: ADMIN, needsReconnect: false });
    expect(state.profile?.displayName).toBe(youtube.channel!.title);
  });

  it('publishes with the client’s uploaded picture as thumbnail, renewing an expired token once', async () => {
    const png = execFileSync(resolveBinary('ffmpeg'), [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'color=c=red:s=64x36', '-frames:v', '1', '-f', 'image2pipe'],
      ...['-c:v', 'png', 'pipe:1'],
    ]);
    await t.ctx.storage.put(`assets/${tv.clientId}/thumb.png`, png);
    youtube.expireAccessTokens();
    const upload = await publish('Entrevista', {
      thumbnailType: 'IMAGE_URL',
      thumbnailUrl: `http://localhost:3000/api/media/assets/${tv.clientId}/thumb.png`,
    });
    expect(upload.error).toBeNull();
    expect(upload.status).toBe('SUCCESS');
    expect(upload.videoUrl).toBe(`https://www.youtube.com/watch?v=${youtube.videos.at(-1)!.id}`);
    expect(youtube.videos.at(-1)!.metadata.snippet).toMatchObject({ title: 'Entrevista', tags: ['política'] });
    expect(youtube.videos.at(-1)!.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(youtube.videos.at(-1)!.thumbnail).toEqual(png);
  });

  it('reports a spent quota in YouTube’s words, once', async () => {
    youtube.faults.quotaExceeded = 1;
    const upload = await publish('Sin cuota');
    expect(upload.status).toBe('ERROR');
    expect(upload.error).toMatch(/quota/i);
    expect(upload.errorCode).toBe('QUOTA');
  });

  it('marks a revoked grant for reconnecting and fails the upload without retrying', async () => {
    const videos = youtube.videos.length;
    youtube.revokeAll();
    const upload = await publish('Revocado');
    expect(upload).toMatchObject({ status: 'ERROR', errorCode: 'RECONNECT' });
    expect(youtube.videos.length).toBe(videos);
    const state = (await call('GET', `/connections/${tv.id}/youtube`)).json<IntegrationState>();
    expect(state).toMatchObject({ connected: false, needsReconnect: true });
    const again = await call('POST', `/upload/start/${(await insertFragment(t.ctx, tv)).id}/youtube`, ADMIN, {
      data: { title: 'Otra', content: 'Texto' },
    });
    expect(again.json().code).toBe('ERR_SOCIAL_NOT_CONNECTED');
  });
});
