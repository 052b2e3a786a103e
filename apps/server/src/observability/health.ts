/**
 * The probes of operations, the same for every role: /healthz (the process is alive) and /readyz
 * (what it needs answers: the database, the job queue's tables in it, and the store). A process
 * listens only once its migrations are applied, so answering at all means they are. The api
 * answers on PORT; a worker or recorder on HEALTH_PORT, beside its /metrics.
 */
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Context } from '../context';
import { registerMetrics } from './metrics';

type Check = 'ok' | 'failing';
export interface Readiness {
  status: 'ready' | 'unavailable';
  /** `queue` only in a process that runs one (every role does; API-only tests do not). */
  checks: { database: Check; storage: Check; queue?: Check };
}

/** A key no object has: asking for it reaches the store (and its bucket) without reading anything. */
const PROBE_KEY = 'readiness-probe';

async function probe(run: () => Promise<unknown>, what: string, log: Context['log']): Promise<Check> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    log.warn({ err: error }, `readiness: ${what} is failing`);
    return 'failing';
  }
}

export async function readiness(ctx: Pick<Context, 'db' | 'storage' | 'log' | 'queue'>): Promise<Readiness> {
  const queueTables = async () => {
    const { rows } = await ctx.db.execute<{ job: string | null }>(sql`select to_regclass('pgboss.job') as job`);
    if (!rows[0]?.job) throw new Error('the job queue has no tables');
  };
  const [database, storage, queue] = await Promise.all([
    probe(() => ctx.db.execute(sql`select 1`), 'the database', ctx.log),
    probe(() => ctx.storage.stat(PROBE_KEY), 'the storage', ctx.log),
    ctx.queue ? probe(queueTables, 'the job queue', ctx.log) : undefined,
  ]);
  const checks = { database, storage, ...(queue && { queue }) };
  return { status: Object.values(checks).every((c) => c === 'ok') ? 'ready' : 'unavailable', checks };
}

export function registerHealth(app: FastifyInstance, ctx: Pick<Context, 'db' | 'storage' | 'log' | 'queue'>): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const result = await readiness(ctx);
    return reply.status(result.status === 'ready' ? 200 : 503).send(result);
  });
}

/** The probes and metrics of a process without the api role, on HEALTH_PORT. */
export async function startHealthServer(ctx: Context, port: number): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: ctx.log, disableRequestLogging: true });
  registerHealth(app, ctx);
  registerMetrics(app, ctx);
  await app.listen({ port, host: ctx.config.HOST });
  return app;
}
