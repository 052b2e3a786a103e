import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestContext, type TestContext } from '../../test/helpers';
import { createErrorReporter } from './error-reporter';

/** A Sentry-compatible ingestion endpoint: it receives envelopes as the real service does. */
function fakeSentry() {
  const envelopes: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      envelopes.push((req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString());
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, envelopes };
}

describe('error reporting to a Sentry-compatible service', () => {
  const sentry = fakeSentry();
  let dsn: string;
  let ctx: TestContext;
  let app: FastifyInstance;
  let reporter: ReturnType<typeof createErrorReporter>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => sentry.server.listen(0, '127.0.0.1', resolve));
    dsn = `http://publickey@127.0.0.1:${(sentry.server.address() as AddressInfo).port}/42`;
    reporter = createErrorReporter({ dsn, environment: 'development' });
    ctx = await createTestContext();
    app = await buildApp(ctx, { reporter });
    app.get('/api/test-crash', async () => {
      throw new Error('database exploded');
    });
    app.get('/api/test-network', async () => {
      throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
    sentry.server.close();
  });

  it('sends a server error with its request to the service, and hides it from the caller', async () => {
    const res = await app.inject({ url: '/api/test-crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, code: 'ERR_INTERNAL', message: 'Internal server error' });
    await reporter.flush();
    await expect.poll(() => sentry.envelopes.join('\n'), { timeout: 5000 }).toContain('database exploded');
    expect(sentry.envelopes.join('\n')).toContain('"environment":"development"');
    expect(sentry.envelopes.join('\n')).toContain('/api/test-crash');
  });

  it('does not report network errors', async () => {
    const before = sentry.envelopes.length;
    expect((await app.inject({ url: '/api/test-network' })).statusCode).toBe(500);
    await reporter.flush();
    expect(sentry.envelopes.slice(before).join('\n')).not.toContain('socket hang up');
  });

  it('reports nothing in the test stage even with a DSN', async () => {
    const quiet = createErrorReporter({ dsn, environment: 'test' });
    const before = sentry.envelopes.length;
    quiet.capture(new Error('quiet'));
    await quiet.flush();
    expect(sentry.envelopes.length).toBe(before);
  });
});
