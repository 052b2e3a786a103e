/**
 * The worker threads that search retro-scan parts (retro-scan.worker.ts), a few per process: the
 * search is CPU-bound, one thread ran a month of 100 stations in 3.9 minutes, and a worker's other
 * cores sat idle. RETRO_SCAN_THREADS of them (one per core unless set), started when a part needs
 * one and ended after a minute idle; the `audit.retro-scan-part` job runs as many parts at once,
 * so a part never waits for a thread. The main thread keeps the I/O (storage, database).
 *
 * A thread that dies (out of memory, a bug) fails the part it searched, not the process; a thread
 * whose part failed for any reason is ended rather than given the next part half-way through.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { envSchema } from '../../config';
import type { FoundAiring } from './retro-scan-part';

export type SearchRequest =
  /** `fromTs`..`toTs`: the segments searched (the part's own hours and the overlap around them). */
  | { type: 'begin'; key: string; index: Uint8Array; fromTs: number; toTs: number }
  | { type: 'hour'; seq: number; name: string; bytes: Uint8Array }
  | { type: 'end' };

export type SearchReply =
  | { type: 'hour'; seq: number; damaged?: string }
  | { type: 'end'; airings: FoundAiring[]; coveredUntil: number }
  | { type: 'error'; message: string };

/** One part's search on a thread. */
export interface PartSearch {
  /** Searches the hour pack's bytes (transferred: unusable here after); resolves to why it was damaged, or null. */
  hour(seq: number, name: string, bytes: Uint8Array): Promise<string | null>;
  end(): Promise<{ airings: FoundAiring[]; coveredUntil: number }>;
}

const IDLE_MS = 60_000;

/** The threads a process searches on, and the `audit.retro-scan-part` jobs it runs at once. */
export function retroScanThreads(): number {
  // Read where the job registry is built, before any context: the same variable the config checks
  // (a bad value is reported there, with the others, rather than here).
  const parsed = envSchema.shape.RETRO_SCAN_THREADS.safeParse(process.env.RETRO_SCAN_THREADS);
  return parsed.data ?? availableParallelism();
}

const here = fileURLToPath(import.meta.url);
const workerUrl = new URL(`./retro-scan.worker${path.extname(here)}`, import.meta.url);

/**
 * Run from source (`node --import tsx`, vitest) the worker is TypeScript too, and tsx must load it
 * in its thread. Not by `execArgv: ['--import', 'tsx']`: on Node 20 the thread loads its entry
 * before that hook and fails on ".ts" (schedule-parse-thread.ts has that problem under tsx); the
 * thread registers tsx itself, then imports the worker.
 */
function startWorker(): Worker {
  if (!here.endsWith('.ts')) return new Worker(workerUrl);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const code = `import(${tsx}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(code, { eval: true });
}

interface Pending {
  resolve: (reply: SearchReply) => void;
  reject: (error: Error) => void;
}

class SearchThread {
  readonly worker = startWorker();
  /** Replies awaited, by hour seq; the end's under -1. */
  private readonly pending = new Map<number, Pending>();
  private stopped: Error | null = null;
  idleTimer: NodeJS.Timeout | null = null;

  constructor() {
    this.worker.on('message', (reply: SearchReply) => {
      if (reply.type === 'error') return this.fail(new Error(`Retro-scan search failed: ${reply.message}`));
      const seq = reply.type === 'hour' ? reply.seq : -1;
      const waiting = this.pending.get(seq);
      this.pending.delete(seq);
      waiting?.resolve(reply);
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`The retro-scan search thread stopped (exit code ${code})`)));
  }

  get alive(): boolean {
    return !this.stopped;
  }

  private fail(error: Error): void {
    this.stopped ??= error;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }

  private ask(seq: number, request: SearchRequest, transfer: ArrayBuffer[] = []): Promise<SearchReply> {
    if (this.stopped) return Promise.reject(this.stopped);
    const reply = new Promise<SearchReply>((resolve, reject) => this.pending.set(seq, { resolve, reject }));
    this.worker.postMessage(request, transfer);
    return reply;
  }

  begin(request: Extract<SearchRequest, { type: 'begin' }>): PartSearch {
    this.worker.postMessage(request);
    return {
      hour: async (seq, name, bytes) => {
        // Transferred, not copied: a month of 100 stations is 86 GB of packs.
        const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
        const reply = await this.ask(seq, { type: 'hour', seq, name, bytes: own }, [own.buffer as ArrayBuffer]);
        return (reply.type === 'hour' && reply.damaged) || null;
      },
      end: async () => {
        const reply = await this.ask(-1, { type: 'end' });
        if (reply.type !== 'end') throw new Error(`retro-scan thread: unexpected reply ${reply.type}`);
        return { airings: reply.airings, coveredUntil: reply.coveredUntil };
      },
    };
  }
}

const idle: SearchThread[] = [];
const waiters: ((thread: SearchThread) => void)[] = [];
let started = 0;
/** Active milliseconds of the threads already ended, for `searchThreadActivity`. */
let endedActiveMs = 0;
const live = new Set<SearchThread>();

function end(thread: SearchThread): void {
  if (!live.delete(thread)) return;
  started--;
  endedActiveMs += thread.worker.performance.eventLoopUtilization().active;
  void thread.worker.terminate();
}

async function acquire(): Promise<SearchThread> {
  for (let ready = idle.pop(); ready; ready = idle.pop()) {
    if (ready.idleTimer) clearTimeout(ready.idleTimer);
    if (ready.alive) return ready;
    // Died while idle.
    end(ready);
  }
  if (started < retroScanThreads()) {
    started++;
    const thread = new SearchThread();
    live.add(thread);
    return thread;
  }
  return new Promise((resolve) => waiters.push(resolve));
}

function release(thread: SearchThread, healthy: boolean): void {
  if (!healthy || !thread.alive) end(thread);
  else {
    const next = waiters.shift();
    if (next) return next(thread);
    // An idle thread never keeps the process alive.
    thread.worker.unref();
    thread.idleTimer = setTimeout(() => {
      idle.splice(idle.indexOf(thread), 1);
      end(thread);
    }, IDLE_MS);
    thread.idleTimer.unref();
    idle.push(thread);
    return;
  }
  // A thread ended: one that waits gets a new one.
  const next = waiters.shift();
  if (next) void acquire().then(next);
}

/** Runs `use` with a part's search on a thread of the pool (the thread is the part's until it returns). */
export async function withSearchThread<T>(
  begin: Omit<Extract<SearchRequest, { type: 'begin' }>, 'type'>,
  use: (search: PartSearch) => Promise<T>,
): Promise<T> {
  const thread = await acquire();
  thread.worker.ref();
  let healthy = false;
  try {
    const result = await use(thread.begin({ type: 'begin', ...begin }));
    healthy = true;
    return result;
  } finally {
    release(thread, healthy);
  }
}

/** What the threads have worked so far (the benchmark's utilisation), ended ones included. */
export function searchThreadActivity(): { activeMs: number; threads: number } {
  let activeMs = endedActiveMs;
  for (const thread of live) activeMs += thread.worker.performance.eventLoopUtilization().active;
  return { activeMs, threads: live.size };
}
