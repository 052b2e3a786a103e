/**
 * Issue 31: the real agent (a separate process, real ffmpeg on a lavfi source) on a machine kept
 * busy by spinning processes. A box in the field lost audio with no outage ('Could not move
 * 000000158.mp3 into the outbox: ENOENT'): minutes of recording under load must leave the
 * station's segments without a hole.
 * Then a 60 s outage during which the API process restarts must leave no hole over 2 s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import type { Device, DeviceCreated } from '@antena/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgentProcess, type AgentProcess } from '../../../../agent/src/agent.test-helpers';
import { buildApp } from '../../app';
import { segments } from '../../db/schema';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { GAP_THRESHOLD_MS } from '../segments/segment-registry';

const ADMIN = 'admin@load.test';
const SINE = 'lavfi:sine=frequency=440:sample_rate=44100';
/** Short segments: minutes of recording make many cuts and renames. */
const SEGMENT_SECONDS = 4;
const SOAK_MS = 120_000;
const OUTAGE_MS = 60_000;

/** Processes that spin a core each, as a box's other work (or a slow SD card's waits) would. */
function busyLoops(count: number): ChildProcess[] {
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

/** Holes between consecutive rows, in ms (0 when they join). */
function holes(rows: { startTs: number; endTs: number }[]): number[] {
  return rows.slice(1).map((row, i) => row.startTs - rows[i]!.endTs);
}

describe.skipIf(process.env.TEST_DATABASE_URL !== undefined)('a real StreamerBox agent on a loaded machine', () => {
  let t: TestApp;
  let app: TestApp['app'];
  let port: number;
  let dir: string;
  let stationId: string;
  let created: DeviceCreated;
  let agent: AgentProcess | undefined;
  let load: ChildProcess[] = [];

  const device = async () =>
    (
      await app.inject({ url: `/api/streamer-box/devices/${created.device.id}`, headers: asUser(ADMIN) })
    ).json() as Device;
  const recorded = () =>
    t.ctx.db
      .select({ startTs: segments.startTs, endTs: segments.endTs })
      .from(segments)
      .where(eq(segments.stationId, stationId))
      .orderBy(asc(segments.startTs));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'antena-agent-load-'));
    t = await buildTestApp();
    app = t.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    const clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { clientId, email: ADMIN, role: 'CLIENT_ADMIN' });
    stationId = (await createStation(t.ctx.db, clientId, { format: 'mp3', streamUrl: null })).id;
    const res = await app.inject({
      method: 'POST',
      url: '/api/streamer-box/devices',
      headers: asUser(ADMIN),
      payload: { name: 'Loaded box', stationId },
    });
    created = res.json();
    // The streamer's settings as the device screen would have left them.
    const dataDir = path.join(dir, 'agent');
    await mkdir(dataDir, { recursive: true });
    const vars = { input: SINE, codec: 'auto', bitrate: '128k', segmentSeconds: String(SEGMENT_SECONDS) };
    const state = { name: null, coords: null, station: null, services: { streamer: { enabled: true, vars } } };
    await writeFile(path.join(dataDir, 'state.json'), JSON.stringify(state));
    load = busyLoops(Math.max(2, availableParallelism()));
    agent = startAgentProcess({ serverUrl: `http://127.0.0.1:${port}`, token: created.token, dataDir });
  });
  afterAll(async () => {
    for (const spinner of load) spinner.kill('SIGKILL');
    await agent?.stop();
    await app?.close();
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it(
    'records minutes under load without losing a segment',
    async () => {
      await expect.poll(async () => (await device()).isOnline, { timeout: 30_000, interval: 250 }).toBe(true);
      const startedAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, SOAK_MS));
      await expect
        .poll(async () => (await recorded()).at(-1)?.endTs ?? 0, { timeout: 90_000, interval: 500 })
        .toBeGreaterThan(startedAt + SOAK_MS);
      const rows = await recorded();
      expect(rows.length).toBeGreaterThan(SOAK_MS / 1000 / SEGMENT_SECONDS - 2);
      expect(agent!.output()).not.toMatch(/Could not move|Dropping/);
      expect(
        holes(rows).filter((hole) => hole !== 0),
        agent!.output(),
      ).toEqual([]);
    },
    SOAK_MS + 150_000,
  );

  it(
    'leaves no hole over 2 s after a 60 s outage in which the API restarted',
    async () => {
      await app.close();
      const downAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      app = await buildApp(t.ctx);
      await app.listen({ port, host: '127.0.0.1' });
      const upAt = Date.now();
      expect(upAt - downAt).toBeGreaterThanOrEqual(OUTAGE_MS);
      await expect
        .poll(async () => (await recorded()).at(-1)?.endTs ?? 0, { timeout: 90_000, interval: 500 })
        .toBeGreaterThan(upAt);
      const rows = await recorded();
      expect(rows[0]!.startTs).toBeLessThan(downAt);
      expect(Math.max(...holes(rows)), agent!.output()).toBeLessThanOrEqual(GAP_THRESHOLD_MS);
    },
    OUTAGE_MS + 150_000,
  );
});
