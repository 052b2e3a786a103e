import { createHash, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTwitterStandIn, type TwitterStandIn } from '../../../../test/social/twitter-stand-in';
import { resumed, uploadContext, videoFile, type VideoFile } from '../../../../test/social/upload-context';
import { loadConfig, type Config } from '../../../config';
import { PlatformError, type PlatformSignIn } from '../platform-client';
import { twitterClient as client } from './twitter.client';

const MIB = 1024 * 1024;
const REDIRECT = 'https://antena.test/api/social/callback/twitter';

describe('X client', () => {
  let standIn: TwitterStandIn;
  let config: Config;
  let video: VideoFile;
  let signIn: PlatformSignIn;

  const signInOnce = async () => {
    const verifier = randomBytes(32).toString('base64url');
    const url = client.authorizeUrl!(config, {
      state: 'state-1',
      codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
      redirectUri: REDIRECT,
      target: 'twitter',
    });
    const { code, state } = standIn.authorize(url);
    expect(state).toBe('state-1');
    return client.finishSignIn!(config, { code, codeVerifier: verifier, redirectUri: REDIRECT, target: 'twitter' });
  };

  beforeAll(async () => {
    video = await videoFile();
  });
  afterAll(() => video.remove());
  beforeEach(async () => {
    standIn = await startTwitterStandIn();
    config = loadConfig({
      TWITTER_CLIENT_ID: standIn.clientId,
      TWITTER_CLIENT_SECRET: standIn.clientSecret!,
      TWITTER_AUTH_URL: `${standIn.url}/i/oauth2/authorize`,
      TWITTER_API_URL: standIn.url,
      SOCIAL_UPLOAD_CHUNK_MB: '1',
    });
    signIn = await signInOnce();
  });
  afterEach(() => standIn.close());

  const contextOf = (credentials = signIn.credentials) =>
    uploadContext(config, video, { credentials, account: signIn.account, data: { content: 'Escuchá la entrevista' } });
  const errorOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => e as PlatformError,
    );

  it('is configured by its client id and signs in with PKCE and the secret as HTTP Basic', async () => {
    expect(client.configured(config)).toBe(true);
    expect(client.configured(loadConfig({}))).toBe(false);
    const url = client.authorizeUrl!(config, {
      state: 's',
      codeChallenge: 'c',
      redirectUri: REDIRECT,
      target: 'twitter',
    });
    expect(url).toContain('scope=tweet.read%20tweet.write%20users.read%20media.write%20offline.access');
    expect(signIn.account).toEqual({
      id: standIn.user.id,
      displayName: 'Radio Antena',
      photo: standIn.user.profile_image_url,
      url: 'https://x.com/radioantena',
    });
    expect(signIn.credentials.refreshToken).toMatch(/^xr-/);
    expect(standIn.requests.find((r) => r.route === 'token')!.authorization).toMatch(/^Basic /);
    expect(standIn.requests.find((r) => r.route === 'me')!.path).toBe('/2/users/me?user.fields=profile_image_url');

    const { code } = standIn.authorize(url);
    const wrong = await errorOf(
      client.finishSignIn!(config, { code, codeVerifier: 'other', redirectUri: REDIRECT, target: 'twitter' }),
    );
    expect(wrong?.message).toContain('Value passed for the authorization code was invalid.');
  });

  it('stores the rotated refresh token; the old one is refused afterwards', async () => {
    const renewed = await client.refresh(config, signIn.credentials);
    expect(renewed.refreshToken).toMatch(/^xr-/);
    expect(renewed.refreshToken).not.toBe(signIn.credentials.refreshToken);
    expect(standIn.refreshTokens.get(renewed.refreshToken!)).toBe('live');
    expect(renewed.expiresAt).toBeGreaterThan(Date.now() + 7_000_000);

    const reused = await errorOf(client.refresh(config, signIn.credentials));
    expect(reused).toBeInstanceOf(PlatformError);
    expect(reused!.options.reconnect).toBe(true);
    expect(reused!.message).toContain('Value passed for the token was invalid.');

    const again = await client.refresh(config, renewed);
    expect(again.refreshToken).not.toBe(renewed.refreshToken);
  });

  it('appends the video in chunks, waits for processing and posts it once', async () => {
    standIn.processing.checkAfterSecs = 1;
    const context = contextOf();
    const started = Date.now();
    const result = await client.upload(context);

    expect(standIn.tweets).toHaveLength(1);
    const [tweet] = standIn.tweets;
    expect(result.videoUrl).toBe(`https://x.com/radioantena/status/${tweet!.id}`);
    expect(tweet!.text).toBe('Escuchá la entrevista');
    const mediaId = tweet!.mediaIds[0]!;
    expect(standIn.bytesOf(mediaId).equals(video.bytes)).toBe(true);
    expect(standIn.media.get(mediaId)!.appended).toEqual([0, 1]);
    expect(standIn.count('status')).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(context.reported).toEqual([0, MIB, video.bytes.length]);
    expect(context.saved.at(-1)).toMatchObject({ mediaId, segmentsDone: 2, finalized: true, tweetId: tweet!.id });
    expect(context.saved.map((s) => s.segmentsDone)).toEqual([0, 1, 2, 2, 2]);
  });

  it('continues from the next segment after the connection is cut', async () => {
    const first = contextOf();
    let appends = 0;
    first.saveSession = async (session) => {
      first.saved.push(structuredClone(session));
      if (session.segmentsDone === 1 && appends++ === 0) standIn.cutNext('append', 100_000);
    };
    await expect(client.upload(first)).rejects.toThrow(/X cannot be reached/);
    expect(first.saved.at(-1)).toMatchObject({ segmentsDone: 1 });

    const second = resumed(first);
    const result = await client.upload(second);
    const mediaId = standIn.tweets[0]!.mediaIds[0]!;
    expect(standIn.media.get(mediaId)!.appended).toEqual([0, 1]);
    expect(standIn.count('initialize')).toBe(1);
    expect(standIn.bytesOf(mediaId).equals(video.bytes)).toBe(true);
    expect(second.reported).toEqual([MIB, video.bytes.length]);
    expect(standIn.tweets).toHaveLength(1);

    const third = await client.upload(resumed(second));
    expect(third.videoUrl).toBe(result.videoUrl);
    expect(standIn.tweets).toHaveLength(1);
    expect(standIn.count('tweet')).toBe(1);
  });

  it('starts again under a new media id when X forgot the resumed one', async () => {
    standIn.failNext('finalize', { status: 503, body: { title: 'Service Unavailable' } });
    const first = contextOf();
    await expect(client.upload(first)).rejects.toThrow(/HTTP 503/);
    const oldId = first.saved.at(-1)!.mediaId as string;
    standIn.expireMedia(oldId);

    await client.upload(resumed(first));
    expect(standIn.count('initialize')).toBe(2);
    const mediaId = standIn.tweets[0]!.mediaIds[0]!;
    expect(mediaId).not.toBe(oldId);
    expect(standIn.bytesOf(mediaId).equals(video.bytes)).toBe(true);
    expect(standIn.tweets).toHaveLength(1);
  });

  it('gives the wait of a 429 from x-rate-limit-reset or Retry-After', async () => {
    const reset = Math.floor(Date.now() / 1000) + 120;
    standIn.failNext('append', {
      status: 429,
      headers: { 'x-rate-limit-reset': String(reset) },
      body: { title: 'Too Many Requests', detail: 'Too Many Requests' },
    });
    const limited = await errorOf(client.upload(contextOf()));
    expect(limited!.options.status).toBe(429);
    expect(limited!.options.retryAfterMs).toBeGreaterThan(115_000);
    expect(limited!.options.retryAfterMs).toBeLessThanOrEqual(120_000);

    standIn.failNext('tweet', { status: 429, headers: { 'retry-after': '30' }, body: { title: 'Too Many Requests' } });
    const again = await errorOf(client.upload(contextOf()));
    expect(again!.options.retryAfterMs).toBe(30_000);
    expect(standIn.tweets).toHaveLength(0);
  });

  it('says 401 for an expired token, and works again with the refreshed one', async () => {
    standIn.expireTokens();
    const first = contextOf();
    const refused = await errorOf(client.upload(first));
    expect(refused!.options.status).toBe(401);
    const renewed = await client.refresh(config, signIn.credentials);
    await client.upload(resumed(first, renewed));
    expect(standIn.tweets).toHaveLength(1);
  });

  it("fails with X's reason when processing fails, and posts nothing", async () => {
    standIn.processing.outcome = 'failed';
    const context = contextOf();
    const failed = await errorOf(client.upload(context));
    expect(failed).toBeInstanceOf(PlatformError);
    expect(failed!.message).toBe('X could not process the video: Unsupported video format');
    expect(failed!.options.code).toBe('InvalidMedia');
    expect(standIn.tweets).toHaveLength(0);
    expect(context.saved.at(-1)).toEqual({});
  });
});
