/**
 * The real-server test of recording (issue 4): an Icecast server on loopback fed by ffmpeg, a
 * station listening to its mount, the recorder role capturing it. The source goes away and comes
 * back; a recorder dies by SIGKILL and another takes over.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recorderLeases, segments, stationGaps } from '../db/schema';
import { asUser, buildTestApp, type TestApp } from '../../test/helpers';
import { createClient, createStation, createUser } from '../../test/factories';
import { startIcecast, type IcecastServer } from './icecast-server';
import { startRecorder, type Recorder } from './recorder';
import { readJournal, type JournalEntry } from './spool';

const SEGMENT_MS = 2000;
/** The station turns offline once three segment durations pass without a segment. */
const OFFLINE_AFTER_MS = 3 * SEGMENT_MS;
/** 128 kbps in bytes per second. */
const SOURCE_BYTES_PER_SECOND = 16_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('recording a live Icecast stream', () => {
  let testApp: TestApp;
  let icecast: IcecastServer;
  let recorder: Recorder | null = null;
  let child: ChildProcess | null = null;
  let stationId: string;
  let headers: Record<string, string>;

  const rows = () =>
    testApp.ctx.db.select().from(segments).where(eq(segments.stationId, stationId)).orderBy(asc(segments.startTs));
  const gaps = () => testApp.ctx.db.select().from(stationGaps).where(eq(stationGaps.stationId, stationId));
  const status = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/stations/${stationId}/status`, headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ isOnline: boolean; lastSegmentEndTs: number | null }>();
  };
  const segmentsAfter = async (ts: number) => (await rows()).filter((row) => row.startTs >= ts);

  beforeAll(async () => {
    icecast = await startIcecast();
    await icecast.startSource();
    testApp = await buildTestApp({ SEGMENT_SECONDS: String(SEGMENT_MS / 1000) });
    const client = await createClient(testApp.ctx.db);
    const user = await createUser(testApp.ctx.db, { clientId: client.id, role: 'CLIENT_ADMIN' });
    headers = asUser(user.email);
    const station = await createStation(testApp.ctx.db, client.id, { streamUrl: icecast.url, format: 'mp3' });
    stationId = station.id;
  });

  afterAll(async () => {
    if (child?.pid) process.kill(-child.pid, 'SIGKILL');
    await recorder?.stop();
    await icecast?.close();
    await testApp?.close();
  });

  it('records the stream into continuous segments that keep its MP3 bitstream', async () => {
    recorder = await startRecorder(testApp.ctx, { tickMs: 1000 });
    await expect.poll(async () => (await rows()).length, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(3);

    const recorded = await rows();
    for (const [index, row] of recorded.entries()) {
      if (index > 0) expect(row.startTs).toBe(recorded[index - 1]!.endTs);
      expect(row).toMatchObject({ codec: 'mp3', format: 'mp3', durationMs: row.endTs - row.startTs });
      // Stream copy: the bytes are the source's 128 kbps, whatever the segment's length.
      expect(row.bytes / (row.durationMs / 1000)).toBeGreaterThan(SOURCE_BYTES_PER_SECOND * 0.85);
      expect(row.bytes / (row.durationMs / 1000)).toBeLessThan(SOURCE_BYTES_PER_SECOND * 1.15);
      expect(await testApp.ctx.storage.stat(row.storageKey)).toMatchObject({ size: row.bytes });
    }
    // After the first (which holds the server's burst), segments are cut on the segment duration.
    for (const row of recorded.slice(1, -1)) expect(Math.abs(row.durationMs - SEGMENT_MS)).toBeLessThan(300);
    expect(await gaps()).toEqual([]);
    expect(await status()).toMatchObject({ isOnline: true, lastSegmentEndTs: recorded.at(-1)!.endTs });
  }, 40_000);

  it('turns the station offline when the source stops, records the gap and resumes when it returns', async () => {
    const stoppedAt = Date.now();
    await icecast.stopSource();
    await expect.poll(async () => (await status()).isOnline, { timeout: 20_000, interval: 250 }).toBe(false);
    const { lastSegmentEndTs } = await status();
    expect(Date.now() - lastSegmentEndTs!).toBeGreaterThan(OFFLINE_AFTER_MS);
    expect(lastSegmentEndTs!).toBeLessThan(stoppedAt + SEGMENT_MS);

    await icecast.startSource();
    const resumedAt = Date.now();
    await expect
      .poll(async () => (await segmentsAfter(resumedAt)).length, { timeout: 30_000, interval: 250 })
      .toBeGreaterThanOrEqual(3);

    const [gap, ...others] = await gaps();
    expect(others).toEqual([]);
    // The hole is recorded from the last segment before the outage to the first after it.
    expect(gap!.fromTs).toBe(lastSegmentEndTs);
    expect(gap!.fromTs).toBeLessThanOrEqual(stoppedAt + SEGMENT_MS);
    expect(gap!.toTs).toBeGreaterThanOrEqual(resumedAt - SEGMENT_MS);
    const recorded = await rows();
    const afterGap = recorded.filter((row) => row.startTs >= gap!.toTs);
    expect(afterGap[0]!.startTs).toBe(gap!.toTs);
    for (const [index, row] of afterGap.entries()) if (index > 0) expect(row.startTs).toBe(afterGap[index - 1]!.endTs);
    expect(recorded.filter((row) => row.startTs < gap!.toTs && row.endTs > gap!.fromTs)).toEqual([]);
    expect(await status()).toMatchObject({ isOnline: true });
  }, 60_000);

  it('loses no finished segment and duplicates none when a recorder is killed and another takes over', async () => {
    await recorder!.stop();
    recorder = null;
    const before = (await rows()).length;

    // A recorder in its own process group, so SIGKILL takes its ffmpeg down with it, as a crash would.
    child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'recorder-process.ts')], {
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        DATA_DIR: testApp.ctx.dataDir,
        SEGMENT_SECONDS: String(SEGMENT_MS / 1000),
        LOG_LEVEL: 'silent',
        RECORDER_DATABASE_URL: testApp.ctx.database.connectionString,
        UPLOAD_DELAY_MS: '1500',
      },
    });
    const stationSpool = path.join(testApp.ctx.config.spoolDir, stationId);
    const journaled = async (): Promise<JournalEntry[]> => {
      const runs = existsSync(stationSpool) ? await readdir(stationSpool) : [];
      return (await Promise.all(runs.map((run) => readJournal(path.join(stationSpool, run))))).flat();
    };
    // Kill it once it has registered a segment and journaled the next, still uploading.
    const deadline = Date.now() + 30_000;
    let pending: JournalEntry[] = [];
    while (Date.now() < deadline) {
      const entries = await journaled();
      pending = entries.filter((entry) => existsSync(entry.file));
      if (entries.length >= 2 && pending.length > 0) break;
      await sleep(10);
    }
    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGKILL');
    child = null;
    const killedAt = Date.now();
    // Gone, not just signalled: a spool run is its writer's to deliver while that process lives.
    await exited;
    const entries = await journaled();
    pending = entries.filter((entry) => existsSync(entry.file));
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(pending.length).toBeGreaterThan(0);
    expect((await rows()).length).toBeLessThan(before + entries.length);

    // The dead recorder's lease runs out (30 s), moved forward here; another recorder claims it.
    await testApp.ctx.db.update(recorderLeases).set({ expiresAt: sql`now() - interval '1 second'` });
    recorder = await startRecorder(testApp.ctx, { tickMs: 1000 });
    await expect
      .poll(async () => (await segmentsAfter(killedAt)).length, { timeout: 30_000, interval: 250 })
      .toBeGreaterThanOrEqual(2);

    const recorded = await rows();
    for (const entry of entries) {
      const matching = recorded.filter((row) => row.startTs === entry.startTs);
      expect(matching).toHaveLength(1);
      expect(matching[0]).toMatchObject({ endTs: entry.endTs });
      expect(await testApp.ctx.storage.stat(matching[0]!.storageKey)).toMatchObject({ size: matching[0]!.bytes });
    }
    expect(new Set(recorded.map((row) => row.startTs)).size).toBe(recorded.length);
    for (const [index, row] of recorded.entries())
      if (index > 0) expect(row.startTs).toBeGreaterThanOrEqual(recorded[index - 1]!.endTs);
    // The new capture's first segment began with the server's burst of audio already recorded;
    // that repeated start is cut, so its bytes still match its time.
    const [firstAfterTakeover] = recorded.filter(
      (row) => row.startTs >= killedAt - SEGMENT_MS && !entries.some((entry) => entry.startTs === row.startTs),
    );
    expect(firstAfterTakeover!.bytes / (firstAfterTakeover!.durationMs / 1000)).toBeLessThan(
      SOURCE_BYTES_PER_SECOND * 1.15,
    );
    // The dead recorder's spool is cleared once its segments are registered.
    expect(pending.every((entry) => !existsSync(entry.file))).toBe(true);
  }, 60_000);
});
