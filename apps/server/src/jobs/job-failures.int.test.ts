/**
 * No work is lost (issue 14.4): a failing job is logged with its payload id and reason and
 * counted in /metrics, a failed segment keeps why on its row, and the sweep queues again a
 * segment whose processing job was lost.
 */
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createClient, createStation } from '../../test/factories';
import { buildTestApp, type TestApp, type TestContext } from '../../test/helpers';
import { counterValue } from '../../test/metrics-text';
import { segments } from '../db/schema';
import { REQUEUE_AFTER_MS, requeueUnprocessed } from '../modules/segments/segment-processing';
import { jobs } from './jobs';
import { startQueue, type JobQueue } from './queue';
import { defineJob } from './registry';

describe('failed and lost jobs', () => {
  let t: TestApp;
  let ctx: TestContext;
  let queue: JobQueue;
  const lines: Record<string, unknown>[] = [];
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  const registry = {
    'segment.process': jobs['segment.process'],
    'test.explode': defineJob({
      payload: z.object({ thingId: z.string() }),
      handler: async ({ thingId }) => {
        throw new Error(`cannot handle ${thingId}`);
      },
    }),
  };
  /** The failures /metrics shows for a job. */
  const failures = (job: string) => counterValue(t.app, 'antena_job_failures_total', { job });

  beforeAll(async () => {
    t = await buildTestApp();
    ctx = t.ctx;
    queue = await startQueue({ connectionString: ctx.database.connectionString, registry, log, max: 2 });
    await queue.work({ ...ctx, log, queue });
  }, 120_000);
  afterAll(async () => {
    await queue.stop();
    await t.close();
  });

  it('logs a failed job with its name, id, payload id and reason, and counts it', async () => {
    const before = await failures('test.explode');
    const jobId = await queue.send('test.explode', { thingId: 'thing-7' });
    await expect
      .poll(() => lines.find((line) => line.job === 'test.explode'), { timeout: 20_000, interval: 250 })
      .toMatchObject({ level: 50, jobId, payloadId: 'thing-7', err: { message: 'cannot handle thing-7' } });
    expect(await failures('test.explode')).toBeGreaterThan(before);
  });

  it('queues again a segment whose processing job was lost, and keeps why it failed', async () => {
    const client = await createClient(ctx.db);
    const station = await createStation(ctx.db, client.id, { format: 'mp3' });
    const now = Date.now();
    const row = (startTs: number, createdAt: Date) => ({
      stationId: station.id,
      startTs,
      endTs: startTs + 30_000,
      durationMs: 30_000,
      format: 'mp3' as const,
      codec: 'mp3',
      bytes: 10,
      // Nothing in storage: processing fails, which the row must then say.
      storageKey: `missing/${startTs}.mp3`,
      createdAt,
    });
    const [lost] = await ctx.db
      .insert(segments)
      .values(row(now - 3_600_000, new Date(now - REQUEUE_AFTER_MS - 60_000)))
      .returning();
    const [fresh] = await ctx.db
      .insert(segments)
      .values(row(now - 60_000, new Date(now)))
      .returning();

    expect(await requeueUnprocessed({ ...ctx, log, queue }, now)).toBe(1);
    await expect
      .poll(
        async () => (await ctx.db.select().from(segments).where(eq(segments.id, lost!.id)))[0]?.processingError ?? null,
        { timeout: 20_000, interval: 250 },
      )
      .toMatch(/./);
    expect(lines).toContainEqual(expect.objectContaining({ job: 'segment.process', payloadId: lost!.id }));
    const [untouched] = await ctx.db.select().from(segments).where(eq(segments.id, fresh!.id));
    expect(untouched!.processingError).toBeNull();
    // A segment that failed is left to a person, not queued every ten minutes.
    expect(await requeueUnprocessed({ ...ctx, log, queue }, now)).toBe(0);
  });

  it('schedules the sweep every ten minutes', async () => {
    expect(jobs['segments.requeue-unprocessed'].schedule).toBe('*/10 * * * *');
  });
});
