import { featuresConfigSchema } from '@antena/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, groupStations, stationGroups, stations, userStations } from '../../db/schema';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createGroup, createStation, createUser } from '../../../test/factories';

const ADMIN = asUser('admin@stations.test');
const USER = asUser('user@stations.test');

describe('stations', () => {
  let t: TestApp;
  let client: Awaited<ReturnType<typeof createClient>>;
  let groupId: string;
  const station = {} as Record<'alpha' | 'bravo' | 'charlie' | 'delta' | 'foreign', { id: string }>;

  const names = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/stations', headers });
    expect(res.statusCode).toBe(200);
    return res.json().map((s: { name: string }) => s.name);
  };
  const get = (idOrSlug: string, headers: Record<string, string> = USER) =>
    t.app.inject({ url: `/api/stations/${idOrSlug}`, headers });

  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.ctx;
    client = await createClient(db, { name: 'Radio Group', slug: 'radio-group', retentionDays: 30 });
    const other = await createClient(db);
    groupId = (await createGroup(db, client.id)).id;
    await createUser(db, { email: 'admin@stations.test', role: 'CLIENT_ADMIN', clientId: client.id });
    const user = await createUser(db, { email: 'user@stations.test', clientId: client.id, groupId });
    await createUser(db, { email: 'nobody@stations.test', clientId: client.id });
    await createUser(db, { email: 'root@stations.test', role: 'SUPERADMIN' });
    const [place] = await db.insert(stationGroups).values({ clientId: client.id, name: 'Downtown' }).returning();
    // Created out of order so that the answer's order comes from sorting by name.
    station.delta = await createStation(db, client.id, { name: 'Delta FM', slug: 'delta-fm' });
    station.bravo = await createStation(db, client.id, {
      name: 'Bravo TV',
      slug: 'bravo-tv',
      format: 'mpegts',
      streamUrl: 'https://streams.example/bravo.m3u8',
      featuresConfig: { audit: { enabled: true } },
      stationGroupId: place!.id,
    });
    station.alpha = await createStation(db, client.id, { name: 'Alpha AM', slug: 'alpha-am' });
    station.charlie = await createStation(db, client.id, { name: 'Charlie Radio', slug: 'charlie-radio' });
    station.foreign = await createStation(db, other.id, { name: 'Echo Foreign', slug: 'echo-foreign' });
    await db.insert(userStations).values({ userId: user.id, stationId: station.delta.id });
    await db.insert(groupStations).values([
      { groupId, stationId: station.bravo.id },
      { groupId, stationId: station.delta.id },
    ]);
  });
  afterAll(async () => t.close());

  it('lists, sorted by name, exactly the stations a client user is granted directly or through the group', async () => {
    expect(await names(USER)).toEqual(['Bravo TV', 'Delta FM']);
    expect(await names(asUser('nobody@stations.test'))).toEqual([]);
  });

  it("lists every station of the client for a client administrator, and no other client's", async () => {
    expect(await names(ADMIN)).toEqual(['Alpha AM', 'Bravo TV', 'Charlie Radio', 'Delta FM']);
  });

  it('describes a station with its client, streams, station group and a complete featuresConfig', async () => {
    const [bravo, delta] = (await t.app.inject({ url: '/api/stations', headers: USER })).json();
    expect(bravo).toEqual({
      id: station.bravo.id,
      slug: 'bravo-tv',
      name: 'Bravo TV',
      logoUrl: null,
      client: { id: client.id, name: 'Radio Group', slug: 'radio-group', retentionDays: 30 },
      timezone: 'America/Argentina/Buenos_Aires',
      language: 'es',
      format: 'mpegts',
      streams: [{ url: 'https://streams.example/bravo.m3u8' }],
      featuresConfig: featuresConfigSchema.parse({ audit: { enabled: true } }),
      stationGroup: { id: expect.any(String), name: 'Downtown' },
      auditReview: { matchThreshold: 0, mentionThreshold: 0 },
    });
    expect(bravo.featuresConfig.audit).toEqual({ enabled: true, liveMentionsEnabled: false });
    expect(bravo.featuresConfig.fragments.mediaWatermark.positionX).toBe('right');
    expect(delta.streams).toEqual([]);
    expect(delta.stationGroup).toBeNull();
  });

  it('answers a sub-feature as off while its parent feature is off, and as stored under a parent that is on', async () => {
    await t.ctx.db
      .update(stations)
      .set({
        featuresConfig: {
          audit: { enabled: false, liveMentionsEnabled: true },
          transcription: { enabled: false, diarization: { segments: true, fragments: true } },
          videoAnalysis: { enabled: true, lowerThird: { enabled: true }, adOverlays: { enabled: false } },
        },
      })
      .where(eq(stations.id, station.charlie.id));
    const { featuresConfig } = (await get('charlie-radio', ADMIN)).json();
    expect(featuresConfig.audit).toEqual({ enabled: false, liveMentionsEnabled: false });
    expect(featuresConfig.transcription).toEqual({
      enabled: false,
      diarization: { segments: false, fragments: false },
    });
    expect(featuresConfig.videoAnalysis).toEqual({
      enabled: true,
      lowerThird: { enabled: true },
      adOverlays: { enabled: false },
    });
  });

  it('finds a reachable station by id or by slug', async () => {
    const byId = await get(station.bravo.id);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().name).toBe('Bravo TV');
    const bySlug = await get('DELTA-FM');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().id).toBe(station.delta.id);
  });

  it("answers 'Station not found' for a station the user is not granted or of another client", async () => {
    for (const key of [station.alpha.id, 'charlie-radio', station.foreign.id, 'echo-foreign', 'no-such-station']) {
      const res = await get(key);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Station not found');
    }
    expect((await get('echo-foreign', ADMIN)).statusCode).toBe(404);
  });

  it('drops a station once its only grant, to the group, is removed', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/stations/${station.bravo.id}/groups-permissions/${groupId}`,
      headers: ADMIN,
      payload: { allowed: false },
    });
    expect(res.statusCode).toBe(200);
    expect(await names(USER)).toEqual(['Delta FM']);
    expect((await get('bravo-tv')).statusCode).toBe(404);
  });

  it('keeps a station granted directly after the group grant is removed', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/stations/${station.delta.id}/groups-permissions/${groupId}`,
      headers: ADMIN,
      payload: { allowed: false },
    });
    expect(await names(USER)).toEqual(['Delta FM']);
  });

  it('lets a superadmin list the stations of the user they act as', async () => {
    expect(await names({ ...asUser('root@stations.test'), 'x-auth-as': 'user@stations.test' })).toEqual(['Delta FM']);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/stations' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/stations/delta-fm' })).statusCode).toBe(401);
  });

  describe('editing a station', () => {
    const put = (idOrSlug: string, payload: unknown, headers: Record<string, string> = ADMIN) =>
      t.app.inject({ method: 'PUT', url: `/api/stations/${idOrSlug}`, headers, payload: payload as object });

    it('changes the language, keeps the rest, and logs the change', async () => {
      const res = await put('alpha-am', { language: 'pt' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: station.alpha.id, name: 'Alpha AM', language: 'pt' });
      expect((await get('alpha-am', ADMIN)).json().language).toBe('pt');
      const [change] = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, station.alpha.id));
      expect(change).toMatchObject({
        action: 'station.update',
        actorEmail: 'admin@stations.test',
        before: { language: 'es' },
        after: { language: 'pt' },
      });
    });

    it('requires a known language', async () => {
      for (const payload of [{}, { language: 'klingon' }]) {
        const res = await put('alpha-am', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().details[0].path).toBe('body.language');
      }
      expect((await get('alpha-am', ADMIN)).json().language).toBe('pt');
    });

    it('is for client administrators of the station', async () => {
      expect((await put('alpha-am', { language: 'en' }, {})).statusCode).toBe(401);
      expect((await put('delta-fm', { language: 'en' }, USER)).statusCode).toBe(403);
      expect((await put('echo-foreign', { language: 'en' })).statusCode).toBe(404);
      expect((await get('delta-fm', USER)).json().language).toBe('es');
    });
  });
});
