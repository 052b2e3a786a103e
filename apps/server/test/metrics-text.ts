/**
 * Reading a test app's /metrics: the value of one series, found by its name and some of its
 * labels. The pipeline's counters live outside any one app (metrics.ts), and test files share a
 * process, so tests compare a value before and after the event rather than an absolute count.
 */
import type { FastifyInstance } from 'fastify';

const SERIES = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

export async function metricsText(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: '/metrics' });
  if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}`);
  return res.body;
}

/** The value of the first series named `name` that carries `labels`; undefined when there is none. */
export function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = SERIES.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(LABEL)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** As seriesValue, with a counter that was never incremented (no series yet) read as 0. */
export async function counterValue(
  app: FastifyInstance,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  return seriesValue(await metricsText(app), name, labels) ?? 0;
}
