/**
 * The job queue's depth and age per queue, read from pg-boss's own table when Prometheus scrapes.
 * pg-boss 12 keeps every queue's jobs under `pgboss.job`: a plain table, or the parent of one
 * partition per queue (`pgboss.queue.table_name`) plus `job_common`; a query on the parent reads
 * them all. Every process that runs a queue sees the same numbers, so dashboards take the max.
 */
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Context } from '../context';

export interface QueueCounts {
  queue: string;
  /** Jobs waiting that a worker may take now (created or retry, their start time passed). */
  ready: number;
  active: number;
  /** How long the longest-waiting ready job has waited since it could start; 0 with none. */
  oldestSeconds: number;
}

/**
 * Scrapes closer than this (several Prometheus servers, a dashboard refresh) get the same
 * answer, so the database does one grouped query per this interval whatever the scrape rate.
 */
export const QUEUE_COUNTS_CACHE_MS = 5000;

/** One query for every queue; a queue without jobs answers zeros, so its series never vanish. */
async function readQueueCounts(db: Context['db']): Promise<QueueCounts[]> {
  const waiting = sql`j.state in ('created', 'retry') and j.start_after <= now()`;
  const { rows } = await db.execute<{ queue: string; ready: string; active: string; oldest: string | null }>(sql`
    select q.name as queue,
      count(j.id) filter (where ${waiting}) as ready,
      count(j.id) filter (where j.state = 'active') as active,
      extract(epoch from now() - min(j.start_after) filter (where ${waiting})) as oldest
    from pgboss.queue q
    left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
    group by q.name`);
  return rows.map((row) => ({
    queue: row.queue,
    ready: Number(row.ready),
    active: Number(row.active),
    oldestSeconds: row.oldest === null ? 0 : Math.max(0, Number(row.oldest)),
  }));
}

/** Queue counts from `db`, read at most once per `cacheMs` however often they are asked for. */
export function cachedQueueCounts(db: Context['db'], cacheMs = QUEUE_COUNTS_CACHE_MS): () => Promise<QueueCounts[]> {
  let cached: { at: number; counts: Promise<QueueCounts[]> } | null = null;
  return () => {
    const now = Date.now();
    // A failed read is kept as long as a good one: a database that is away is not asked again at
    // every scrape.
    if (!cached || now - cached.at >= cacheMs) cached = { at: now, counts: readQueueCounts(db) };
    return cached.counts;
  };
}

/**
 * The gauges, filled at scrape time. A database that does not answer leaves them empty for that
 * scrape (logged) rather than failing the whole /metrics: the process's own metrics still matter
 * most while PostgreSQL is away.
 */
export function registerQueueMetrics(
  registry: Registry,
  counts: () => Promise<QueueCounts[]>,
  log?: Pick<Context['log'], 'warn'>,
): void {
  const read = async (): Promise<QueueCounts[]> => {
    try {
      return await counts();
    } catch (error) {
      log?.warn({ err: error }, 'job queue metrics could not be read');
      return [];
    }
  };
  const gauge = (name: string, help: string, value: (counts: QueueCounts) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const entry of await read()) this.set({ queue: entry.queue }, value(entry));
      },
    });
  gauge('antena_job_queue_ready', 'Jobs waiting that a worker may take now, by queue', (c) => c.ready);
  gauge('antena_job_queue_active', 'Jobs a worker is running, by queue', (c) => c.active);
  gauge(
    'antena_job_queue_oldest_seconds',
    'How long the longest-waiting ready job has waited, by queue',
    (c) => c.oldestSeconds,
  );
}
