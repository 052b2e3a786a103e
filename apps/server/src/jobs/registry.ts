/**
 * The job registry: every job name maps to a zod payload and a handler. A name without a
 * handler refuses to start (spec of the jobs layer, ARCHITECTURE.md section 6). Job names are
 * `domain.verb`.
 */
import type { z } from 'zod';
import type { Context } from '../context';

export interface JobDefinition<P extends z.ZodType = z.ZodType> {
  payload: P;
  /** Cron expression (UTC) for scheduled work; the queue's schedules run it, never a local timer. */
  schedule?: string;
  /** How workers fetch it: latency-sensitive jobs poll faster and run several at once. */
  work?: { pollingIntervalSeconds?: number; localConcurrency?: number };
  /** The queue's policy and retries (pg-boss queue options), set when the queue is created. */
  queue?: {
    policy?: 'standard' | 'stately';
    retryLimit?: number;
    retryDelay?: number;
    retryBackoff?: boolean;
    /** Long jobs: how long one may stay active, and the heartbeat whose silence retries it (a dead worker). */
    expireInSeconds?: number;
    heartbeatSeconds?: number;
  };
  /** Jobs of one key are queued once (with the `stately` policy: one queued and one active). */
  singletonKey?: (payload: z.infer<P>) => string;
  /** Jobs are idempotent: safe to run twice. */
  handler?: (payload: z.infer<P>, ctx: Context) => Promise<void>;
}

export type JobRegistry = Record<string, JobDefinition>;

export const defineJob = <P extends z.ZodType>(job: JobDefinition<P>): JobDefinition<P> => job;

export class MissingJobHandlerError extends Error {
  constructor(readonly names: string[]) {
    super(`No handler registered for job(s): ${names.join(', ')}`);
    this.name = 'MissingJobHandlerError';
  }
}

export function assertHandlers(registry: JobRegistry): void {
  const missing = Object.entries(registry)
    .filter(([, job]) => typeof job.handler !== 'function')
    .map(([name]) => name);
  if (missing.length > 0) throw new MissingJobHandlerError(missing);
}
