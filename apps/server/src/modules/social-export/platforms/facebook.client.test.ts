import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { VideoUploadData } from '@antena/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMetaStandIn, GOOD_CODE, type MetaStandIn } from '../../../../test/social/meta-stand-in';
import { loadConfig, type Config } from '../../../config';
import { PlatformError, type PlatformCredentials, type UploadContext } from '../platform-client';
import { facebookClient } from './facebook.client';

const SIZE = Math.round(1.3 * 1024 * 1024);
const MiB = 1024 * 1024;
const data: VideoUploadData = {
  title: 'Noticias de la mañana',
  content: 'El fragmento de hoy',
  tags: [],
  forKids: false,
  private: true,
  thumbnailType: 'DEFAULT',
  thumbnailUrl: null,
  thumbnailOffset: null,
};

let meta: MetaStandIn;
let config: Config;
let dir: string;
let file: string;
let bytes: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'antena-fb-'));
  file = path.join(dir, 'video.mp4');
  bytes = randomBytes(SIZE);
  await writeFile(file, bytes);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

beforeEach(async () => {
  meta = await startMetaStandIn({
    pages: [
      { id: 'page-1', name: 'Radio Uno' },
      { id: 'page-2', name: 'Radio Dos' },
    ],
  });
  config = loadConfig({ ...meta.env, SOCIAL_UPLOAD_CHUNK_MB: '1' });
});
afterEach(() => meta.close());

async function signIn() {
  return facebookClient.finishSignIn!(config, {
    code: GOOD_CODE,
    codeVerifier: 'v',
    redirectUri: 'https://antena.test/cb',
    target: 'facebook',
  });
}

function context(credentials: PlatformCredentials, session: Record<string, unknown> | null = null) {
  const saved: Record<string, unknown>[] = [];
  const progress: number[] = [];
  const ctx: UploadContext = {
    config,
    credentials,
    account: { id: 'page-1', displayName: 'Radio Uno', photo: null, url: null },
    data,
    video: { file, size: SIZE, contentType: 'video/mp4', publicUrl: 'http://127.0.0.1:1/unused' },
    thumbnail: null,
    session,
    saveSession: async (s) => void saved.push(s),
    progress: async (n) => void progress.push(n),
    signal: new AbortController().signal,
  };
  return { ctx, saved, progress };
}

const transfers = () => meta.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/fb/upload:'));

