import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startYouTubeStandIn, type YouTubeStandIn } from '../../../../test/social/youtube-stand-in';
import { loadConfig, type Config } from '../../../config';
import type { UploadSession } from '../../../db/schema';
import { PlatformError, type PlatformCredentials, type UploadContext } from '../platform-client';
import { youtubeClient } from './youtube.client';
import { uploadRetry } from './youtube-upload';

const MiB = 1024 * 1024;
const SIZE = Math.round(1.3 * MiB);
const REDIRECT = 'https://antena.example/api/social/callback/youtube';

let standIn: YouTubeStandIn;
let config: Config;
let dir: string;
let videoFile: string;
let thumbFile: string;
let video: Buffer;
const savedRetry = { ...uploadRetry };

beforeAll(async () => {
  standIn = await startYouTubeStandIn();
  config = loadConfig({
    YOUTUBE_CLIENT_ID: standIn.clientId,
    YOUTUBE_CLIENT_SECRET: standIn.clientSecret,
    YOUTUBE_AUTH_URL: `${standIn.url}/auth`,
    YOUTUBE_TOKEN_URL: `${standIn.url}/token`,
    YOUTUBE_API_URL: standIn.url,
    SOCIAL_UPLOAD_CHUNK_MB: '1',
  });
  dir = await mkdtemp(join(tmpdir(), 'youtube-client-'));
  video = randomBytes(SIZE);
  videoFile = join(dir, 'fragment.mp4');
  thumbFile = join(dir, 'thumb.jpg');
  await writeFile(videoFile, video);
  await writeFile(thumbFile, randomBytes(5000));
  Object.assign(uploadRetry, { baseDelayMs: 5 });
});

afterAll(async () => {
  Object.assign(uploadRetry, savedRetry);
  await standIn.close();
  await rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  standIn.requests.length = 0;
  standIn.videos.length = 0;
  standIn.sessions.clear();
});

afterEach(() => {
  for (const key of Object.keys(standIn.faults) as (keyof typeof standIn.faults)[]) {
    if (key !== 'retryAfterSeconds') standIn.faults[key] = 0;
  }
});

/** PKCE as the connection service makes it. */
function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function signIn(): Promise<PlatformCredentials> {
  const { verifier, challenge } = pkce();
  const url = youtubeClient.authorizeUrl!(config, {
    state: 'st',
    codeChallenge: challenge,
    redirectUri: REDIRECT,
    target: 'youtube',
  });
  const { code } = await standIn.consent(url);
  const signedIn = await youtubeClient.finishSignIn!(config, {
    code,
    codeVerifier: verifier,
    redirectUri: REDIRECT,
    target: 'youtube',
  });
  return signedIn.credentials;
}

interface Trace {
  ctx: UploadContext;
  events: string[];
  progress: number[];
  saved: UploadSession[];
  abort: AbortController;
}

function context(credentials: PlatformCredentials, options: Partial<UploadContext> = {}): Trace {
  const trace: Trace = { events: [], progress: [], saved: [], abort: new AbortController() } as unknown as Trace;
  trace.ctx = {
    config,
    credentials,
    account: { id: 'UC', displayName: 'Radio Antena', photo: null, url: null },
    data: {
      title: 'Entrevista al intendente',
      content: 'Fragmento de la mañana',
      tags: ['política', 'radio'],
      forKids: false,
      private: true,
      thumbnailType: 'DEFAULT',
      thumbnailUrl: null,
      thumbnailOffset: null,
    },
    video: { file: videoFile, size: SIZE, contentType: 'video/mp4', publicUrl: 'https://media.example/v.mp4' },
    thumbnail: null,
    session: null,
    saveSession: async (session) => {
      trace.saved.push(session);
      trace.events.push(`save:${standIn.requests.length}`);
    },
    progress: async (sent) => {
      trace.progress.push(sent);
    },
    signal: trace.abort.signal,
    ...options,
  };
  return trace;
}

const chunks = () => standIn.requests.filter((r) => r.method === 'PUT' && !r.headers['content-range']?.includes('*'));
const statusQueries = () =>
  standIn.requests.filter((r) => r.method === 'PUT' && r.headers['content-range']?.includes('*'));
const startOf = (range: string | undefined) => Number(/^bytes (\d+)-/.exec(range ?? '')?.[1]);

