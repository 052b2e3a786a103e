import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../test/helpers';
import { createClient, createUser } from '../../test/factories';
import {
  closesWithin,
  getOnce,
  keptAlive,
  openIdle,
  portOf,
  sendGet,
  slowPost,
  type Held,
} from './connection-guard.test-helpers';

const ADMIN = 'admin@guard.test';
/** Creating a device: a call with a body, so a request can stay in flight while its body comes. */
const DEVICES = '/api/streamer-box/devices';

describe('the connection guard keeps the API reachable while others hold connections', () => {
  let t: TestApp;
  let port: number;
  const held: Held[] = [];
  const stats = () => t.app.connectionGuard.stats();

  beforeAll(async () => {
    t = await buildTestApp({ HTTP_MAX_CONNECTIONS: '4', HTTP_MAX_CONNECTIONS_PER_ADDRESS: '2' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(t.app);
    const clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { clientId, email: ADMIN, role: 'CLIENT_ADMIN' });
  });
  afterEach(async () => {
    for (const { socket } of held.splice(0)) socket.destroy();
    await expect.poll(() => stats().http).toBe(0);
  });
  afterAll(async () => t.close());

  const idle = async (from: string) => {
    const connection = await openIdle(port, from);
    held.push(connection);
    return connection;
  };
  /** A device-creating POST in flight from `from`, vouched for by the admin's token. */
  const vouchedInFlight = async (from: string) => {
    const before = stats().vouched;
    const request = await slowPost(port, DEVICES, { name: 'Slow box' }, asUser(ADMIN), from);
    held.push(request);
    await expect.poll(() => stats().vouched).toBe(before + 1);
    return request;
  };
  it('serves a request past the cap by closing the connection idle longest', async () => {
    const idles = [];
    for (const from of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5']) idles.push(await idle(from));
    await expect.poll(() => stats().http).toBe(4);
    const { evicted } = stats();

    expect(await getOnce(port, '/api/version', '127.0.0.6')).toBe(200);
    expect(await closesWithin(idles[0]!)).toBe(true);
    expect(idles.slice(1).map((connection) => connection.isClosed())).toEqual([false, false, false]);
    expect(stats().evicted).toBe(evicted + 1);
  });

  it('parks, unread, a newcomer whose address holds a connection it never used while the server is full', async () => {
    for (const from of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5']) await idle(from);
    await expect.poll(() => stats().http).toBe(4);
    const { parkedTotal, evicted } = stats();

    const newcomer = await idle('127.0.0.3');
    const answers = sendGet(newcomer);
    await expect.poll(() => stats().parkedTotal).toBe(parkedTotal + 1);
    expect(stats()).toMatchObject({ http: 4, evicted, parked: 1 });
    // An address holding nothing still gets in.
    expect(await getOnce(port, '/api/version', '127.0.0.6')).toBe(200);
    expect(answers()).toBe('');
  });

  it('caps what one address holds: its kept-alive connection makes room, one it never used does not', async () => {
    const kept = await keptAlive(port, '127.0.0.7');
    held.push(kept);
    const unused = await idle('127.0.0.7');
    const other = await idle('127.0.0.8');
    await expect.poll(() => stats().waiting).toBe(3);

    // At its cap of 2, the address's kept-alive connection is closed for its new one.
    expect(await getOnce(port, '/api/version', '127.0.0.7')).toBe(200);
    expect(await closesWithin(kept)).toBe(true);
    // With two connections it never used, its next one is parked and not read.
    await idle('127.0.0.7');
    const { parkedTotal } = stats();
    const parked = await idle('127.0.0.7');
    const answers = sendGet(parked);
    await expect.poll(() => stats().parkedTotal).toBe(parkedTotal + 1);
    expect(await getOnce(port, '/api/version', '127.0.0.8')).toBe(200);
    expect(answers()).toBe('');
    expect([unused.isClosed(), other.isClosed()]).toEqual([false, false]);
  });

  it('does not count against its address a request a credential vouched for', async () => {
    const uploads = [await vouchedInFlight('127.0.0.9'), await vouchedInFlight('127.0.0.9')];
    const unused = await idle('127.0.0.9');
    await expect.poll(() => stats().http).toBe(3);
    const { evicted, parkedTotal } = stats();
    // Had the requests in flight counted, the address would be past its cap of 2.
    expect(await getOnce(port, '/api/version', '127.0.0.9')).toBe(200);
    expect(stats()).toMatchObject({ evicted, parkedTotal });
    expect(unused.isClosed()).toBe(false);
    expect(await Promise.all(uploads.map((upload) => upload.finish()))).toEqual([201, 201]);
  });

  it('parks a newcomer while every connection is serving, and lets the next one in once one ends', async () => {
    const uploads = [];
    for (const from of ['127.0.0.10', '127.0.0.11', '127.0.0.12', '127.0.0.13']) {
      uploads.push(await vouchedInFlight(from));
    }
    const { parkedTotal, refused } = stats();
    const newcomer = await idle('127.0.0.14');
    const answers = sendGet(newcomer);
    await expect.poll(() => stats().parkedTotal).toBe(parkedTotal + 1);
    expect(stats()).toMatchObject({ http: 4, refused });
    // The first upload ends; its connection, idle now, makes room for the next newcomer.
    expect(await uploads[0]!.finish()).toBe(201);
    expect(await getOnce(port, '/api/version', '127.0.0.14')).toBe(200);
    expect(await closesWithin(uploads[0]!)).toBe(true);
    expect(answers()).toBe('');
  });
});

describe('a parked connection', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ HTTP_MAX_CONNECTIONS_PER_ADDRESS: '1', HTTP_HEADERS_TIMEOUT_SECONDS: '1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(t.app);
  });
  afterAll(async () => t.close());

  it('is closed at the headers timeout without a byte of it read', async () => {
    const unused = await openIdle(port, '127.0.0.30');
    const parked = await openIdle(port, '127.0.0.30');
    const answers = sendGet(parked);
    expect(t.app.connectionGuard.stats()).toMatchObject({ parked: 1, parkedTotal: 1 });
    expect(await closesWithin(parked)).toBe(true);
    expect(answers()).toBe('');
    unused.socket.destroy();
  });
});
