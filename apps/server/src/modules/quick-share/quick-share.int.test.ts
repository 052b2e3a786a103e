import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_SOURCES, probe } from '@antena/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { featureFlags } from '../../access/feature-flags';
import { adminAuditLog, quickShares, userPermissions, userStations } from '../../db/schema';
import { backfillStation } from '../../recorder/backfill';
import { quickShareMediaKey } from './quick-share-media';
import { purgeExpiredQuickShares } from './quick-share-purge';

const SEGMENT_MS = 10_000;
const ADMIN = 'admin@norte.test';
const OTHER_ADMIN = 'admin@sur.test';
const USER = 'user@norte.test';
const EXPIRED_MESSAGE = 'This Quick Share link has expired or does not exist';

describe('quick share', () => {
  let t: TestApp;
  let work: string;
  let clientId: string;
  let station: Awaited<ReturnType<typeof createStation>>;
  let otherStation: { id: string };
  let userId: string;
  const endTs = Math.floor(Date.now() / SEGMENT_MS) * SEGMENT_MS;
  const startTs = endTs - 6 * SEGMENT_MS;

  const create = (body: object, email = ADMIN) =>
    t.app.inject({ method: 'POST', url: '/api/quick-share', headers: asUser(email), payload: body });
  const detailPaths = (res: { json(): { details: { path: string }[] } }) => res.json().details.map((d) => d.path);

  beforeAll(async () => {
    t = await buildTestApp({ SEGMENT_SECONDS: '10', PUBLIC_URL: 'https://antena.example' });
    work = await mkdtemp(path.join(tmpdir(), 'antena-quick-share-test-'));
    clientId = (await createClient(t.ctx.db, { name: 'Radio Norte' })).id;
    const other = await createClient(t.ctx.db, { name: 'Radio Sur' });
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    await createUser(t.ctx.db, { email: OTHER_ADMIN, role: 'CLIENT_ADMIN', clientId: other.id });
    station = await createStation(t.ctx.db, clientId, { format: 'mp3', streamUrl: DEMO_SOURCES.audio });
    otherStation = await createStation(t.ctx.db, other.id, { format: 'mp3' });
    userId = (await createUser(t.ctx.db, { email: USER, clientId })).id;
    await t.ctx.db.insert(userStations).values({ userId, stationId: station.id });
    await backfillStation(t.ctx, station, { hours: 1 / 60, segmentSeconds: 10, endTs });
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
    await t.close();
  });

  describe('creating a link', () => {
    it('answers a token, the public page address and the expiry in 7 days, and audits it', async () => {
      const res = await create({ stationId: station.id, from: startTs, to: endTs, title: 'Morning news' });
      expect(res.statusCode).toBe(201);
      const link = res.json();
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(link.url).toBe(`https://antena.example/share/${link.token}`);
      const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      const [row] = await t.ctx.db.select().from(quickShares).where(eq(quickShares.token, link.token));
      const audit = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, row!.id));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'quick-share.create', actorEmail: ADMIN, clientId });
      expect(JSON.stringify(audit[0]!.after)).not.toContain(link.token);
    });

    it('accepts the station by slug and makes a different token each time', async () => {
      const a = await create({ stationId: station.slug, from: startTs, to: endTs });
      const b = await create({ stationId: station.slug, from: startTs, to: endTs });
      expect(a.statusCode).toBe(201);
      expect(a.json().token).not.toBe(b.json().token);
    });

    it.each([
      ['a reversed range', { from: endTs, to: startTs }, ['body.to']],
      ['a range over 3 hours', { from: startTs, to: startTs + 3 * 3_600_000 + 1 }, ['body.to']],
      ['a title over 30 characters', { from: startTs, to: endTs, title: 'x'.repeat(31) }, ['body.title']],
      ['a missing from', { to: endTs }, ['body.from']],
    ])('refuses %s with 400 naming the field', async (_name, range, expected) => {
      const res = await create({ stationId: station.id, ...range });
      expect(res.statusCode).toBe(400);
      expect(detailPaths(res)).toEqual(expected);
    });

    it('accepts exactly 3 hours', async () => {
      const res = await create({ stationId: station.id, from: startTs, to: startTs + 3 * 3_600_000 });
      expect(res.statusCode).toBe(201);
    });

    it('needs a signed-in user', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/quick-share',
        payload: { stationId: station.id, from: startTs, to: endTs },
      });
      expect(res.statusCode).toBe(401);
    });

    it("answers 404 for another client's station", async () => {
      const res = await create({ stationId: otherStation.id, from: startTs, to: endTs });
      expect(res.statusCode).toBe(404);
      expect(await t.ctx.db.select().from(quickShares).where(eq(quickShares.stationId, otherStation.id))).toEqual([]);
    });

    it('needs QuickShare_Share while the client checks permissions, except for a client admin', async () => {
      const body = { stationId: station.id, from: startTs, to: endTs };
      expect((await create(body, USER)).statusCode).toBe(201);
      await featureFlags(t.ctx.db).set(clientId, { app__user_permissions_check: true });
      try {
        const denied = await create(body, USER);
        expect(denied.statusCode).toBe(403);
        expect(denied.json().message).toContain('QuickShare_Share');
        expect((await create(body, ADMIN)).statusCode).toBe(201);
        await t.ctx.db.insert(userPermissions).values({ userId, permission: 'QuickShare_Share', allowed: true });
        expect((await create(body, USER)).statusCode).toBe(201);
      } finally {
        await featureFlags(t.ctx.db).set(clientId, { app__user_permissions_check: false });
      }
    });
  });

  describe('the public link', () => {
    let token: string;
    const from = startTs + 12_500;
    const to = startTs + 41_250;

    beforeAll(async () => {
      token = (await create({ stationId: station.id, from, to, title: 'Clip' })).json().token;
    });

    it('shows the station, title and range without signing in', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/quick-share/${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        title: 'Clip',
        station: {
          name: station.name,
          slug: station.slug,
          format: 'mp3',
          logoUrl: null,
          timezone: station.timezone,
        },
        from,
        to,
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it("plays exactly the link's range without signing in", async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/quick-share/${token}/media` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/mpeg');
      const file = path.join(work, 'shared.mp3');
      await writeFile(file, res.rawPayload);
      const probed = await probe(file);
      expect(probed.streams.map((stream) => stream.codecName)).toEqual(['mp3']);
      expect(Math.abs(probed.durationSeconds! - (to - from) / 1000)).toBeLessThanOrEqual(0.1);
    });

    it('is a file of known length with byte ranges, cut once and then served from storage', async () => {
      const clipToken = (await create({ stationId: station.id, from, to })).json().token as string;
      const url = `/api/public/quick-share/${clipToken}/media`;
      const whole = await t.app.inject({ method: 'GET', url });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(Number(whole.headers['content-length'])).toBe(whole.rawPayload.length);
      const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.rawPayload.length}`);
      expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));

      // The cut is kept: replacing the stored clip shows that the next request reads it, not ffmpeg.
      const [row] = await t.ctx.db.select().from(quickShares).where(eq(quickShares.token, clipToken));
      const key = quickShareMediaKey(row!, 'mp3');
      expect(await t.ctx.storage.stat(key)).toMatchObject({ size: whole.rawPayload.length });
      await t.ctx.storage.put(key, Buffer.from('kept clip'));
      const again = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-3' } });
      expect(again.statusCode).toBe(206);
      expect(again.body).toBe('kept');
    });

    it('refuses a third clip cut at once for one address with 429, and cuts a link once for all its viewers', async () => {
      const tokens: string[] = [];
      for (let i = 0; i < 3; i += 1)
        tokens.push((await create({ stationId: station.id, from: from + i, to })).json().token);
      const media = (token: string, remoteAddress = '203.0.113.7') =>
        t.app.inject({ method: 'GET', url: `/api/public/quick-share/${token}/media`, remoteAddress });
      const answers = await Promise.all([media(tokens[0]!), media(tokens[0]!), media(tokens[1]!), media(tokens[2]!)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 429]);
      const refused = answers.find((res) => res.statusCode === 429)!;
      expect(refused.json()).toMatchObject({ code: 'ERR_QUICK_SHARE_BUSY' });
      expect(refused.json().message).toContain('Try again in a minute');
      // Another address is not held back by the first one's cuts.
      expect((await media(tokens[2]!, '198.51.100.9')).statusCode).toBe(200);
    });

    it("plays a video station's range as MP4", async () => {
      const tv = await createStation(t.ctx.db, clientId, { format: 'mpegts', streamUrl: DEMO_SOURCES.video });
      await backfillStation(t.ctx, tv, { hours: 2 / 360, segmentSeconds: 10, endTs });
      const clip = { from: endTs - 17_500, to: endTs - 2_500 };
      const tvToken = (await create({ stationId: tv.id, ...clip })).json().token as string;
      const info = await t.app.inject({ method: 'GET', url: `/api/public/quick-share/${tvToken}` });
      expect(info.json().station.format).toBe('mpegts');
      const res = await t.app.inject({ method: 'GET', url: `/api/public/quick-share/${tvToken}/media` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp4');
      const file = path.join(work, 'shared.mp4');
      await writeFile(file, res.rawPayload);
      const probed = await probe(file);
      expect(probed.streams.map((stream) => stream.codecName).sort()).toEqual(['aac', 'h264']);
      expect(Math.abs(probed.durationSeconds! - (clip.to - clip.from) / 1000)).toBeLessThanOrEqual(0.1);
    });

    it("plays an AAC station's range as MP4 audio (.m4a) with its index first, its duration exact and byte ranges", async () => {
      const radio = await createStation(t.ctx.db, clientId, { format: 'aac', streamUrl: DEMO_SOURCES.audio });
      await backfillStation(t.ctx, radio, { hours: 3 / 360, segmentSeconds: 10, endTs });
      const clip = { from: endTs - 23_700, to: endTs - 4_300 };
      const aacToken = (await create({ stationId: radio.id, ...clip })).json().token as string;
      const url = `/api/public/quick-share/${aacToken}/media`;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/mp4');
      expect(res.headers['content-disposition']).toContain(`filename="${radio.slug}-quick-share.m4a"`);
      const bytes = res.rawPayload;
      // The index (moov) comes before the audio (mdat), so the duration is known from the first bytes.
      const moov = bytes.indexOf('moov');
      expect(moov).toBeGreaterThan(0);
      expect(moov).toBeLessThan(bytes.indexOf('mdat'));
      const file = path.join(work, 'shared.m4a');
      await writeFile(file, bytes);
      const probed = await probe(file);
      expect(probed.formatName).toBe('mov,mp4,m4a,3gp,3g2,mj2');
      expect(probed.streams.map((stream) => stream.codecName)).toEqual(['aac']);
      expect(Math.abs(probed.durationSeconds! - (clip.to - clip.from) / 1000)).toBeLessThanOrEqual(0.05);

      const [row] = await t.ctx.db.select().from(quickShares).where(eq(quickShares.token, aacToken));
      expect(await t.ctx.storage.stat(quickShareMediaKey(row!, 'm4a'))).toMatchObject({ size: bytes.length });
      const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-1999' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-type']).toBe('audio/mp4');
      expect(part.rawPayload).toEqual(bytes.subarray(1000, 2000));
    });

    it('answers the same 404 for an unknown token and for an expired link', async () => {
      const unknown = await t.app.inject({ method: 'GET', url: `/api/public/quick-share/${'a'.repeat(43)}` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'ERR_QUICK_SHARE_NOT_FOUND', message: EXPIRED_MESSAGE });

      const expiring = (await create({ stationId: station.id, from, to })).json().token as string;
      await t.ctx.db
        .update(quickShares)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(quickShares.token, expiring));
      for (const url of [`/api/public/quick-share/${expiring}`, `/api/public/quick-share/${expiring}/media`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toBe(EXPIRED_MESSAGE);
      }
    });

    it('removes expired links and their kept clips, and keeps live ones', async () => {
      const live = (await create({ stationId: station.id, from, to })).json().token as string;
      const dying = (await create({ stationId: station.id, from, to })).json().token as string;
      for (const token of [live, dying]) {
        expect((await t.app.inject({ method: 'GET', url: `/api/public/quick-share/${token}/media` })).statusCode).toBe(
          200,
        );
      }
      const rowOf = async (token: string) =>
        (await t.ctx.db.select().from(quickShares).where(eq(quickShares.token, token)))[0];
      const [liveRow, dyingRow] = [await rowOf(live), await rowOf(dying)];
      await t.ctx.db
        .update(quickShares)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(quickShares.token, dying));

      expect(await purgeExpiredQuickShares(t.ctx)).toBeGreaterThanOrEqual(1);
      expect(await rowOf(dying)).toBeUndefined();
      expect(await t.ctx.storage.stat(quickShareMediaKey(dyingRow!, 'mp3'))).toBeNull();
      expect(await rowOf(live)).toBeDefined();
      expect(await t.ctx.storage.stat(quickShareMediaKey(liveRow!, 'mp3'))).not.toBeNull();
    });

    it('refuses a malformed token with 400 and opens nothing else', async () => {
      const malformed = await t.app.inject({ method: 'GET', url: '/api/public/quick-share/short' });
      expect(malformed.statusCode).toBe(400);
      const segments = await t.app.inject({
        method: 'GET',
        url: `/api/segments/stations/${station.id}/segments?from=${from}&to=${to}&access_token=${token}`,
      });
      expect(segments.statusCode).toBe(401);
    });
  });
});
