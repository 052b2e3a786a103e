/**
 * Store and forward: uploads the outbox oldest first, one segment at a time, to the ingest call,
 * and deletes each once the server has it. Nothing is skipped while the server is unreachable or
 * failing (the station's timeline must grow in order): the same segment is retried with backoff.
 * A segment the server refuses for good (400, 413, 415, 422) goes to rejected/. It works on its
 * own HTTP requests, whether or not the agent's WebSocket is up.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { API_ROOT, routes } from '@antena/contract';
import type { Logger } from './log';
import type { Outbox, OutboxEntry } from './outbox';

export const SEGMENT_CONTENT_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  ts: 'video/mp2t',
};

/** Answers that say this segment will never be accepted: set aside, go on with the next. */
const REJECTED = new Set([400, 413, 415, 422]);
const REQUEST_TIMEOUT_MS = 60_000;

export interface UploaderOptions {
  serverUrl: string;
  token: string;
  outbox: Outbox;
  log: Logger;
  /** Retry delays after a network error or a 5xx: initialMs doubling to maxMs. */
  backoff?: { initialMs: number; maxMs: number };
  /** 409: the device feeds no station yet; try again this often. */
  noStationRetryMs?: number;
  /** 401: the token was refused; try again this often (the WebSocket decides whether the agent stops). */
  unauthorizedRetryMs?: number;
  /** How often an empty outbox is looked at again besides the streamer's nudges. */
  idlePollMs?: number;
  /**
   * Segments that end before this moment (epoch ms) are dropped unsent: what the box recorded
   * before it was linked, beyond the configured backfill, belongs to no station. Null: no bound.
   */
  notBefore?: () => number | null;
}

type Outcome =
  { kind: 'uploaded' } | { kind: 'rejected'; why: string } | { kind: 'retry'; delayMs: number; why: string };

export class Uploader {
  private running = false;
  private wake: (() => void) | null = null;
  private wakeRetry: (() => void) | null = null;
  private abort = new AbortController();
  private loop: Promise<void> | null = null;
  private failures = 0;
  private lastWhy: string | null = null;
  /** After a link: the newest segment goes first, then the backlog newest first, until caught up. */
  private liveFirst = false;

  constructor(private readonly options: UploaderOptions) {
    options.outbox.onAdded(() => this.nudge());
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.abort = new AbortController();
    this.loop = this.run();
  }

  /** Stops after aborting the upload in flight (its file stays in the outbox). */
  async stop(): Promise<void> {
    this.running = false;
    this.abort.abort();
    this.nudge();
    await this.loop;
  }

  /** A new segment is waiting: an idle uploader looks at once. */
  nudge(): void {
    this.wake?.();
  }

  /**
   * What the server answered may have changed (the device was just linked to a station): a
   * waiting retry goes at once instead of at its delay, and the backoff starts over.
   */
  retryNow(): void {
    this.failures = 0;
    this.wakeRetry?.();
  }

  /**
   * The device was just linked to a station: the station must go live at once, so the live edge
   * is sent first and what is behind it follows newest first (older audio matters least), rather
   * than minutes of backlog, oldest first, before the station shows anything current.
   */
  linked(): void {
    this.liveFirst = true;
    this.retryNow();
  }

  /** The next segment to send, after dropping those older than the bound. */
  private async next(): Promise<OutboxEntry | undefined> {
    const { outbox, log } = this.options;
    let entries = await outbox.list();
    const notBefore = this.options.notBefore?.() ?? null;
    if (notBefore !== null) {
      const stale = entries.filter((e) => e.endTs <= notBefore);
      for (const entry of stale) await outbox.remove(entry);
      if (stale.length > 0) {
        log.info(
          `Dropped ${stale.length} segments recorded before ${new Date(notBefore).toISOString()}, ` +
            'before this device fed its station (see --link-backfill-minutes)',
        );
        entries = entries.filter((e) => e.endTs > notBefore);
      }
    }
    // Caught up: the live edge is all there is, and outages backfill oldest first again, so the
    // timeline grows in order.
    if (entries.length <= 1) this.liveFirst = false;
    return this.liveFirst ? entries.at(-1) : entries[0];
  }

