import { stationDay } from '@antena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { melody, mixInto } from '@antena/fingerprint/test-signals';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createAuditAudio, createClient, createStation, createUser } from '../../../test/factories';
import { auditMatches, auditRetroScans, auditScheduleConfirmations, auditSchedules } from '../../db/schema';
import { mp3Of, recordProgramme, SAMPLE_RATE } from './audit.test-helpers';
import { retroScan } from './retro-scan';
import { matchSegment } from './segment-matching';

const BASE = Date.parse('2026-11-21T15:00:00Z');
const ADMIN = 'admin@retro.example';

describe('retro-scan of an audio uploaded after it aired', () => {
  let t: TestApp;
  let station: { id: string; slug: string; clientId: string; timezone: string };
  let audioId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId: client.id });
    station = await createStation(t.ctx.db, client.id, { featuresConfig: { audit: { enabled: true } } });
    const spot = melody(33, 9);
    const bed = melody(77, 45, 0.2);
    bed.fill(0, 20 * SAMPLE_RATE, 29 * SAMPLE_RATE);
    mixInto(bed, spot, 20);
    // Recorded and matched live while the client had no audio at all.
    for (const id of await recordProgramme(t.ctx, station.id, bed, BASE)) await matchSegment(t.ctx, id);
    audioId = (
      await createAuditAudio(t.ctx, client.id, {
        stationId: station.id,
        customId: 'LATE',
        durationMs: 9000,
        content: mp3Of(spot, SAMPLE_RATE),
      })
    ).id;
  }, 60_000);
  afterAll(async () => t.close());

  it('finds the past airing, shows its progress done, and finds it once however often it runs', async () => {
    await retroScan(t.ctx, audioId);
    await retroScan(t.ctx, audioId);
    const matches = await t.ctx.db.select().from(auditMatches).where(eq(auditMatches.audioId, audioId));
    expect(matches).toHaveLength(1);
    expect(Math.abs(matches[0]!.datetime - (BASE + 20_000))).toBeLessThan(500);
    const [scan] = await t.ctx.db.select().from(auditRetroScans).where(eq(auditRetroScans.audioId, audioId));
    expect(scan).toMatchObject({ status: 'COMPLETED', segmentsTotal: 3, segmentsDone: 3 });
    const listed = await t.app.inject({
      url: `/api/v2/stations/${station.slug}/audit/audios?customId=LATE&from=0&to=${Date.now()}`,
      headers: asUser(ADMIN),
    });
    expect(listed.json().results[0].retroScan).toEqual({ status: 'COMPLETED', progress: 1 });
  }, 120_000);

  it('confirms the spot scheduled at the airing it finds', async () => {
    const datetime = BASE + 21_000;
    const [schedule] = await t.ctx.db
      .insert(auditSchedules)
      .values({
        clientId: station.clientId,
        stationId: station.id,
        type: 'SPOT',
        datetime,
        day: stationDay(station.timezone, datetime),
        customId: 'LATE',
      })
      .returning();
    await retroScan(t.ctx, audioId);
    const [confirmation] = await t.ctx.db
      .select()
      .from(auditScheduleConfirmations)
      .where(eq(auditScheduleConfirmations.scheduleId, schedule!.id));
    expect(confirmation).toMatchObject({ type: 'DEFAULT' });
    expect(Math.abs(confirmation!.diffMinutes)).toBeLessThan(0.03);
  }, 120_000);
});
