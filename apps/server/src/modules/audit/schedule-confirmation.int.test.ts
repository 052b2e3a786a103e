import { dayStart, stationDay } from '@antena/contract';
import { melody, mixInto } from '@antena/fingerprint/test-signals';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createAuditAudio, createClient, createStation, createUser } from '../../../test/factories';
import type { stations } from '../../db/schema';
import {
  auditClientConfigs,
  auditMatches,
  auditScheduleConfirmations,
  auditSchedules,
  stationGroups,
} from '../../db/schema';
import { mp3Of, recordProgramme, SAMPLE_RATE } from './audit.test-helpers';
import { DEFAULT_PATH_FORMATS } from './audit-config';
import { repairClient, repairScheduledDays, repairStationDays } from './schedule-confirmation';
import { matchSegment } from './segment-matching';

const ADMIN = 'admin@confirmation.example';
const ZONE = 'America/Argentina/Buenos_Aires';
const at = (day: string, time: string) => Date.parse(`${day}T${time}-03:00`);

describe('schedule confirmation', () => {
  let t: TestApp;
  let clientId: string;
  let station: typeof stations.$inferSelect;
  let own: { id: string };
  let group: { id: string };

  const schedule = async (datetime: number, customId = 'SPOT') => {
    const [row] = await t.ctx.db
      .insert(auditSchedules)
      .values({ clientId, stationId: station.id, type: 'SPOT', datetime, day: stationDay(ZONE, datetime), customId })
      .returning();
    return row!;
  };
  const match = async (audioId: string, datetime: number) => {
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
    return row!;
  };
  const confirmations = async () =>
    (await t.ctx.db.select().from(auditScheduleConfirmations))
      .map(({ scheduleId, matchId, type, diffMinutes }) => ({ scheduleId, matchId, type, diffMinutes }))
      .sort((a, b) => a.scheduleId.localeCompare(b.scheduleId));

  beforeAll(async () => {
    t = await buildTestApp();
    clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    const [stationGroup] = await t.ctx.db.insert(stationGroups).values({ clientId, name: 'Network' }).returning();
    station = await createStation(t.ctx.db, clientId, {
      timezone: ZONE,
      stationGroupId: stationGroup!.id,
      featuresConfig: { audit: { enabled: true } },
    });
    own = await createAuditAudio(t.ctx, clientId, {
      stationId: station.id,
      customId: 'SPOT',
      content: Buffer.from('own'),
    });
    group = await createAuditAudio(t.ctx, clientId, { stationGroupId: stationGroup!.id, customId: 'SPOT' });
  });
  beforeEach(async () => {
    await t.ctx.db.delete(auditSchedules);
    await t.ctx.db.delete(auditMatches);
    await t.ctx.db.delete(auditClientConfigs);
  });
  afterAll(async () => t.close());

  it("pairs within the station's day: an airing just after midnight confirms nothing of the day before", async () => {
    const late = await schedule(at('2026-11-10', '23:58:00'));
    const midnight = await schedule(at('2026-11-11', '00:10:00'));
    const aired = await match(own.id, at('2026-11-11', '00:02:00'));
    await repairStationDays(t.ctx, station.id, ['2026-11-10', '2026-11-11']);
    expect(await confirmations()).toEqual([
      { scheduleId: midnight.id, matchId: aired.id, type: 'OFF_TOLERANCE', diffMinutes: -8 },
    ]);
    expect(late.day).toBe('2026-11-10');
    expect(dayStart(ZONE, '2026-11-11')).toBe(Date.parse('2026-11-11T03:00:00Z'));
    expect(dayStart('Pacific/Kiritimati', '2026-11-11')).toBe(Date.parse('2026-11-10T10:00:00Z'));
  });

  it("pairs with the group's audio too, and falls back to it when the station's own audio goes", async () => {
    const spot = await schedule(at('2026-11-10', '10:00:00'));
    // Both apply to the station: the schedule shows, and the player plays, the station's own.
    const listed = await t.app.inject({
      url: `/api/v2/stations/${station.id}/audit/schedules?contain=audio`,
      headers: asUser(ADMIN),
    });
    expect(listed.json().results[0].audio.id).toBe(own.id);
    const played = await t.app.inject({
      url: `/api/v2/stations/${station.id}/audit/audios/SPOT/audio`,
      headers: asUser(ADMIN),
    });
    expect(played.body).toBe('own');
    await match(own.id, at('2026-11-10', '10:01:00'));
    const groupAiring = await match(group.id, at('2026-11-10', '10:04:00'));
    await repairScheduledDays(t.ctx, station.id, ['SPOT']);
    expect((await confirmations())[0]).toMatchObject({ scheduleId: spot.id, diffMinutes: 1 });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/audit/audios/${own.id}`,
      headers: asUser(ADMIN),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await confirmations()).toEqual([
      { scheduleId: spot.id, matchId: groupAiring.id, type: 'DEFAULT', diffMinutes: 4 },
    ]);
    own = await createAuditAudio(t.ctx, clientId, { stationId: station.id, customId: 'SPOT' });
  });

  it('leaves excluded custom ids out, and uses the client default tolerance for rows without their own', async () => {
    const spot = await schedule(at('2026-11-10', '10:00:00'));
    const promo = await schedule(at('2026-11-10', '11:00:00'), 'PROMO');
    const promoAudio = await createAuditAudio(t.ctx, clientId, { stationId: station.id, customId: 'PROMO' });
    await match(own.id, at('2026-11-10', '10:07:00'));
    await match(promoAudio.id, at('2026-11-10', '11:00:30'));
    await repairClient(t.ctx, clientId);
    expect((await confirmations()).map((row) => [row.scheduleId, row.type])).toEqual(
      [
        [spot.id, 'OFF_TOLERANCE'],
        [promo.id, 'DEFAULT'],
      ].sort((a, b) => a[0]!.localeCompare(b[0]!)),
    );

    await t.ctx.db.insert(auditClientConfigs).values({
      clientId,
      excludedCustomIds: ['PROMO'],
      toleranceBefore: 10,
      toleranceAfter: 10,
      pathFormats: DEFAULT_PATH_FORMATS,
    });
    await repairClient(t.ctx, clientId);
    expect(await confirmations()).toEqual([
      { scheduleId: spot.id, matchId: expect.any(String), type: 'DEFAULT', diffMinutes: 7 },
    ]);
  });

  it('writers re-pairing one day together end with the pairing of everything they committed', async () => {
    const day = '2026-11-12';
    const spots = await Promise.all(
      ['08:00', '09:00', '10:00', '11:00'].map((time) => schedule(at(day, `${time}:00`))),
    );
    // Each writer adds an airing, then re-pairs the day, all at once.
    await Promise.all(
      spots.map(async (spot, k) => {
        await match(own.id, spot.datetime + (k + 1) * 60_000);
        await repairStationDays(t.ctx, station.id, [day]);
      }),
    );
    expect((await confirmations()).map((row) => row.diffMinutes).sort()).toEqual([1, 2, 3, 4]);
    const settled = await confirmations();
    await repairStationDays(t.ctx, station.id, [day]);
    expect(await confirmations()).toEqual(settled);
  });
});

describe('live matching confirms schedules', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('pairs a spot with its airing as soon as the segment it ends in is matched', async () => {
    const base = Date.parse('2026-11-20T09:00:00Z');
    const client = await createClient(t.ctx.db);
    const live = await createStation(t.ctx.db, client.id, { featuresConfig: { audit: { enabled: true } } });
    const spot = melody(11, 8);
    await createAuditAudio(t.ctx, client.id, {
      stationId: live.id,
      customId: 'SPOT-A',
      durationMs: 8000,
      content: mp3Of(spot, SAMPLE_RATE),
    });
    const bed = melody(99, 30, 0.2);
    bed.fill(0, 5 * SAMPLE_RATE, 5 * SAMPLE_RATE + spot.length);
    mixInto(bed, spot, 5);
    const [schedule] = await t.ctx.db
      .insert(auditSchedules)
      .values({
        clientId: client.id,
        stationId: live.id,
        type: 'SPOT',
        datetime: base + 60_000,
        day: stationDay(live.timezone, base),
        customId: 'SPOT-A',
      })
      .returning();
    for (const id of await recordProgramme(t.ctx, live.id, bed, base)) await matchSegment(t.ctx, id);
    const [confirmation] = await t.ctx.db.select().from(auditScheduleConfirmations);
    expect(confirmation).toMatchObject({ scheduleId: schedule!.id, type: 'DEFAULT' });
    expect(Math.abs(confirmation!.diffMinutes - -55 / 60)).toBeLessThan(0.02);
  }, 120_000);
});
