import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { stationGroups, streamerBoxDevices } from '../../db/schema';
import {
  asSuperadmin,
  buildPlatformTest,
  expectSuperadminOnly,
  latestChange,
  UNKNOWN_ID,
  type PlatformTest,
} from './platform.test-helpers';

const ROOT = 'root@antena.test';
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

  it.each([
    ['the cloud metadata service', 'http://169.254.169.254/latest/meta-data/', 'metadata'],
    ["this server's SSH port", 'http://127.0.0.1:22/', 'loopback'],
    ['a name that resolves to loopback', 'rtsp://localhost:8554/live', 'loopback'],
    ['an IPv6 loopback', 'rtmp://[::1]/live/key', 'loopback'],
    ['a private network', 'https://192.168.0.10/radio.aac', 'private'],
    ['this host as 0.0.0.0', 'srt://0.0.0.0:9000', 'reserved'],
    // ffmpeg connects to what follows the last @ before the path, whatever a browser would read.
    ['a host hidden behind a backslash', 'http://radio.example.com\\@127.0.0.1:8000/live', 'loopback'],
    ['a UDP port of this server', 'udp://127.0.0.1:5000', 'listen'],
    ['UDP from a public host (ffmpeg binds the local port)', 'udp://8.8.8.8:5000', 'listen'],
    ['an SRT listener', 'srt://8.8.8.8:9000?mode=listener', 'listen'],
    ['a multicast group with a local port of its choice', 'udp://239.1.1.1:1234?localport=22', 'listen'],
  ])('refuses a stream URL at %s with 400 on body.streamUrl', async (_name, streamUrl, words) => {
    const read = () => t.app.inject({ url: `/api/platform/stations/${stationId}`, headers: asSuperadmin });
    const before = (await read()).json();
    for (const res of [await create(station({ slug: 'scanner', streamUrl })), await update(station({ streamUrl }))]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ path: 'body.streamUrl', message: expect.stringContaining(words) }]);
      expect(res.json().details[0].message).toContain('operator allows it');
    }
    expect((await read()).json()).toEqual(before);
  });

  it('accepts public stream hosts, multicast groups and names that do not resolve now', async () => {
    for (const streamUrl of [
      'https://8.8.8.8/live.aac',
      'udp://239.1.1.1:1234?fifo_size=1000000',
      'udp://[ff0e::1]:1234',
      'https://streams.example.com/norte.aac',
    ]) {
      const res = await update(station({ name: 'Norte TV 2', slug: 'norte-tv', format: 'mpegts', streamUrl }));
      expect(res.statusCode, streamUrl).toBe(200);
    }
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

describe('platform stations with internal sources allowed by the operator', () => {
  let t: TestApp;
  let clientId: string;
  const create = (streamUrl: string, slug: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/platform/clients/${clientId}/stations`,
      headers: asUser(ROOT),
      payload: station({ slug, streamUrl }),
    });

  beforeAll(async () => {
    t = await buildTestApp({ OUTBOUND_ALLOW_PRIVATE: 'true' });
    clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { email: ROOT, role: 'SUPERADMIN' });
  });
  afterAll(async () => t?.close());

  it('records an Icecast on this host or the LAN, and a UDP feed, with OUTBOUND_ALLOW_PRIVATE', async () => {
    expect((await create('http://127.0.0.1:8000/live', 'local-icecast')).statusCode).toBe(201);
    expect((await create('icecast://192.168.1.20:8000/live', 'lan-icecast')).statusCode).toBe(201);
    expect((await create('udp://0.0.0.0:5000', 'udp-feed')).statusCode).toBe(400);
    expect((await create('udp://127.0.0.1:5000', 'udp-feed')).statusCode).toBe(201);
  });

  it('still refuses the cloud metadata service', async () => {
    const res = await create('http://169.254.169.254/latest/meta-data/', 'metadata');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('body.streamUrl');
  });
});
