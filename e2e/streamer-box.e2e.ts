/**
 * Issue 21's browser test of StreamerBox: a real agent (apps/agent, a separate process, a lavfi
 * sine as its input) feeds a station of the demo client made for this run (no stream URL, so no
 * recorder records it). The client admin finds the device online in /streamer-box/devices,
 * manages it, stops and starts its streamer from the services table and sees the badge follow
 * the device; the station's timeline gets the device's segments. Deleting the device from its
 * screen stops the agent.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  API_ROOT,
  buildPath,
  routes,
  type Device,
  type DeviceCreated,
  type PlatformClient,
  type PlatformStation,
  type Segment,
} from '@antena/contract';
import { startAgentProcess, type AgentProcess } from '../apps/agent/src/agent.test-helpers';
import { accessToken, apiAs, type CallApi } from './support/api';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');
/** The demo superadmin (seed/demo.seed.ts, seeded outside production): only it creates stations. */
const SUPERADMIN = 'admin@antena.local';
const CLIENT_ADMIN = 'admin@demo.antena.local';
const SINE = 'lavfi:sine=frequency=440:sample_rate=44100';
/** The agent starts under tsx and ffmpeg next to a recording server on a 2-core machine: generous. */
const ONLINE_WITHIN_MS = 60_000;
/** A device command answers within DEVICE_COMMAND_TIMEOUT_MS (10 s); the toast follows. */
const COMMAND_WITHIN_MS = 30_000;
/** The streamer cuts 10 s segments; the first one is uploaded once it is closed. */
const SEGMENTS_WITHIN_MS = 60_000;

/** Signs in as `email` in a throwaway browser and answers that user's API. */
async function apiOf(email: string, landing: string): Promise<CallApi & { token: string }> {
  const browser = await openBrowser();
  try {
    await signIn(browser.page, baseUrl, email, { path: landing });
    await browser.page.waitForURL(`${baseUrl}${landing}`);
    const token = await accessToken(browser.page);
    return Object.assign(apiAs(baseUrl, token), { token });
  } finally {
    await browser.close();
  }
}

