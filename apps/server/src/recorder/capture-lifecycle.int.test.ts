/**
 * A capture's failures and stops on real ffmpeg: without a usable ffmpeg the recorder, the API
 * and the other stations go on and the station's status says why it does not record; a stop
 * registers the segment in progress instead of losing it.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { StationStatus } from '@antena/contract';
import { DEMO_SOURCES } from '@antena/media';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, createStation, createUser } from '../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../test/helpers';
import { segments } from '../db/schema';
import { startRecorder } from './recorder';

const ADMIN = 'admin@norte.test';
const ROOT = 'root@antena.test';

async function until<T>(what: string, probe: () => Promise<T | undefined>, withinMs = 15_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The ffmpeg processes this test process started. */
async function ffmpegChildren(): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid …
    const match = /^\d+ \((.*)\) \S+ (\d+)/.exec(stat);
    if (match?.[1] === 'ffmpeg' && Number(match[2]) === process.pid) pids.push(Number(entry));
  }
  return pids;
}

describe('capture lifecycle', () => {
  let t: TestApp;
  let clientId: string;

  beforeEach(async () => {
    t = await buildTestApp({ SEGMENT_SECONDS: '30' });
    clientId = (await createClient(t.ctx.db, { name: 'Radio Norte' })).id;
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    await createUser(t.ctx.db, { email: ROOT, role: 'SUPERADMIN' });
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await t?.close();
  });

  it('keeps the recorder and the API running without ffmpeg, the status saying why', async () => {
    vi.stubEnv('FFMPEG_PATH', '/nonexistent/ffmpeg');
    const station = await createStation(t.ctx.db, clientId, { format: 'mp3', streamUrl: 'http://127.0.0.1:9/live' });
    const recorder = await startRecorder(t.ctx, { tickMs: 500 });
    try {
      const failing = await until('the capture failure in the status', async () => {
        const res = await t.app.inject({ url: '/api/stations/status-all', headers: asUser(ADMIN) });
        expect(res.statusCode).toBe(200);
        return (res.json() as StationStatus[]).find((status) => status.captureFailure)?.captureFailure ?? undefined;
      });
      expect(failing.code).toBe('FFMPEG_MISSING');
      expect(failing.reason).toMatch(/\/nonexistent\/ffmpeg ENOENT/);
      expect(failing.since).toBeLessThanOrEqual(Date.now());
      // The recorder keeps the station and goes on retrying; the platform's view says the same.
      await recorder.tick();
      expect(recorder.stations()).toEqual([station.id]);
      const platform = await t.app.inject({ url: `/api/platform/stations/${station.id}`, headers: asUser(ROOT) });
      expect(platform.statusCode).toBe(200);
      expect(platform.json().captureFailure).toMatchObject({ code: 'FFMPEG_MISSING', reason: failing.reason });
    } finally {
      await recorder.stop();
    }
  }, 30_000);

  it('keeps capturing the other stations when one has an argument the system refuses (E2BIG)', async () => {
    const huge = await createStation(t.ctx.db, clientId, {
      format: 'mp3',
      streamUrl: `http://radio.example/${'a'.repeat(1024 * 1024)}`,
    });
    const demo = await createStation(t.ctx.db, clientId, { format: 'mp3', streamUrl: DEMO_SOURCES.audio });
    const recorder = await startRecorder(t.ctx, { tickMs: 500 });
    try {
      const statuses = await until('the E2BIG failure in the status', async () => {
        const res = await t.app.inject({ url: '/api/stations/status-all', headers: asUser(ADMIN) });
        const all = res.json() as StationStatus[];
        return all.some((status) => status.captureFailure) ? all : undefined;
      });
      const byId = new Map(statuses.map((status) => [status.stationId, status]));
      expect(byId.get(huge.id)?.captureFailure?.code).toBe('SPAWN_FAILED');
      expect(byId.get(huge.id)?.captureFailure?.reason).toMatch(/E2BIG/);
      expect(byId.get(demo.id)?.captureFailure).toBeNull();
      expect(recorder.stations().sort()).toEqual([huge.id, demo.id].sort());
    } finally {
      await recorder.stop();
    }
  }, 30_000);

  it('registers the segment in progress when the whole process group is stopped', async () => {
    const station = await createStation(t.ctx.db, clientId, { format: 'mp3', streamUrl: DEMO_SOURCES.audio });
    const recorder = await startRecorder(t.ctx, { tickMs: 1000 });
    // Well inside a 30 s segment: nothing would be registered before the stop.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const stoppedAt = Date.now();
    // What Ctrl+C, systemd or docker do: ffmpeg gets the signal too, then the recorder stops it.
    const children = await ffmpegChildren();
    expect(children).toHaveLength(1);
    for (const pid of children) process.kill(pid, 'SIGTERM');
    await recorder.stop();
    const rows = await t.ctx.db.select().from(segments).where(eq(segments.stationId, station.id));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    // One segment, or two when the run crossed a multiple of 30 s on the clock.
    const recorded = rows.reduce((sum, row) => sum + (row.endTs - row.startTs), 0);
    expect(recorded).toBeGreaterThan(4500);
    expect(stoppedAt - Math.max(...rows.map((row) => row.endTs))).toBeLessThan(1500);
  }, 30_000);
});
