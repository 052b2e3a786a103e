import type { Device } from '@antena/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, streamerBoxCommands, streamerBoxDevices } from '../../db/schema';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createStation, createUser } from '../../../test/factories';
import { REPLACED_CLOSE_CODE } from './agent-socket';
import { TestAgent } from './streamer-box.test-helpers';

const ADMIN = 'admin@acme.test';

describe('the StreamerBox agent WebSocket and device commands', () => {
  let t: TestApp;
  let clientId: string;
  const agents: TestAgent[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { clientId, email: ADMIN, role: 'CLIENT_ADMIN' });
  });
  afterEach(async () => {
    await Promise.all(agents.splice(0).map((agent) => agent.close()));
  });
  afterAll(async () => t.close());

  const newDevice = async (payload: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/streamer-box/devices',
      headers: asUser(ADMIN),
      payload: { name: 'Box', ...payload },
    });
    return res.json() as { device: Device; token: string };
  };
  const get = async (id: string) =>
    (await t.app.inject({ url: `/api/streamer-box/devices/${id}`, headers: asUser(ADMIN) })).json() as Device;
  const call = (id: string, path: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/streamer-box/devices/${id}/${path}`,
      headers: asUser(ADMIN),
      ...(payload && { payload }),
    });
  /** A device with its agent connected and online. */
  const connected = async () => {
    const { device, token } = await newDevice();
    const agent = await TestAgent.connect(t.app, token);
    agents.push(agent);
    await expect.poll(async () => (await get(device.id)).isOnline).toBe(true);
    return { device, agent };
  };

  describe('connecting', () => {
    it('refuses a socket without a valid device token, with 401 before the upgrade', async () => {
      await expect(TestAgent.connect(t.app, 'sbx_unknown')).rejects.toThrow(/401/);
      const plain = await t.app.inject({
        url: '/api/streamer-box/agent',
        headers: { authorization: 'Bearer sbx_unknown' },
      });
      expect(plain.statusCode).toBe(401);
      expect(plain.json()).toMatchObject({ code: 'ERR_UNAUTHORIZED' });
      // A user's token is not a device token.
      expect((await t.app.inject({ url: '/api/streamer-box/agent', headers: asUser(ADMIN) })).statusCode).toBe(401);
    });

    it('greets with hello (the linked station), stores the report, and marks the device offline on close', async () => {
      const station = await createStation(t.ctx.db, clientId, { format: 'aac' });
      const { device, token } = await newDevice({ name: 'Greeted', stationId: station.id });
      const agent = await TestAgent.connect(t.app, token, { report: false });
      agents.push(agent);
      expect(await agent.next('hello')).toEqual({
        type: 'hello',
        deviceId: device.id,
        name: 'Greeted',
        station: { id: station.id, slug: station.slug, name: station.name, format: 'aac' },
      });
      expect((await get(device.id)).isOnline).toBe(false);

      agent.state = { ...agent.state, coords: { lat: -34.6, lng: -58.4 }, location: 'Tower B' };
      agent.report();
      await expect.poll(async () => (await get(device.id)).isOnline).toBe(true);
      const online = await get(device.id);
      expect(online).toMatchObject({
        name: 'Greeted',
        location: 'Tower B',
        coords: { lat: -34.6, lng: -58.4 },
        agentVersion: '1.0.0',
        services: agent.state.services,
      });
      expect(online.lastSeenAt).not.toBeNull();

      await agent.close();
      await expect.poll(async () => (await get(device.id)).isOnline).toBe(false);
    });

    it('greets again after a report once the device was linked to another station or renamed', async () => {
      const { device, agent } = await connected();
      const hellos = () => agent.messages.filter((m) => m.type === 'hello');
      expect(hellos()).toEqual([{ type: 'hello', deviceId: device.id, name: 'Box', station: null }]);
      agent.report();
      const station = await createStation(t.ctx.db, clientId, { format: 'mpegts' });
      const linked = await t.app.inject({
        method: 'POST',
        url: `/api/streamer-box/devices/${device.id}/station`,
        headers: asUser(ADMIN),
        payload: { stationId: station.id },
      });
      expect(linked.statusCode).toBe(200);
      agent.report();
      await expect.poll(() => hellos().length).toBe(2);
      expect(hellos()[1]).toMatchObject({ name: 'Box', station: { id: station.id, format: 'mpegts' } });
      // The same name and station again: no new hello.
      agent.report();
      agent.state.name = 'Renamed on the box';
      agent.report();
      await expect.poll(() => hellos().length).toBe(3);
      expect(hellos()[2]).toMatchObject({ name: 'Renamed on the box', station: { id: station.id } });
    });

    it('closes the socket of a deleted device at its next report, and refuses its token from then on', async () => {
      const { device, token } = await newDevice();
      const agent = await TestAgent.connect(t.app, token);
      agents.push(agent);
      await expect.poll(async () => (await get(device.id)).isOnline).toBe(true);
      const closed = new Promise<number>((resolve) => agent.socket.once('close', resolve));
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/streamer-box/devices/${device.id}`,
        headers: asUser(ADMIN),
      });
      expect(res.statusCode).toBe(204);
      agent.report();
      expect(await closed).toBe(4404);
      await expect(TestAgent.connect(t.app, token)).rejects.toThrow(/401/);
    });

    it("replaces a device's socket by its new one (4409), keeping the device online", async () => {
      const { device, token } = await newDevice();
      const first = await TestAgent.connect(t.app, token, { report: false });
      agents.push(first);
      first.report();
      await expect.poll(async () => (await get(device.id)).isOnline).toBe(true);
      const firstClosed = new Promise<number>((resolve) => first.socket.once('close', resolve));

      const second = await TestAgent.connect(t.app, token, { report: false });
      agents.push(second);
      expect(await firstClosed).toBe(REPLACED_CLOSE_CODE);
      // Time for the server to handle the close (it would mark the device offline at once).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await get(device.id)).isOnline).toBe(true);
      // Commands go to the socket that is left.
      expect((await call(device.id, 'reboot')).statusCode).toBe(200);
      expect(second.commands.map((c) => c.command)).toEqual([{ type: 'reboot' }]);
      // Only the first reported, but the second, closing last, takes the device offline.
      await second.close();
      await expect.poll(async () => (await get(device.id)).isOnline).toBe(false);
    });

    it('holds one socket per device however many its token opens at once, refusing most with 429', async () => {
      const { token } = await newDevice();
      const attempts = await Promise.allSettled(
        Array.from({ length: 20 }, () => TestAgent.connect(t.app, token, { report: false })),
      );
      const opened = attempts.flatMap((attempt) => (attempt.status === 'fulfilled' ? [attempt.value] : []));
      agents.push(...opened);
      const refused = attempts.flatMap((attempt) => (attempt.status === 'rejected' ? [String(attempt.reason)] : []));
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.every((reason) => reason.includes('429'))).toBe(true);
      const open = () => opened.filter((agent) => agent.socket.readyState === agent.socket.OPEN).length;
      await expect.poll(open).toBe(1);
      await expect.poll(() => t.app.connectionGuard.stats().websockets).toBe(1);
    });

    it('answers 429 to a token that keeps opening sockets, before looking it up', async () => {
      const statuses = [];
      for (let i = 0; i < 8; i++) {
        statuses.push(await TestAgent.connect(t.app, 'sbx_made_up').catch((error: Error) => error.message));
      }
      expect(statuses.every((status) => /401|429/.test(String(status)))).toBe(true);
      expect(String(statuses.at(-1))).toMatch(/429/);
    });

    it('cuts a socket that stops answering pings, and the device goes offline', { timeout: 30_000 }, async () => {
      const { device, token } = await newDevice();
      const agent = await TestAgent.connect(t.app, token, { autoPong: false });
      agents.push(agent);
      await expect.poll(async () => (await get(device.id)).isOnline).toBe(true);
      // It keeps reporting, so only the cut socket can make it offline.
      const reporting = setInterval(() => agent.report(), 1_000);
      await new Promise((resolve) => agent.socket.once('close', resolve));
      clearInterval(reporting);
      await expect.poll(async () => (await get(device.id)).isOnline).toBe(false);
    });

    it('closes its sockets when the app closes, marking their devices offline first', async () => {
      const other = await buildTestApp();
      try {
        await other.app.listen({ port: 0, host: '127.0.0.1' });
        const otherClient = await createClient(other.ctx.db);
        await createUser(other.ctx.db, { clientId: otherClient.id, email: ADMIN, role: 'CLIENT_ADMIN' });
        const created = await other.app.inject({
          method: 'POST',
          url: '/api/streamer-box/devices',
          headers: asUser(ADMIN),
          payload: { name: 'Shut down' },
        });
        const { device, token } = created.json() as { device: Device; token: string };
        const agent = await TestAgent.connect(other.app, token);
        const seen = async () =>
          (await other.ctx.db.select().from(streamerBoxDevices).where(eq(streamerBoxDevices.id, device.id)))[0]!
            .lastSeenAt;
        await expect.poll(seen).not.toBeNull();
        const agentClosed = new Promise((resolve) => agent.socket.once('close', resolve));
        await other.app.close();
        await agentClosed;
        expect(await seen()).toBeNull();
      } finally {
        await other.close();
      }
    });

    it('drops invalid messages and goes on with the next ones', async () => {
      const { device, token } = await newDevice();
      const agent = await TestAgent.connect(t.app, token, { report: false });
      agents.push(agent);
      agent.send('not json');
      agent.send(JSON.stringify({ type: 'report', report: { name: 12 } }));
      agent.send({ type: 'ack', id: 'not-a-uuid', ok: true });
      agent.state.name = 'Named by the box';
      agent.report();
      await expect.poll(async () => (await get(device.id)).name).toBe('Named by the box');
    });
  });

  describe('commands', () => {
    it('renames the device once the agent acknowledges, and records it', async () => {
      const { device, agent } = await connected();
      const res = await call(device.id, 'rename', { name: 'Renamed box' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ok: true, device: { id: device.id, name: 'Renamed box', isOnline: true } });
      expect(agent.commands.map((c) => c.command)).toEqual([{ type: 'rename', name: 'Renamed box' }]);
      const [row] = await t.ctx.db
        .select()
        .from(streamerBoxCommands)
        .where(eq(streamerBoxCommands.deviceId, device.id));
      expect(row!.status).toBe('DONE');
      const audit = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, device.id));
      expect(audit.find((entry) => entry.action === 'device.rename')).toMatchObject({
        before: expect.objectContaining({ name: 'Box' }),
        after: expect.objectContaining({ name: 'Renamed box' }),
      });
      expect((await call(device.id, 'rename', { name: ' ' })).statusCode).toBe(400);
    });

    it('reboots', async () => {
      const { device, agent } = await connected();
      const res = await call(device.id, 'reboot');
      expect(res.statusCode).toBe(200);
      expect(agent.commands.map((c) => c.command)).toEqual([{ type: 'reboot' }]);
    });

    it('sets coordinates in both readings, and needs both numbers', async () => {
      const { device, agent } = await connected();
      const plain = await call(device.id, 'set-coords', { latitude: 40.4, longitude: -3.7 });
      expect(plain.statusCode).toBe(200);
      expect(plain.json().device.coords).toEqual({ lat: 40.4, lng: -3.7 });
      const prefixed = await call(device.id, 'set-coords', { device_latitude: -33.9, device_longitude: 151.2 });
      expect(prefixed.json().device.coords).toEqual({ lat: -33.9, lng: 151.2 });
      expect(agent.commands.map((c) => c.command)).toEqual([
        { type: 'set-coords', latitude: 40.4, longitude: -3.7 },
        { type: 'set-coords', latitude: -33.9, longitude: 151.2 },
      ]);
      const missing = await call(device.id, 'set-coords', { latitude: 1 });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('longitude');
    });

    it("reads and sets the services' variables, refusing one the device does not have", async () => {
      const { device, agent } = await connected();
      const vars = await t.app.inject({ url: `/api/streamer-box/devices/${device.id}/vars`, headers: asUser(ADMIN) });
      expect(vars.json().map((v: { id: string }) => v.id)).toEqual([
        'streamer.input',
        'streamer.codec',
        'streamer.bitrate',
      ]);

      const set = await call(device.id, 'vars', [{ id: 'streamer.bitrate', value: '64k' }]);
      expect(set.statusCode).toBe(200);
      const bitrate = set.json().device.services[0].vars.find((v: { id: string }) => v.id === 'streamer.bitrate');
      expect(bitrate.value).toBe('64k');

      const unknown = await call(device.id, 'vars', [
        { id: 'streamer.codec', value: 'mp3' },
        { id: 'streamer.volume', value: '11' },
      ]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().details).toEqual([
        { path: 'body.1.id', message: expect.stringContaining('streamer.volume') },
      ]);
      expect(agent.commands).toHaveLength(1);
    });

    it('stops, starts and restarts a service named by its image id or id', async () => {
      const { device, agent } = await connected();
      const services = await t.app.inject({
        url: `/api/streamer-box/devices/${device.id}/services`,
        headers: asUser(ADMIN),
      });
      expect(services.json()).toEqual(agent.state.services);

      const stopped = await call(device.id, 'services/streamer-1.0.0/stop');
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json().device.services[0].status).toBe('stopped');
      const started = await call(device.id, 'services/streamer/start');
      expect(started.json().device.services[0].status).toBe('running');
      expect((await call(device.id, 'services/streamer/restart')).statusCode).toBe(200);
      expect(agent.commands.map((c) => c.command)).toEqual([
        { type: 'service', action: 'stop', serviceId: 'streamer' },
        { type: 'service', action: 'start', serviceId: 'streamer' },
        { type: 'service', action: 'restart', serviceId: 'streamer' },
      ]);
      expect((await call(device.id, 'services/recorder/start')).statusCode).toBe(404);
    });

    it('answers 504 at once when the device is offline', async () => {
      const { device } = await newDevice();
      const res = await call(device.id, 'reboot');
      expect(res.statusCode).toBe(504);
      expect(res.json()).toMatchObject({ code: 'ERR_DEVICE_OFFLINE', message: 'The device is offline' });
      expect(
        await t.ctx.db.select().from(streamerBoxCommands).where(eq(streamerBoxCommands.deviceId, device.id)),
      ).toEqual([]);
    });

    it("answers 409 with the device's error when the command fails", async () => {
      const { device, agent } = await connected();
      agent.answer = { fail: 'reboot is not allowed here' };
      const res = await call(device.id, 'reboot');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ERR_DEVICE_COMMAND_FAILED', message: 'reboot is not allowed here' });
    });

    it('answers 504 when the device does not answer by the deadline, and ignores a late ack', async () => {
      const { device, agent } = await connected();
      agent.answer = 'ignore';
      const pending = call(device.id, 'rename', { name: 'Never' });
      await expect.poll(() => agent.commands.length).toBe(1);
      // The device stays silent; instead of waiting the 10 s, bring the deadline the call honours forward.
      await t.ctx.db
        .update(streamerBoxCommands)
        .set({ deadline: new Date() })
        .where(eq(streamerBoxCommands.id, agent.commands[0]!.id));
      const res = await pending;
      expect(res.statusCode).toBe(504);
      expect(res.json()).toMatchObject({ code: 'ERR_DEVICE_OFFLINE', message: 'The device did not answer in 10 s' });
      const [row] = await t.ctx.db
        .select()
        .from(streamerBoxCommands)
        .where(eq(streamerBoxCommands.deviceId, device.id));
      expect(row!.status).toBe('EXPIRED');

      agent.send({ type: 'ack', id: agent.commands[0]!.id, ok: true });
      agent.report();
      await expect.poll(async () => (await get(device.id)).lastSeenAt).not.toBe(device.lastSeenAt);
      const [after] = await t.ctx.db
        .select()
        .from(streamerBoxCommands)
        .where(eq(streamerBoxCommands.deviceId, device.id));
      expect(after!.status).toBe('EXPIRED');
      const [deviceRow] = await t.ctx.db.select().from(streamerBoxDevices).where(eq(streamerBoxDevices.id, device.id));
      expect(deviceRow!.name).toBe('Box');
    });

    it("answers 404 for another client's device before anything is sent", async () => {
      const { device, agent } = await connected();
      const otherClient = await createClient(t.ctx.db);
      await createUser(t.ctx.db, { clientId: otherClient.id, email: 'admin@other.test', role: 'CLIENT_ADMIN' });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/streamer-box/devices/${device.id}/reboot`,
        headers: asUser('admin@other.test'),
      });
      expect(res.statusCode).toBe(404);
      expect(agent.commands).toEqual([]);
    });
  });
});
