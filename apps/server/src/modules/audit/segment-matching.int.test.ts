import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { melody, mixInto } from '@antena/fingerprint/test-signals';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { createAuditAudio, createClient, createStation } from '../../../test/factories';
import { auditMatches, auditSegmentScans, segments } from '../../db/schema';
import { fingerprintKey } from '../segments/segment-keys';
import { mp3Of, recordProgramme, SAMPLE_RATE as RATE, SEGMENT_MS } from './audit.test-helpers';
import { matchSegment } from './segment-matching';
import { requeueUnscanned } from './requeue-unscanned';
import type { JobQueue } from '../../jobs/queue';

const BASE = Date.parse('2026-11-20T09:00:00Z');

/** A minute of programme (a melody as the bed) airing SPOT-A at 5 s and SPOT-B at 25 s, across the 30 s cut. */
function programme(spotA: Float32Array, spotB: Float32Array): Float32Array {
  const bed = melody(99, 60, 0.2);
  bed.fill(0, 5 * RATE, 5 * RATE + spotA.length);
  bed.fill(0, 25 * RATE, 25 * RATE + spotB.length);
  mixInto(bed, spotA, 5);
  mixInto(bed, spotB, 25);
  return bed;
}

describe('matching segments as they land', () => {
  let t: TestApp;
  let station: { id: string; clientId: string };
  const segmentIds: string[] = [];

  const autoMatches = () =>
    t.ctx.db
      .select()
      .from(auditMatches)
      .where(eq(auditMatches.stationId, station.id))
      .orderBy(asc(auditMatches.datetime));

  beforeAll(async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db);
    station = await createStation(t.ctx.db, client.id, { featuresConfig: { audit: { enabled: true } } });
    const spotA = melody(11, 8);
    const spotB = melody(22, 10);
    await createAuditAudio(t.ctx, client.id, {
      stationId: station.id,
      customId: 'SPOT-A',
      durationMs: 8000,
      content: mp3Of(spotA, RATE),
    });
    await createAuditAudio(t.ctx, client.id, {
      stationId: station.id,
      customId: 'SPOT-B',
      durationMs: 10_000,
      content: mp3Of(spotB, RATE),
    });
    segmentIds.push(...(await recordProgramme(t.ctx, station.id, programme(spotA, spotB), BASE)));
  }, 60_000);
  afterAll(async () => t.close());

  it('finds each airing once, at its moment, even across a segment cut', async () => {
    for (const id of segmentIds) await matchSegment(t.ctx, id);
    const matches = await autoMatches();
    expect(matches).toHaveLength(2);
    expect(matches.map((match) => match.source)).toEqual(['AUTO', 'AUTO']);
    expect(Math.abs(matches[0]!.datetime - (BASE + 5000))).toBeLessThan(500);
    expect(Math.abs(matches[1]!.datetime - (BASE + 25_000))).toBeLessThan(500);
    expect(Math.abs(matches[1]!.playedDurationMs - 10_000)).toBeLessThan(1000);
    const scans = await t.ctx.db.select().from(auditSegmentScans).where(eq(auditSegmentScans.stationId, station.id));
    expect(scans).toHaveLength(4);
    // Each segment's fingerprints are kept for later retro-scans.
    expect(await t.ctx.storage.stat(fingerprintKey(station.id, BASE + SEGMENT_MS))).not.toBeNull();
  }, 120_000);

  it('neither loses nor doubles a match when the jobs run again (a restarted worker)', async () => {
    const before = (await autoMatches()).map((match) => match.datetime);
    for (const id of [...segmentIds].reverse()) await matchSegment(t.ctx, id);
    expect((await autoMatches()).map((match) => match.datetime)).toEqual(before);
  }, 120_000);

  it('records a segment that does not decode and goes on', async () => {
    const storageKey = `segments/${station.id}/broken.mp3`;
    await t.ctx.storage.put(storageKey, Buffer.from('not audio'.repeat(50)));
    const startTs = BASE + 4 * SEGMENT_MS;
    const [row] = await t.ctx.db
      .insert(segments)
      .values({
        stationId: station.id,
        startTs,
        endTs: startTs + SEGMENT_MS,
        seq: 4,
        durationMs: SEGMENT_MS,
        format: 'mp3',
        codec: 'mp3',
        bytes: 450,
        storageKey,
      })
      .returning();
    await matchSegment(t.ctx, row!.id);
    const [scan] = await t.ctx.db.select().from(auditSegmentScans).where(eq(auditSegmentScans.segmentId, row!.id));
    expect(scan!.error).toMatch(/decode/);
    expect(await autoMatches()).toHaveLength(2);
  }, 60_000);

  it('sends a lost job again once it should have run, and never one a scan recorded', async () => {
    const now = Date.now();
    const startTs = BASE + 10 * SEGMENT_MS;
    const [lost] = await t.ctx.db
      .insert(segments)
      .values({
        stationId: station.id,
        startTs,
        endTs: startTs + SEGMENT_MS,
        seq: 10,
        durationMs: SEGMENT_MS,
        format: 'mp3',
        codec: 'mp3',
        bytes: 10,
        storageKey: `segments/${station.id}/lost.mp3`,
        createdAt: new Date(now - 10 * 60_000),
      })
      .returning();
    const sent: unknown[] = [];
    const queue = {
      send: async (name: string, payload: unknown) => void sent.push([name, payload]),
    } as unknown as JobQueue;
    // The segments matched above are recent and scanned: only the lost one goes out.
    expect(await requeueUnscanned({ ...t.ctx, queue }, now)).toBe(1);
    expect(sent).toEqual([['audit.match-segment', { segmentId: lost!.id }]]);
  });
});
