import { scheduleStatusColour, type AuditConfig, type ScheduleStatusItem } from '@antena/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createAuditAudio, createClient, createStation, createUser } from '../../../test/factories';
import { adminAuditLog, auditMatches, auditSchedules } from '../../db/schema';
import { DEFAULT_PATH_FORMATS } from './audit-config';
import { repairStationDays } from './schedule-confirmation';

const ADMIN = 'admin@audit-config.example';
const USER = 'user@audit-config.example';
const OTHER_ADMIN = 'admin@other-audit-config.example';
const SUPERADMIN = 'root@audit-config.example';
const DAY = '2026-11-10';
// 10:00 on the station's clock (UTC-3), and an airing 7 minutes late.
const SPOT_AT = Date.parse('2026-11-10T13:00:00Z');
const AIRED_AT = SPOT_AT + 7 * 60_000;

const DEFAULTS: AuditConfig = {
  excludedCustomIds: [],
  tolerance: { before: 5, after: 5 },
  evidenceExport: { pathFormats: DEFAULT_PATH_FORMATS },
};
const FORMATS = [{ id: 'flat', label: 'Flat', default: true, pattern: '{station}_{date}_{time}_{customId}' }];

describe('audit configuration', () => {
  let t: TestApp;
  let clientId: string;
  let station: { id: string; slug: string };

  const getConfig = (email: string) => t.app.inject({ url: '/api/v2/audit/config', headers: asUser(email) });
  const putConfig = (email: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: '/api/v2/audit/config', headers: { ...asUser(email), ...headers }, payload });
  const statusOf = async (customId: string): Promise<ScheduleStatusItem | undefined> => {
    const res = await t.app.inject({
      url: `/api/v2/stations/${station.slug}/audit/reports/schedule-status?from=${SPOT_AT - 3_600_000}&to=${SPOT_AT + 3_600_000}`,
      headers: asUser(ADMIN),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().results as ScheduleStatusItem[]).find((item) => item.customId === customId);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db);
    clientId = client.id;
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    await createUser(t.ctx.db, { email: USER, role: 'CLIENT_USER', clientId });
    await createUser(t.ctx.db, { email: SUPERADMIN, role: 'SUPERADMIN' });
    await createUser(t.ctx.db, {
      email: OTHER_ADMIN,
      role: 'CLIENT_ADMIN',
      clientId: (await createClient(t.ctx.db)).id,
    });
    station = await createStation(t.ctx.db, clientId, {
      featuresConfig: { audit: { enabled: true } },
      timezone: 'America/Argentina/Buenos_Aires',
    });
    const audio = await createAuditAudio(t.ctx, clientId, { stationId: station.id, customId: 'SPOT' });
    // A spot whose file row gave no tolerance: it takes the client's.
    await t.ctx.db.insert(auditSchedules).values({
      clientId,
      stationId: station.id,
      type: 'SPOT',
      datetime: SPOT_AT,
      day: DAY,
      customId: 'SPOT',
    });
    await t.ctx.db.insert(auditMatches).values({
      stationId: station.id,
      audioId: audio.id,
      datetime: AIRED_AT,
      score: 90,
      playedDurationMs: 20_000,
      refEndMs: 20_000,
      source: 'AUTO',
    });
    await repairStationDays(t.ctx, station.id, [DAY]);
  });
  afterAll(async () => t.close());

  it('answers the defaults to any user of a client that never saved one', async () => {
    const res = await getConfig(USER);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(DEFAULTS);
  });

  it('lets a client admin save the excluded custom ids, trimmed and without empties or repeats', async () => {
    const res = await putConfig(ADMIN, { excludedCustomIds: [' PROMO ', '', 'JINGLE', 'PROMO'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULTS, excludedCustomIds: ['PROMO', 'JINGLE'] });
    expect((await getConfig(USER)).json().excludedCustomIds).toEqual(['PROMO', 'JINGLE']);
    // Another client's configuration is its own.
    expect((await getConfig(OTHER_ADMIN)).json()).toEqual(DEFAULTS);
  });

  it('keeps the tolerances and path formats a call leaves out', async () => {
    const full = {
      excludedCustomIds: [],
      tolerance: { before: 2, after: 3 },
      evidenceExport: { pathFormats: FORMATS },
    };
    expect((await putConfig(ADMIN, full)).json()).toEqual(full);
    const res = await putConfig(ADMIN, { excludedCustomIds: ['PROMO'] });
    expect(res.json()).toEqual({ ...full, excludedCustomIds: ['PROMO'] });
  });

  it('refuses what the contract refuses, and a client user', async () => {
    const bad = [
      {},
      { excludedCustomIds: [], tolerance: { before: -1, after: 5 } },
      { excludedCustomIds: [], tolerance: { before: 5, after: 24 * 60 + 1 } },
      { excludedCustomIds: [], evidenceExport: { pathFormats: [...FORMATS, { ...FORMATS[0], id: 'other' }] } },
      { excludedCustomIds: [], evidenceExport: { pathFormats: [...FORMATS, { ...FORMATS[0], default: false }] } },
    ];
    for (const payload of bad) expect((await putConfig(ADMIN, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    const user = await putConfig(USER, { excludedCustomIds: ['SPOT'] });
    expect(user.statusCode).toBe(403);
    expect((await getConfig(USER)).json().excludedCustomIds).toEqual(['PROMO']);
    expect((await t.app.inject({ url: '/api/v2/audit/config' })).statusCode).toBe(401);
  });

  it('records each change in the admin audit log', async () => {
    const entries = await t.ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.clientId, clientId), eq(adminAuditLog.action, 'audit-config.update')));
    expect(entries).toHaveLength(3);
    expect(entries.map((entry) => (entry.after as AuditConfig).excludedCustomIds)).toContainEqual(['PROMO']);
    expect(entries.some((entry) => entry.actorEmail === ADMIN && entry.entityType === 'audit-config')).toBe(true);
  });

  it('needs a superadmin to act as a user of the client', async () => {
    const alone = await putConfig(SUPERADMIN, { excludedCustomIds: [] });
    expect(alone.statusCode).toBe(404);
    expect(alone.json().message).toMatch(/act as a user of a client/i);
    const actingAs = await putConfig(SUPERADMIN, { excludedCustomIds: ['PROMO', 'SWEEPER'] }, { 'x-auth-as': USER });
    expect(actingAs.statusCode, actingAs.body).toBe(200);
    expect((await getConfig(ADMIN)).json().excludedCustomIds).toEqual(['PROMO', 'SWEEPER']);
    const [entry] = await t.ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.clientId, clientId), eq(adminAuditLog.actingAsEmail, USER)));
    expect(entry).toMatchObject({ actorEmail: SUPERADMIN, action: 'audit-config.update' });
  });

  it('re-pairs the schedules when the default tolerances or the exclusions change', async () => {
    // 7 minutes late with 3 minutes' tolerance after (the client default set above): off tolerance.
    let spot = await statusOf('SPOT');
    expect(spot!.status).toMatchObject({ matchesWithScheduleCount: 1, matchesWithScheduleOffToleranceCount: 1 });
    expect(scheduleStatusColour(spot!.status)).toBe('yellow');

    await putConfig(ADMIN, { excludedCustomIds: [], tolerance: { before: 5, after: 10 } });
    spot = await statusOf('SPOT');
    expect(spot!.status).toMatchObject({ matchesWithScheduleCount: 1, matchesWithScheduleOffToleranceCount: 0 });
    expect(scheduleStatusColour(spot!.status)).toBe('green');

    await putConfig(ADMIN, { excludedCustomIds: ['SPOT'] });
    expect(await statusOf('SPOT')).toBeUndefined();
    await putConfig(ADMIN, { excludedCustomIds: [] });
    expect((await statusOf('SPOT'))!.schedules).toEqual([expect.objectContaining({ matched: true })]);
  });
});
