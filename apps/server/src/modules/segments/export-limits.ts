/**
 * How many exports run at once. Four 24 h video exports of one CLIENT_USER ran four ffmpeg
 * re-encodes side by side (load 16 on 2 cores), so:
 *
 * - Range exports (ffmpeg cuts: downloads, video playback, Quick Share clips, evidence cuts) run at
 *   most EXPORT_CONCURRENCY at a time in a process; the others wait their turn, first come first
 *   served, at most EXPORT_QUEUE_MAX of them (past it 503). Audio playback streams (the player's
 *   audio_src) copy frames at the listener's pace and must start at once: they never wait.
 * - A client may have EXPORTS_PER_CLIENT range exports running or waiting in a process, and as many
 *   evidence exports and external exports running or queued (counted in the database, so every
 *   process sees them): past it 429 with Retry-After, naming the limit.
 *
 * The slots live in the process (ffmpeg runs where the request or the job runs); background jobs
 * are queued by pg-boss and run at their queue's concurrency.
 */
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { fragments, reports } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { RUNNING_STATUSES } from '../reports/evidence/report-export-state';

/** What a refused export is told to wait: about what a busy export takes to end. */
export const EXPORT_RETRY_AFTER_SECONDS = 30;

export interface ExportLimits {
  /** Exports running at once in the process. */
  concurrency: number;
  /** Exports one client may have running or waiting. */
  perClient: number;
  /** Exports that may wait for a free slot. */
  queueMax: number;
}

/** A 429 or 503 that says when to try again (the Retry-After header). */
export class ExportLimitError extends HttpError {
  readonly retryAfterSeconds = EXPORT_RETRY_AFTER_SECONDS;
}

const clientLimitError = (limit: number, what: string) =>
  new ExportLimitError(
    429,
    'ERR_RATE_LIMITED',
    `This client already has ${limit} ${what} running or waiting, the most it may have: try again when one has finished`,
  );

interface Waiter {
  start: () => void;
}

/** Releases a slot; calling it again does nothing. */
export type ReleaseExportSlot = () => void;

export interface SlotOptions {
  /** Who the export counts for; null: the process's limit only (Quick Share, evidence cuts). */
  client: string | null;
  /** false: runs at once, counted for its client only (audio playback). */
  queued?: boolean;
  /** A job's cut (evidence exports): never refused, it waits for a slot however long the queue. */
  background?: boolean;
  /** Aborted while waiting (the client went away): leaves the queue and rejects with the reason. */
  signal?: AbortSignal;
}

export class ExportSlots {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private readonly byClient = new Map<string, number>();

  constructor(readonly limits: ExportLimits) {}

  /** Exports running (in slots) and waiting, and those of one client. */
  stats(client?: string) {
    return {
      running: this.running,
      waiting: this.waiting.length,
      ...(client !== undefined && { client: this.byClient.get(client) ?? 0 }),
    };
  }

  /**
   * A slot for one export: at once when one is free, else when the exports before it have
   * started and one has ended. Throws 429 when the client is at its limit, 503 when the queue is full.
   */
  async acquire({ client, queued = true, background = false, signal }: SlotOptions): Promise<ReleaseExportSlot> {
    signal?.throwIfAborted();
    const held = client === null ? 0 : (this.byClient.get(client) ?? 0);
    if (!background && client !== null && held >= this.limits.perClient)
      throw clientLimitError(this.limits.perClient, 'exports');
    const mustWait = queued && (this.running >= this.limits.concurrency || this.waiting.length > 0);
    if (!background && mustWait && this.waiting.length >= this.limits.queueMax) {
      throw new ExportLimitError(
        503,
        'ERR_SERVICE_UNAVAILABLE',
        `The server is busy with ${this.running + this.waiting.length} other exports: try again in a minute`,
      );
    }
    if (client !== null) this.byClient.set(client, held + 1);
    let released = false;
    const leaveClient = () => {
      if (client === null) return;
      const left = (this.byClient.get(client) ?? 1) - 1;
      if (left > 0) this.byClient.set(client, left);
      else this.byClient.delete(client);
    };
    const release = () => {
      if (released) return;
      released = true;
      leaveClient();
      if (!queued) return;
      this.running -= 1;
      this.next();
    };
    if (!queued) return release;
    if (!mustWait) {
      this.running += 1;
      return release;
    }
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.running += 1;
          resolve();
        },
      };
      const onAbort = () => {
        const index = this.waiting.indexOf(waiter);
        if (index === -1) return;
        this.waiting.splice(index, 1);
        released = true;
        leaveClient();
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
    return release;
  }

  private next(): void {
    while (this.running < this.limits.concurrency && this.waiting.length > 0) this.waiting.shift()!.start();
  }
}

const slotsOfConfig = new WeakMap<Config, ExportSlots>();

/** The process's export slots (one set per app's configuration). */
export function exportSlots(config: Config): ExportSlots {
  let slots = slotsOfConfig.get(config);
  if (!slots) {
    slots = new ExportSlots({
      concurrency: config.EXPORT_CONCURRENCY,
      perClient: config.EXPORTS_PER_CLIENT,
      queueMax: config.EXPORT_QUEUE_MAX,
    });
    slotsOfConfig.set(config, slots);
  }
  return slots;
}

/** `work` (an ffmpeg cut) run in one of the process's export slots, released when it settles. */
export async function inExportSlot<T>(config: Config, options: SlotOptions, work: () => Promise<T>): Promise<T> {
  const release = await exportSlots(config).acquire(options);
  try {
    return await work();
  } finally {
    release();
  }
}

/** Sets Retry-After on the reply when the limits refuse, then rethrows. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ExportLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/** A slot for a request's range export; a refusal answers with Retry-After. */
export function acquireExportSlot(
  config: Config,
  reply: FastifyReply,
  options: SlotOptions,
): Promise<ReleaseExportSlot> {
  return withRetryAfter(reply, () => exportSlots(config).acquire(options));
}

/** 429 (with Retry-After) when the client has EXPORTS_PER_CLIENT evidence exports running, this report's aside. */
export function requireEvidenceExportCapacity(
  db: Db,
  config: Config,
  reply: FastifyReply,
  report: { id: string; clientId: string },
): Promise<void> {
  return withRetryAfter(reply, async () => {
    const [running] = await db
      .select({ value: count() })
      .from(reports)
      .where(
        and(
          eq(reports.clientId, report.clientId),
          inArray(reports.exportStatus, [...RUNNING_STATUSES]),
          ne(reports.id, report.id),
        ),
      );
    if ((running?.value ?? 0) >= config.EXPORTS_PER_CLIENT)
      throw clientLimitError(config.EXPORTS_PER_CLIENT, 'evidence exports');
  });
}

/** 429 (with Retry-After) when the client has EXPORTS_PER_CLIENT external exports queued or running, this fragment's aside. */
export function requireExternalExportCapacity(
  db: Db,
  config: Config,
  reply: FastifyReply,
  fragment: { id: string; clientId: string },
): Promise<void> {
  return withRetryAfter(reply, async () => {
    const [running] = await db
      .select({ value: count() })
      .from(fragments)
      .where(
        and(
          eq(fragments.clientId, fragment.clientId),
          inArray(fragments.externalExportStatus, ['IN_PROGRESS', 'WAITING_FOR_MEDIA']),
          ne(fragments.id, fragment.id),
        ),
      );
    if ((running?.value ?? 0) >= config.EXPORTS_PER_CLIENT)
      throw clientLimitError(config.EXPORTS_PER_CLIENT, 'external exports');
  });
}
