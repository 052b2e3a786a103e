import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation } from '../../../test/factories';
import { stationGroups, streamerBoxDevices } from '../../db/schema';
import {
  asSuperadmin,
  buildPlatformTest,
  expectSuperadminOnly,
  latestChange,
  UNKNOWN_ID,
  type PlatformTest,
} from './platform.test-helpers';

const station = (values: object = {}) => ({
  name: 'Radio Norte 101.1',
  slug: 'norte-101',
  timezone: 'America/Argentina/Cordoba',
  language: 'es',
  format: 'aac',
  streamUrl: 'https://streams.example.com/norte.aac',
  featuresConfig: { audit: { enabled: true } },
  ...values,
});

describe('platform stations', () => {
  let t: PlatformTest;
  let groupId: string;
  let otherClientGroupId: string;
  let stationId: string;
  beforeAll(async () => {
    t = await buildPlatformTest();
    const [group] = await t.ctx.db.insert(stationGroups).values({ clientId: t.client.id, name: 'Cordoba' }).returning();
    groupId = group!.id;
    const other = await createClient(t.ctx.db);
    const [otherGroup] = await t.ctx.db
      .insert(stationGroups)
      .values({ clientId: other.id, name: 'Elsewhere' })
      .returning();
    otherClientGroupId = otherGroup!.id;
    await createStation(t.ctx.db, other.id, { slug: 'taken-slug' });
  });
  afterAll(async () => t.close());

  const create = (payload: object, clientId = t.client.id) =>
    t.app.inject({ method: 'POST', url: `/api/platform/clients/${clientId}/stations`, headers: asSuperadmin, payload });
  const update = (payload: object, id = stationId) =>
    t.app.inject({ method: 'PUT', url: `/api/platform/stations/${id}`, headers: asSuperadmin, payload });
  const detailPaths = (body: { details: { path: string }[] }) => body.details.map((d) => d.path);

  it('creates a station of the client with its source, group and full features config, and logs it', async () => {
    const res = await create(station({ stationGroupId: groupId }));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    stationId = created.id;
    expect(created).toMatchObject({
      name: 'Radio Norte 101.1',
      slug: 'norte-101',
      client: { id: t.client.id, name: 'Radio Norte' },
      timezone: 'America/Argentina/Cordoba',
      format: 'aac',
      streamUrl: 'https://streams.example.com/norte.aac',
      streams: [{ url: 'https://streams.example.com/norte.aac' }],
      stationGroup: { id: groupId, name: 'Cordoba' },
      logoUrl: null,
    });
    expect(created.featuresConfig.audit).toEqual({ enabled: true, liveMentionsEnabled: false });
    expect(created.featuresConfig.transcription.enabled).toBe(false);
    const change = await latestChange(t, 'station.create');
    expect(change).toMatchObject({
      entityType: 'station',
      entityId: stationId,
      client: { id: t.client.id },
      after: { slug: 'norte-101', stationGroupId: groupId },
    });
  });

  it('lists the stations of the client only', async () => {
    const res = await t.app.inject({ url: `/api/platform/clients/${t.client.id}/stations`, headers: asSuperadmin });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { slug: string }) => s.slug)).toEqual(['norte-101']);
    expect(res.json()[0].streamUrl).toBe('https://streams.example.com/norte.aac');
  });

  it('reads one station', async () => {
    const res = await t.app.inject({ url: `/api/platform/stations/${stationId}`, headers: asSuperadmin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: stationId, streamUrl: 'https://streams.example.com/norte.aac' });
  });

  it('refuses a slug any station has, also of another client', async () => {
    const res = await create(station({ slug: 'Taken-Slug' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ERR_SLUG_EXISTS', message: 'Slug already exists' });
  });

  it('validates the slug, timezone, language, format and name', async () => {
    const res = await create(
      station({ name: '', slug: 'Bad Slug', timezone: 'Mars/Olympus', language: 'fr', format: 'wav' }),
    );
    expect(res.statusCode).toBe(400);
    expect(detailPaths(res.json())).toEqual(
      expect.arrayContaining(['body.name', 'body.slug', 'body.timezone', 'body.language', 'body.format']),
    );
    expect(res.json().details).toContainEqual({ path: 'body.timezone', message: 'Unknown timezone' });
  });

  it('refuses a station group of another client, or none at all, with 400 on body.stationGroupId', async () => {
    for (const stationGroupId of [otherClientGroupId, UNKNOWN_ID]) {
      const res = await create(station({ slug: 'norte-102', stationGroupId }));
      expect(res.statusCode).toBe(400);
      expect(detailPaths(res.json())).toEqual(['body.stationGroupId']);
    }
    const list = await t.app.inject({ url: `/api/platform/clients/${t.client.id}/stations`, headers: asSuperadmin });
    expect(list.json()).toHaveLength(1);
  });

  it('changes every field of a station and logs before and after', async () => {
    const res = await update(
      station({
        name: 'Norte TV',
        slug: 'norte-tv',
        logoUrl: '/logos/norte-tv.png',
        timezone: 'Europe/Madrid',
        language: 'en',
        format: 'mpegts',
        streamUrl: null,
        featuresConfig: { videoAnalysis: { enabled: true } },
        stationGroupId: null,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Norte TV',
      slug: 'norte-tv',
      logoUrl: '/logos/norte-tv.png',
      timezone: 'Europe/Madrid',
      language: 'en',
      format: 'mpegts',
      streamUrl: null,
      streams: [],
      stationGroup: null,
    });
    expect(res.json().featuresConfig.videoAnalysis.enabled).toBe(true);
    expect(res.json().featuresConfig.audit.enabled).toBe(false);
    const change = await latestChange(t, 'station.update');
    expect(change).toMatchObject({
      entityId: stationId,
      before: { slug: 'norte-101', format: 'aac', stationGroupId: groupId },
      after: { slug: 'norte-tv', format: 'mpegts', stationGroupId: null },
    });
  });

  it('keeps its own slug on change but refuses one another station has', async () => {
    const same = await update(station({ name: 'Norte TV 2', slug: 'norte-tv', format: 'mpegts' }));
    expect(same.statusCode).toBe(200);
    const taken = await update(station({ slug: 'taken-slug' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('ERR_SLUG_EXISTS');
  });

  it("refuses another client's station group and an unknown timezone on change", async () => {
    const read = () => t.app.inject({ url: `/api/platform/stations/${stationId}`, headers: asSuperadmin });
    const before = (await read()).json();
    const group = await update(station({ slug: 'norte-tv', stationGroupId: otherClientGroupId }));
    expect(group.statusCode).toBe(400);
    expect(detailPaths(group.json())).toEqual(['body.stationGroupId']);
    const timezone = await update(station({ slug: 'norte-tv', timezone: 'Mars/Olympus' }));
    expect(timezone.statusCode).toBe(400);
    expect(detailPaths(timezone.json())).toEqual(['body.timezone']);
    expect((await read()).json()).toEqual(before);
  });

  it('names a StreamerBox device of the client that no other station names, with 400 otherwise', async () => {
    const device = async (clientId: string) =>
      (
        await t.ctx.db.insert(streamerBoxDevices).values({ clientId, name: 'Box', tokenHash: randomUUID() }).returning()
      )[0]!.id;
    const ours = await device(t.client.id);
    const theirs = await device((await createClient(t.ctx.db)).id);
    const naming = (deviceId: string | null) => ({ featuresConfig: { streamerBox: { deviceId } } });
    const path = 'body.featuresConfig.streamerBox.deviceId';

    const linked = await update(station({ name: 'Norte TV 2', slug: 'norte-tv', ...naming(ours) }));
    expect(linked.statusCode).toBe(200);
    expect(linked.json().featuresConfig.streamerBox.deviceId).toBe(ours);
    // Saving the station again with its own device is no conflict.
    expect((await update(station({ name: 'Norte TV 2', slug: 'norte-tv', ...naming(ours) }))).statusCode).toBe(200);

    const second = await create(station({ slug: 'norte-103', ...naming(ours) }));
    expect(second.statusCode).toBe(400);
    expect(second.json().details).toEqual([
      { path, message: 'This device already feeds Norte TV 2: unlink it there first' },
    ]);
    for (const deviceId of [theirs, UNKNOWN_ID, 'box-1']) {
      const res = await update(station({ slug: 'norte-tv', ...naming(deviceId) }));
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ path, message: 'No StreamerBox device of this client has this id' }]);
    }
    const read = await t.app.inject({ url: `/api/platform/stations/${stationId}`, headers: asSuperadmin });
    expect(read.json().featuresConfig.streamerBox.deviceId).toBe(ours);
  });

  it('answers 404 for an unknown client or station', async () => {
    expect((await create(station({ slug: 'ghost' }), UNKNOWN_ID)).statusCode).toBe(404);
    const list = await t.app.inject({ url: `/api/platform/clients/${UNKNOWN_ID}/stations`, headers: asSuperadmin });
    expect(list.statusCode).toBe(404);
    const read = await t.app.inject({ url: `/api/platform/stations/${UNKNOWN_ID}`, headers: asSuperadmin });
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Station not found');
    expect((await update(station({ slug: 'ghost' }), UNKNOWN_ID)).statusCode).toBe(404);
  });

  it('is for superadmins only', async () => {
    await expectSuperadminOnly(t, { url: `/api/platform/clients/${t.client.id}/stations` });
    await expectSuperadminOnly(t, {
      method: 'POST',
      url: `/api/platform/clients/${t.client.id}/stations`,
      payload: station({ slug: 'intruder' }),
    });
    await expectSuperadminOnly(t, { url: `/api/platform/stations/${stationId}` });
    await expectSuperadminOnly(t, {
      method: 'PUT',
      url: `/api/platform/stations/${stationId}`,
      payload: station({ slug: 'intruder' }),
    });
    const now = await t.app.inject({ url: `/api/platform/stations/${stationId}`, headers: asSuperadmin });
    expect(now.json().slug).toBe('norte-tv');
  });
});
