import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../test/helpers';
import { jobs } from './jobs';
import { startQueue, type JobQueue } from './queue';
import { defineJob } from './registry';

describe('job queue on the test database', () => {
  let ctx: TestContext;
  let queue: JobQueue;
  const received: string[] = [];
  const registry = {
    ...jobs,
    'test.echo': defineJob({
      payload: z.object({ word: z.string() }),
      handler: async ({ word }) => {
        received.push(word);
      },
    }),
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    queue = await startQueue({ connectionString: ctx.database.connectionString, registry, log: ctx.log, max: 2 });
    await queue.work({ ...ctx, queue });
  }, 120_000);
  afterAll(async () => {
    await queue.stop();
    await ctx.close();
  });

  it('runs a sent job through its handler', async () => {
    await queue.send('test.echo', { word: 'antena' });
    await expect.poll(() => received, { timeout: 20_000, interval: 250 }).toEqual(['antena']);
  });

  it('refuses a payload that does not match the registry', async () => {
    await expect(queue.send('test.echo', { word: 3 })).rejects.toThrow();
    await expect(queue.send('no.such-job', {})).rejects.toThrow('Unknown job no.such-job');
  });

  it('schedules the purge of expired identity records on the queue', async () => {
    const { rows } = await ctx.database.pool.query<{ name: string; cron: string }>(
      'select name, cron from pgboss.schedule',
    );
    expect(rows).toContainEqual(expect.objectContaining({ name: 'identity.purge-expired', cron: '*/15 * * * *' }));
  });
});
