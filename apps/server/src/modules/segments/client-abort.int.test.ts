/**
 * issue 13 point 8: a viewer who stops a stream mid-way (closes the tab, cancels a download) is
 * an ordinary event: logged at info, never as a server error, and the server goes on.
 */
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_SOURCES } from '@antena/media';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, createTestContext, type TestContext } from '../../../test/helpers';
import { buildApp } from '../../app';
import { backfillStation } from '../../recorder/backfill';

const ADMIN = 'admin@abort.test';

describe('a client that goes away mid-stream', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let base: string;
  let stationId: string;
  const lines: { level: number; msg: string }[] = [];
  const endTs = Math.floor(Date.now() / 10_000) * 10_000;
  // Ten minutes of audio: more than sockets and pipes buffer, so ffmpeg is still writing when the client leaves.
  const startTs = endTs - 10 * 60_000;

  beforeAll(async () => {
    ctx = await createTestContext({ SEGMENT_SECONDS: '10' });
    ctx.log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const clientId = (await createClient(ctx.db, { name: 'Radio Abort' })).id;
    await createUser(ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    const station = await createStation(ctx.db, clientId, { format: 'mp3', streamUrl: DEMO_SOURCES.audio });
    stationId = station.id;
    await backfillStation(ctx, station, { hours: 10 / 60, segmentSeconds: 10, endTs });
    app = await buildApp(ctx);
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  it('logs a stopped export at info, not as an error, and keeps serving', async () => {
    const url = `${base}/api/export/stations/${stationId}/export?from=${startTs}&to=${endTs}`;
    await new Promise<void>((resolve, reject) => {
      const req = request(url, { headers: asUser(ADMIN) }, (res: IncomingMessage) => {
        expect(res.statusCode).toBe(200);
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
      req.end();
    });
    await expect.poll(() => lines.some((line) => line.msg.includes('abandoned')), { timeout: 10_000 }).toBe(true);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    const next = await fetch(`${base}/api/export/stations/${stationId}/export?from=${endTs - 20_000}&to=${endTs}`, {
      headers: asUser(ADMIN),
    });
    expect(next.status).toBe(200);
    expect((await next.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
