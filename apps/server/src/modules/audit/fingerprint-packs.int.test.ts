import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { melody, mixInto } from '@antena/fingerprint/test-signals';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { createAuditAudio, createClient, createStation } from '../../../test/factories';
import { auditFingerprintPacks, auditMatches } from '../../db/schema';
import { enforceRetention } from '../segments/retention';
import { DAY_MS } from '../segments/segment-registry';
import { fingerprintKey, fingerprintPackKey } from '../segments/segment-keys';
import { mp3Of, recordProgramme, recordSegment, SAMPLE_RATE, SEGMENT_MS } from './audit.test-helpers';
import { packEndedHours } from './fingerprint-packs';
import { retroScan } from './retro-scan';
import { matchSegment } from './segment-matching';

const HOUR = Date.parse('2026-11-21T16:00:00Z');
/** Four 15 s segments, two in the hour before HOUR and two in it. */
const BASE = HOUR - 2 * SEGMENT_MS;

describe('hourly fingerprint packs', () => {
  let t: TestApp;
  let station: { id: string; clientId: string };
  let segmentIds: string[];
  const spot = melody(41, 9);

  beforeAll(async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db);
    station = await createStation(t.ctx.db, client.id, { featuresConfig: { audit: { enabled: true } } });
    // The client has an audio, so the live matching stores every segment's fingerprints.
    await createAuditAudio(t.ctx, client.id, { stationId: station.id, content: mp3Of(melody(5, 8), SAMPLE_RATE) });
    // The spot airs across the hour (and segment) boundary: 5 s before HOUR to 4 s after.
    const bed = melody(78, 60, 0.2);
    bed.fill(0, 25 * SAMPLE_RATE, 34 * SAMPLE_RATE);
    mixInto(bed, spot, 25);
    segmentIds = await recordProgramme(t.ctx, station.id, bed, BASE);
  }, 60_000);
  afterAll(async () => t.close());

  const packs = () =>
    t.ctx.db
      .select({ hourTs: auditFingerprintPacks.hourTs, segmentCount: auditFingerprintPacks.segmentCount })
      .from(auditFingerprintPacks)
      .where(eq(auditFingerprintPacks.stationId, station.id))
      .orderBy(auditFingerprintPacks.hourTs);

  it('packs an ended hour only once every segment in it was matched', async () => {
    const later = HOUR + 2 * 60 * 60_000;
    await matchSegment(t.ctx, segmentIds[0]!);
    expect(await packEndedHours(t.ctx, later)).toBe(0);
    for (const id of segmentIds.slice(1)) await matchSegment(t.ctx, id);
    // The hour in progress is left for later.
    expect(await packEndedHours(t.ctx, HOUR + 30 * 60_000)).toBe(1);
    expect(await packEndedHours(t.ctx, later)).toBe(1);
    expect(await packEndedHours(t.ctx, later)).toBe(0);
    expect(await packs()).toEqual([
      { hourTs: HOUR - 60 * 60_000, segmentCount: 2 },
      { hourTs: HOUR, segmentCount: 2 },
    ]);
  }, 60_000);

  it('lets a retro-scan find an airing across the packs, without reading a segment', async () => {
    // Without the segments' own fingerprints, only the packs can hold the airing.
    for (let k = 0; k < 4; k++) await t.ctx.storage.delete(fingerprintKey(station.id, BASE + k * SEGMENT_MS));
    const audio = await createAuditAudio(t.ctx, station.clientId, {
      stationId: station.id,
      durationMs: 9000,
      content: mp3Of(spot, SAMPLE_RATE),
    });
    await retroScan(t.ctx, audio.id);
    const found = await t.ctx.db.select().from(auditMatches).where(eq(auditMatches.audioId, audio.id));
    expect(found).toHaveLength(1);
    expect(Math.abs(found[0]!.datetime - (BASE + 25_000))).toBeLessThan(500);
    expect(await t.ctx.storage.stat(fingerprintKey(station.id, BASE))).toBeNull();

    // A segment recorded into a packed hour later (a backfill): the pack no longer holds the
    // hour, so the scan reads it segment by segment and packs it again.
    await recordSegment(t.ctx, station.id, melody(90, 15, 0.2), HOUR + 2 * SEGMENT_MS, 9);
    await retroScan(t.ctx, audio.id);
    expect(await t.ctx.db.select().from(auditMatches).where(eq(auditMatches.audioId, audio.id))).toHaveLength(1);
    expect((await packs()).at(-1)).toEqual({ hourTs: HOUR, segmentCount: 3 });
  }, 60_000);

  it('goes with its segments when retention removes them', async () => {
    await enforceRetention(t.ctx, HOUR + 400 * DAY_MS);
    expect(await packs()).toEqual([]);
    expect(await t.ctx.storage.stat(fingerprintPackKey(station.id, HOUR))).toBeNull();
  }, 60_000);
});