describe('facebookClient sign-in', () => {
  it('sends to Facebook Login with the Page scopes', () => {
    expect(facebookClient.configured(config)).toBe(true);
    expect(facebookClient.configured(loadConfig({}))).toBe(false);
    const url = new URL(
      facebookClient.authorizeUrl!(config, {
        state: 's1',
        codeChallenge: 'c',
        redirectUri: 'https://antena.test/cb',
        target: 'facebook',
      }),
    );
    expect(url.origin + url.pathname).toBe(`${meta.origin}/dialog/oauth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'app-1',
      redirect_uri: 'https://antena.test/cb',
      state: 's1',
      response_type: 'code',
      scope: 'pages_show_list,pages_read_engagement,pages_manage_posts,publish_video',
    });
  });

  it('keeps the first granted Page, its token and the long-lived user token', async () => {
    const { credentials, account } = await signIn();
    expect(account).toEqual({
      id: 'page-1',
      displayName: 'Radio Uno',
      photo: 'https://pics.example/page-1.jpg',
      url: 'https://www.facebook.com/page-1',
    });
    expect(meta.tokens.get(credentials.accessToken)).toEqual({ kind: 'page', pageId: 'page-1' });
    expect(meta.tokens.get(credentials.extra!.userToken!)?.kind).toBe('fb-user');
    expect(credentials.expiresAt).toBeGreaterThan(Date.now() + 50 * 86_400_000);
    const exchange = meta.requests.find((r) => r.query.grant_type === 'fb_exchange_token');
    expect(exchange?.query.fb_exchange_token).toMatch(/^fb-short-/);
  });

  it('refuses an account without a Page', async () => {
    const empty = await startMetaStandIn({ pages: [] });
    try {
      const cfg = loadConfig(empty.env);
      await expect(
        facebookClient.finishSignIn!(cfg, { code: GOOD_CODE, codeVerifier: 'v', redirectUri: 'r', target: 'facebook' }),
      ).rejects.toThrow(/No Facebook Page/);
    } finally {
      await empty.close();
    }
  });

  it('removes the app’s grant on disconnect: the user token stops working', async () => {
    const { credentials } = await signIn();
    await facebookClient.revoke!(config, credentials);
    await expect(facebookClient.refresh(config, credentials)).rejects.toMatchObject({ options: { reconnect: true } });
  });

  it('extends the user token and reads the Page token again; an expired one asks to reconnect', async () => {
    const { credentials } = await signIn();
    const fresh = await facebookClient.refresh(config, credentials);
    expect(fresh.extra?.userToken).not.toBe(credentials.extra?.userToken);
    expect(meta.tokens.get(fresh.accessToken)).toEqual({ kind: 'page', pageId: 'page-1' });
    meta.expired.add(fresh.extra!.userToken!);
    const error = await facebookClient.refresh(config, fresh).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).options.reconnect).toBe(true);
  });
});

describe('facebookClient upload', () => {
  it('sends the file in chunks and creates one unpublished Page video', async () => {
    const { credentials } = await signIn();
    const { ctx, saved, progress } = context(credentials);
    const result = await facebookClient.upload(ctx);
    expect(meta.videos).toHaveLength(1);
    const [video] = meta.videos;
    expect(video!.bytes.equals(bytes)).toBe(true);
    expect(video).toMatchObject({ pageId: 'page-1', title: data.title, description: data.content, published: false });
    expect(result.videoUrl).toBe(`https://www.facebook.com/page-1/videos/${video!.id}`);
    expect(transfers().map((t) => t.headers.file_offset)).toEqual(['0', String(MiB)]);
    expect(transfers().every((t) => t.headers.authorization === `OAuth ${credentials.extra!.userToken}`)).toBe(true);
    expect(progress.at(-1)).toBe(SIZE);
    expect(saved.at(-1)).toMatchObject({ videoId: video!.id, offset: SIZE });
  });

  it('sets the form’s picture as the video’s preferred thumbnail', async () => {
    const { credentials } = await signIn();
    const { ctx } = context(credentials);
    const picture = randomBytes(3000);
    const thumbnailFile = `${file}.jpg`;
    await writeFile(thumbnailFile, picture);
    ctx.thumbnail = { file: thumbnailFile, size: picture.length, contentType: 'image/jpeg', publicUrl: '' };
    await facebookClient.upload(ctx);
    expect(meta.videos[0]!.thumbnail?.equals(picture)).toBe(true);
  });

  it('resumes after a cut connection from the offset the platform holds, and creates one video', async () => {
    const { credentials } = await signIn();
    meta.faults.cutTransferAfter = 300_000;
    const first = context(credentials);
    await expect(facebookClient.upload(first.ctx)).rejects.toThrow();
    const held = [...meta.uploads.values()][0]!.bytes.length;
    expect(held).toBeGreaterThanOrEqual(300_000);
    expect(held).toBeLessThan(MiB);
    expect(meta.videos).toHaveLength(0);

    const second = context(credentials, first.saved.at(-1)!);
    await facebookClient.upload(second.ctx);
    expect(meta.uploads.size).toBe(1);
    // The rest (under 1 MiB) in one transfer from the platform's offset, not from 0 or a chunk boundary.
    expect(
      transfers()
        .slice(1)
        .map((t) => t.headers.file_offset),
    ).toEqual([String(held)]);
    expect(transfers()[1]!.bodyBytes).toBe(SIZE - held);
    expect(meta.videos).toHaveLength(1);
    expect(meta.videos[0]!.bytes.equals(bytes)).toBe(true);
  });

  it('finds the video a lost answer created instead of creating a second one', async () => {
    const { credentials } = await signIn();
    const first = context(credentials);
    const { videoUrl } = await facebookClient.upload(first.ctx);
    const { videoId: _lost, ...beforeAnswer } = first.saved.at(-1)!;
    const again = await facebookClient.upload(context(credentials, beforeAnswer).ctx);
    expect(again.videoUrl).toBe(videoUrl);
    expect(meta.videos).toHaveLength(1);
  });

  it('asks to reconnect on an expired token (190)', async () => {
    const { credentials } = await signIn();
    meta.expired.add(credentials.extra!.userToken!);
    const error = await facebookClient.upload(context(credentials).ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).options).toMatchObject({ reconnect: true, code: '190' });
    expect((error as PlatformError).message).toMatch(/Session has expired/);
  });

  it('waits out a rate limit (code 4), 60 s without Retry-After', async () => {
    const { credentials } = await signIn();
    meta.faults.rateLimit = /\/uploads$/;
    const error = await facebookClient.upload(context(credentials).ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).options).toMatchObject({ retryAfterMs: 60_000, code: '4' });
    expect((error as PlatformError).options.reconnect).toBeUndefined();
  });
});
