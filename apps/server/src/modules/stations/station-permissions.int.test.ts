import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, groupStations, userStations } from '../../db/schema';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createGroup, createStation, createUser } from '../../../test/factories';

const ADMIN = asUser('admin@station-perm.test');
type Headers = Record<string, string>;

describe('station permissions', () => {
  let t: TestApp;
  let news: { id: string; slug: string; name: string };
  let music: { id: string; slug: string; name: string };
  let foreignStation: { id: string };
  let group: { id: string; name: string };
  let emptyGroup: { id: string; name: string };
  let foreignGroup: { id: string };
  let admin: { id: string };
  let both: { id: string };
  let direct: { id: string };
  let viaGroup: { id: string };
  let none: { id: string };
  let foreignUser: { id: string };

  const call = (method: 'GET' | 'PUT', url: string, payload?: object, headers: Headers = ADMIN) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload && { payload }) });
  const summary = (station: { id: string; slug: string; name: string }) => ({
    id: station.id,
    slug: station.slug,
    name: station.name,
    logoUrl: null,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.ctx;
    const client = await createClient(db);
    const other = await createClient(db);
    group = await createGroup(db, client.id, { name: 'Newsroom' });
    emptyGroup = await createGroup(db, client.id, { name: 'Archive' });
    foreignGroup = await createGroup(db, other.id);
    news = await createStation(db, client.id, { name: 'News 24', slug: 'news-24' });
    music = await createStation(db, client.id, { name: 'Music Hits', slug: 'music-hits' });
    foreignStation = await createStation(db, other.id, { slug: 'foreign-fm' });
    const inClient = { clientId: client.id };
    admin = await createUser(db, {
      ...inClient,
      email: 'admin@station-perm.test',
      role: 'CLIENT_ADMIN',
      surname: 'Zeta',
    });
    both = await createUser(db, {
      ...inClient,
      email: 'both@station-perm.test',
      surname: 'Alvarez',
      groupId: group.id,
    });
    direct = await createUser(db, { ...inClient, email: 'direct@station-perm.test', surname: 'Brown', name: 'Bo' });
    viaGroup = await createUser(db, {
      ...inClient,
      email: 'group@station-perm.test',
      surname: 'Brown',
      name: 'Al',
      groupId: group.id,
    });
    none = await createUser(db, { ...inClient, email: 'none@station-perm.test', surname: 'Castro' });
    foreignUser = await createUser(db, { clientId: other.id });
    await db.insert(userStations).values([
      { userId: both.id, stationId: news.id },
      { userId: direct.id, stationId: news.id },
    ]);
    await db.insert(groupStations).values({ groupId: group.id, stationId: news.id });
  });
  afterAll(async () => t.close());

  describe('of users', () => {
    it('tells how each user of the client reaches a station, sorted by surname, name and e-mail', async () => {
      const res = await call('GET', `/stations/${news.slug}/users-permissions`);
      expect(res.statusCode).toBe(200);
      const byEmail = Object.fromEntries(
        res.json().map((entry: { user: { email: string } }) => [entry.user.email, entry]),
      );
      expect(res.json().map((entry: { user: { email: string } }) => entry.user.email)).toEqual([
        'both@station-perm.test',
        'group@station-perm.test',
        'direct@station-perm.test',
        'none@station-perm.test',
        'admin@station-perm.test',
      ]);
      const newsroom = { id: group.id, name: 'Newsroom' };
      expect(byEmail['admin@station-perm.test']).toMatchObject({
        allowed: true,
        permission: { type: 'FROM_ROLE', group: null },
      });
      expect(byEmail['both@station-perm.test'].permission).toEqual({ type: 'DIRECT_AND_FROM_GROUP', group: newsroom });
      expect(byEmail['direct@station-perm.test'].permission).toEqual({ type: 'DIRECT', group: null });
      expect(byEmail['group@station-perm.test'].permission).toEqual({ type: 'FROM_GROUP', group: newsroom });
      expect(byEmail['none@station-perm.test']).toMatchObject({ allowed: false, permission: null });
      expect(byEmail['direct@station-perm.test']).toEqual({
        station: summary(news),
        user: { id: direct.id, email: 'direct@station-perm.test', name: 'Bo', surname: 'Brown', role: 'CLIENT_USER' },
        allowed: true,
        editable: true,
        permission: { type: 'DIRECT', group: null },
      });
      // spec 01 section 4: switchable only for a client user's direct grant or none.
      const editable = Object.fromEntries(
        Object.entries(byEmail).map(([email, entry]) => [email, (entry as { editable: boolean }).editable]),
      );
      expect(editable).toEqual({
        'admin@station-perm.test': false,
        'both@station-perm.test': true,
        'direct@station-perm.test': true,
        'group@station-perm.test': false,
        'none@station-perm.test': true,
      });
    });

    it("tells how a user reaches each of the client's stations", async () => {
      const res = await call('GET', `/stations/users-permissions/${viaGroup.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((entry: { station: unknown; allowed: boolean }) => [entry.station, entry.allowed])).toEqual(
        [
          [summary(music), false],
          [summary(news), true],
        ],
      );
      const adminView = await call('GET', `/stations/users-permissions/${admin.id}`);
      expect(adminView.json().map((entry: { permission: { type: string } }) => entry.permission.type)).toEqual([
        'FROM_ROLE',
        'FROM_ROLE',
      ]);
    });

    it('grants and removes the direct permission, leaving the group grant, and logs it', async () => {
      const url = `/stations/${news.id}/users-permissions/${both.id}`;
      const removed = await call('PUT', url, { allowed: false });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ allowed: true, permission: { type: 'FROM_GROUP' } });

      const granted = await call('PUT', `/stations/${music.slug}/users-permissions/${none.id}`, { allowed: true });
      expect(granted.json()).toMatchObject({ allowed: true, permission: { type: 'DIRECT', group: null } });
      const list = await call('GET', `/stations/users-permissions/${none.id}`);
      expect(list.json().find((entry: { station: { id: string } }) => entry.station.id === music.id).allowed).toBe(
        true,
      );
      const stations = await t.app.inject({ url: '/api/stations', headers: asUser('none@station-perm.test') });
      expect(stations.json().map((station: { name: string }) => station.name)).toEqual(['Music Hits']);

      const revoked = await call('PUT', `/stations/${music.slug}/users-permissions/${none.id}`, { allowed: false });
      expect(revoked.json()).toMatchObject({ allowed: false, permission: null });

      const log = await t.ctx.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.entityType, 'station'))
        .orderBy(asc(adminAuditLog.at));
      expect(log.map((change) => change.action)).toEqual([
        'station-permission.remove-user',
        'station-permission.grant-user',
        'station-permission.remove-user',
      ]);
      expect(log[1]).toMatchObject({ entityId: music.id, before: { allowed: false }, after: { allowed: true } });
    });

    it('refuses to edit the permission a client administrator has through the role', async () => {
      const res = await call('PUT', `/stations/${music.id}/users-permissions/${admin.id}`, { allowed: false });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('ERR_PERMISSION_FROM_ROLE');
    });

    it('requires allowed as a boolean and a well-formed user id', async () => {
      const missing = await call('PUT', `/stations/${music.id}/users-permissions/${none.id}`, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details[0].path).toBe('body.allowed');
      const text = await call('PUT', `/stations/${music.id}/users-permissions/${none.id}`, { allowed: 'yes' });
      expect(text.json().details[0].path).toBe('body.allowed');
      const badId = await call('GET', '/stations/users-permissions/nobody');
      expect(badId.statusCode).toBe(400);
      expect(badId.json().details[0].path).toBe('params.userId');
    });

    it("answers 404 for another client's user or station", async () => {
      const otherUser = await call('GET', `/stations/users-permissions/${foreignUser.id}`);
      expect(otherUser.statusCode).toBe(404);
      expect((await call('GET', `/stations/${foreignStation.id}/users-permissions`)).json().message).toBe(
        'Station not found',
      );
      expect(
        (await call('PUT', `/stations/${news.id}/users-permissions/${foreignUser.id}`, { allowed: true })).statusCode,
      ).toBe(404);
      expect(
        (await call('PUT', `/stations/foreign-fm/users-permissions/${none.id}`, { allowed: true })).statusCode,
      ).toBe(404);
    });
  });

  describe('of groups', () => {
    it("tells whether each of the client's groups reaches a station, sorted by name", async () => {
      const res = await call('GET', `/stations/${news.slug}/groups-permissions`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { station: summary(news), group: { id: emptyGroup.id, name: 'Archive' }, allowed: false },
        { station: summary(news), group: { id: group.id, name: 'Newsroom' }, allowed: true },
      ]);
    });

    it("tells whether a group reaches each of the client's stations", async () => {
      const res = await call('GET', `/stations/groups-permissions/${group.id}`);
      expect(res.statusCode).toBe(200);
      expect(
        res.json().map((entry: { station: { name: string }; allowed: boolean }) => [entry.station.name, entry.allowed]),
      ).toEqual([
        ['Music Hits', false],
        ['News 24', true],
      ]);
    });

    it('grants and removes a station to a group, which its users then reach, and logs it', async () => {
      const url = `/stations/${music.id}/groups-permissions/${emptyGroup.id}`;
      const granted = await call('PUT', url, { allowed: true });
      expect(granted.statusCode).toBe(200);
      expect(granted.json()).toEqual({
        station: summary(music),
        group: { id: emptyGroup.id, name: 'Archive' },
        allowed: true,
      });
      expect(
        (await call('PUT', `/stations/${music.id}/groups-permissions/${group.id}`, { allowed: true })).json().allowed,
      ).toBe(true);
      const member = await t.app.inject({
        url: '/api/stations/music-hits',
        headers: asUser('group@station-perm.test'),
      });
      expect(member.statusCode).toBe(200);

      const removed = await call('PUT', `/stations/${music.id}/groups-permissions/${group.id}`, { allowed: false });
      expect(removed.json().allowed).toBe(false);
      const after = await t.app.inject({ url: '/api/stations/music-hits', headers: asUser('group@station-perm.test') });
      expect(after.statusCode).toBe(404);

      const log = await t.ctx.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.entityId, music.id))
        .orderBy(asc(adminAuditLog.at));
      expect(log.filter((change) => change.action.endsWith('-group')).map((change) => change.action)).toEqual([
        'station-permission.grant-group',
        'station-permission.grant-group',
        'station-permission.remove-group',
      ]);
    });

    it('requires allowed as a boolean and a well-formed group id', async () => {
      const missing = await call('PUT', `/stations/${music.id}/groups-permissions/${group.id}`, { allowed: null });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details[0].path).toBe('body.allowed');
      const badId = await call('GET', '/stations/groups-permissions/42');
      expect(badId.statusCode).toBe(400);
      expect(badId.json().details[0].path).toBe('params.groupId');
    });

    it("answers 404 for another client's group or station", async () => {
      const otherGroup = await call('GET', `/stations/groups-permissions/${foreignGroup.id}`);
      expect(otherGroup.statusCode).toBe(404);
      expect(otherGroup.json().message).toBe('Group not found');
      expect((await call('GET', `/stations/${foreignStation.id}/groups-permissions`)).statusCode).toBe(404);
      expect(
        (await call('PUT', `/stations/${news.id}/groups-permissions/${foreignGroup.id}`, { allowed: true })).statusCode,
      ).toBe(404);
      expect(
        (await call('PUT', `/stations/foreign-fm/groups-permissions/${group.id}`, { allowed: true })).statusCode,
      ).toBe(404);
    });
  });

  const routes = (): ['GET' | 'PUT', string][] => [
    ['GET', `/stations/users-permissions/${none.id}`],
    ['GET', `/stations/${news.id}/users-permissions`],
    ['PUT', `/stations/${news.id}/users-permissions/${none.id}`],
    ['GET', `/stations/groups-permissions/${group.id}`],
    ['GET', `/stations/${news.id}/groups-permissions`],
    ['PUT', `/stations/${news.id}/groups-permissions/${group.id}`],
  ];

  it('answers 401 without a token and 403 to anyone but a client administrator', async () => {
    const root = asUser('root@station-perm.test');
    await createUser(t.ctx.db, { email: 'root@station-perm.test', role: 'SUPERADMIN' });
    for (const [method, url] of routes()) {
      const payload = method === 'PUT' ? { allowed: true } : undefined;
      expect((await call(method, url, payload, {})).statusCode).toBe(401);
      expect((await call(method, url, payload, asUser('direct@station-perm.test'))).statusCode).toBe(403);
      expect((await call(method, url, payload, root)).statusCode).toBe(403);
    }
    const grants = await t.ctx.db.select().from(userStations).where(eq(userStations.userId, none.id));
    expect(grants).toEqual([]);
  });
});
