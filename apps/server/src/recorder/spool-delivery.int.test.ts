/**
 * Segments held back by an outage reach the timeline while the recorder runs on: the store or
 * the database comes back and what was spooled is registered within seconds, without a restart
 * and without a duplicate; a recorder that lost the station's lease meanwhile still delivers
 * what it holds, fitted around what the new holder recorded (real ffmpeg, s3rver).
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_SOURCES } from '@antena/media';
import { asc, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/helpers';
import { s3StorageAt, startS3 } from '../../test/s3-server';
import type { Context } from '../context';
import { recorderLeases, segments, stationGaps, stations } from '../db/schema';
import { startRecorder, type Recorder } from './recorder';
import { readJournal, type JournalEntry } from './spool';

const bucket = 'antena-media';
/** Port 9 (discard) answers nothing here: every put is refused. */
const UNREACHABLE = 'http://127.0.0.1:9';

describe('delivering spooled segments while the recorder runs', () => {
  let t: TestContext;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let clientId: string;
  const storageAt = (endpoint: string) => s3StorageAt(endpoint, bucket, { client: { maxAttempts: 1 } });

  beforeAll(async () => {
    t = await createTestContext({ SEGMENT_SECONDS: '2' });
    s3 = await startS3(bucket);
    clientId = (await createClient(t.db, { name: 'Radio Norte' })).id;
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  /** A station recorded only while the test runs: the next test's recorders leave it alone. */
  async function withStation(test: (stationId: string) => Promise<void>): Promise<void> {
    const station = await createStation(t.db, clientId, { format: 'mp3', streamUrl: DEMO_SOURCES.audio });
    try {
      await test(station.id);
    } finally {
      await t.db.update(stations).set({ streamUrl: null }).where(eq(stations.id, station.id));
    }
  }

  const rowsOf = (stationId: string) =>
    t.db.select().from(segments).where(eq(segments.stationId, stationId)).orderBy(asc(segments.startTs));

  async function journaled(spoolDir: string, stationId: string): Promise<JournalEntry[]> {
    const stationDir = path.join(spoolDir, stationId);
    const runs = existsSync(stationDir) ? await readdir(stationDir) : [];
    return (await Promise.all(runs.map((run) => readJournal(path.join(stationDir, run))))).flat();
  }
  const waitingIn = async (spoolDir: string, stationId: string) =>
    (await journaled(spoolDir, stationId)).filter((entry) => existsSync(entry.file));

  /** One recording: no two rows share a second, and no gap lies over a row. */
  async function expectOneTimeline(stationId: string): Promise<void> {
    const rows = await rowsOf(stationId);
    for (const [index, row] of rows.entries())
      if (index > 0) expect(row.startTs).toBeGreaterThanOrEqual(rows[index - 1]!.endTs);
    const gaps = await t.db.select().from(stationGaps).where(eq(stationGaps.stationId, stationId));
    for (const gap of gaps) expect(rows.filter((row) => row.startTs < gap.toTs && row.endTs > gap.fromTs)).toEqual([]);
    for (const row of rows)
      expect(await storageAt(s3.endpoint).stat(row.storageKey)).toEqual({ key: row.storageKey, size: row.bytes });
  }

  /** A recorder of its own context, whose store (and log) the test changes while it runs. */
  function recorderContext(overrides: Partial<Context> = {}): Context & { lines: string[] } {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    return { ...t, log, storage: storageAt(UNREACHABLE), ...overrides, lines };
  }
  const logged = (lines: string[], text: string) => lines.filter((line) => line.includes(text)).length;

  it('registers what the store refused within seconds of its return, while the capture runs on', async () => {
    await withStation(async (stationId) => {
      const ctx = recorderContext();
      const recorder = await startRecorder(ctx, { tickMs: 500 });
      try {
        await expect
          .poll(async () => (await waitingIn(t.config.spoolDir, stationId)).length, { timeout: 20_000 })
          .toBeGreaterThanOrEqual(3);
        expect(await rowsOf(stationId)).toEqual([]);
        const held = await waitingIn(t.config.spoolDir, stationId);
        const runs = await readdir(path.join(t.config.spoolDir, stationId));

        ctx.storage = storageAt(s3.endpoint);
        await expect
          .poll(async () => (await rowsOf(stationId)).filter((row) => held.some((e) => e.startTs === row.startTs)), {
            timeout: 30_000,
            interval: 250,
          })
          .toHaveLength(held.length);
        // The same ffmpeg run recorded through the outage and after it.
        expect(recorder.stations()).toEqual([stationId]);
        expect(await readdir(path.join(t.config.spoolDir, stationId))).toEqual(runs);
        await expectOneTimeline(stationId);
        await expect.poll(() => logged(ctx.lines, `delivered after`)).toBe(1);
        expect(logged(ctx.lines, `of station ${stationId} waiting`)).toBe(1);
      } finally {
        await recorder.stop();
      }
    });
  }, 90_000);

  it('delivers what it held after its lease moved to another recorder, around what that one recorded', async () => {
    await withStation(async (stationId) => {
      const a = recorderContext();
      const bSpool = path.join(t.dataDir, 'spool-b');
      const b = recorderContext({
        config: { ...t.config, spoolDir: bSpool, RECORDER_ID: 'recorder-b' },
        storage: storageAt(s3.endpoint),
      });
      const first = await startRecorder(a, { tickMs: 500 });
      let second: Recorder | null = null;
      try {
        await expect
          .poll(async () => (await waitingIn(t.config.spoolDir, stationId)).length, { timeout: 20_000 })
          .toBeGreaterThanOrEqual(2);
        await t.db
          .update(recorderLeases)
          .set({ recorderId: 'recorder-b', expiresAt: sql`now() + interval '20 seconds'` })
          .where(eq(recorderLeases.stationId, stationId));
        second = await startRecorder(b, { tickMs: 500 });
        await expect.poll(() => first.stations(), { timeout: 10_000 }).toEqual([]);
        const held = await waitingIn(t.config.spoolDir, stationId);
        expect(held.length).toBeGreaterThanOrEqual(2);
        await expect.poll(async () => (await rowsOf(stationId)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);

        a.storage = storageAt(s3.endpoint);
        await expect
          .poll(() => waitingIn(t.config.spoolDir, stationId), { timeout: 30_000, interval: 250 })
          .toEqual([]);
        const rows = await rowsOf(stationId);
        const fromB = rows.filter(
          (row) => !held.some((entry) => row.startTs >= entry.startTs && row.endTs <= entry.endTs),
        );
        // What only the first recorder recorded is on the timeline as it was spooled.
        const alone = held.filter(
          (entry) => !fromB.some((row) => row.startTs < entry.endTs && row.endTs > entry.startTs),
        );
        expect(alone.length).toBeGreaterThanOrEqual(1);
        for (const entry of alone)
          expect(rows.filter((row) => row.startTs === entry.startTs)).toMatchObject([{ endTs: entry.endTs }]);
        await expectOneTimeline(stationId);
      } finally {
        await second?.stop();
        await first.stop();
      }
    });
  }, 120_000);

  it('registers what a database outage held back once the database answers, without a restart', async () => {
    await withStation(async (stationId) => {
      let databaseDown = false;
      const db = new Proxy(t.db, {
        get(target, property, receiver) {
          if (databaseDown) throw new Error('connect ECONNREFUSED (the database is down in this test)');
          return Reflect.get(target, property, receiver) as unknown;
        },
      });
      const ctx = recorderContext({ db, storage: storageAt(s3.endpoint) });
      const recorder = await startRecorder(ctx, { tickMs: 500 });
      try {
        await expect.poll(async () => (await rowsOf(stationId)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
        const runs = await readdir(path.join(t.config.spoolDir, stationId));
        // Shorter than a lease (20 s): the station stays this recorder's.
        databaseDown = true;
        await expect
          .poll(async () => (await waitingIn(t.config.spoolDir, stationId)).length, { timeout: 15_000 })
          .toBeGreaterThanOrEqual(2);
        const held = await waitingIn(t.config.spoolDir, stationId);
        databaseDown = false;

        await expect
          .poll(async () => (await rowsOf(stationId)).filter((row) => held.some((e) => e.startTs === row.startTs)), {
            timeout: 30_000,
            interval: 250,
          })
          .toHaveLength(held.length);
        expect(recorder.stations()).toEqual([stationId]);
        expect(await readdir(path.join(t.config.spoolDir, stationId))).toEqual(runs);
        await expectOneTimeline(stationId);
      } finally {
        await recorder.stop();
      }
    });
  }, 90_000);
});
