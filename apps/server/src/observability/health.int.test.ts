import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { freePort } from '../../../../scripts/free-port.mjs';
import { startQueue } from '../jobs/queue';
import { s3StorageAt } from '../../test/s3-server';
import { readiness, startHealthServer } from './health';

/** Issue 32: every role answers its probes, and says which of what it needs is failing. */
describe('health of a process', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it('is unavailable, naming the store, while its S3 store cannot be reached', async () => {
    const closed = await freePort();
    const storage = s3StorageAt(`http://127.0.0.1:${closed}`, 'media');
    expect(await readiness({ ...ctx, storage })).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', storage: 'failing' },
    });
  }, 60_000);

  it("is unavailable while the job queue's tables are missing, for a process that runs a queue", async () => {
    const queue = await startQueue({
      connectionString: ctx.database.connectionString,
      registry: {},
      log: ctx.log,
      max: 1,
    });
    try {
      expect((await readiness({ ...ctx, queue })).checks).toEqual({ database: 'ok', storage: 'ok', queue: 'ok' });
      await ctx.db.execute(sql`alter schema pgboss rename to pgboss_gone`);
      try {
        expect((await readiness({ ...ctx, queue })).checks).toEqual({
          database: 'ok',
          storage: 'ok',
          queue: 'failing',
        });
      } finally {
        await ctx.db.execute(sql`alter schema pgboss_gone rename to pgboss`);
      }
    } finally {
      await queue.stop();
    }
  }, 60_000);

  it("answers a worker's or recorder's probes and metrics on its health port", async () => {
    const app = await startHealthServer(ctx, 0);
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
      expect(await (await fetch(`${base}/metrics`)).text()).toContain('antena_job_failures_total');
    } finally {
      await app.close();
    }
  });
});
