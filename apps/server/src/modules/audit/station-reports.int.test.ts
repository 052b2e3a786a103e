import { scheduleStatusColour, type ScheduleStatusItem } from '@antena/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createAuditAudio, createClient, createStation, createUser } from '../../../test/factories';
import {
  auditAudios,
  auditClientConfigs,
  auditMatches,
  auditScheduleConfirmations,
  auditSchedules,
  stationGroups,
} from '../../db/schema';

const ADMIN = 'admin@audit-reports.example';
const OUTSIDER = 'outsider@audit-reports.example';
const MIN = 60_000;
// 2026-11-10 on a station at UTC-3 (Buenos Aires, no DST): 03:00 UTC to 03:00 UTC the next day.
const DAY = '2026-11-10';
const FROM = Date.parse('2026-11-10T03:00:00Z');
const TO = FROM + 24 * 60 * MIN - 1;
const at = (hour: number, minute = 0) => FROM + (hour * 60 + minute) * MIN;

describe('station audit reports', () => {
  let t: TestApp;
  let station: { id: string; slug: string; name: string; clientId: string };
  let ids: Record<string, string>;

  const get = (path: string, email = ADMIN) =>
    t.app.inject({ url: `/api/v2/stations/${station.slug}/audit/reports/${path}`, headers: asUser(email) });
  const status = async (query = `from=${FROM}&to=${TO}`): Promise<ScheduleStatusItem[]> => {
    const res = await get(`schedule-status?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results;
  };

  async function schedule(customId: string, datetime: number, type: 'SPOT' | 'MENTION' = 'SPOT') {
    const [row] = await t.ctx.db
      .insert(auditSchedules)
      .values({
        clientId: station.clientId,
        stationId: station.id,
        type,
        datetime,
        day: DAY,
        customId,
        advertiser: `${customId} Inc.`,
        version: 'v1',
      })
      .returning();
    return row!.id;
  }
  async function match(audioId: string, datetime: number) {
    const [row] = await t.ctx.db
      .insert(auditMatches)
      .values({
        stationId: station.id,
        audioId,
        datetime,
        score: 90,
        playedDurationMs: 20_000,
        refEndMs: 20_000,
        source: 'AUTO',
      })
      .returning();
    return row!.id;
  }
  const confirm = (scheduleId: string, matchId: string, type: 'DEFAULT' | 'OFF_TOLERANCE', diffMinutes: number) =>
    t.ctx.db
      .insert(auditScheduleConfirmations)
      .values({ scheduleId, matchId, stationId: station.id, day: DAY, type, diffMinutes });

  beforeAll(async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId: client.id });
    const [group] = await t.ctx.db.insert(stationGroups).values({ clientId: client.id, name: 'Network' }).returning();
    const audit = { featuresConfig: { audit: { enabled: true } }, timezone: 'America/Argentina/Buenos_Aires' };
    station = await createStation(t.ctx.db, client.id, { ...audit, stationGroupId: group!.id });
    const sibling = await createStation(t.ctx.db, client.id, audit);
    const audio = (customId: string, md5: string, target: object, createdAt = new Date(at(9))) =>
      createAuditAudio(t.ctx, client.id, { customId, md5, createdAt, ...target });
    const own = { stationId: station.id };
    const ofGroup = { stationGroupId: group!.id };
    const green = await audio('GREEN', 'm-green', own);
    const groupGreen = await audio('GREEN', 'm-green-network', ofGroup);
    const late = await audio('LATE', 'm-late', ofGroup);
    const extra = await audio('EXTRA', 'm-same', own);
    const copy = await audio('COPY', 'm-same', own, new Date('2026-10-01T12:00:00Z'));
    await audio('ELSEWHERE', 'm-same', { stationId: sibling.id });
    ids = { green: green.id, groupGreen: groupGreen.id, late: late.id, extra: extra.id, copy: copy.id };

    // GREEN: two spots, both aired in tolerance.
    const g1 = await schedule('GREEN', at(8));
    const g2 = await schedule('GREEN', at(12));
    await confirm(g1, await match(green.id, at(8, 1)), 'DEFAULT', 1);
    await confirm(g2, await match(green.id, at(12, 2)), 'DEFAULT', 2);
    // LATE: two spots, one in tolerance, one 20 minutes late.
    const l1 = await schedule('LATE', at(10));
    const l2 = await schedule('LATE', at(15));
    await confirm(l1, await match(late.id, at(10)), 'DEFAULT', 0);
    await confirm(l2, await match(late.id, at(15, 20)), 'OFF_TOLERANCE', 20);
    ids.lateOn = l1;
    ids.lateOff = l2;
    // NEVER: a spot with no audio loaded and no airing; a mention of it too (read live, no audio).
    ids.never = await schedule('NEVER', at(18));
    await schedule('NEVER', FROM, 'MENTION');
    // EXTRA: aired without a schedule. The day before and after: neither counted.
    await match(extra.id, at(20));
    await schedule('GREEN', FROM - 1);
    await match(green.id, TO + 1);

    const other = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: OUTSIDER, role: 'CLIENT_ADMIN', clientId: other.id });
  });
  afterAll(async () => t.close());

  it('counts each custom id of the day and gives the colours of spec 03 section 4', async () => {
    const results = await status();
    expect(results.map((item) => item.customId)).toEqual(['EXTRA', 'GREEN', 'LATE', 'NEVER']);
    const byId = Object.fromEntries(results.map((item) => [item.customId, item]));
    expect(byId.GREEN!.status).toEqual({
      matchesCount: 2,
      matchesWithScheduleCount: 2,
      matchesWithScheduleOffToleranceCount: 0,
      schedulesCount: 2,
    });
    expect(byId.LATE!.status).toEqual({
      matchesCount: 2,
      matchesWithScheduleCount: 2,
      matchesWithScheduleOffToleranceCount: 1,
      schedulesCount: 2,
    });
    expect(byId.NEVER!.status).toEqual({
      matchesCount: 0,
      matchesWithScheduleCount: 0,
      matchesWithScheduleOffToleranceCount: 0,
      schedulesCount: 1,
    });
    expect(byId.EXTRA!.status).toMatchObject({ matchesCount: 1, matchesWithScheduleCount: 0, schedulesCount: 0 });
    expect(scheduleStatusColour(byId.GREEN!.status)).toBe('green');
    expect(scheduleStatusColour(byId.LATE!.status)).toBe('yellow');
    expect(scheduleStatusColour(byId.NEVER!.status)).toBe('light');
    // The spots of LATE in time order, both aired (one off tolerance).
    expect(byId.LATE!.schedules).toEqual([
      { id: ids.lateOn, datetime: at(10), matched: true },
      { id: ids.lateOff, datetime: at(15), matched: true },
    ]);
    expect(byId.NEVER!.schedules).toEqual([{ id: ids.never, datetime: at(18), matched: false }]);
  });

  it("shows the audio the station plays for each custom id: its own before its group's, none when not loaded", async () => {
    const byId = Object.fromEntries((await status()).map((item) => [item.customId, item]));
    expect(byId.GREEN!.audio).toMatchObject({ id: ids.green, stationId: station.id });
    expect(byId.LATE!.audio).toMatchObject({ id: ids.late, stationsGroup: { name: 'Network' } });
    expect(byId.NEVER!.audio).toBeNull();
  });

  it('narrows the status to the asked custom ids', async () => {
    const results = await status(`from=${FROM}&to=${TO}&customId=LATE, NEVER`);
    expect(results.map((item) => item.customId)).toEqual(['LATE', 'NEVER']);
  });

  it("covers today on the station's clock when no range is asked (the last week for no-matches)", async () => {
    const now = await schedule('TODAY', Date.now());
    const fresh = await createAuditAudio(t.ctx, station.clientId, { stationId: station.id, customId: 'FRESH' });
    try {
      expect((await status('')).map((item) => item.customId)).toEqual(['TODAY']);
      const missing = (await get('missing-audios-schedule')).json().results;
      expect(missing.map((item: { id: string }) => item.id)).toEqual([now]);
      const noMatches = (await get('no-matches')).json().results;
      expect(noMatches.map((item: { audio: { id: string } }) => item.audio.id)).toEqual([fresh.id]);
      expect((await get('equal-md5')).json().results).toEqual([]);
    } finally {
      await t.ctx.db.delete(auditSchedules).where(eq(auditSchedules.id, now));
      await t.ctx.db.delete(auditAudios).where(eq(auditAudios.id, fresh.id));
    }
  });

  it('groups the audios sharing their content, the older copy included', async () => {
    const res = await get(`equal-md5?from=${FROM}&to=${TO}`);
    expect(res.statusCode, res.body).toBe(200);
    // EXTRA (today) and COPY (October) share their bytes; the sibling station's copy is not this station's.
    expect(res.json().results).toEqual([
      {
        md5: 'm-same',
        audios: [expect.objectContaining({ id: ids.copy }), expect.objectContaining({ id: ids.extra })],
      },
    ]);
    const october = (await get(`equal-md5?from=${Date.parse('2026-10-01')}&to=${Date.parse('2026-10-02')}`)).json();
    expect(october.results.map((group: { md5: string }) => group.md5)).toEqual(['m-same']);
    expect((await get(`equal-md5?from=${Date.parse('2026-09-01')}&to=${Date.parse('2026-09-30')}`)).json()).toEqual({
      results: [],
    });
  });

  it('lists the audios without matches in the range, with a same-content audio that aired', async () => {
    const res = await get(
      `no-matches?audioFrom=${Date.parse('2026-09-01')}&audioTo=${TO}&matchFrom=${FROM}&matchTo=${TO}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results as { audio: { id: string }; sameMd5MatchedAudio: { id: string } | null }[];
    // The network's GREEN never aired here (the station's own one did); COPY did not, but EXTRA, its twin, did.
    expect(results.map((item) => [item.audio.id, item.sameMd5MatchedAudio?.id ?? null])).toEqual([
      [ids.groupGreen, null],
      [ids.copy, ids.extra],
    ]);
    // With the match range on the next day, only GREEN aired (just after midnight).
    const dayAfter = (
      await get(`no-matches?audioFrom=${FROM}&audioTo=${TO}&matchFrom=${TO + 1}&matchTo=${TO + 86_400_000}`)
    ).json();
    const unmatched = dayAfter.results.map((item: { audio: { customId: string } }) => item.audio.customId);
    expect(unmatched.sort()).toEqual(['EXTRA', 'GREEN', 'LATE']);
    // Without a match range it follows the audio range (the same-range checkbox).
    const sameRange = (await get(`no-matches?audioFrom=${FROM}&audioTo=${TO}`)).json();
    expect(sameRange.results.map((item: { audio: { id: string } }) => item.audio.id)).toEqual([ids.groupGreen]);
  });

  it('lists the scheduled spots whose custom id has no audio for the station', async () => {
    const res = await get(`missing-audios-schedule?from=${FROM}&to=${TO}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      {
        id: ids.never,
        station: { name: station.name, slug: station.slug },
        customId: 'NEVER',
        datetime: at(18),
        advertiser: 'NEVER Inc.',
        version: 'v1',
      },
    ]);
  });

  it("leaves the client's excluded custom ids out of the status and the reports", async () => {
    await t.ctx.db.insert(auditClientConfigs).values({
      clientId: station.clientId,
      excludedCustomIds: ['NEVER', 'COPY'],
      toleranceBefore: 5,
      toleranceAfter: 5,
      pathFormats: [],
    });
    try {
      expect((await status()).map((item) => item.customId)).toEqual(['EXTRA', 'GREEN', 'LATE']);
      expect((await get(`missing-audios-schedule?from=${FROM}&to=${TO}`)).json().results).toEqual([]);
      const noMatches = (await get(`no-matches?audioFrom=${Date.parse('2026-09-01')}&audioTo=${TO}`)).json();
      expect(noMatches.results.map((item: { audio: { id: string } }) => item.audio.id)).toEqual([ids.groupGreen]);
      expect((await get(`equal-md5?from=${FROM}&to=${TO}`)).json().results).toEqual([]);
    } finally {
      await t.ctx.db.delete(auditClientConfigs).where(eq(auditClientConfigs.clientId, station.clientId));
    }
  });

  it("keeps every report to the station's own client and to stations with the audit", async () => {
    const paths = ['schedule-status', 'equal-md5', 'no-matches', 'missing-audios-schedule'];
    for (const path of paths) {
      expect((await get(path, OUTSIDER)).statusCode, path).toBe(404);
      const anonymous = await t.app.inject({ url: `/api/v2/stations/${station.slug}/audit/reports/${path}` });
      expect(anonymous.statusCode, path).toBe(401);
    }
    const plain = await createStation(t.ctx.db, station.clientId);
    const disabled = await t.app.inject({
      url: `/api/v2/stations/${plain.slug}/audit/reports/schedule-status`,
      headers: asUser(ADMIN),
    });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toMatchObject({ code: 'ERR_FEATURE_NOT_ENABLED', feature: 'audit' });
  });
});
