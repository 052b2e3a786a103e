import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { melody, mixInto } from '@antena/fingerprint/test-signals';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { jobs } from '../../jobs/jobs';
import { startQueue } from '../../jobs/queue';
import { createAuditAudio, createClient, createStation } from '../../../test/factories';
import { auditMatches, auditRetroScanParts, auditRetroScans, stationGroups } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { mp3Of, recordProgramme, SAMPLE_RATE, SEGMENT_MS } from './audit.test-helpers';
import { planRetroScan, retroScan } from './retro-scan';
import { runRetroScanPart } from './retro-scan-part';
import { withSearchThread } from './retro-scan-pool';
import { matchSegment } from './segment-matching';

const HOUR = Date.parse('2026-11-21T18:00:00Z');
/** Six 15 s segments, three in the hour before HOUR and three in it. */
const BASE = HOUR - 40_000;
/**
 * A 24 s spot aired across HOUR (from a segment of the hour before to one of HOUR past the segment
 * between them: found whole only by reading over the parts' edge), and once inside HOUR.
 */
const AIRINGS = [HOUR - 12_000, HOUR + 20_000];
const SPOT_S = 24;

describe('retro-scan split into parts', () => {
  let t: TestApp;
  let stationIds: string[];
  let audioId: string;

  const matches = () => t.ctx.db.select().from(auditMatches).where(eq(auditMatches.audioId, audioId));
  const scan = async () =>
    (await t.ctx.db.select().from(auditRetroScans).where(eq(auditRetroScans.audioId, audioId)))[0]!;
  /** Each station's airings found once, where and as long as they aired. */
  const expectEveryAiringOnce = async () => {
    const found = await matches();
    expect(found).toHaveLength(stationIds.length * AIRINGS.length);
    for (const stationId of stationIds)
      for (const at of AIRINGS)
        expect(
          found.filter(
            (m) =>
              m.stationId === stationId &&
              Math.abs(m.datetime - at) < 500 &&
              Math.abs(m.playedDurationMs - SPOT_S * 1000) < 1000,
          ),
        ).toHaveLength(1);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db);
    const [group] = await t.ctx.db.insert(stationGroups).values({ clientId: client.id, name: 'All' }).returning();
    const audited = { featuresConfig: { audit: { enabled: true } }, stationGroupId: group!.id };
    const first = await createStation(t.ctx.db, client.id, audited);
    const second = await createStation(t.ctx.db, client.id, audited);
    stationIds = [first.id, second.id];
    const spot = melody(41, SPOT_S);
    for (const [s, stationId] of stationIds.entries()) {
      const programme = melody(90 + s, (6 * SEGMENT_MS) / 1000, 0.2);
      for (const at of AIRINGS) {
        const offset = (at - BASE) / 1000;
        programme.fill(0, offset * SAMPLE_RATE, (offset + SPOT_S) * SAMPLE_RATE);
        mixInto(programme, spot, offset);
      }
      for (const id of await recordProgramme(t.ctx, stationId, programme, BASE)) await matchSegment(t.ctx, id);
    }
    audioId = (
      await createAuditAudio(t.ctx, client.id, {
        stationGroupId: group!.id,
        customId: 'PARTS',
        durationMs: SPOT_S * 1000,
        content: mp3Of(spot, SAMPLE_RATE),
      })
    ).id;
  }, 120_000);
  afterAll(async () => t.close());

  it('finds every airing once over parts of an hour, the one across their edge included, and completes once', async () => {
    const parts = await planRetroScan(t.ctx, audioId, 1);
    expect(parts).toHaveLength(4);
    expect(await scan()).toMatchObject({ status: 'RUNNING', partsLeft: 4, segmentsTotal: 12, segmentsDone: 0 });
    await Promise.all(parts.map((part) => runRetroScanPart(t.ctx, part)));
    await expectEveryAiringOnce();
    expect(await scan()).toMatchObject({ status: 'COMPLETED', partsLeft: 0, segmentsTotal: 12, segmentsDone: 12 });
  }, 120_000);

  it('does not double matches, progress or completion when a part runs twice, at once or again', async () => {
    const parts = await planRetroScan(t.ctx, audioId, 1);
    await Promise.all([...parts, parts[1]!].map((part) => runRetroScanPart(t.ctx, part)));
    await runRetroScanPart(t.ctx, parts[2]!);
    await expectEveryAiringOnce();
    expect(await scan()).toMatchObject({ status: 'COMPLETED', partsLeft: 0, segmentsDone: 12 });
  }, 120_000);

  it('drops the parts of an earlier run', async () => {
    const stale = await planRetroScan(t.ctx, audioId, 1);
    await planRetroScan(t.ctx, audioId, 1);
    await t.ctx.db.delete(auditMatches).where(eq(auditMatches.audioId, audioId));
    await runRetroScanPart(t.ctx, stale[0]!);
    expect(await matches()).toHaveLength(0);
    expect(await scan()).toMatchObject({ status: 'RUNNING', partsLeft: 4 });
  }, 120_000);

  it('marks the scan FAILED with the reason when a part fails, and a retried part that succeeds clears it', async () => {
    const parts = await planRetroScan(t.ctx, audioId, 1);
    const broken: Storage = Object.create(t.ctx.storage, {
      read: { value: () => Promise.reject(new Error('store unreachable')) },
    });
    await expect(runRetroScanPart({ ...t.ctx, storage: broken }, parts[0]!)).rejects.toThrow('store unreachable');
    expect(await scan()).toMatchObject({ status: 'FAILED', error: 'store unreachable' });
    const [failed] = await t.ctx.db
      .select()
      .from(auditRetroScanParts)
      .where(and(eq(auditRetroScanParts.runId, parts[0]!.runId), eq(auditRetroScanParts.part, 0)));
    expect(failed).toMatchObject({ finished: false, error: 'store unreachable' });
    for (const part of parts) await runRetroScanPart(t.ctx, part);
    expect(await scan()).toMatchObject({ status: 'COMPLETED', partsLeft: 0, segmentsDone: 12, error: null });
    await expectEveryAiringOnce();
  }, 120_000);

  it('runs a whole scan in one process with one part per station by default', async () => {
    await retroScan(t.ctx, audioId);
    await expectEveryAiringOnce();
    expect(await scan()).toMatchObject({ status: 'COMPLETED', partsLeft: 0, segmentsDone: 12 });
  }, 120_000);

  it('fails the part whose thread fails, and searches the next part on a new thread', async () => {
    const unreadable = { key: 'unreadable', index: new Uint8Array([1, 2, 3]), fromTs: 0, toTs: HOUR };
    await expect(withSearchThread(unreadable, (search) => search.end())).rejects.toThrow('Retro-scan search failed');
    await retroScan(t.ctx, audioId);
    await expectEveryAiringOnce();
  }, 120_000);

  it('runs through the job queue: the scan job queues its parts and the workers run them', async () => {
    const registry = {
      'audit.retro-scan': jobs['audit.retro-scan'],
      'audit.retro-scan-part': jobs['audit.retro-scan-part'],
    };
    const queue = await startQueue({
      connectionString: t.ctx.database.connectionString,
      registry,
      log: t.ctx.log,
      max: 2,
    });
    try {
      await queue.work({ ...t.ctx, queue });
      const before = (await scan()).runId;
      await t.ctx.db.delete(auditMatches).where(eq(auditMatches.audioId, audioId));
      await queue.send('audit.retro-scan', { audioId });
      await expect
        .poll(async () => ((await scan()).runId === before ? 'earlier run' : (await scan()).status), {
          timeout: 60_000,
          interval: 250,
        })
        .toBe('COMPLETED');
      await expectEveryAiringOnce();
      expect(await scan()).toMatchObject({ partsLeft: 0, segmentsDone: 12 });
    } finally {
      await queue.stop();
    }
  }, 120_000);
});
