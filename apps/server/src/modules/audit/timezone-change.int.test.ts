import { dayStart } from '@antena/contract';
import type { ScheduleStatusItem } from '@antena/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../../../test/helpers';
import { createAuditAudio } from '../../../test/factories';
import { auditMatches, auditScheduleConfirmations, auditSchedules, liveMentions } from '../../db/schema';
import { insertLiveMention, insertMentionSchedule } from './live-mentions.test-helpers';
import {
  asSuperadmin,
  buildPlatformTest,
  CLIENT_ADMIN_EMAIL,
  type PlatformTest,
} from '../platform/platform.test-helpers';
import { repairStationDays } from './schedule-confirmation';

const BUENOS_AIRES = 'America/Argentina/Buenos_Aires'; // UTC−3
const MADRID = 'Europe/Madrid'; // UTC+1 in November
// 10 November 23:30 in Buenos Aires, 11 November 03:30 in Madrid; aired 2 minutes late.
const SPOT_AT = Date.parse('2026-11-11T02:30:00Z');
const AIRED_AT = SPOT_AT + 2 * 60_000;
// 10 November 23:58 in Buenos Aires, aired at 00:01 on the 11th: another day there, the same day in Madrid.
const LATE_SPOT_AT = Date.parse('2026-11-11T02:58:00Z');
const LATE_AIRED_AT = LATE_SPOT_AT + 3 * 60_000;

const stationBody = (timezone: string) => ({
  name: 'Radio Reloj',
  slug: 'radio-reloj',
  timezone,
  language: 'es',
  format: 'aac',
  streamUrl: 'https://streams.example.com/reloj.aac',
  featuresConfig: { audit: { enabled: true } },
});

describe("a station's timezone change", () => {
  let t: PlatformTest;
  let station: { id: string; clientId: string; timezone: string; slug: string };
  let spotId: string;
  let lateSpotId: string;
  let mentionId: string;
  let liveMentionId: string;

  const confirmationOf = async (scheduleId: string) =>
    (
      await t.ctx.db
        .select()
        .from(auditScheduleConfirmations)
        .where(eq(auditScheduleConfirmations.scheduleId, scheduleId))
    )[0];
  const scheduleOf = async (id: string) =>
    (await t.ctx.db.select().from(auditSchedules).where(eq(auditSchedules.id, id)))[0]!;
  const statusOfDay = async (timeZone: string, day: string): Promise<ScheduleStatusItem[]> => {
    const from = dayStart(timeZone, day);
    const to = dayStart(timeZone, new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) - 1;
    const res = await t.app.inject({
      url: `/api/v2/stations/${station.slug}/audit/reports/schedule-status?from=${from}&to=${to}`,
      headers: asUser(CLIENT_ADMIN_EMAIL),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results;
  };

  beforeAll(async () => {
    t = await buildPlatformTest();
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/platform/clients/${t.client.id}/stations`,
      headers: asSuperadmin,
      payload: stationBody(BUENOS_AIRES),
    });
    expect(created.statusCode, created.body).toBe(201);
    station = { id: created.json().id, clientId: t.client.id, timezone: BUENOS_AIRES, slug: 'radio-reloj' };
    for (const [customId, at, aired] of [
      ['SPOT', SPOT_AT, AIRED_AT],
      ['LATE', LATE_SPOT_AT, LATE_AIRED_AT],
    ] as const) {
      const audio = await createAuditAudio(t.ctx, t.client.id, { stationId: station.id, customId });
      const [schedule] = await t.ctx.db
        .insert(auditSchedules)
        .values({
          clientId: t.client.id,
          stationId: station.id,
          type: 'SPOT',
          datetime: at,
          day: '2026-11-10',
          customId,
        })
        .returning();
      if (customId === 'SPOT') spotId = schedule!.id;
      else lateSpotId = schedule!.id;
      await t.ctx.db.insert(auditMatches).values({
        stationId: station.id,
        audioId: audio.id,
        datetime: aired,
        score: 90,
        playedDurationMs: 20_000,
        refEndMs: 20_000,
        source: 'AUTO',
      });
    }
    mentionId = (await insertMentionSchedule(t.ctx.db, station, { day: '2026-11-10', customId: 'PROMO' })).id;
    liveMentionId = (await insertLiveMention(t.ctx.db, station, { datetime: SPOT_AT + 5 * 60_000 })).id;
    await repairStationDays(t.ctx, station.id, ['2026-11-10']);
  });
  afterAll(async () => t.close());

  it('pairs on the old clock before the change', async () => {
    expect(await confirmationOf(spotId)).toMatchObject({ day: '2026-11-10', type: 'DEFAULT' });
    // The airing fell on 11 November in Buenos Aires: another day, so no confirmation.
    expect(await confirmationOf(lateSpotId)).toBeUndefined();
  });

  it('moves the schedules, confirmations and live mentions to the new clock’s days', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/platform/stations/${station.id}`,
      headers: asSuperadmin,
      payload: stationBody(MADRID),
    });
    expect(res.statusCode, res.body).toBe(200);
    station.timezone = MADRID;

    expect((await scheduleOf(spotId)).day).toBe('2026-11-11');
    expect(await confirmationOf(spotId)).toMatchObject({ day: '2026-11-11', type: 'DEFAULT', diffMinutes: 2 });
    // Schedule and airing are now on one day, 11 November: re-paired.
    expect(await confirmationOf(lateSpotId)).toMatchObject({ day: '2026-11-11', type: 'DEFAULT', diffMinutes: 3 });

    const [live] = await t.ctx.db.select().from(liveMentions).where(eq(liveMentions.id, liveMentionId));
    expect(live!.day).toBe('2026-11-11');

    // The PNT file said 10 November: the mention keeps its date and starts it on the new clock.
    const mention = await scheduleOf(mentionId);
    expect(mention.day).toBe('2026-11-10');
    expect(mention.datetime).toBe(Date.parse('2026-11-09T23:00:00Z'));
  });

  it('counts the spots on their new day in the schedule status', async () => {
    const spot = (await statusOfDay(MADRID, '2026-11-11')).find((item) => item.customId === 'SPOT');
    expect(spot?.status).toMatchObject({ schedulesCount: 1, matchesCount: 1, matchesWithScheduleCount: 1 });
    expect(spot?.schedules).toEqual([{ id: spotId, datetime: SPOT_AT, matched: true }]);
    const late = (await statusOfDay(MADRID, '2026-11-11')).find((item) => item.customId === 'LATE');
    expect(late?.status).toMatchObject({ schedulesCount: 1, matchesWithScheduleCount: 1 });
    expect((await statusOfDay(MADRID, '2026-11-10')).find((item) => item.customId === 'SPOT')).toBeUndefined();
  });

  it('leaves the days alone when the timezone stays', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/platform/stations/${station.id}`,
      headers: asSuperadmin,
      payload: { ...stationBody(MADRID), name: 'Radio Reloj FM' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await scheduleOf(mentionId)).datetime).toBe(Date.parse('2026-11-09T23:00:00Z'));
    expect(await confirmationOf(spotId)).toMatchObject({ day: '2026-11-11' });
  });
});
