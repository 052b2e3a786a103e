/**
 * Prometheus metrics, one registry per app so that several apps (tests) never collide. The list of
 * every metric, its labels and meaning is docs/operations.md.
 */
import { timingSafeEqual } from 'node:crypto';
import type { ErrorBody } from '@antena/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Context } from '../context';
import { pipelineMetrics } from './pipeline-metrics';
import { cachedQueueCounts, registerQueueMetrics, type QueueCounts } from './queue-metrics';

/**
 * Jobs that threw, by job name. It lives outside any one app's registry because the queue's
 * workers count into it; each app registers it so that its /metrics shows them.
 */
export const jobFailures = new Counter({
  name: 'antena_job_failures_total',
  help: 'Jobs whose handler failed, by job name',
  labelNames: ['job'] as const,
  registers: [],
});

/**
 * Who may read /metrics (process internals, route names, failure counts): the bearer of
 * METRICS_TOKEN, or, without one, a direct connection from this machine that no proxy forwarded.
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const peer = request.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
  return loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}

export interface MetricsOptions {
  /** The process's roles, as ROLES names them: every series carries them as its `role` label. */
  roles: readonly string[];
  /** Where the job queue gauges read from; without it (a recorder-only process) there are none. */
  queueCounts?: () => Promise<QueueCounts[]>;
  log?: Pick<Context['log'], 'warn'>;
}

/** Every metric Antena exports from one process, in a registry of its own. */
export function createMetricsRegistry(options: MetricsOptions): {
  registry: Registry;
  httpDuration: Histogram<string>;
} {
  const registry = new Registry();
  // Log lines carry the roles in their `base`; metrics need them as a label to tell processes apart.
  registry.setDefaultLabels({ role: options.roles.join(',') });
  collectDefaultMetrics({ register: registry, prefix: 'antena_' });
  registry.registerMetric(jobFailures);
  for (const metric of pipelineMetrics) registry.registerMetric(metric);
  if (options.queueCounts) registerQueueMetrics(registry, options.queueCounts, options.log);
  const httpDuration = new Histogram({
    name: 'antena_http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return { registry, httpDuration };
}

/**
 * /metrics of a process. The queue gauges only where the api or worker role runs a queue: a
 * recorder has no say on jobs, and one fewer process querying pg-boss per scrape.
 */
export function registerMetrics(app: FastifyInstance, ctx: Pick<Context, 'config' | 'db' | 'log' | 'queue'>): Registry {
  const roles = ctx.config.ROLES;
  const watchesQueue = ctx.queue !== undefined && (roles.includes('api') || roles.includes('worker'));
  const { registry, httpDuration } = createMetricsRegistry({
    roles,
    ...(watchesQueue && { queueCounts: cachedQueueCounts(ctx.db) }),
    log: ctx.log,
  });
  app.addHook('onResponse', async (request, reply) => {
    httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, ctx.config.METRICS_TOKEN)) {
      return reply
        .status(401)
        .send({ statusCode: 401, code: 'ERR_UNAUTHORIZED', message: 'Metrics need their token' } satisfies ErrorBody);
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}
