/** Prometheus metrics, one registry per app so that several apps (tests) never collide. */
import { timingSafeEqual } from 'node:crypto';
import type { ErrorBody } from '@antena/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

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

export function registerMetrics(app: FastifyInstance, metricsToken?: string): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'antena_' });
  registry.registerMetric(jobFailures);
  const duration = new Histogram({
    name: 'antena_http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, metricsToken)) {
      return reply
        .status(401)
        .send({ statusCode: 401, code: 'ERR_UNAUTHORIZED', message: 'Metrics need their token' } satisfies ErrorBody);
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}
