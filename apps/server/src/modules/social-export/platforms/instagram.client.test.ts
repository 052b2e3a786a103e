import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReelUploadData } from '@antena/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMetaStandIn, GOOD_CODE, type MetaStandIn } from '../../../../test/social/meta-stand-in';
import { loadConfig, type Config } from '../../../config';
import { PlatformError, type PlatformCredentials, type UploadContext } from '../platform-client';
import { instagramClient, instagramPolling } from './instagram.client';

const SIZE = Math.round(1.3 * 1024 * 1024);
const data: ReelUploadData = {
  content: 'El fragmento de hoy #radio',
  shareToFeed: true,
  taggedUsers: ['ana', 'beto'],
  thumbnailType: 'VIDEO_FRAME',
  thumbnailUrl: null,
  thumbnailOffset: 2.5,
};

let meta: MetaStandIn;
let config: Config;
let dir: string;
let file: string;
let bytes: Buffer;
/** The signed public URL's stand-in: the file, answering Range requests. */
let fileServer: Server;
let publicUrl: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'antena-ig-'));
  file = path.join(dir, 'video.mp4');
  bytes = randomBytes(SIZE);
  await writeFile(file, bytes);
  fileServer = createServer((req, res) => {
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    if (!range) return void res.writeHead(200, { 'content-length': SIZE }).end(bytes);
    const start = Number(range[1]);
    const end = Math.min(range[2] ? Number(range[2]) : SIZE - 1, SIZE - 1);
    res.writeHead(206, { 'content-range': `bytes ${start}-${end}/${SIZE}`, 'content-type': 'video/mp4' });
    res.end(bytes.subarray(start, end + 1));
  }).listen(0, '127.0.0.1');
  await once(fileServer, 'listening');
  publicUrl = `http://127.0.0.1:${(fileServer.address() as AddressInfo).port}/signed/video.mp4?sig=x`;
  instagramPolling.intervalMs = 5;
});
afterAll(async () => {
  fileServer.close();
  await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  meta = await startMetaStandIn({
    pages: [
      { id: 'page-1', name: 'Sin Instagram' },
      { id: 'page-2', name: 'Radio Dos', instagram_business_account: { id: 'ig-biz-2', username: 'radiodos' } },
    ],
    igUser: { id: 'ig-user-7', username: 'radiouno' },
  });
  meta.state.pollsBeforeFinished = 2;
  config = loadConfig(meta.env);
});
afterEach(() => meta.close());

const finish = (target: string) =>
  instagramClient.finishSignIn!(config, {
    code: GOOD_CODE,
    codeVerifier: 'v',
    redirectUri: 'https://a.test/cb',
    target,
  });

function context(credentials: PlatformCredentials, session: Record<string, unknown> | null = null) {
  const saved: Record<string, unknown>[] = [];
  const progress: number[] = [];
  const ctx: UploadContext = {
    config,
    credentials,
    account: { id: credentials.extra!.igUserId!, displayName: 'x', photo: null, url: null },
    data,
    video: { file, size: SIZE, contentType: 'video/mp4', publicUrl },
    thumbnail: null,
    session,
    saveSession: async (s) => void saved.push(s),
    progress: async (n) => void progress.push(n),
    signal: new AbortController().signal,
  };
  return { ctx, saved, progress };
}

const calls = (pattern: RegExp) => meta.requests.filter((r) => r.method === 'POST' && pattern.test(r.path));

describe('instagramClient sign-in', () => {
  it('sends each target to its login with its scopes', () => {
    const start = { state: 's', codeChallenge: 'c', redirectUri: 'https://a.test/cb' };
    const ig = new URL(instagramClient.authorizeUrl!(config, { ...start, target: 'instagram' }));
    expect(ig.origin + ig.pathname).toBe(`${meta.origin}/ig-auth/authorize`);
    expect(ig.searchParams.get('client_id')).toBe('ig-app-1');
    expect(ig.searchParams.get('scope')).toBe('instagram_business_basic,instagram_business_content_publish');
    const business = new URL(instagramClient.authorizeUrl!(config, { ...start, target: 'instagram-business' }));
    expect(business.origin + business.pathname).toBe(`${meta.origin}/dialog/oauth`);
    expect(business.searchParams.get('client_id')).toBe('app-1');
  });

  it('Instagram Login: a long-lived token for the professional account, on the Instagram graph', async () => {
    const { credentials, account } = await finish('instagram');
    expect(account).toMatchObject({
      id: 'ig-user-7',
      displayName: 'radiouno',
      url: 'https://www.instagram.com/radiouno',
    });
    expect(meta.tokens.get(credentials.accessToken)?.kind).toBe('ig-user');
    expect(credentials.extra).toMatchObject({ graph: 'INSTAGRAM_GRAPH_URL', igUserId: 'ig-user-7' });
    const refreshed = await instagramClient.refresh(config, credentials);
    expect(refreshed.accessToken).not.toBe(credentials.accessToken);
    expect(meta.tokens.get(refreshed.accessToken)?.kind).toBe('ig-user');
    meta.expired.add(refreshed.accessToken);
    const error = await instagramClient.refresh(config, refreshed).catch((e: unknown) => e);
    expect((error as PlatformError).options.reconnect).toBe(true);
  });

  it('Facebook Login for Business: the first Page with an Instagram business account', async () => {
    const { credentials, account } = await finish('instagram-business');
    expect(account).toMatchObject({ id: 'ig-biz-2', displayName: 'radiodos' });
    expect(meta.tokens.get(credentials.accessToken)).toEqual({ kind: 'page', pageId: 'page-2' });
    expect(credentials.extra).toMatchObject({ graph: 'FACEBOOK_GRAPH_URL', igUserId: 'ig-biz-2', pageId: 'page-2' });
    const refreshed = await instagramClient.refresh(config, credentials);
    expect(refreshed.extra?.igUserId).toBe('ig-biz-2');
  });
});

