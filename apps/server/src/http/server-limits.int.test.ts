import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../test/helpers';
import { createClient, createUser } from '../../test/factories';
import { closesWithin, getOnce, openIdle, portOf, slowPost, type Held } from './connection-guard.test-helpers';

const ADMIN = 'admin@limits.test';

describe('the HTTP server holds against idle connections and handle exhaustion', () => {
  let t: TestApp;
  let port: number;
  const held: Held[] = [];
  beforeAll(async () => {
    // A short headers timeout, so that the tests need not wait 15 s for it.
    t = await buildTestApp({ HTTP_HEADERS_TIMEOUT_SECONDS: '0.5' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(t.app);
    const clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { clientId, email: ADMIN, role: 'CLIENT_ADMIN' });
  });
  afterEach(() => {
    for (const { socket } of held.splice(0)) socket.destroy();
  });
  afterAll(async () => t.close());
  const hold = <T extends Held>(connection: T) => {
    held.push(connection);
    return connection;
  };

  it('bounds headers, requests and keep-alive', () => {
    expect(t.app.server.headersTimeout).toBe(500);
    expect(t.app.server.requestTimeout).toBe(300_000);
    expect(t.app.server.keepAliveTimeout).toBe(5_000);
  });

  it('closes a connection that sends nothing within the headers timeout', async () => {
    const silent = hold(await openIdle(port));
    expect(await closesWithin(silent)).toBe(true);
  });

  it('closes a connection whose headers come a line at a time (slow loris)', async () => {
    const slow = hold(await openIdle(port));
    slow.socket.write('GET /api/version HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const drip = setInterval(() => slow.socket.write('X-Drip: 1\r\n'), 100);
    try {
      expect(await closesWithin(slow)).toBe(true);
    } finally {
      clearInterval(drip);
    }
  });

  it('does not cut a request whose headers arrived while its body comes', async () => {
    const upload = hold(await slowPost(port, '/api/streamer-box/devices', { name: 'Box' }, asUser(ADMIN)));
    // Three headers timeouts: a guard that counted the body as headers would have cut it.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(upload.isClosed()).toBe(false);
    expect(await upload.finish()).toBe(201);
    expect(await getOnce(port, '/api/version')).toBe(200);
  });

  it('keeps running when accepting fails for lack of file handles', () => {
    const error = Object.assign(new Error('accept EMFILE'), { code: 'EMFILE', errno: -24, syscall: 'accept' });
    expect(() => t.app.server.emit('error', error)).not.toThrow();
  });

  it('answers 503, not 500, when a file cannot be opened for lack of handles', async () => {
    await t.ctx.storage.put('tmp/busy.mp3', Buffer.from('x'));
    const url = t.ctx.storage.signedUrl('tmp/busy.mp3').replace('http://localhost:3000', '');
    const stream = t.ctx.storage.stream.bind(t.ctx.storage);
    t.ctx.storage.stream = async () => {
      throw Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' });
    };
    try {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'ERR_SERVICE_UNAVAILABLE' });
    } finally {
      t.ctx.storage.stream = stream;
    }
  });
});
