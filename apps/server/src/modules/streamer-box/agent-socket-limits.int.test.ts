import type { Device } from '@antena/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closesWithin, getOnce, openIdle, portOf, type Held } from '../../http/connection-guard.test-helpers';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createUser } from '../../../test/factories';
import { REPLACED_CLOSE_CODE } from './agent-socket';
import { TestAgent } from './streamer-box.test-helpers';

const ADMIN = 'admin@sockets.test';

describe("agents' WebSockets and the server's connection limits", () => {
  let t: TestApp;
  let port: number;
  const agents: TestAgent[] = [];
  const held: Held[] = [];
  const stats = () => t.app.connectionGuard.stats();

  beforeAll(async () => {
    t = await buildTestApp({ HTTP_MAX_CONNECTIONS: '4', AGENT_MAX_SOCKETS: '4' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(t.app);
    const clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { clientId, email: ADMIN, role: 'CLIENT_ADMIN' });
  });
  afterEach(async () => {
    for (const { socket } of held.splice(0)) socket.destroy();
    await Promise.all(agents.splice(0).map((agent) => agent.close()));
    await expect.poll(() => stats().http + stats().websockets).toBe(0);
  });
  afterAll(async () => t.close());

  const newDevice = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/streamer-box/devices',
      headers: asUser(ADMIN),
      payload: { name: 'Box' },
    });
    return res.json() as { device: Device; token: string };
  };
  const connect = async (token: string) => {
    const agent = await TestAgent.connect(t.app, token, { report: false });
    agents.push(agent);
    return agent;
  };

  it('keeps WebSockets out of the HTTP budget: with four open, the four HTTP slots still serve', async () => {
    for (let i = 0; i < 4; i++) await connect((await newDevice()).token);
    await expect.poll(() => stats().websockets).toBe(4);
    expect(stats().http).toBe(0);

    expect(await getOnce(port, '/api/version')).toBe(200);
    expect(agents.map((agent) => agent.socket.readyState)).toEqual(agents.map((agent) => agent.socket.OPEN));
  });

  it('refuses a new device past AGENT_MAX_SOCKETS with 503, never a device replacing its socket', async () => {
    const tokens = [];
    for (let i = 0; i < 4; i++) tokens.push((await newDevice()).token);
    for (const token of tokens) await connect(token);
    await expect.poll(() => stats().websockets).toBe(4);

    await expect(TestAgent.connect(t.app, (await newDevice()).token, { report: false })).rejects.toThrow(/503/);
    const firstClosed = new Promise<number>((resolve) => agents[0]!.socket.once('close', resolve));
    const replacement = await connect(tokens[0]!);
    expect(await firstClosed).toBe(REPLACED_CLOSE_CODE);
    expect(await replacement.next('hello')).toMatchObject({ type: 'hello' });
  });

  it('lets a device replace its socket while idle connections hold every HTTP slot', async () => {
    const { token } = await newDevice();
    const old = await connect(token);
    const oldClosed = new Promise<number>((resolve) => old.socket.once('close', resolve));
    for (const from of ['127.0.0.15', '127.0.0.16', '127.0.0.17', '127.0.0.18']) {
      held.push(await openIdle(port, from));
    }
    await expect.poll(() => stats().http).toBe(4);

    const replacement = await connect(token);
    expect(await oldClosed).toBe(REPLACED_CLOSE_CODE);
    expect(replacement.socket.readyState).toBe(replacement.socket.OPEN);
    // The idle connection held longest made room for its upgrade.
    expect(await closesWithin(held[0]!)).toBe(true);
    await expect.poll(() => stats().websockets).toBe(1);
  });
});
