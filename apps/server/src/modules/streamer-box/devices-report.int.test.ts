import { AGENT_REPORT_LIMITS, agentReportSchema, type AgentReport, type Device } from '@antena/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { streamerBoxDevices } from '../../db/schema';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createUser } from '../../../test/factories';
import { streamerService, TestAgent } from './streamer-box.test-helpers';

const ADMIN = 'admin@acme.test';

/** 20 services of 40 variables of 1,100 characters: each field within its bound, 0.9 MB in all. */
const bulkyServices = (): AgentReport['services'] =>
  Array.from({ length: AGENT_REPORT_LIMITS.services }, (_, s) => ({
    ...streamerService(),
    id: `svc-${s}`,
    vars: Array.from({ length: AGENT_REPORT_LIMITS.varsPerService }, (_, v) => ({
      id: `svc-${s}.v${v}`,
      name: `v${v}`,
      value: 'x'.repeat(1100),
      serviceId: `svc-${s}`,
    })),
  }));

describe('what a StreamerBox device may report', () => {
  let t: TestApp;
  const agents: TestAgent[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { clientId, email: ADMIN, role: 'CLIENT_ADMIN' });
  });
  afterEach(async () => {
    await Promise.all(agents.splice(0).map((agent) => agent.close()));
  });
  afterAll(async () => t.close());

  const get = async (id: string) =>
    (await t.app.inject({ url: `/api/streamer-box/devices/${id}`, headers: asUser(ADMIN) })).json() as Device;
  const list = async () =>
    (await t.app.inject({ url: '/api/streamer-box/devices', headers: asUser(ADMIN) })).json() as Device[];
  const connected = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/streamer-box/devices',
      headers: asUser(ADMIN),
      payload: { name: 'Box' },
    });
    const { device, token } = res.json() as { device: Device; token: string };
    const agent = await TestAgent.connect(t.app, token);
    agents.push(agent);
    await expect.poll(async () => (await get(device.id)).isOnline).toBe(true);
    return { device, agent };
  };

  it('refuses a 0.9 MB report whole, though each of its fields is within bounds', async () => {
    const { device, agent } = await connected();
    const bulky = { ...agent.state, name: 'Bulky', location: 'Bulky', services: bulkyServices() };
    expect(JSON.stringify(bulky).length).toBeGreaterThan(900_000);
    agent.send({ type: 'report', report: bulky });
    // Handled in order: once the next report is stored, the bulky one was seen (and dropped).
    agent.state = { ...agent.state, location: 'After' };
    agent.report();
    await expect.poll(async () => (await get(device.id)).location).toBe('After');
    const shown = (await list()).find((d) => d.id === device.id)!;
    expect(shown.name).toBe('Box');
    expect(shown.services).toEqual([streamerService()]);
    expect(JSON.stringify(await list()).length).toBeLessThan(AGENT_REPORT_LIMITS.bytes);
  });

  it('cuts a long lastError short and stores the rest of the report', async () => {
    const { device, agent } = await connected();
    agent.state = {
      ...agent.state,
      services: [{ ...streamerService('exited'), lastError: `exited with code 1: ${'e'.repeat(50_000)}` }],
    };
    agent.report();
    await expect.poll(async () => (await get(device.id)).services[0]?.status).toBe('exited');
    const lastError = (await get(device.id)).services[0]!.lastError!;
    expect(lastError.length).toBe(AGENT_REPORT_LIMITS.lastErrorLength);
    expect(lastError).toMatch(/^exited with code 1: e+…$/);
  });

  it('bounds every field: too many services or variables, long strings and NUL are refused', () => {
    const base: AgentReport = { name: null, agentVersion: '1.0.0', location: null, coords: null, services: [] };
    const service = streamerService();
    const refused = (report: object) => expect(agentReportSchema.safeParse(report).success).toBe(false);
    expect(agentReportSchema.safeParse({ ...base, services: [service] }).success).toBe(true);
    refused({ ...base, services: Array.from({ length: AGENT_REPORT_LIMITS.services + 1 }, () => service) });
    const manyVars = Array.from({ length: AGENT_REPORT_LIMITS.varsPerService + 1 }, () => service.vars[0]!);
    refused({ ...base, services: [{ ...service, vars: manyVars }] });
    const long = 'x'.repeat(AGENT_REPORT_LIMITS.idLength + 1);
    refused({ ...base, services: [{ ...service, id: long }] });
    refused({ ...base, services: [{ ...service, imageId: long }] });
    refused({ ...base, services: [{ ...service, baseService: { id: 'streamer', name: long } }] });
    const variable = service.vars[0]!;
    refused({ ...base, services: [{ ...service, vars: [{ ...variable, name: long }] }] });
    refused({
      ...base,
      services: [{ ...service, vars: [{ ...variable, value: 'x'.repeat(AGENT_REPORT_LIMITS.valueLength + 1) }] }],
    });
    refused({
      ...base,
      services: [
        { ...service, vars: [{ ...variable, description: 'x'.repeat(AGENT_REPORT_LIMITS.descriptionLength + 1) }] },
      ],
    });
    refused({ ...base, services: [{ ...service, vars: [{ ...variable, value: 'a\0b' }] }] });
    refused({ ...base, agentVersion: 'x'.repeat(61) });
    refused({ ...base, location: 'x'.repeat(501) });
    refused({ ...base, name: 'x'.repeat(121) });
  });

  it('shows no services for a row stored before reports were bounded', async () => {
    const { device } = await connected();
    await t.ctx.db
      .update(streamerBoxDevices)
      .set({ services: bulkyServices() })
      .where(eq(streamerBoxDevices.id, device.id));
    expect((await get(device.id)).services).toEqual([]);
  });
});