  private async run(): Promise<void> {
    const { outbox, log } = this.options;
    while (this.running) {
      let next: OutboxEntry | undefined;
      try {
        next = await this.next();
      } catch (error) {
        log.error(`Cannot read the outbox: ${(error as Error).message}`);
      }
      if (!next) {
        await this.sleep(this.options.idlePollMs ?? 5000, true);
        continue;
      }
      const outcome = await this.upload(next);
      if (!this.running) break;
      if (outcome.kind === 'uploaded') {
        if (this.failures > 0) log.info(`Uploads resume with ${next.name}`);
        this.failures = 0;
        this.lastWhy = null;
        await outbox.remove(next).catch((e: Error) => log.error(`Cannot delete ${next.name}: ${e.message}`));
      } else if (outcome.kind === 'rejected') {
        log.warn(`The server refused segment ${next.name} (${outcome.why}); it is kept in rejected/`);
        await outbox.reject(next).catch((e: Error) => log.error(`Cannot move ${next.name}: ${e.message}`));
      } else {
        this.failures++;
        // One line per kind of trouble, not one per retry during a long outage.
        if (outcome.why !== this.lastWhy) log.warn(`Upload of ${next.name} failed (${outcome.why}); retrying`);
        this.lastWhy = outcome.why;
        await this.sleep(outcome.delayMs, false);
      }
    }
  }

  private backoffMs(): number {
    const { initialMs, maxMs } = this.options.backoff ?? { initialMs: 1000, maxMs: 30_000 };
    return Math.min(initialMs * 2 ** this.failures, maxMs);
  }

  private async upload(entry: OutboxEntry): Promise<Outcome> {
    let size: number;
    try {
      size = (await stat(entry.file)).size;
    } catch {
      // Dropped by the outbox bound meanwhile: it counts as gone.
      return { kind: 'uploaded' };
    }
    const url = new URL(`${this.options.serverUrl}${API_ROOT}${routes.ingestDeviceSegment.path}`);
    url.searchParams.set('startTs', String(entry.startTs));
    url.searchParams.set('endTs', String(entry.endTs));
    try {
      const { status, body } = await this.put(url, entry, size);
      if (status === 200 || status === 201) return { kind: 'uploaded' };
      const why = `${status}${body ? `: ${body}` : ''}`;
      if (REJECTED.has(status)) return { kind: 'rejected', why };
      if (status === 409) return { kind: 'retry', delayMs: this.options.noStationRetryMs ?? 30_000, why };
      if (status === 401)
        return {
          kind: 'retry',
          delayMs: this.options.unauthorizedRetryMs ?? 60_000,
          why: '401: the token was refused',
        };
      return { kind: 'retry', delayMs: this.backoffMs(), why };
    } catch (error) {
      return { kind: 'retry', delayMs: this.backoffMs(), why: (error as Error).message };
    }
  }

  /** PUT with the file streamed as the body; resolves with the status and a short body. */
  private put(url: URL, entry: OutboxEntry, size: number): Promise<{ status: number; body: string }> {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(url, {
        method: 'PUT',
        signal: this.abort.signal,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          Authorization: `Bearer ${this.options.token}`,
          'Content-Type': SEGMENT_CONTENT_TYPES[entry.ext] ?? 'application/octet-stream',
          'Content-Length': String(size),
        },
      });
      request.on('timeout', () => request.destroy(new Error('the server did not answer in 60 s')));
      request.on('error', reject);
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (body.length < 500) body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: summarize(body) }));
        response.on('error', reject);
      });
      const file = createReadStream(entry.file);
      file.on('error', (error) => request.destroy(error));
      file.pipe(request);
    });
  }

  private sleep(ms: number, wakeable: boolean): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        this.wakeRetry = null;
        this.abort.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.abort.signal.addEventListener('abort', done);
      if (wakeable) this.wake = done;
      else this.wakeRetry = done;
    });
  }
}

/** The error's message from a JSON error body, else the body's start. */
function summarize(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON
  }
  return body.trim().slice(0, 200);
}
