import { DEVICE_TOKEN_PREFIX, type Device } from '@antena/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, stations, streamerBoxDevices } from '../../db/schema';
import { hashDeviceToken } from '../../http/device-auth';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createStation, createUser } from '../../../test/factories';

const ADMIN = 'admin@acme.test';
const USER = 'user@acme.test';
const OTHER_ADMIN = 'admin@other.test';
const SUPERADMIN = 'root@antena.test';

describe('StreamerBox devices', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof createClient>>;
  let other: Awaited<ReturnType<typeof createClient>>;

  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.ctx;
    acme = await createClient(db, { name: 'Acme' });
    other = await createClient(db, { name: 'Other' });
    await createUser(db, { clientId: acme.id, email: ADMIN, role: 'CLIENT_ADMIN' });
    await createUser(db, { clientId: acme.id, email: USER });
    await createUser(db, { clientId: other.id, email: OTHER_ADMIN, role: 'CLIENT_ADMIN' });
    await createUser(db, { email: SUPERADMIN, role: 'SUPERADMIN' });
  });
  afterAll(async () => t.close());

  const create = (payload: object, who = ADMIN) =>
    t.app.inject({ method: 'POST', url: '/api/streamer-box/devices', headers: asUser(who), payload });
  const get = (id: string, who = ADMIN) =>
    t.app.inject({ url: `/api/streamer-box/devices/${id}`, headers: asUser(who) });
  const list = (who = ADMIN) => t.app.inject({ url: '/api/streamer-box/devices', headers: asUser(who) });
  const link = (id: string, stationId: string | null, who = ADMIN) =>
    t.app.inject({
      method: 'POST',
      url: `/api/streamer-box/devices/${id}/station`,
      headers: asUser(who),
      payload: { stationId },
    });
  const deviceIdOf = async (stationId: string) => {
    const [row] = await t.ctx.db
      .select({ config: stations.featuresConfig })
      .from(stations)
      .where(eq(stations.id, stationId));
    return (row!.config as { streamerBox?: { deviceId?: string | null } }).streamerBox?.deviceId ?? null;
  };

  describe('POST /streamer-box/devices', () => {
    it("creates an offline device of the caller's client and shows its token once, keeping only its hash", async () => {
      const res = await create({ name: '  Rooftop box ' });
      expect(res.statusCode).toBe(201);
      const { device, token } = res.json() as { device: Device; token: string };
      expect(token).toMatch(new RegExp(`^${DEVICE_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
      expect(device).toMatchObject({
        name: 'Rooftop box',
        isOnline: false,
        location: null,
        coords: null,
        services: [],
        station: null,
        client: { id: acme.id, name: 'Acme' },
        lastSeenAt: null,
      });
      const [row] = await t.ctx.db.select().from(streamerBoxDevices).where(eq(streamerBoxDevices.id, device.id));
      expect(row!.tokenHash).toBe(hashDeviceToken(token));
      expect(JSON.stringify(row)).not.toContain(token);
      const again = (await get(device.id)).json();
      expect(JSON.stringify(again)).not.toContain(token);
      const [audit] = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, device.id));
      expect(audit).toMatchObject({ action: 'device.create', entityType: 'device', clientId: acme.id });
      expect(JSON.stringify(audit)).not.toContain(token);
    });

    it('gives two devices two different tokens', async () => {
      const a = (await create({ name: 'A' })).json().token;
      const b = (await create({ name: 'B' })).json().token;
      expect(a).not.toBe(b);
    });

    it("links a station of the client at once, and refuses another client's station", async () => {
      const station = await createStation(t.ctx.db, acme.id, { name: 'Radio Acme', format: 'aac' });
      const res = await create({ name: 'Linked', stationId: station.id });
      expect(res.statusCode).toBe(201);
      const { device } = res.json() as { device: Device };
      expect(device.station).toEqual({ id: station.id, slug: station.slug, name: 'Radio Acme', format: 'aac' });
      expect(await deviceIdOf(station.id)).toBe(device.id);

      const foreign = await createStation(t.ctx.db, other.id);
      const refused = await create({ name: 'Sneaky', stationId: foreign.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([expect.objectContaining({ path: 'body.stationId' })]);
      expect(await deviceIdOf(foreign.id)).toBeNull();
    });

    it('makes a superadmin not acting as a client name a known client', async () => {
      const missing = await create({ name: "Nobody's" }, SUPERADMIN);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details).toEqual([expect.objectContaining({ path: 'body.clientId' })]);
      const unknown = await create({ name: "Nobody's", clientId: '00000000-0000-4000-8000-000000000000' }, SUPERADMIN);
      expect(unknown.statusCode).toBe(400);
      expect((await create({ name: 'x', clientId: 'not-a-uuid' }, SUPERADMIN)).statusCode).toBe(400);
      const made = await create({ name: 'For Other', clientId: other.id }, SUPERADMIN);
      expect(made.statusCode).toBe(201);
      expect(made.json().device.client).toEqual({ id: other.id, name: 'Other' });
    });

    it('ignores the clientId a client admin sends: the device is of their own client', async () => {
      const res = await create({ name: 'Mine', clientId: other.id });
      expect(res.json().device.client.id).toBe(acme.id);
    });

    it('needs a name, a token and an admin role', async () => {
      expect((await create({ name: '  ' })).statusCode).toBe(400);
      expect((await create({ name: 'x' }, USER)).statusCode).toBe(403);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/streamer-box/devices',
        payload: { name: 'x' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('GET /streamer-box/devices and /:id', () => {
    it("lists the client's own devices by name; a superadmin sees every client's", async () => {
      const zulu = (await create({ name: 'zulu' })).json().device.id;
      const alpha = (await create({ name: 'Alpha' })).json().device.id;
      const foreign = (await create({ name: 'Foreign' }, OTHER_ADMIN)).json().device.id;

      const mine = (await list()).json() as Device[];
      const ids = mine.map((d) => d.id);
      expect(ids).toContain(zulu);
      expect(ids).not.toContain(foreign);
      expect(ids.indexOf(alpha)).toBeLessThan(ids.indexOf(zulu));
      expect(mine.every((d) => d.client.id === acme.id)).toBe(true);
      const names = mine.map((d) => d.name.toLowerCase());
      expect(names).toEqual([...names].sort());

      const all = ((await list(SUPERADMIN)).json() as Device[]).map((d) => d.id);
      expect(all).toEqual(expect.arrayContaining([zulu, alpha, foreign]));
      const acting = await t.app.inject({
        url: '/api/streamer-box/devices',
        headers: { ...asUser(SUPERADMIN), 'x-auth-as': ADMIN },
      });
      expect((acting.json() as Device[]).map((d) => d.id)).not.toContain(foreign);
    });

    it("answers one device, and 404 for another client's device or an unknown one", async () => {
      const own = (await create({ name: 'Own' })).json().device.id;
      expect((await get(own)).json()).toMatchObject({ id: own, name: 'Own', isOnline: false });
      expect((await get(own, OTHER_ADMIN)).statusCode).toBe(404);
      expect((await get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await get(own, SUPERADMIN)).statusCode).toBe(200);
    });

    it('is for admins with a token only', async () => {
      const own = (await create({ name: 'Guarded' })).json().device.id;
      expect((await list(USER)).statusCode).toBe(403);
      expect((await get(own, USER)).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/streamer-box/devices' })).statusCode).toBe(401);
      expect((await t.app.inject({ url: `/api/streamer-box/devices/${own}` })).statusCode).toBe(401);
    });
  });

  describe('POST /streamer-box/devices/:id/station', () => {
    it('moves the link from one station to another, and null unlinks', async () => {
      const device = (await create({ name: 'Mover' })).json().device.id;
      const first = await createStation(t.ctx.db, acme.id, { featuresConfig: { audit: { enabled: true } } });
      const second = await createStation(t.ctx.db, acme.id);

      const linked = await link(device, first.id);
      expect(linked.statusCode).toBe(200);
      expect(linked.json().station.id).toBe(first.id);
      expect(await deviceIdOf(first.id)).toBe(device);

      const moved = await link(device, second.id);
      expect(moved.json().station.id).toBe(second.id);
      expect(await deviceIdOf(first.id)).toBeNull();
      expect(await deviceIdOf(second.id)).toBe(device);
      // The rest of the station's features stays as it was.
      const [row] = await t.ctx.db.select().from(stations).where(eq(stations.id, first.id));
      expect(row!.featuresConfig).toMatchObject({ audit: { enabled: true } });

      const unlinked = await link(device, null);
      expect(unlinked.json().station).toBeNull();
      expect(await deviceIdOf(second.id)).toBeNull();

      const audit = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, device));
      expect(audit.filter((entry) => entry.action === 'device.link-station')).toHaveLength(3);
    });

    it("refuses another client's station and another client's device with 404", async () => {
      const device = (await create({ name: 'Fenced' })).json().device.id;
      const foreign = await createStation(t.ctx.db, other.id);
      expect((await link(device, foreign.id)).statusCode).toBe(404);
      expect(await deviceIdOf(foreign.id)).toBeNull();
      const own = await createStation(t.ctx.db, acme.id);
      expect((await link(device, own.id, OTHER_ADMIN)).statusCode).toBe(404);
      expect(await deviceIdOf(own.id)).toBeNull();
      expect((await link(device, 'not-a-uuid')).statusCode).toBe(404);
    });
  });

  describe('DELETE /streamer-box/devices/:id', () => {
    const remove = (id: string, who: string | null = ADMIN) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/streamer-box/devices/${id}`,
        ...(who && { headers: asUser(who) }),
      });

    it('deletes the device: its token stops working, its station is unlinked, and it is recorded', async () => {
      const station = await createStation(t.ctx.db, acme.id, { format: 'mp3' });
      const { device, token } = (await create({ name: 'Stolen box', stationId: station.id })).json() as {
        device: Device;
        token: string;
      };
      expect(await deviceIdOf(station.id)).toBe(device.id);

      expect((await remove(device.id, OTHER_ADMIN)).statusCode).toBe(404);
      expect((await remove(device.id, USER)).statusCode).toBe(403);
      expect((await remove(device.id, null)).statusCode).toBe(401);
      expect((await get(device.id)).statusCode).toBe(200);

      const res = await remove(device.id);
      expect(res.statusCode).toBe(204);
      expect((await get(device.id)).statusCode).toBe(404);
      expect((await list()).json().map((d: Device) => d.id)).not.toContain(device.id);
      expect(await deviceIdOf(station.id)).toBeNull();
      const upload = await t.app.inject({
        method: 'PUT',
        url: `/api/streamer-box/ingest/segments?startTs=${Date.now() - 10_000}&endTs=${Date.now()}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/mpeg' },
        payload: Buffer.alloc(16),
      });
      expect(upload.statusCode).toBe(401);
      const [entry] = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'device.delete'));
      expect(entry).toMatchObject({ entityId: device.id, clientId: acme.id, before: { name: 'Stolen box' } });
      expect((await remove(device.id)).statusCode).toBe(404);
    });
  });
});