describe('youtubeClient sign-in', () => {
  it('is configured only with client id and secret', () => {
    expect(youtubeClient.configured(config)).toBe(true);
    expect(youtubeClient.configured(loadConfig({ YOUTUBE_CLIENT_ID: 'x' }))).toBe(false);
  });

  it('asks for offline access with PKCE S256 and the upload scopes', () => {
    const url = new URL(
      youtubeClient.authorizeUrl!(config, {
        state: 's1',
        codeChallenge: 'ch',
        redirectUri: REDIRECT,
        target: 'youtube',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.url}/auth`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      client_id: standIn.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      state: 's1',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
    });
    expect(q.scope!.split(' ').sort()).toEqual([
      'https://www.googleapis.com/auth/youtube.readonly',
      'https://www.googleapis.com/auth/youtube.upload',
    ]);
  });

  it('exchanges the code with its verifier and reads the channel', async () => {
    const { verifier, challenge } = pkce();
    const url = youtubeClient.authorizeUrl!(config, {
      state: 's2',
      codeChallenge: challenge,
      redirectUri: REDIRECT,
      target: 'youtube',
    });
    const { code, state } = await standIn.consent(url);
    expect(state).toBe('s2');
    const signedIn = await youtubeClient.finishSignIn!(config, {
      code,
      codeVerifier: verifier,
      redirectUri: REDIRECT,
      target: 'youtube',
    });
    expect(signedIn.credentials.accessToken).toMatch(/^ya29\./);
    expect(signedIn.credentials.refreshToken).toMatch(/^1\/\//);
    expect(signedIn.credentials.expiresAt).toBeGreaterThan(Date.now() + 3000_000);
    expect(signedIn.account).toEqual({
      id: standIn.channel!.id,
      displayName: 'Radio Antena',
      photo: standIn.channel!.photo,
      url: `https://www.youtube.com/channel/${standIn.channel!.id}`,
    });
    const channels = standIn.requests.find((r) => r.path === '/youtube/v3/channels')!;
    expect(channels.query).toMatchObject({ part: 'snippet', mine: 'true' });
  });

  it('is refused with a wrong verifier', async () => {
    const { challenge } = pkce();
    const url = youtubeClient.authorizeUrl!(config, {
      state: 's',
      codeChallenge: challenge,
      redirectUri: REDIRECT,
      target: 'youtube',
    });
    const { code } = await standIn.consent(url);
    const wrong = youtubeClient.finishSignIn!(config, {
      code,
      codeVerifier: pkce().verifier,
      redirectUri: REDIRECT,
      target: 'youtube',
    });
    await expect(wrong).rejects.toThrow(PlatformError);
    await expect(wrong).rejects.toThrow(/verifier/);
  });

  it('says so when the account has no channel', async () => {
    const channel = standIn.channel;
    standIn.channel = null;
    try {
      await expect(signIn()).rejects.toThrow(/no YouTube channel/);
    } finally {
      standIn.channel = channel;
    }
  });

  it('refreshes keeping the refresh token, and asks to reconnect once it is revoked', async () => {
    const credentials = await signIn();
    const refreshed = await youtubeClient.refresh(config, credentials);
    expect(refreshed.accessToken).not.toBe(credentials.accessToken);
    expect(refreshed.refreshToken).toBe(credentials.refreshToken);
    await youtubeClient.revoke!(config, refreshed);
    expect(standIn.revoked.has(credentials.refreshToken!)).toBe(true);
    const error = await youtubeClient.refresh(config, refreshed).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).options).toMatchObject({ reconnect: true, code: 'invalid_grant' });
  });
});

