import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createAuditAudio, createClient, createStation, createUser } from '../../../test/factories';
import { auditMatches } from '../../db/schema';

const ADMIN = 'admin@matches.example';
const AT = Date.parse('2026-11-20T10:00:00Z');

describe('audio matches', () => {
  let t: TestApp;
  let station: { id: string; slug: string };
  let spot: { id: string; customId: string };
  let promo: { id: string; customId: string };

  const get = (path: string) =>
    t.app.inject({ url: `/api/v2/stations/${station.slug}/audit/${path}`, headers: asUser(ADMIN) });
  const createManual = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/stations/${station.id}/audit/matches/create-manual`,
      headers: asUser(ADMIN),
      payload,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId: client.id });
    station = await createStation(t.ctx.db, client.id, { featuresConfig: { audit: { enabled: true } } });
    spot = await createAuditAudio(t.ctx, client.id, { stationId: station.id, customId: 'SPOT', durationMs: 20_000 });
    promo = await createAuditAudio(t.ctx, client.id, { stationId: station.id, customId: 'PROMO', durationMs: 15_000 });
    const found = { stationId: station.id, source: 'AUTO' as const, refEndMs: 20_000 };
    await t.ctx.db.insert(auditMatches).values([
      // Two candidates for one airing, 300 ms apart: one moment, the better score first.
      { ...found, audioId: promo.id, datetime: AT + 300, score: 61, playedDurationMs: 14_000 },
      { ...found, audioId: spot.id, datetime: AT, score: 93, playedDurationMs: 19_800 },
      { ...found, audioId: spot.id, datetime: AT + 3_600_000, score: 88, playedDurationMs: 20_000 },
    ]);
  });
  afterAll(async () => t.close());

  it('groups the findings of one moment, the best first, the others as also possible', async () => {
    const res = await get(`matches?from=${AT - 1000}&to=${AT + 7_200_000}`);
    expect(res.statusCode, res.body).toBe(200);
    const { results, metadata } = res.json();
    expect(metadata.totalCount).toBe(2);
    expect(results[0]).toMatchObject({
      datetime: AT,
      type: 'CUSTOM',
      score: 93,
      mainMatch: { audio: { customId: 'SPOT', duration: 20_000 }, source: 'AUTO', playedDuration: 19_800 },
      otherMatches: [{ audio: { customId: 'PROMO' }, score: 61 }],
    });
    expect(results[1]).toMatchObject({ datetime: AT + 3_600_000, otherMatches: [] });
    const onlyPromo = (await get(`matches?from=${AT - 1000}&to=${AT + 7_200_000}&customId=PROMO`)).json();
    expect(onlyPromo.results).toHaveLength(1);
    expect(onlyPromo.results[0].mainMatch.audio.customId).toBe('PROMO');
  });

  it('lists one row per finding for the audit table, sorted and paged', async () => {
    const page = (await get(`results?from=${AT - 1000}&to=${AT + 7_200_000}&sort=-score&pageSize=2`)).json();
    expect(page.metadata.totalCount).toBe(3);
    expect(page.pagesCount).toBe(2);
    expect(page.results.map((row: { score: number }) => row.score)).toEqual([93, 88]);
    expect(page.results[0]).toMatchObject({
      customId: 'SPOT',
      duration: 20_000,
      playedDuration: 19_800,
      source: 'AUTO',
    });
    const byTime = (await get(`results?from=${AT - 1000}&to=${AT + 7_200_000}&sort=datetime`)).json();
    expect(byTime.results.map((row: { datetime: number }) => row.datetime)).toEqual([AT, AT + 300, AT + 3_600_000]);
  });

  it('records a manual match, and refuses what the spec refuses', async () => {
    const datetime = AT + 60_000;
    const created = await createManual({ datetime, score: 100, playedDuration: 15_000, audioId: promo.id });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ datetime, mainMatch: { source: 'MANUAL', playedDuration: 15_000 } });
    const listed = (await get(`matches?from=${datetime}&to=${datetime}`)).json();
    expect(listed.results[0].mainMatch.audio.customId).toBe('PROMO');

    const future = await createManual({
      datetime: Date.now() + 3_600_000,
      score: 90,
      playedDuration: 1000,
      audioId: spot.id,
    });
    expect(future.json()).toMatchObject({ code: 'ERR_VALIDATION', details: [{ path: 'body.datetime' }] });
    const score = await createManual({ datetime, score: 101, playedDuration: 1000, audioId: spot.id });
    expect(score.statusCode).toBe(400);
    expect(score.json().details[0].path).toBe('body.score');
    const unknown = await createManual({
      datetime,
      score: 90,
      playedDuration: 1000,
      audioId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.json()).toMatchObject({ details: [{ path: 'body.audioId' }] });
    const noAudio = await createManual({ datetime, score: 90, playedDuration: 1000 });
    expect(noAudio.json().details[0].path).toBe('body.audioId');
  });

  it('deletes the matches of a deleted audio', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/audit/audios/${spot.id}`,
      headers: asUser(ADMIN),
    });
    expect(res.statusCode).toBe(204);
    const rows = (await get(`results?from=${AT - 1000}&to=${AT + 7_200_000}`)).json().results;
    expect(rows.map((row: { customId: string }) => row.customId)).toEqual(['PROMO', 'PROMO']);
  });
});
