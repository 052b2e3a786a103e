import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { videoUploadDataSchema } from '@antena/contract';
import { startDailymotionStandIn, type DailymotionStandIn } from '../../../../test/social/dailymotion-stand-in';
import { resumed, uploadContext, videoFile, type VideoFile } from '../../../../test/social/upload-context';
import { loadConfig, type Config } from '../../../config';
import { PlatformError, type PlatformSignIn } from '../platform-client';
import { dailymotionClient as client } from './dailymotion.client';

const KEY = { key: 'key-antena', secret: 'secret-antena', channelId: 'x2abcde' };
const data = videoUploadDataSchema.parse({
  title: 'Entrevista al intendente',
  content: 'La entrevista completa de la mañana.',
  tags: ['política', 'entrevista'],
  private: false,
  thumbnailType: 'IMAGE_URL',
  thumbnailUrl: 'https://antena.test/thumb.jpg',
});

describe('Dailymotion client', () => {
  let standIn: DailymotionStandIn;
  let config: Config;
  let video: VideoFile;
  let signIn: PlatformSignIn;

  beforeAll(async () => {
    video = await videoFile();
  });
  afterAll(() => video.remove());
  beforeEach(async () => {
    standIn = await startDailymotionStandIn();
    config = loadConfig({ DAILYMOTION_API_URL: standIn.url, SOCIAL_UPLOAD_CHUNK_MB: '1' });
    signIn = await client.signInWithKey!(config, KEY);
  });
  afterEach(() => standIn.close());

  const contextOf = (credentials = signIn.credentials) =>
    uploadContext(config, video, { credentials, account: signIn.account, data });
  const formOfCall = (route: string) => {
    const call = standIn.requests.find((r) => r.route === route)!;
    return new URL(call.path, standIn.url).searchParams;
  };

  it('signs in with the key (client credentials) and checks the channel', async () => {
    expect(client.configured(config)).toBe(true);
    expect(signIn.account).toEqual({
      id: 'x2abcde',
      displayName: 'Radio Antena',
      photo: 'https://s1.dmcdn.net/u/x2abcde/120x120.jpg',
      url: 'https://www.dailymotion.com/x2abcde',
    });
    expect(signIn.credentials.extra).toEqual({ key: 'key-antena', secret: 'secret-antena' });
    expect(signIn.credentials.expiresAt).toBeGreaterThan(Date.now() + 35_000_000);
    expect(standIn.tokens.has(signIn.credentials.accessToken)).toBe(true);
    expect(formOfCall('user').get('fields')).toBe('id,screenname,avatar_120_url,url');
  });

  it("refuses a wrong key or channel in Dailymotion's words", async () => {
    const wrong = await client.signInWithKey!(config, { ...KEY, secret: 'nope' }).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(PlatformError);
    expect((wrong as PlatformError).message).toContain('Invalid API key or API secret.');
    expect((wrong as PlatformError).options.reconnect).toBe(true);
    const channel = await client.signInWithKey!(config, { ...KEY, channelId: 'x7zzzzz' }).catch((e: unknown) => e);
    expect((channel as PlatformError).message).toContain('Can not find the object user `x7zzzzz`.');
  });

  it('uploads the file whole, creates the published video once and sets its thumbnail', async () => {
    const context = contextOf();
    const result = await client.upload(context);

    expect(standIn.videos).toHaveLength(1);
    const [created] = standIn.videos;
    expect(result.videoUrl).toBe(`https://www.dailymotion.com/video/${created!.id}`);
    expect(created!.file.equals(video.bytes)).toBe(true);
    expect(created!.channel).toBe('x2abcde');
    expect(created!.fields).toMatchObject({
      title: data.title,
      description: data.content,
      tags: 'política,entrevista',
      channel: 'news',
      published: 'true',
      private: 'false',
      is_created_for_kids: 'false',
      thumbnail_url: 'https://antena.test/thumb.jpg',
    });
    expect(context.reported).toEqual([0, video.bytes.length]);
    expect(context.saved.map((s) => Object.keys(s).at(-1))).toEqual([
      'uploadUrl',
      'fileUrl',
      'videoId',
      'thumbnailDone',
    ]);
    expect(context.saved.at(-1)).toMatchObject({ videoId: created!.id, thumbnailDone: true });
    const tokens = standIn.requests.filter((r) => r.route !== 'upload').map((r) => r.authorization);
    expect(tokens.slice(2).every((t) => t === `Bearer ${signIn.credentials.accessToken}`)).toBe(true);
  });

  it('sends a picture Antena has (a video frame) as a file of its own and sets it as the thumbnail', async () => {
    const context = contextOf();
    const picture = randomBytes(2000);
    const pictureFile = `${video.file}.jpg`;
    await writeFile(pictureFile, picture);
    context.thumbnail = { file: pictureFile, size: picture.length, contentType: 'image/jpeg', publicUrl: '' };
    await client.upload(context);
    const thumbnailUrl = standIn.videos[0]!.fields.thumbnail_url!;
    expect(thumbnailUrl).not.toBe('https://antena.test/thumb.jpg');
    expect(standIn.files.get(thumbnailUrl)?.equals(picture)).toBe(true);
  });

  it('resumes after the connection is cut mid-upload, on the same upload URL, with one video', async () => {
    standIn.cutNext('upload', 400_000);
    const first = contextOf();
    await expect(client.upload(first)).rejects.toThrow(/Dailymotion cannot be reached/);
    expect(first.saved).toHaveLength(1);
    expect(standIn.files.size).toBe(0);

    const second = resumed(first);
    const result = await client.upload(second);
    expect(standIn.count('file-upload')).toBe(1);
    expect(standIn.count('upload')).toBe(2);
    expect(standIn.videos).toHaveLength(1);
    expect(standIn.videos[0]!.file.equals(video.bytes)).toBe(true);
    expect(result.videoUrl).toContain(standIn.videos[0]!.id);
  });

  it('waits out a 429 after the video exists and never creates a second one', async () => {
    standIn.failNext('update', {
      status: 429,
      headers: { 'retry-after': '7' },
      body: { error: { code: 429, message: 'Rate limit exceeded', type: 'rate_limit_exceeded' } },
    });
    const first = contextOf();
    const refused = await client.upload(first).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PlatformError);
    expect((refused as PlatformError).options).toMatchObject({ status: 429, retryAfterMs: 7000 });

    const result = await client.upload(resumed(first));
    expect(standIn.videos).toHaveLength(1);
    expect(standIn.count('upload')).toBe(1);
    expect(standIn.count('create')).toBe(1);
    expect(standIn.videos[0]!.fields.thumbnail_url).toBe('https://antena.test/thumb.jpg');
    expect(result.videoUrl).toBe(`https://www.dailymotion.com/video/${standIn.videos[0]!.id}`);
  });

  it('says 401 for an expired token; refresh() gets a new one with the stored key', async () => {
    standIn.expireTokens();
    const first = contextOf();
    const refused = await client.upload(first).catch((e: unknown) => e);
    expect((refused as PlatformError).options.status).toBe(401);
    expect(first.saved).toHaveLength(0);

    const renewed = await client.refresh(config, signIn.credentials);
    expect(renewed.accessToken).not.toBe(signIn.credentials.accessToken);
    expect(renewed.extra).toEqual(signIn.credentials.extra);
    await client.upload(resumed(first, renewed));
    expect(standIn.videos).toHaveLength(1);
  });

  it('asks for a new connection when the key was revoked', async () => {
    standIn.keys.get('key-antena')!.secret = 'rotated';
    const refused = await client.refresh(config, signIn.credentials).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PlatformError);
    expect((refused as PlatformError).options.reconnect).toBe(true);
    expect((refused as PlatformError).message).toContain('Invalid API key or API secret.');
  });
});
