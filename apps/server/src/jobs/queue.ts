/**
 * The job queue: pg-boss on the same database (on PGlite through its socket). `send` validates
 * the payload against the registry before it is queued; workers validate again on receipt, so
 * a malformed job fails visibly instead of running with bad data.
 */
import { PgBoss } from 'pg-boss';
import type { Context } from '../context';
import { jobFailures } from '../observability/metrics';
import { assertHandlers, type JobDefinition, type JobRegistry } from './registry';

export interface JobQueue {
  send(name: string, payload: unknown): Promise<string | null>;
  /** Runs the handlers of this process (the worker role). */
  work(ctx: Context): Promise<void>;
  stop(): Promise<void>;
}

export async function startQueue(options: {
  connectionString: string;
  registry: JobRegistry;
  log: Context['log'];
  /** Pool size; keep within the PGlite socket's connection limit. */
  max?: number;
}): Promise<JobQueue> {
  const { registry, log } = options;
  assertHandlers(registry);
  const boss = new PgBoss({ connectionString: options.connectionString, max: options.max ?? 4 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const [name, job] of Object.entries(registry)) {
    await boss.createQueue(name, job.queue);
    if (job.schedule) await boss.schedule(name, job.schedule, {}, { tz: 'UTC' });
  }

  const jobOf = (name: string) => {
    const job = registry[name];
    if (!job) throw new Error(`Unknown job ${name}`);
    return job;
  };

  return {
    async send(name, payload) {
      const job = jobOf(name);
      const data = job.payload.parse(payload) as object;
      return boss.send(name, data, job.singletonKey ? { singletonKey: job.singletonKey(data) } : {});
    },
    async work(ctx) {
      for (const [name, job] of Object.entries(registry)) {
        await boss.work(name, workOptions(job), async (batch) => {
          for (const item of batch) {
            try {
              const payload = job.payload.parse(item.data ?? {});
              await job.handler!(payload, ctx);
            } catch (error) {
              // pg-boss only records the failure in its table: say it where operators look.
              jobFailures.inc({ job: name });
              // The reason travels in `err`, whose serializer strips query parameters.
              log.error(
                { err: error, job: name, jobId: item.id, payloadId: payloadId(item.data) },
                `job ${name} failed`,
              );
              throw error;
            }
          }
        });
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/**
 * A queue only its cron schedule fills (a minute's precision at best) polls every 30 s instead of
 * pg-boss's 2 s. Antena has 15 such queues; their empty fetches were a third of pg-boss's fetches
 * and a fifth of PGlite's work while the web benchmark ran, each a turn on its one connection
 * that requests wait behind (issue 31.5).
 */
export const SCHEDULED_POLLING_SECONDS = 30;

export function workOptions(job: JobDefinition): { pollingIntervalSeconds?: number; localConcurrency?: number } {
  return job.schedule ? { pollingIntervalSeconds: SCHEDULED_POLLING_SECONDS, ...job.work } : { ...job.work };
}

/** The id a payload names (`segmentId`, `exportId`…), so a failure log points at its row. */
function payloadId(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const entry = Object.entries(data).find(([key, value]) => /Id$/.test(key) && typeof value === 'string');
  return entry?.[1] as string | undefined;
}
