import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';

const connect = (port: number) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
const closed = (socket: net.Socket) =>
  new Promise<boolean>((resolve) => {
    socket.on('close', () => resolve(true));
    setTimeout(() => resolve(false), 1000);
  });

describe('the HTTP server holds against idle connections and handle exhaustion', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ HTTP_MAX_CONNECTIONS: '2' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('bounds headers, requests and keep-alive, and drops connections past the cap', async () => {
    expect(t.app.server.headersTimeout).toBe(15_000);
    expect(t.app.server.requestTimeout).toBe(300_000);
    expect(t.app.server.keepAliveTimeout).toBe(5_000);
    const idle = [await connect(port), await connect(port)];
    const third = await connect(port);
    expect(await closed(third)).toBe(true);
    for (const socket of idle) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const res = await fetch(`http://127.0.0.1:${port}/api/version`);
    expect(res.status).toBe(200);
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