describe('StreamerBox', () => {
  const run = randomBytes(3).toString('hex');
  const deviceName = `E2E box ${run}`;
  let admin: CallApi & { token: string };
  let station: PlatformStation;
  let created: DeviceCreated;
  let dataDir: string;
  let agent: AgentProcess | undefined;
  let browser: Browser;

  const device = () => admin<Device>(routes.getDevice, { params: { id: created.device.id } });
  /** The agent has registered and its streamer runs (expect.poll works inside tests only). */
  const online = () =>
    expect
      .poll(device, { timeout: ONLINE_WITHIN_MS, interval: 500 })
      .toMatchObject({ isOnline: true, services: [expect.objectContaining({ id: 'streamer', status: 'running' })] });
  const streamerStatus = async () => (await device()).services.find((service) => service.id === 'streamer')?.status;

  beforeAll(async () => {
    // A station of the demo client no recorder records (no stream URL) and no other test uses.
    const platform = await apiOf(SUPERADMIN, '/platform');
    const demo = (await platform<PlatformClient[]>(routes.listClients)).find((client) => client.slug === 'demo');
    if (!demo) throw new Error('The demo client is not seeded');
    station = await platform<PlatformStation>(routes.createClientStation, {
      params: { clientId: demo.id },
      body: {
        name: `E2E StreamerBox ${run}`,
        slug: `e2e-streamer-box-${run}`,
        timezone: 'America/Argentina/Buenos_Aires',
        language: 'es',
        format: 'mp3',
        streamUrl: null,
        featuresConfig: {},
      },
    });

    admin = await apiOf(CLIENT_ADMIN, '/streamer-box/devices');
    created = await admin<DeviceCreated>(routes.createDevice, { body: { name: deviceName, stationId: station.id } });
    expect(created.device.station?.id).toBe(station.id);
    dataDir = await mkdtemp(path.join(tmpdir(), 'antena-e2e-agent-'));
    agent = startAgentProcess({
      serverUrl: baseUrl,
      token: created.token,
      dataDir,
      env: { ANTENA_STREAMER_INPUT: SINE },
    });
  });
  afterAll(async () => {
    await agent?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      await screenshot(browser.page, `streamer-box-failed-${task.name.replace(/\W+/g, '-')}`).catch(() => undefined);
      console.error(`The agent's output:\n${agent?.output()}`);
    }
    await browser.close();
  });

  it("feeds its station's timeline with the device's segments", async () => {
    await online();
    const since = Date.now() - 60_000;
    const recorded = async () => {
      const query = new URLSearchParams({ from: String(since), to: String(Date.now() + 60_000) });
      const response = await fetch(
        `${baseUrl}${API_ROOT}${buildPath(routes.listSegments.path, { id: station.id })}?${query}`,
        { headers: { authorization: `Bearer ${admin.token}` } },
      );
      if (!response.ok) throw new Error(`GET segments: ${response.status} ${await response.text()}`);
      return (await response.json()) as Segment[];
    };
    await expect
      .poll(async () => (await recorded()).length, { timeout: SEGMENTS_WITHIN_MS, interval: 1000 })
      .toBeGreaterThanOrEqual(1);
    const [first] = await recorded();
    expect(first).toMatchObject({ stationId: station.id, format: 'mp3' });
    expect(first!.endTs).toBeGreaterThan(first!.startTs);
  }, 120_000);

  it('lists the device online, manages it, and stops and starts its streamer', async () => {
    const { page } = browser;
    await online();
    await signIn(page, baseUrl, CLIENT_ADMIN, { path: '/streamer-box/devices' });
    await page.waitForURL(`${baseUrl}/streamer-box/devices`);
    await page.getByRole('heading', { name: 'StreamerBox devices' }).waitFor();

    // The list: every device of the client counted, this one online with its station.
    const count = (await admin<Device[]>(routes.listDevices)).length;
    await page.getByText(count === 1 ? '1 device found' : `${count} devices found`, { exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'StreamerBox devices' });
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: deviceName, exact: true }) });
    await row.getByText('Online', { exact: true }).waitFor({ timeout: ONLINE_WITHIN_MS });
    expect(await row.getByText(station.name, { exact: true }).count()).toBe(1);
    await screenshot(page, 'streamer-box-devices');

    // The device screen: its name, online, and the streamer running.
    await row.getByRole('link', { name: 'Manage device' }).click();
    await page.waitForURL(`${baseUrl}/streamer-box/devices/${created.device.id}`);
    await page.getByRole('heading', { name: deviceName, exact: true }).waitFor();
    for (const action of ['Refresh', 'Rename', 'Set coordinates', 'Reboot'])
      await page.getByRole('button', { name: action, exact: true }).waitFor();
    await page.getByRole('region', { name: 'Device' }).getByText('Online', { exact: true }).waitFor();
    const services = page.getByRole('table', { name: 'Services of the device' });
    const streamer = services.getByRole('row').filter({ hasText: 'Streamer' });
    await streamer.getByText('Running', { exact: true }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Station fed by this device' }).inputValue()).toBe(station.name);
    const button = (name: string) => streamer.getByRole('button', { name, exact: true });
    for (const action of ['Start', 'Stop', 'Restart', 'Config']) await button(action).waitFor();
    // A running service can only be stopped or restarted.
    expect(await button('Start').isDisabled()).toBe(true);
    await screenshot(page, 'streamer-box-device');

    // Stop: the device acknowledges, the badge reads what the device now reports.
    await button('Stop').click();
    await page.getByText('Service stop requested').waitFor({ timeout: COMMAND_WITHIN_MS });
    await streamer.getByText('Stopped', { exact: true }).waitFor();
    expect(await streamerStatus()).toBe('stopped');
    expect(await button('Stop').isDisabled()).toBe(true);
    await screenshot(page, 'streamer-box-streamer-stopped');

    await button('Start').click();
    await page.getByText('Service start requested').waitFor({ timeout: COMMAND_WITHIN_MS });
    await streamer.getByText('Running', { exact: true }).waitFor();
    expect(await streamerStatus()).toBe('running');
  }, 180_000);

  it('deletes the device from its screen: gone from the list, and the agent on the box stops', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, CLIENT_ADMIN, { path: `/streamer-box/devices/${created.device.id}` });
    await page.getByRole('heading', { name: deviceName, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete device' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(`Device ${deviceName} deleted`).waitFor();
    await page.waitForURL(`${baseUrl}/streamer-box/devices`);
    await page.getByRole('heading', { name: 'StreamerBox devices' }).waitFor();
    expect(await page.getByRole('link', { name: deviceName, exact: true }).count()).toBe(0);
    // Its socket is closed at its next report (3 s); reconnecting, its token is refused: exit code 3.
    expect(await agent!.exited).toBe(3);
    expect(agent!.output()).toContain('The server refused this device token');
  }, 60_000);
});
