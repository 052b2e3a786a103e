import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStation } from '../../../test/factories';
import { stations } from '../../db/schema';
import {
  asSuperadmin,
  buildPlatformTest,
  expectSuperadminOnly,
  latestChange,
  UNKNOWN_ID,
  type PlatformTest,
} from './platform.test-helpers';

describe('platform station groups', () => {
  let t: PlatformTest;
  let groupId: string;
  beforeAll(async () => {
    t = await buildPlatformTest();
  });
  afterAll(async () => t.close());

  const groupsUrl = () => `/api/platform/clients/${t.client.id}/station-groups`;
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: groupsUrl(), headers: asSuperadmin, payload });
  const update = (payload: object, id = groupId) =>
    t.app.inject({ method: 'PUT', url: `/api/platform/station-groups/${id}`, headers: asSuperadmin, payload });
  const list = async () => (await t.app.inject({ url: groupsUrl(), headers: asSuperadmin })).json();

  it('creates a station group with its place, and logs it', async () => {
    const res = await create({ name: 'Cordoba', latitude: -31.42, longitude: -64.18 });
    expect(res.statusCode).toBe(201);
    groupId = res.json().id;
    expect(res.json()).toEqual({ id: groupId, name: 'Cordoba', latitude: -31.42, longitude: -64.18 });
    const change = await latestChange(t, 'station-group.create');
    expect(change).toMatchObject({
      entityType: 'station-group',
      entityId: groupId,
      client: { id: t.client.id, name: 'Radio Norte' },
      after: { name: 'Cordoba', latitude: -31.42 },
    });
  });

  it('creates a group without a place', async () => {
    const res = await create({ name: 'Anywhere' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ latitude: null, longitude: null });
  });

  it("lists the client's groups by name", async () => {
    expect((await list()).map((g: { name: string }) => g.name)).toEqual(['Anywhere', 'Cordoba']);
  });

  it('validates the name, latitude and longitude', async () => {
    const res = await create({ name: ' ', latitude: 91, longitude: -181 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['body.name', 'body.latitude', 'body.longitude']),
    );
    const change = await update({ name: 'Cordoba', latitude: -90.5 });
    expect(change.statusCode).toBe(400);
    expect(change.json().details.map((d: { path: string }) => d.path)).toEqual(['body.latitude']);
  });

  it('changes a group and logs before and after', async () => {
    const res = await update({ name: 'Cordoba Capital', latitude: -31.4, longitude: -64.2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: groupId, name: 'Cordoba Capital', latitude: -31.4, longitude: -64.2 });
    const change = await latestChange(t, 'station-group.update');
    expect(change).toMatchObject({
      entityId: groupId,
      before: { name: 'Cordoba', latitude: -31.42 },
      after: { name: 'Cordoba Capital', latitude: -31.4 },
    });
  });

  it('deletes a group; its stations stay, with no group', async () => {
    const station = await createStation(t.ctx.db, t.client.id, { stationGroupId: groupId });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/platform/station-groups/${groupId}`,
      headers: asSuperadmin,
    });
    expect(res.statusCode).toBe(204);
    expect((await list()).map((g: { name: string }) => g.name)).toEqual(['Anywhere']);
    const [kept] = await t.ctx.db.select().from(stations).where(eq(stations.id, station.id));
    expect(kept?.stationGroupId).toBeNull();
    const change = await latestChange(t, 'station-group.delete');
    expect(change).toMatchObject({ entityId: groupId, before: { name: 'Cordoba Capital' }, after: null });
  });

  it('answers 404 for an unknown client or group', async () => {
    const unknownClient = `/api/platform/clients/${UNKNOWN_ID}/station-groups`;
    expect((await t.app.inject({ url: unknownClient, headers: asSuperadmin })).statusCode).toBe(404);
    const created = await t.app.inject({
      method: 'POST',
      url: unknownClient,
      headers: asSuperadmin,
      payload: { name: 'Ghost' },
    });
    expect(created.statusCode).toBe(404);
    expect((await update({ name: 'Ghost' }, UNKNOWN_ID)).statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/platform/station-groups/${groupId}`,
      headers: asSuperadmin,
    });
    expect(deleted.statusCode).toBe(404);
  });

  it('is for superadmins only', async () => {
    const [anywhere] = await list();
    await expectSuperadminOnly(t, { url: groupsUrl() });
    await expectSuperadminOnly(t, { method: 'POST', url: groupsUrl(), payload: { name: 'Intruder' } });
    await expectSuperadminOnly(t, {
      method: 'PUT',
      url: `/api/platform/station-groups/${anywhere.id}`,
      payload: { name: 'Intruder' },
    });
    await expectSuperadminOnly(t, { method: 'DELETE', url: `/api/platform/station-groups/${anywhere.id}` });
    expect((await list()).map((g: { name: string }) => g.name)).toEqual(['Anywhere']);
  });
});
