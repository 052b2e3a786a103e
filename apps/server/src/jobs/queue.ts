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

/**
 * With shared workers (PostgreSQL), a job whose worker died is given to another after at most
 * HEARTBEAT_SECONDS + SUPERVISE_SECONDS, not at its expiry (15 minutes). Not on PGlite: its
 * workers die with the process that holds the database, and a handler that keeps the event loop
 * busy for a whole heartbeat would be retried while it still runs.
 */
const HEARTBEAT_SECONDS = 30;
const SUPERVISE_SECONDS = 15;

export async function startQueue(options: {
  connectionString: string;
  registry: JobRegistry;
  log: Context['log'];
  /** Pool size; keep within the PGlite socket's connection limit. */
  max?: number;
  /**
   * Where the jobs come from. `embedded` (PGlite): only this process sends them, so it wakes its
   * own workers and polling is a slow backstop. `shared` (PostgreSQL): other processes send too,
   * and PostgreSQL's LISTEN/NOTIFY wakes the workers of every process.
   */
  senders?: 'embedded' | 'shared';
}): Promise<JobQueue> {
  const { registry, log } = options;
  const shared = options.senders === 'shared';
  assertHandlers(registry);
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: options.max ?? 4,
    useListenNotify: shared,
    // Where workers are processes of their own, a killed one's jobs are failed (and retried) by the
    // check that runs every this often, after their heartbeat went silent.
    ...(shared && { superviseIntervalSeconds: SUPERVISE_SECONDS, monitorIntervalSeconds: SUPERVISE_SECONDS }),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const [name, job] of Object.entries(registry)) {
    const heartbeat = shared ? { heartbeatSeconds: HEARTBEAT_SECONDS } : {};
    const { policy, ...queue } = { ...heartbeat, ...job.queue, notify: shared };
    await boss.createQueue(name, { policy, ...queue });
    // createQueue leaves an existing queue as it was: an upgraded installation gets today's options
    // (all but the policy, which pg-boss fixes at creation).
    await boss.updateQueue(name, queue);
    if (job.schedule) await boss.schedule(name, job.schedule, {}, { tz: 'UTC' });
  }
  const workers = new LocalWorkers(boss);

  const jobOf = (name: string) => {
    const job = registry[name];
    if (!job) throw new Error(`Unknown job ${name}`);
    return job;
  };

  return {
    async send(name, payload) {
      const job = jobOf(name);
      const data = job.payload.parse(payload) as object;
      const id = await boss.send(name, data, job.singletonKey ? { singletonKey: job.singletonKey(data) } : {});
      if (id) workers.wake(name);
      return id;
    },
    async work(ctx) {
      for (const [name, job] of Object.entries(registry)) {
        const { localConcurrency = 1, ...polling } = workOptions(job, options.senders ?? 'embedded');
        // One pg-boss worker per slot, so that each knows its own id and can fetch again at once.
        for (let slot = 0; slot < localConcurrency; slot++) {
          await workers.add(name, polling, async (batch) => {
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
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/**
 * The workers of this process by queue. pg-boss waits a whole polling interval after each job, even
 * with more queued: a worker that just finished one asks again at once, and a send wakes the
 * queue's workers here, so polling only catches what no wake reaches (retries, other senders).
 */
class LocalWorkers {
  private readonly ids = new Map<string, string[]>();

  constructor(private readonly boss: PgBoss) {}

  async add(
    name: string,
    polling: { pollingIntervalSeconds?: number },
    handler: (batch: { id: string; data: unknown }[]) => Promise<void>,
  ): Promise<void> {
    // Known once work() returns; a batch fetched before that just waits for the next poll.
    const self = { id: '' };
    self.id = await this.boss.work(name, polling, async (batch) => {
      try {
        await handler(batch);
      } finally {
        if (self.id) this.boss.notifyWorker(self.id);
      }
    });
    this.ids.set(name, [...(this.ids.get(name) ?? []), self.id]);
  }

  wake(name: string): void {
    for (const id of this.ids.get(name) ?? []) this.boss.notifyWorker(id);
  }
}

/**
 * How long an idle worker waits before it asks again, where no wake reaches it: on PGlite every
 * sender is in this process and wakes it, so this only bounds retries and cron jobs. Antena's
 * fetches at 0.5-2 s were most of PGlite's work while screens loaded (issue 31.5).
 */
export const BACKSTOP_POLLING_SECONDS = 30;

export function workOptions(
  job: JobDefinition,
  senders: 'embedded' | 'shared',
): { pollingIntervalSeconds?: number; localConcurrency?: number } {
  const local = job.work?.localConcurrency === undefined ? {} : { localConcurrency: job.work.localConcurrency };
  // A queue only its cron schedule fills needs no more than a minute's precision.
  if (senders === 'embedded' || job.schedule) return { pollingIntervalSeconds: BACKSTOP_POLLING_SECONDS, ...local };
  // Another process's send reaches the workers here by NOTIFY (pg-boss then polls every 30 s); the
  // job's own interval holds when the listener is down (a transaction-pooling PgBouncer).
  return { ...job.work };
}

/** The id a payload names (`segmentId`, `exportId`…), so a failure log points at its row. */
function payloadId(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const entry = Object.entries(data).find(([key, value]) => /Id$/.test(key) && typeof value === 'string');
  return entry?.[1] as string | undefined;
}
