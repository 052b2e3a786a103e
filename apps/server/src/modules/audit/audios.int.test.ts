import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createStation, createUser } from '../../../test/factories';
import { auditAudios, stationGroups, stations } from '../../db/schema';
import { toneFile, uploadForm } from './audit.test-helpers';

const ADMIN = 'admin@audit.example';
const AUDIT_ON = { audit: { enabled: true } };

describe('reference audios', () => {
  let t: TestApp;
  let station: { id: string; slug: string };
  let clientId: string;
  let tone: Buffer;

  const upload = (fields: Record<string, string>, file?: { name: string; content: Buffer }) => {
    const form = uploadForm(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/v2/audit/audios',
      headers: { ...form.headers, ...asUser(ADMIN) },
      payload: form.payload,
    });
  };
  const list = (query = '') =>
    t.app.inject({ url: `/api/v2/stations/${station.slug}/audit/audios${query}`, headers: asUser(ADMIN) });

  beforeAll(async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db);
    clientId = client.id;
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId: client.id });
    station = await createStation(t.ctx.db, client.id, { featuresConfig: AUDIT_ON, timezone: 'UTC' });
    tone = toneFile(440, 3);
  });
  afterAll(async () => t.close());

  it('stores an upload with its measured duration and md5, and serves it back', async () => {
    const res = await upload(
      { customId: 'SPOT-1', type: 'STATION_AUDIO', stationId: station.id },
      { name: 'spot one.mp3', content: tone },
    );
    expect(res.statusCode, res.body).toBe(201);
    const audio = res.json();
    expect(audio).toMatchObject({
      customId: 'SPOT-1',
      filename: 'spot one.mp3',
      stationId: station.id,
      overridden: false,
    });
    // The MP3 encoder's padding aside, three seconds decode as three seconds.
    expect(Math.abs(audio.duration - 3000)).toBeLessThan(80);
    const media = await t.app.inject({
      url: `/api/v2/stations/${station.slug}/audit/audios/SPOT-1/audio?download=true`,
      headers: asUser(ADMIN),
    });
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(tone)).toBe(true);
    expect(media.headers['content-type']).toBe('audio/mpeg');
    expect(media.headers['content-disposition']).toContain('attachment');
  });

  it('refuses the same content again, whatever its id', async () => {
    const res = await upload(
      { customId: 'SPOT-COPY', type: 'STATION_AUDIO', stationId: station.id },
      { name: 'copy.mp3', content: tone },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ERR_AUDIT_AUDIO_EXISTS_MD5' });
  });

  it('refuses a taken id, and replaces that audio when asked to', async () => {
    const other = toneFile(880, 2);
    const fields = { customId: 'SPOT-1', type: 'STATION_AUDIO', stationId: station.id };
    const taken = await upload(fields, { name: 'new.mp3', content: other });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ERR_AUDIT_AUDIO_EXISTS_NAME' });

    const [before] = await t.ctx.db.select().from(auditAudios).where(eq(auditAudios.customId, 'SPOT-1'));
    const replaced = await upload({ ...fields, override: 'true' }, { name: 'new.mp3', content: other });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json()).toMatchObject({ id: before!.id, overridden: true, filename: 'new.mp3' });
    expect(Math.abs(replaced.json().duration - 2000)).toBeLessThan(80);
    // The old file is gone from storage with the old version.
    expect(await t.ctx.storage.stat(before!.storageKey)).toBeNull();
  });

  it('answers 400 for a file that does not decode, and keeps nothing', async () => {
    const res = await upload(
      { customId: 'BROKEN', type: 'STATION_AUDIO', stationId: station.id },
      { name: 'broken.mp3', content: Buffer.from('this is not audio at all'.repeat(100)) },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ERR_AUDIT_AUDIO_UNREADABLE', details: [{ path: 'body.file' }] });
    const rows = await t.ctx.db.select().from(auditAudios).where(eq(auditAudios.customId, 'BROKEN'));
    expect(rows).toEqual([]);
  });

  it('names the missing field', async () => {
    const noId = await upload(
      { type: 'STATION_AUDIO', stationId: station.id },
      { name: 'a.mp3', content: toneFile(300, 1.5) },
    );
    expect(noId.statusCode).toBe(400);
    expect(noId.json().details).toEqual([expect.objectContaining({ path: 'body.customId' })]);
    const noGroup = await upload(
      { customId: 'G', type: 'STATIONS_GROUP_AUDIO' },
      { name: 'a.mp3', content: toneFile(300, 1.5) },
    );
    expect(noGroup.json().details).toEqual([expect.objectContaining({ path: 'body.stationsGroupId' })]);
    const noFile = await upload({ customId: 'X', type: 'STATION_AUDIO', stationId: station.id });
    expect(noFile.json()).toMatchObject({ code: 'ERR_VALIDATION', details: [{ path: 'body.file' }] });
  });

  it('refuses a station without the audit feature', async () => {
    const plain = await createStation(t.ctx.db, (await createClient(t.ctx.db)).id);
    const own = await createStation(t.ctx.db, clientId);
    const res = await upload(
      { customId: 'Y', type: 'STATION_AUDIO', stationId: own.id },
      { name: 'y.mp3', content: toneFile(500, 1.5) },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ERR_FEATURE_NOT_ENABLED', feature: 'audit' });
    // Another client's station is not found at all.
    const foreign = await upload(
      { customId: 'Z', type: 'STATION_AUDIO', stationId: plain.id },
      { name: 'z.mp3', content: toneFile(500, 1.5) },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("lists a station's own audios and its group's, filtered, sorted and trimmed", async () => {
    const [group] = await t.ctx.db.insert(stationGroups).values({ clientId, name: 'North' }).returning();
    await t.ctx.db.update(stations).set({ stationGroupId: group!.id }).where(eq(stations.id, station.id));
    const groupUpload = await upload(
      { customId: 'GROUP-SPOT', type: 'STATIONS_GROUP_AUDIO', stationsGroupId: group!.id },
      { name: 'group.mp3', content: toneFile(660, 1.5) },
    );
    expect(groupUpload.statusCode, groupUpload.body).toBe(201);

    const today = await list();
    expect(today.json().results.map((audio: { customId: string }) => audio.customId)).toEqual(['GROUP-SPOT', 'SPOT-1']);
    expect(today.json().metadata.totalCount).toBe(2);
    expect((await list('?customIdLike=group')).json().results).toHaveLength(1);
    expect((await list('?customId=SPOT-1,NOPE&select=customId,duration')).json().results).toEqual([
      { customId: 'SPOT-1', duration: expect.any(Number) },
    ]);
    expect((await list('?sort=customId')).json().results[0].customId).toBe('GROUP-SPOT');
    // Nothing was uploaded yesterday: an explicit range replaces the default "today".
    const yesterday = Date.now() - 86_400_000;
    expect((await list(`?from=${yesterday - 3_600_000}&to=${yesterday}`)).json().results).toEqual([]);
    expect((await list('?select=bogus')).statusCode).toBe(400);
  });

  it('deletes an audio with its file', async () => {
    const [audio] = await t.ctx.db.select().from(auditAudios).where(eq(auditAudios.customId, 'GROUP-SPOT'));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/audit/audios/${audio!.id}`,
      headers: asUser(ADMIN),
    });
    expect(res.statusCode).toBe(204);
    expect(await t.ctx.storage.stat(audio!.storageKey)).toBeNull();
    expect((await list('?customId=GROUP-SPOT')).json().results).toEqual([]);
  });
});
