/**
 * Issue 31: a station fed by a StreamerBox that is online but still uploading what it recorded
 * (after an outage or a link) is catching up, not offline: the agent reports its streamer's
 * backlog, the device screens show it, and the station status carries it where it would say
 * offline.
 */
import { AGENT_REPORT_LIMITS, agentReportSchema, type Device, type StationStatus } from '@antena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createStation, createUser } from '../../../test/factories';
import { streamerService, TestAgent } from './streamer-box.test-helpers';

const ADMIN = 'admin@catchup.test';

describe('a StreamerBox catching up', () => {
  let t: TestApp;
  let stationId: string;
  let device: Device;
  let agent: TestAgent;

  const status = async () =>
    (await t.app.inject({ url: `/api/stations/${stationId}/status`, headers: asUser(ADMIN) })).json() as StationStatus;
  const get = async () =>
    (await t.app.inject({ url: `/api/streamer-box/devices/${device.id}`, headers: asUser(ADMIN) })).json() as Device;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { clientId, email: ADMIN, role: 'CLIENT_ADMIN' });
    stationId = (await createStation(t.ctx.db, clientId, { format: 'mp3', streamUrl: null })).id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/streamer-box/devices',
      headers: asUser(ADMIN),
      payload: { name: 'Box', stationId },
    });
    ({ device } = res.json() as { device: Device });
    agent = await TestAgent.connect(t.app, (res.json() as { token: string }).token);
  });
  afterAll(async () => {
    await agent?.close();
    await t?.close();
  });

  it('says how much the online device has left to upload instead of offline, and offline once it is gone', async () => {
    await expect.poll(async () => (await get()).isOnline).toBe(true);
    expect(await status()).toMatchObject({ isOnline: false, catchingUpSeconds: null });

    agent.state = { ...agent.state, services: [{ ...streamerService(), backlog: { segments: 72, seconds: 720 } }] };
    agent.report();
    await expect.poll(async () => (await get()).services[0]?.backlog).toEqual({ segments: 72, seconds: 720 });
    expect(await status()).toMatchObject({ isOnline: false, catchingUpSeconds: 720 });

    await agent.close();
    await expect.poll(async () => (await get()).isOnline).toBe(false);
    expect((await status()).catchingUpSeconds).toBeNull();
  });

  it('bounds the backlog a report may carry', () => {
    const report = { name: null, agentVersion: '1.0.0', location: null, coords: null };
    const withBacklog = (backlog: object) => ({ ...report, services: [{ ...streamerService(), backlog }] });
    expect(agentReportSchema.safeParse(withBacklog({ segments: 1, seconds: 10 })).success).toBe(true);
    expect(agentReportSchema.safeParse({ ...report, services: [streamerService()] }).success).toBe(true);
    for (const backlog of [
      { segments: AGENT_REPORT_LIMITS.backlogSegments + 1, seconds: 1 },
      { segments: 1, seconds: AGENT_REPORT_LIMITS.backlogSeconds + 1 },
      { segments: -1, seconds: 1 },
      { segments: 1.5, seconds: 1 },
    ])
      expect(agentReportSchema.safeParse(withBacklog(backlog)).success).toBe(false);
  });
});
