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
  const started: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const registry = {
    ...jobs,
    'test.echo': defineJob({
      payload: z.object({ word: z.string() }),
      handler: async ({ word }) => {
        received.push(word);
      },
    }),
    // Like live-mentions.detect: one queued and one running per key.
    'test.keyed': defineJob({
      payload: z.object({ key: z.string(), n: z.number() }),
      queue: { policy: 'stately' },
      singletonKey: ({ key }) => key,
      handler: async ({ n }) => {
        started.push(String(n));
        await held;
      },
    }),
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    queue = await startQueue({ connectionString: ctx.database.connectionString, registry, log: ctx.log, max: 2 });
    await queue.work({ ...ctx, queue });
  }, 120_000);
  afterAll(async () => {
    release();
    await queue.stop();
    await ctx.close();
  });

  it('runs a sent job through its handler', async () => {
    await queue.send('test.echo', { word: 'antena' });
    await expect.poll(() => received, { timeout: 20_000, interval: 250 }).toEqual(['antena']);
  });

  it('runs a backlog at once, not one job per polling interval (30 s here)', async () => {
    const words = ['a', 'b', 'c', 'd', 'e'];
    for (const word of words) await queue.send('test.echo', { word });
    await expect.poll(() => received.slice(1), { timeout: 20_000, interval: 250 }).toEqual(words);
  });

  it('queues a keyed job once while one of its key waits, beside the one running', async () => {
    expect(await queue.send('test.keyed', { key: 'a', n: 1 })).not.toBeNull();
    await expect.poll(() => started, { timeout: 20_000, interval: 250 }).toEqual(['1']);
    expect(await queue.send('test.keyed', { key: 'a', n: 2 })).not.toBeNull();
    expect(await queue.send('test.keyed', { key: 'a', n: 3 })).toBeNull();
    expect(await queue.send('test.keyed', { key: 'b', n: 4 })).not.toBeNull();
  });

  it('refuses a payload that does not match the registry', async () => {
    await expect(queue.send('test.echo', { word: 3 })).rejects.toThrow();
    await expect(queue.send('no.such-job', {})).rejects.toThrow('Unknown job no.such-job');
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "wakes another process's workers by NOTIFY on PostgreSQL",
    async () => {
      const seen: string[] = [];
      const shared = {
        'test.shared': defineJob({
          payload: z.object({ word: z.string() }),
          // Without NOTIFY the worker's next fetch would be this far away.
          work: { pollingIntervalSeconds: 30 },
          handler: async ({ word }) => {
            seen.push(word);
          },
        }),
      };
      const open = () =>
        startQueue({
          connectionString: ctx.database.connectionString,
          registry: shared,
          log: ctx.log,
          max: 2,
          senders: 'shared',
        });
      const [sender, worker] = [await open(), await open()];
      try {
        await worker.work({ ...ctx, queue: worker });
        // Once the worker has run a job and found nothing more, its next fetch is 30 s away unless
        // NOTIFY wakes it.
        await sender.send('test.shared', { word: 'first' });
        await expect.poll(() => seen, { timeout: 15_000, interval: 100 }).toEqual(['first']);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await sender.send('test.shared', { word: 'across' });
        await expect.poll(() => seen, { timeout: 15_000, interval: 100 }).toEqual(['first', 'across']);
      } finally {
        await sender.stop();
        await worker.stop();
      }
    },
    60_000,
  );

  it('schedules the purge of expired identity records on the queue', async () => {
    const { rows } = await ctx.database.pool.query<{ name: string; cron: string }>(
      'select name, cron from pgboss.schedule',
    );
    expect(rows).toContainEqual(expect.objectContaining({ name: 'identity.purge-expired', cron: '*/15 * * * *' }));
  });
});
