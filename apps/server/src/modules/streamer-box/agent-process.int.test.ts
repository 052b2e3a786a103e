/**
 * Issue 21 end to end on the server: the real agent (`apps/agent`, a separate process) against
 * a listening test server, through a TCP link the test can cut. It registers with its token (a
 * wrong one is refused), goes online and offline within seconds, feeds its station from a lavfi
 * source, keeps recording through a 60 s outage and backfills it so the timeline has no hole, and
 * carries out every command of the device screen.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Device, DeviceCreated, ServiceVar } from '@antena/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgentProcess, type AgentProcess } from '../../../../agent/src/agent.test-helpers';
import { segments, stationGaps } from '../../db/schema';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';

const ADMIN = 'admin@field.test';
const OUTAGE_MS = 60_000;
const SINE = 'lavfi:sine=frequency=440:sample_rate=44100';

/** A TCP relay to the test server whose link can be cut (every connection dropped, new ones refused) and restored. */
async function cuttableLink(targetPort: number) {
  const open = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((inbound) => {
    if (cut) return inbound.destroy();
    const outbound = net.connect(targetPort, '127.0.0.1');
    for (const socket of [inbound, outbound]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const drop = () => {
    cut = true;
    for (const socket of open) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    cut: drop,
    restore() {
      cut = false;
    },
    // A connection left open would keep close() waiting.
    close: () =>
      new Promise<void>((resolve) => {
        drop();
        server.close(() => resolve());
      }),
  };
}

// The PostgreSQL parity run checks SQL: the SQL here is what the devices, agent socket and ingest
// tests run on both engines, and repeating two minutes of real time would check nothing more.
describe.skipIf(process.env.TEST_DATABASE_URL !== undefined)('a real StreamerBox agent feeding its station', () => {
  let t: TestApp;
  let link: Awaited<ReturnType<typeof cuttableLink>>;
  let dir: string;
  let stationId: string;
  let created: DeviceCreated;
  let agent: AgentProcess | undefined;

  const device = async () =>
    (
      await t.app.inject({ url: `/api/streamer-box/devices/${created.device.id}`, headers: asUser(ADMIN) })
    ).json() as Device;
  const command = (route: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/streamer-box/devices/${created.device.id}/${route}`,
      headers: asUser(ADMIN),
      ...(payload && { payload }),
    });
  const streamerStatus = async () => (await device()).services.find((s) => s.id === 'streamer')?.status;
  const recorded = () =>
    t.ctx.db
      .select({ startTs: segments.startTs, endTs: segments.endTs })
      .from(segments)
      .where(eq(segments.stationId, stationId))
      .orderBy(asc(segments.startTs));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'antena-agent-process-'));
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    link = await cuttableLink((t.app.server.address() as net.AddressInfo).port);
    const clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { clientId, email: ADMIN, role: 'CLIENT_ADMIN' });
    stationId = (await createStation(t.ctx.db, clientId, { format: 'mp3', streamUrl: null })).id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/streamer-box/devices',
      headers: asUser(ADMIN),
      payload: { name: 'Studio box', stationId },
    });
    expect(res.statusCode).toBe(201);
    created = res.json();
    agent = startAgentProcess({
      serverUrl: link.url,
      token: created.token,
      dataDir: path.join(dir, 'agent'),
      env: { ANTENA_STREAMER_INPUT: SINE, ANTENA_DEVICE_LOCATION: 'Studio A, Rosario' },
      args: ['--reboot-command', `touch ${path.join(dir, 'rebooted')}`],
    });
  });
  afterAll(async () => {
    await agent?.stop();
    await link?.close();
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses to run with a token Antena does not know', async () => {
    const wrong = startAgentProcess({
      serverUrl: link.url,
      token: 'sbx_not-a-device',
      dataDir: path.join(dir, 'wrong'),
    });
    expect(await wrong.exited).toBe(3);
    expect(wrong.output()).toMatch(/refused this device token/);
  });

  it('registers, goes online and feeds its station; a 60 s outage leaves no hole once the backfill lands', async () => {
    await expect.poll(device, { timeout: 20_000, interval: 250 }).toMatchObject({
      isOnline: true,
      location: 'Studio A, Rosario',
      services: [expect.objectContaining({ id: 'streamer', status: 'running' })],
    });
    await expect
      .poll(async () => (await recorded()).length, { timeout: 40_000, interval: 500 })
      .toBeGreaterThanOrEqual(2);

    link.cut();
    const cutAt = Date.now();
    await expect.poll(async () => (await device()).isOnline, { timeout: 15_000, interval: 250 }).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - (Date.now() - cutAt)));
    const restoredAt = Date.now();
    link.restore();

    await expect.poll(async () => (await device()).isOnline, { timeout: 45_000, interval: 500 }).toBe(true);
    // The backfill lands in order: the timeline reaches past the restore without a hole.
    await expect
      .poll(async () => (await recorded()).at(-1)?.endTs ?? 0, { timeout: 60_000, interval: 500 })
      .toBeGreaterThan(restoredAt);
    const rows = await recorded();
    expect(rows[0]!.startTs).toBeLessThan(cutAt);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.startTs - rows[i - 1]!.endTs).toBe(0);
    expect(await t.ctx.db.select().from(stationGaps).where(eq(stationGaps.stationId, stationId))).toEqual([]);
  }, 240_000);

  it('carries out every command of the device screen and answers once the device acknowledged it', async () => {
    await expect.poll(async () => (await device()).isOnline, { timeout: 45_000, interval: 250 }).toBe(true);
    expect((await command('rename', { name: 'Rosario studio' })).json()).toMatchObject({
      ok: true,
      device: { name: 'Rosario studio' },
    });
    expect((await command('set-coords', { device_latitude: -32.95, device_longitude: -60.65 })).json()).toMatchObject({
      device: { coords: { lat: -32.95, lng: -60.65 } },
    });

    expect((await command('vars', [{ id: 'streamer.bitrate', value: '96k' }])).statusCode).toBe(200);
    const vars = (
      await t.app.inject({ url: `/api/streamer-box/devices/${created.device.id}/vars`, headers: asUser(ADMIN) })
    ).json() as ServiceVar[];
    expect(vars).toContainEqual(
      expect.objectContaining({ id: 'streamer.bitrate', value: '96k', serviceId: 'streamer' }),
    );
    expect((await command('vars', [{ id: 'streamer.nothing', value: '1' }])).statusCode).toBe(400);

    const { imageId } = (await device()).services[0]!;
    expect((await command(`services/${imageId}/stop`)).statusCode).toBe(200);
    expect(await streamerStatus()).toBe('stopped');
    expect((await command('services/streamer/start')).statusCode).toBe(200);
    expect(await streamerStatus()).toBe('running');
    expect((await command('services/streamer/restart')).statusCode).toBe(200);
    expect(await streamerStatus()).toBe('running');

    expect((await command('reboot')).statusCode).toBe(200);
    await expect.poll(() => existsSync(path.join(dir, 'rebooted')), { timeout: 10_000 }).toBe(true);

    await agent!.stop();
    await expect.poll(async () => (await device()).isOnline, { timeout: 10_000, interval: 250 }).toBe(false);
    expect((await command('reboot')).statusCode).toBe(504);
  }, 120_000);
});
