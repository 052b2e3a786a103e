/**
 * Issue 32.3: the job queue's depth and age per queue, read from pg-boss's table at scrape time,
 * in the processes that run the api or worker role.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../test/helpers';
import { metricsText, seriesValue } from '../../test/metrics-text';
import { buildApp } from '../app';
import { startQueue, type JobQueue } from '../jobs/queue';
import { defineJob } from '../jobs/registry';
import { cachedQueueCounts } from './queue-metrics';

const registry = {
  'test.waiting': defineJob({ payload: z.object({ thingId: z.string() }), handler: async () => undefined }),
  'test.idle': defineJob({ payload: z.object({}), handler: async () => undefined }),
};

describe('job queue metrics', () => {
  let ctx: TestContext;
  let queue: JobQueue;
  let app: FastifyInstance;

  beforeAll(async () => {
    ctx = await createTestContext();
    // No worker runs here: what is sent stays queued.
    queue = await startQueue({
      connectionString: ctx.database.connectionString,
      registry,
      log: pino({ level: 'silent' }),
      max: 2,
    });
    app = await buildApp({ ...ctx, queue });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await queue?.stop();
    await ctx?.close();
  });

  it('shows a queued job as ready, with its age, and every queue even when empty', async () => {
    const fresh = cachedQueueCounts(ctx.db, 0);
    const jobId = await queue.send('test.waiting', { thingId: 'thing-1' });
    // The job waits as if sent 90 s ago.
    await ctx.db.execute(sql`update pgboss.job set start_after = now() - interval '90 seconds' where id = ${jobId}`);

    const text = await metricsText(app);
    expect(seriesValue(text, 'antena_job_queue_ready', { queue: 'test.waiting' })).toBe(1);
    expect(seriesValue(text, 'antena_job_queue_active', { queue: 'test.waiting' })).toBe(0);
    expect(seriesValue(text, 'antena_job_queue_oldest_seconds', { queue: 'test.waiting' })).toBeGreaterThanOrEqual(90);
    expect(seriesValue(text, 'antena_job_queue_ready', { queue: 'test.idle' })).toBe(0);
    expect(seriesValue(text, 'antena_job_queue_oldest_seconds', { queue: 'test.idle' })).toBe(0);

    // Taken by a worker: active, no longer ready.
    await ctx.db.execute(sql`update pgboss.job set state = 'active', started_on = now() where id = ${jobId}`);
    expect(await fresh()).toContainEqual({ queue: 'test.waiting', ready: 0, active: 1, oldestSeconds: 0 });
  });

  it('asks the database once per cache interval however often it is scraped', async () => {
    const counts = cachedQueueCounts(ctx.db, 60_000);
    const first = await counts();
    await queue.send('test.idle', {});
    expect(await counts()).toEqual(first);
    expect(await cachedQueueCounts(ctx.db, 0)()).not.toEqual(first);
  });

  it('has no queue gauges in a recorder-only process, whose series carry its role', async () => {
    const recorderCtx = { ...ctx, config: { ...ctx.config, ROLES: ['recorder' as const] }, queue };
    const recorderApp = await buildApp(recorderCtx);
    try {
      const text = await metricsText(recorderApp);
      expect(text).not.toContain('antena_job_queue_ready');
      expect(seriesValue(text, 'antena_process_cpu_seconds_total', { role: 'recorder' })).toBeGreaterThan(0);
    } finally {
      await recorderApp.close();
    }
  });
});
