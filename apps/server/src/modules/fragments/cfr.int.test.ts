import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '@antena/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { fragments } from '../../db/schema';
import { cfrKeyOf } from './cfr.service';
import { insertFragment, sampleMedia } from './fragment-export.test-helpers';

const ADMIN = 'admin@norte.test';
const OTHER_ADMIN = 'admin@sur.test';
const CFR_ON = { fragments: { cfrTranscoding: { enabled: true } } };
type Station = Awaited<ReturnType<typeof createStation>>;

/** The video packets' presentation times, in seconds, in order. */
async function frameTimes(bytes: Buffer): Promise<number[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'antena-cfr-probe-'));
  try {
    const file = path.join(dir, 'video.mp4');
    await writeFile(file, bytes);
    const output = await run('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', file],
    ]);
    return output
      .toString()
      .trim()
      .split('\n')
      .map(Number)
      .sort((a, b) => a - b);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const intervals = (times: number[]) => times.slice(1).map((time, index) => Math.round((time - times[index]!) * 1000));

describe('CFR transcoding', () => {
  let t: TestApp;
  let video: Station;
  let videoOff: Station;
  let audio: Station;

  const startCfr = (fragmentId: string, email = ADMIN) =>
    t.app.inject({ method: 'POST', url: `/api/cfr-transcoding/${fragmentId}/start`, headers: asUser(email) });
  const status = (fragmentId: string, email = ADMIN) =>
    t.app.inject({ method: 'GET', url: `/api/cfr-transcoding/${fragmentId}/status`, headers: asUser(email) });

  beforeAll(async () => {
    t = await buildTestApp();
    const clientId = (await createClient(t.ctx.db)).id;
    const other = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    await createUser(t.ctx.db, { email: OTHER_ADMIN, role: 'CLIENT_ADMIN', clientId: other.id });
    video = await createStation(t.ctx.db, clientId, { format: 'mpegts', featuresConfig: CFR_ON });
    videoOff = await createStation(t.ctx.db, clientId, { format: 'mpegts' });
    audio = await createStation(t.ctx.db, clientId, { format: 'mp3', featuresConfig: CFR_ON });
  });
  afterAll(async () => t.close());

  it('answers a fragment never transcoded with no status', async () => {
    const fragment = await insertFragment(t.ctx, video);
    expect((await status(fragment.id)).json()).toEqual({ status: null, percent: 0, error: null });
  });

  it("re-encodes a variable frame rate video at the source's constant rate into cfr.mp4", async () => {
    const fragment = await insertFragment(t.ctx, video);
    const source = intervals(await frameTimes((await sampleMedia()).mp4));
    expect(new Set(source).size).toBeGreaterThan(1);

    const res = await startCfr(fragment.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'COMPLETED', percent: 100, error: null });
    expect((await status(fragment.id)).json().status).toBe('COMPLETED');
    const output = await t.ctx.storage.read(cfrKeyOf(fragment));
    const times = await frameTimes(output!);
    expect(new Set(intervals(times))).toEqual(new Set([40]));
    // The frames the source skipped are filled in: 25 a second over the same span.
    expect(times.length).toBeGreaterThan(source.length + 10);
    const [row] = await t.ctx.db.select().from(fragments).where(eq(fragments.id, fragment.id));
    expect(row!.cfrKey).toBe(`fragments/${fragment.clientId}/${fragment.id}/cfr.mp4`);
  });

  it('answers the transcoding under way instead of starting another', async () => {
    const fragment = await insertFragment(t.ctx, video);
    await t.ctx.db
      .update(fragments)
      .set({ cfrStatus: 'IN_PROGRESS', cfrPercent: 42 })
      .where(eq(fragments.id, fragment.id));
    expect((await startCfr(fragment.id)).json()).toEqual({ status: 'IN_PROGRESS', percent: 42, error: null });
  });

  it('ends FAILED with the reason when the video cannot be read', async () => {
    const fragment = await insertFragment(t.ctx, video);
    await t.ctx.storage.put(fragment.mediaKeys.video!, Buffer.from('not a video'));
    const res = await startCfr(fragment.id);
    expect(res.json().status).toBe('FAILED');
    expect(res.json().error).toBeTruthy();
  });

  it.each([
    ['an audio station', () => audio, 400, 'ERR_NOT_VIDEO_STATION'],
    ['a station without cfrTranscoding', () => videoOff, 403, 'ERR_FEATURE_NOT_ENABLED'],
  ])('refuses %s', async (_name, station, statusCode, code) => {
    const fragment = await insertFragment(t.ctx, station());
    const res = await startCfr(fragment.id);
    expect(res.statusCode).toBe(statusCode);
    expect(res.json().code).toBe(code);
  });

  it('refuses media that is not ready (409)', async () => {
    const fragment = await insertFragment(t.ctx, video, { mediaStatus: 'IN_PROGRESS' });
    const res = await startCfr(fragment.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ERR_FRAGMENT_MEDIA_NOT_READY');
  });

  it("answers 404 for another client's fragment", async () => {
    const fragment = await insertFragment(t.ctx, video);
    expect((await startCfr(fragment.id, OTHER_ADMIN)).statusCode).toBe(404);
    expect((await status(fragment.id, OTHER_ADMIN)).statusCode).toBe(404);
  });
});
