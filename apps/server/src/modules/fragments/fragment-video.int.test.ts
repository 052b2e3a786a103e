/**
 * A video station's fragment: MP4 (H.264 and AAC) of the chunks cut exactly and joined, the
 * client's watermark (an asset uploaded through POST /assets) over it, and its audio downloadable
 * on its own.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_SOURCES, probe, run } from '@antena/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { listsNaming } from '../../../test/hostile-media';
import { stations } from '../../db/schema';
import { backfillStation } from '../../recorder/backfill';
import { downloadTo, mediaSeconds, settledFragment } from './fragments.test-helpers';

const ADMIN = 'admin@tv.test';
const S = 1000;
const WIDTH = 640;

/** The RGB of pixel (x, y) of the frame at `seconds`. */
async function pixel(file: string, seconds: number, x: number, y: number): Promise<number[]> {
  const frame = await run('ffmpeg', [
    ...['-nostdin', '-loglevel', 'error', '-ss', String(seconds), '-i', file],
    ...['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
  ]);
  const at = (y * WIDTH + x) * 3;
  return [frame[at]!, frame[at + 1]!, frame[at + 2]!];
}

describe('video fragments', () => {
  let t: TestApp;
  let work: string;
  let station: typeof stations.$inferSelect;
  const endTs = Math.floor(Date.now() / 10_000) * 10_000 - 600_000;
  const T = endTs - 30 * S;

  beforeAll(async () => {
    t = await buildTestApp();
    work = await mkdtemp(path.join(tmpdir(), 'antena-fragment-video-test-'));
    const clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    station = await createStation(t.ctx.db, clientId, { format: 'mpegts', streamUrl: DEMO_SOURCES.video });
    await backfillStation(t.ctx, station, { hours: 30 / 3600, segmentSeconds: 10, endTs });
    // A pure red mark, 48 × 24, uploaded as the client's asset and set as the station's watermark.
    const mark = await picture('mark.png', 'red');
    await setWatermark(await uploadAsset('mark.png', await readFile(mark)));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
    await t.close();
  });

  /** A picture of one colour, 48 × 24, in the test's folder. */
  async function picture(name: string, color: string): Promise<string> {
    const file = path.join(work, name);
    const source = ['-f', 'lavfi', '-i', `color=${color}:size=48x24`];
    await run('ffmpeg', ['-nostdin', '-loglevel', 'error', ...source, '-frames:v', '1', file]);
    return file;
  }

  async function uploadAsset(filename: string, content: Buffer): Promise<string> {
    const boundary = '----fragment-watermark';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/assets',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...asUser(ADMIN) },
      payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(upload.statusCode).toBe(201);
    return upload.json().url;
  }

  /** Written as the configuration holds it, past the checks of PUT /fragments/config (set before them). */
  async function setWatermark(imageUrl: string) {
    const mediaWatermark = {
      enabled: true,
      imageUrl,
      positionX: 'left' as const,
      positionY: 'top' as const,
      paddingX: 20,
      paddingY: 10,
      opacity: 1,
    };
    await t.ctx.db
      .update(stations)
      .set({ featuresConfig: { fragments: { mediaWatermark } } })
      .where(eq(stations.id, station.id));
  }

  it('renders joined chunks as an exact MP4 with the watermark, and its audio apart', async () => {
    const chunks = [
      { from: T + 2_340, to: T + 8_000 },
      { from: T + 13_500, to: T + 24_120 },
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/stations/${station.slug}/fragments`,
      headers: asUser(ADMIN),
      payload: { type: 'JOINT_FRAGMENT', title: 'Evening show', chunks },
    });
    expect(res.statusCode).toBe(201);
    const fragment = await settledFragment(t.app, res.json().id, asUser(ADMIN));
    expect(fragment.media).toEqual({ status: 'READY', error: null, types: ['AUDIO', 'VIDEO'] });
    const seconds = (5_660 + 10_620) / S;

    const videoUrl = await t.app.inject({
      url: `/api/fragments/${fragment.id}/download-url?mediaType=VIDEO`,
      headers: asUser(ADMIN),
    });
    expect(new URL(videoUrl.json().url).searchParams.get('filename')).toBe('Evening show.mp4');
    const video = await downloadTo(t.app, videoUrl.json().url, work, 'fragment.mp4');
    const probed = await probe(video);
    expect(probed.streams.map((stream) => stream.codecName).sort()).toEqual(['aac', 'h264']);
    expect(Math.abs((await mediaSeconds(video)) - seconds)).toBeLessThanOrEqual(0.05);
    // The mark sits 20 px from the left and 10 px from the top, in red; outside it the test picture shows.
    expect(await pixel(video, 1, 44, 22)).toEqual([
      expect.closeTo(255, -1.5),
      expect.closeTo(0, -1.5),
      expect.closeTo(0, -1.5),
    ]);
    expect(await pixel(video, 12, 44, 22)).toEqual([
      expect.closeTo(255, -1.5),
      expect.closeTo(0, -1.5),
      expect.closeTo(0, -1.5),
    ]);
    expect(await pixel(video, 1, 10, 5)).not.toEqual([
      expect.closeTo(255, -1.5),
      expect.closeTo(0, -1.5),
      expect.closeTo(0, -1.5),
    ]);

    const audioUrl = await t.app.inject({ url: `/api/fragments/${fragment.id}/download-url`, headers: asUser(ADMIN) });
    const audio = await downloadTo(t.app, audioUrl.json().url, work, 'fragment.aac');
    expect((await probe(audio)).streams.map((stream) => stream.codecName)).toEqual(['aac']);
    expect(Math.abs((await mediaSeconds(audio)) - seconds)).toBeLessThanOrEqual(0.05);
  });

  it("renders no fragment over a watermark that names another client's recording", async () => {
    const victim = await picture('other-client-thumbnail.png', 'blue');
    await setWatermark(await uploadAsset('wm.txt', listsNaming(victim)[0]!.content));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/stations/${station.slug}/fragments`,
      headers: asUser(ADMIN),
      payload: { type: 'DEFAULT_FRAGMENT', title: 'Stolen', from: T + 2_000, to: T + 6_000 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const fragment = await settledFragment(t.app, res.json().id, asUser(ADMIN));
    expect(fragment.media).toMatchObject({
      status: 'ERROR',
      error: expect.stringContaining('not a PNG, JPEG, WebP or GIF'),
    });
  });
});
