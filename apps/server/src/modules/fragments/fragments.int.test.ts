/**
 * Fragments end to end on an MP3 station recorded with steady tones (real ffmpeg, real segments):
 * 440 Hz for a minute, 880 Hz for a minute, half a minute unrecorded, then 1320 Hz for half a
 * minute. Creation and its refusals, the rendered media (duration, chunk order, gaps), the
 * download URL, edit and delete.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Fragment } from '@antena/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { fragments, type stations } from '../../db/schema';
import { renderFragmentMedia } from './fragment-media';
import { downloadTo, mediaSeconds, recordTone, settledFragment, tonesAt } from './fragments.test-helpers';

const ADMIN = 'admin@norte.test';
const OTHER_ADMIN = 'admin@sur.test';
const S = 1000;

describe('fragments', () => {
  let t: TestApp;
  let work: string;
  let clientId: string;
  let station: typeof stations.$inferSelect;
  let otherStation: { id: string };
  // Whole 10 s segments: 440 Hz [T, T+60 s), 880 Hz [T+60, T+120), nothing, 1320 Hz [T+150, T+180).
  const T = Math.floor(Date.now() / 10_000) * 10_000 - 3_600_000;

  const create = (body: object, email = ADMIN, stationKey = station.id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/stations/${stationKey}/fragments`,
      headers: asUser(email),
      payload: body,
    });
  const single = (from: number, to: number, extra: object = {}) =>
    create({ type: 'DEFAULT_FRAGMENT', title: 'Morning news', from, to, ...extra });
  const detailsOf = (res: { json(): { details?: { path: string }[] } }) => res.json().details?.map((d) => d.path);
  const downloadUrl = (id: string, mediaType = 'AUDIO', email = ADMIN) =>
    t.app.inject({ url: `/api/fragments/${id}/download-url?mediaType=${mediaType}`, headers: asUser(email) });

  /** Creates the fragment, waits for its media and downloads it. */
  async function rendered(body: object, name: string): Promise<{ fragment: Fragment; file: string }> {
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
    const fragment = await settledFragment(t.app, res.json().id, asUser(ADMIN));
    expect(fragment.media).toMatchObject({ status: 'READY', error: null, types: ['AUDIO'] });
    const url = await downloadUrl(fragment.id);
    expect(url.statusCode).toBe(200);
    return { fragment, file: await downloadTo(t.app, url.json().url, work, name) };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    work = await mkdtemp(path.join(tmpdir(), 'antena-fragments-test-'));
    clientId = (await createClient(t.ctx.db, { name: 'Radio Norte' })).id;
    const other = await createClient(t.ctx.db, { name: 'Radio Sur' });
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId, name: 'Ana', surname: 'Díaz' });
    await createUser(t.ctx.db, { email: OTHER_ADMIN, role: 'CLIENT_ADMIN', clientId: other.id });
    station = await createStation(t.ctx.db, clientId, {
      format: 'mp3',
      featuresConfig: {
        fragments: {
          descriptionFooters: [
            { name: 'Social', content: 'Follow us @norte', default: false },
            { name: 'Legal', content: '© Radio Norte', default: true },
          ],
        },
      },
    });
    otherStation = await createStation(t.ctx.db, other.id, { format: 'mp3' });
    await recordTone(t.ctx, station, { startTs: T, seconds: 60, frequency: 440 });
    await recordTone(t.ctx, station, { startTs: T + 60 * S, seconds: 60, frequency: 880 });
    await recordTone(t.ctx, station, { startTs: T + 150 * S, seconds: 30, frequency: 1320 });
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
    await t.close();
  });

  describe('a single fragment', () => {
    it('answers 201 with its one chunk, the default footer appended, and renders the exact range in the station codec', async () => {
      const [from, to] = [T + 12_345, T + 47_890];
      const res = await single(from, to, { description: 'The headlines', tags: [' news ', '', 'morning'] });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        type: 'DEFAULT_FRAGMENT',
        stationId: station.id,
        title: 'Morning news',
        description: 'The headlines\n\n© Radio Norte',
        tags: ['news', 'morning'],
        from,
        to,
        duration: to - from,
        gaps: [],
        chunks: [{ from, to, duration: to - from, segments: [{ from, to }], highlights: [] }],
        createdBy: { name: 'Ana Díaz', email: ADMIN },
      });
      const fragment = await settledFragment(t.app, res.json().id, asUser(ADMIN));
      expect(fragment.media).toEqual({ status: 'READY', error: null, types: ['AUDIO'] });
      const url = (await downloadUrl(fragment.id)).json();
      expect(new URL(url.url).searchParams.get('filename')).toBe('Morning news.mp3');
      expect(Date.parse(url.expiresAt)).toBeGreaterThan(Date.now());
      const file = await downloadTo(t.app, url.url, work, 'single.mp3');
      expect(Math.abs((await mediaSeconds(file)) - (to - from) / S)).toBeLessThanOrEqual(0.05);
      expect(await tonesAt(file, [[1, 30]])).toEqual([expect.closeTo(440, -1)]);
    });

    it('keeps a description without a footer as sent when the station has no default footer', async () => {
      const plain = await createStation(t.ctx.db, clientId, { format: 'mp3' });
      await recordTone(t.ctx, plain, { startTs: T, seconds: 10, frequency: 440 });
      const body = { type: 'DEFAULT_FRAGMENT', title: 'Plain', description: 'Only this', from: T + S, to: T + 5 * S };
      const res = await create(body, ADMIN, plain.slug);
      expect(res.statusCode).toBe(201);
      expect(res.json().description).toBe('Only this');
      await settledFragment(t.app, res.json().id, asUser(ADMIN));
    });

    it('reports a gap inside the range and renders only what was recorded', async () => {
      const [from, to] = [T + 110 * S, T + 165 * S];
      const { fragment, file } = await rendered(
        { type: 'DEFAULT_FRAGMENT', title: 'Across the gap', from, to },
        'gap.mp3',
      );
      expect(fragment.gaps).toEqual([{ from: T + 120 * S, to: T + 150 * S }]);
      expect(fragment.chunks[0]!.segments).toEqual([
        { from, to: T + 120 * S },
        { from: T + 150 * S, to },
      ]);
      expect(fragment.duration).toBe(25 * S);
      expect(Math.abs((await mediaSeconds(file)) - 25)).toBeLessThanOrEqual(0.05);
      expect(
        await tonesAt(file, [
          [1, 9],
          [11, 24],
        ]),
      ).toEqual([expect.closeTo(880, -1), expect.closeTo(1320, -1)]);
    });
  });

  describe('a joint fragment', () => {
    it('joins its chunks in the order sent, each cut exactly', async () => {
      const chunks = [
        { from: T + 70 * S + 250, to: T + 80 * S, label: ' Interview ', color: '#ff0000' },
        { from: T + 20 * S, to: T + 35 * S + 500 },
        { from: T + 155 * S, to: T + 170 * S },
      ];
      const { fragment, file } = await rendered({ type: 'JOINT_FRAGMENT', title: 'Best of', chunks }, 'joint.mp3');
      expect(fragment).toMatchObject({ type: 'JOINT_FRAGMENT', from: chunks[0]!.from, to: chunks[2]!.to, gaps: [] });
      expect(fragment.chunks.map((chunk) => [chunk.from, chunk.to, chunk.label, chunk.color])).toEqual([
        [chunks[0]!.from, chunks[0]!.to, 'Interview', '#ff0000'],
        [chunks[1]!.from, chunks[1]!.to, null, null],
        [chunks[2]!.from, chunks[2]!.to, null, null],
      ]);
      expect(fragment.duration).toBe(9_750 + 15_500 + 15_000);
      expect(Math.abs((await mediaSeconds(file)) - 40.25)).toBeLessThanOrEqual(0.05);
      const tones = await tonesAt(file, [
        [0.5, 9],
        [10.5, 25],
        [26, 40],
      ]);
      expect(tones).toEqual([expect.closeTo(880, -1), expect.closeTo(440, -1), expect.closeTo(1320, -1)]);
    });
  });

  describe('refusals', () => {
    it.each([
      ['an end before the start', { from: T + 20 * S, to: T + 10 * S }, 'ERR_VALIDATION', ['body.to']],
      ['3 hours or more', { from: T, to: T + 3 * 3_600_000 }, 'ERR_VALIDATION', ['body.to']],
      ['a start before the recording', { from: T - 5 * S, to: T + 5 * S }, 'ERR_FRAGMENT_NOT_RECORDED', ['body.from']],
      ['an end after the recording', { from: T + 170 * S, to: T + 190 * S }, 'ERR_FRAGMENT_NOT_RECORDED', ['body.to']],
      ['a range inside a gap', { from: T + 125 * S, to: T + 145 * S }, 'ERR_FRAGMENT_NOT_RECORDED', ['body.from']],
    ])('refuses %s with 400 naming the field', async (_name, range, code, paths) => {
      const res = await single(range.from, range.to);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
      expect(detailsOf(res)).toEqual(paths);
    });

    it('names the joint chunk that is not recorded', async () => {
      const res = await create({
        type: 'JOINT_FRAGMENT',
        title: 'Joint',
        chunks: [
          { from: T, to: T + 5 * S },
          { from: T + 130 * S, to: T + 140 * S },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ERR_FRAGMENT_NOT_RECORDED' });
      expect(detailsOf(res)).toEqual(['body.chunks.1']);
    });

    it('refuses a body that names another station', async () => {
      const res = await single(T, T + 5 * S, { stationId: otherStation.id });
      expect(res.statusCode).toBe(400);
      expect(detailsOf(res)).toEqual(['body.stationId']);
      const same = await single(T, T + 5 * S, { stationId: station.slug });
      expect(same.statusCode).toBe(201);
      await settledFragment(t.app, same.json().id, asUser(ADMIN));
    });

    it("answers 404 for another client's station and 401 without a token, storing nothing", async () => {
      const before = await t.ctx.db.select().from(fragments).where(eq(fragments.stationId, otherStation.id));
      const body = { type: 'DEFAULT_FRAGMENT', title: 'x', from: T, to: T + 5 * S };
      expect((await create(body, ADMIN, otherStation.id)).statusCode).toBe(404);
      expect((await create(body, OTHER_ADMIN, station.id)).statusCode).toBe(404);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/stations/${station.id}/fragments`,
        payload: { type: 'DEFAULT_FRAGMENT', title: 'x', from: T, to: T + S },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(await t.ctx.db.select().from(fragments).where(eq(fragments.stationId, otherStation.id))).toEqual(before);
    });
  });

  describe('one fragment', () => {
    let id: string;
    beforeAll(async () => {
      const res = await single(T + 1000, T + 9000, { title: 'To edit' });
      id = res.json().id;
      await settledFragment(t.app, id, asUser(ADMIN));
    });

    it('is hidden from another client, and refuses VIDEO of a radio station', async () => {
      expect((await t.app.inject({ url: `/api/fragments/${id}`, headers: asUser(OTHER_ADMIN) })).statusCode).toBe(404);
      expect((await downloadUrl(id, 'AUDIO', OTHER_ADMIN)).statusCode).toBe(404);
      const video = await downloadUrl(id, 'VIDEO');
      expect(video.statusCode).toBe(400);
      expect(video.json().code).toBe('ERR_NOT_VIDEO_STATION');
    });

    it('edits title, description and tags through its station', async () => {
      const url = `/api/stations/${station.slug}/fragments/${id}`;
      const payload = { title: 'Edited', description: 'New text', tags: ['a', ' b '] };
      const res = await t.app.inject({ method: 'PUT', url, headers: asUser(ADMIN), payload });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ title: 'Edited', description: 'New text', tags: ['a', 'b'] });
      const read = await t.app.inject({ url: `/api/fragments/${id}`, headers: asUser(ADMIN) });
      expect(read.json()).toMatchObject({ title: 'Edited', description: 'New text', tags: ['a', 'b'] });
      const blank = await t.app.inject({ method: 'PUT', url, headers: asUser(ADMIN), payload: { title: ' ' } });
      expect(blank.statusCode).toBe(400);
      const elsewhere = await t.app.inject({
        method: 'PUT',
        url: `/api/stations/${otherStation.id}/fragments/${id}`,
        headers: asUser(OTHER_ADMIN),
        payload,
      });
      expect(elsewhere.statusCode).toBe(404);
    });

    it('renders again over the same keys when the job runs twice', async () => {
      await renderFragmentMedia(t.ctx, id);
      const [row] = await t.ctx.db.select().from(fragments).where(eq(fragments.id, id));
      expect(row).toMatchObject({
        mediaStatus: 'READY',
        mediaKeys: { audio: `fragments/${clientId}/${id}/audio.mp3` },
      });
    });

    it('is deleted with its media', async () => {
      const [row] = await t.ctx.db.select().from(fragments).where(eq(fragments.id, id));
      const key = row!.mediaKeys.audio!;
      expect(await t.ctx.storage.stat(key)).not.toBeNull();
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/fragments/${id}`, headers: asUser(OTHER_ADMIN) }))
          .statusCode,
      ).toBe(404);
      const res = await t.app.inject({ method: 'DELETE', url: `/api/fragments/${id}`, headers: asUser(ADMIN) });
      expect(res.statusCode).toBe(204);
      expect((await t.app.inject({ url: `/api/fragments/${id}`, headers: asUser(ADMIN) })).statusCode).toBe(404);
      expect(await t.ctx.storage.stat(key)).toBeNull();
    });
  });

  describe('media that cannot be rendered', () => {
    it('is not downloadable before READY, and ERROR keeps the reason', async () => {
      const [row] = await t.ctx.db
        .insert(fragments)
        .values({
          clientId,
          stationId: station.id,
          type: 'DEFAULT_FRAGMENT',
          title: 'Aged out',
          fromTs: T - 60 * S,
          toTs: T - 50 * S,
          durationMs: 10 * S,
          chunks: [{ from: T - 60 * S, to: T - 50 * S, label: null, color: null, segments: [] }],
          gaps: [],
        })
        .returning();
      const waiting = await downloadUrl(row!.id);
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json().code).toBe('ERR_FRAGMENT_MEDIA_NOT_READY');
      await expect(renderFragmentMedia(t.ctx, row!.id)).rejects.toThrow('no longer stored');
      const failed = (await t.app.inject({ url: `/api/fragments/${row!.id}`, headers: asUser(ADMIN) })).json();
      expect(failed.media).toEqual({
        status: 'ERROR',
        error: 'The recording of chunk 1 is no longer stored',
        types: [],
      });
      expect((await downloadUrl(row!.id)).statusCode).toBe(409);
    });
  });
});