describe('youtubeClient upload', () => {
  it('uploads in chunks of 1 MiB, saving the session first and reporting acknowledged bytes', async () => {
    const trace = context(await signIn(), {
      thumbnail: { file: thumbFile, size: 5000, contentType: 'image/jpeg', publicUrl: '' },
    });
    const result = await youtubeClient.upload(trace.ctx);
    expect(standIn.videos).toHaveLength(1);
    const stored = standIn.videos[0]!;
    expect(result.videoUrl).toBe(`https://www.youtube.com/watch?v=${stored.id}`);
    expect(stored.bytes.equals(video)).toBe(true);
    expect(stored.contentType).toBe('video/mp4');
    expect(stored.metadata).toEqual({
      snippet: {
        title: 'Entrevista al intendente',
        description: 'Fragmento de la mañana',
        tags: ['política', 'radio'],
        categoryId: '25',
      },
      status: { privacyStatus: 'private', selfDeclaredMadeForKids: false },
    });
    const start = standIn.requests.find((r) => r.method === 'POST' && r.path === '/upload/youtube/v3/videos')!;
    expect(start.query).toMatchObject({ uploadType: 'resumable', part: 'snippet,status' });
    expect(start.headers['x-upload-content-length']).toBe(String(SIZE));
    expect(chunks().map((r) => r.headers['content-range'])).toEqual([
      `bytes 0-${MiB - 1}/${SIZE}`,
      `bytes ${MiB}-${SIZE - 1}/${SIZE}`,
    ]);
    // Saved before the first chunk was sent.
    const firstChunk = standIn.requests.indexOf(chunks()[0]!);
    expect(trace.saved).toEqual([{ uri: expect.stringContaining('upload_id=') }]);
    expect(Number(trace.events[0]!.split(':')[1])).toBeLessThanOrEqual(firstChunk);
    expect(trace.progress).toEqual([MiB, SIZE]);
    expect(stored.thumbnail?.length).toBe(5000);
  });

  it('goes on after a connection cut mid-chunk from what YouTube acknowledged', async () => {
    standIn.faults.cutChunk = 1;
    const trace = context(await signIn());
    await youtubeClient.upload(trace.ctx);
    expect(standIn.videos).toHaveLength(1);
    expect(standIn.videos[0]!.bytes.equals(video)).toBe(true);
    expect(statusQueries().length).toBeGreaterThanOrEqual(1);
    // Every chunk starts exactly where the session stood: no byte sent twice past the acknowledgement.
    for (const chunk of chunks()) expect(startOf(chunk.headers['content-range'])).toBe(chunk.heldBefore);
    expect(chunks().map((c) => startOf(c.headers['content-range']))).toEqual([0, 256 * 1024, 256 * 1024 + MiB]);
    expect(trace.progress).toEqual([256 * 1024, 256 * 1024 + MiB, SIZE]);
    expect(standIn.sessions.size).toBe(1);
  });

  it('resumes a stored session in a later call without a second video', async () => {
    const credentials = await signIn();
    const first = context(credentials);
    first.ctx.progress = async (sent) => {
      first.progress.push(sent);
      first.abort.abort(new Error('worker stopped'));
    };
    await expect(youtubeClient.upload(first.ctx)).rejects.toThrow('worker stopped');
    expect(first.progress).toEqual([MiB]);
    const second = context(credentials, { session: first.saved[0]! });
    await youtubeClient.upload(second.ctx);
    expect(second.saved).toEqual([]);
    expect(standIn.sessions.size).toBe(1);
    expect(standIn.videos).toHaveLength(1);
    expect(standIn.videos[0]!.bytes.equals(video)).toBe(true);
    expect(chunks().map((c) => startOf(c.headers['content-range']))).toEqual([0, MiB]);
    expect(second.progress).toEqual([MiB, SIZE]);
    // Asked again once done: the same video, nothing sent.
    const third = context(credentials, { session: first.saved[0]! });
    expect((await youtubeClient.upload(third.ctx)).videoUrl).toContain(standIn.videos[0]!.id);
    expect(standIn.videos).toHaveLength(1);
  });

  it('starts again from 0 when a 308 has no Range', async () => {
    standIn.faults.rangeless = 1;
    const trace = context(await signIn());
    await youtubeClient.upload(trace.ctx);
    expect(chunks().map((c) => startOf(c.headers['content-range']))).toEqual([0, 0, MiB]);
    expect(trace.progress).toEqual([0, MiB, SIZE]);
    expect(standIn.videos[0]!.bytes.equals(video)).toBe(true);
  });

  it('retries a 503 after asking where the session stands', async () => {
    standIn.faults.unavailable = 1;
    const trace = context(await signIn());
    await youtubeClient.upload(trace.ctx);
    expect(statusQueries()).toHaveLength(1);
    expect(standIn.videos).toHaveLength(1);
    expect(standIn.videos[0]!.bytes.equals(video)).toBe(true);
  });

  it('starts a new session when the stored one expired, with one video', async () => {
    const credentials = await signIn();
    const first = context(credentials);
    first.ctx.progress = async () => first.abort.abort(new Error('stopped'));
    await expect(youtubeClient.upload(first.ctx)).rejects.toThrow('stopped');
    standIn.expireSessions();
    const second = context(credentials, { session: first.saved[0]! });
    await youtubeClient.upload(second.ctx);
    expect(second.saved).toHaveLength(1);
    expect(second.saved[0]!.uri).not.toBe(first.saved[0]!.uri);
    expect(statusQueries()[0]!.status).toBe(404);
    expect(standIn.videos).toHaveLength(1);
    expect(standIn.videos[0]!.bytes.equals(video)).toBe(true);
  });

  it('fails with quotaExceeded in YouTube words', async () => {
    standIn.faults.quotaExceeded = 1;
    const error = await youtubeClient.upload(context(await signIn()).ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).options).toMatchObject({ code: 'quotaExceeded', status: 403 });
    expect((error as PlatformError).message).toContain('exceeded your quota');
    expect(standIn.videos).toHaveLength(0);
  });

  it('gives the wait of a 429', async () => {
    standIn.faults.rateLimited = 1;
    const error = await youtubeClient.upload(context(await signIn()).ctx).catch((e: unknown) => e);
    expect((error as PlatformError).options.retryAfterMs).toBe(30_000);
  });

  it('answers an expired token with a 401 to refresh, then uploads with the new one', async () => {
    const credentials = await signIn();
    standIn.expireAccessTokens();
    const error = await youtubeClient.upload(context(credentials).ctx).catch((e: unknown) => e);
    expect((error as PlatformError).options).toMatchObject({ status: 401, reconnect: false });
    const refreshed = await youtubeClient.refresh(config, credentials);
    await youtubeClient.upload(context(refreshed).ctx);
    expect(standIn.videos).toHaveLength(1);
  });

  it('keeps the video when the thumbnail is refused', async () => {
    standIn.faults.thumbnailRefused = 1;
    const trace = context(await signIn(), {
      thumbnail: { file: thumbFile, size: 5000, contentType: 'image/jpeg', publicUrl: '' },
    });
    const result = await youtubeClient.upload(trace.ctx);
    expect(result.videoUrl).toContain(standIn.videos[0]!.id);
    expect(standIn.videos[0]!.thumbnail).toBeNull();
  });
});