describe('instagramClient upload', () => {
  it('creates a Reel container that fetches the public URL, waits for FINISHED and publishes once', async () => {
    const { credentials } = await finish('instagram');
    const { ctx, saved, progress } = context(credentials);
    const { videoUrl } = await instagramClient.upload(ctx);
    const [container] = [...meta.containers.values()];
    expect(container!.body).toEqual({
      media_type: 'REELS',
      video_url: publicUrl,
      caption: data.content,
      share_to_feed: true,
      thumb_offset: 2500,
      collaborators: ['ana', 'beto'],
    });
    expect(container!.fetched?.equals(bytes)).toBe(true);
    expect(container!.rangeStatuses.length).toBeGreaterThan(1);
    expect(container!.rangeStatuses.every((s) => s === 206)).toBe(true);
    expect(container!.polls).toBe(3);
    expect(meta.media).toHaveLength(1);
    expect(videoUrl).toBe(`https://www.instagram.com/reel/${meta.media[0]!.id}/`);
    expect(progress).toEqual([SIZE]);
    expect(saved.at(-1)).toMatchObject({ containerId: container!.id, mediaId: meta.media[0]!.id });
    expect(calls(/^\/ig\/ig-user-7\/media(_publish)?$/)).toHaveLength(2);
  });

  it('publishes a business account through the Facebook graph, with a cover URL', async () => {
    const { credentials } = await finish('instagram-business');
    const { ctx } = context(credentials);
    ctx.data = { ...data, thumbnailType: 'IMAGE_URL', thumbnailUrl: 'https://cdn.test/cover.jpg', taggedUsers: [] };
    await instagramClient.upload(ctx);
    expect(calls(/^\/fb\/ig-biz-2\/media$/)[0]?.json).toMatchObject({ cover_url: 'https://cdn.test/cover.jpg' });
    expect(calls(/^\/fb\/ig-biz-2\/media_publish$/)).toHaveLength(1);
    expect(calls(/^\/ig\//)).toHaveLength(0);
  });

  it('resumed after the container was created, polls that container and publishes once', async () => {
    const { credentials } = await finish('instagram');
    const first = context(credentials);
    first.ctx.saveSession = async (s) => {
      first.saved.push(s);
      throw new Error('worker died');
    };
    await expect(instagramClient.upload(first.ctx)).rejects.toThrow('worker died');
    expect(first.saved[0]).toHaveProperty('containerId');
    await instagramClient.upload(context(credentials, first.saved[0]!).ctx);
    expect(meta.containers.size).toBe(1);
    expect(meta.media).toHaveLength(1);
  });

  it('never publishes twice: resumed with a media id, or after a lost media_publish answer', async () => {
    const { credentials } = await finish('instagram');
    const first = context(credentials);
    const { videoUrl } = await instagramClient.upload(first.ctx);
    const before = meta.requests.length;
    const again = await instagramClient.upload(context(credentials, first.saved.at(-1)!).ctx);
    expect(again.videoUrl).toBe(videoUrl);
    // With a media id, only its permalink is read: no container is asked about again.
    expect(meta.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([`GET /ig/${meta.media[0]!.id}`]);
    const { mediaId: _lost, ...beforeAnswer } = first.saved.at(-1)!;
    const lost = await instagramClient.upload(context(credentials, beforeAnswer).ctx);
    expect(lost.videoUrl).toBe(videoUrl);
    expect(calls(/media_publish$/)).toHaveLength(1);
    expect(meta.containers.size).toBe(1);
  });

  it('a container in ERROR fails with Meta reason and publishes nothing', async () => {
    const { credentials } = await finish('instagram');
    meta.faults.containerError = 'ERROR: The video format is not supported (2207026)';
    const error = await instagramClient.upload(context(credentials).ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).message).toContain('The video format is not supported (2207026)');
    expect(calls(/media_publish$/)).toHaveLength(0);
  });

  it('asks to reconnect on an expired token (190); waits out rate limits', async () => {
    const { credentials } = await finish('instagram');
    meta.faults.rateLimit = /\/media$/;
    const limited = await instagramClient.upload(context(credentials).ctx).catch((e: unknown) => e);
    expect((limited as PlatformError).options).toMatchObject({ retryAfterMs: 60_000, code: '4' });
    meta.expired.add(credentials.accessToken);
    const expired = await instagramClient.upload(context(credentials).ctx).catch((e: unknown) => e);
    expect(expired).toBeInstanceOf(PlatformError);
    expect((expired as PlatformError).options.reconnect).toBe(true);
  });
});
