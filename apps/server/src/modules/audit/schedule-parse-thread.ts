/**
 * Schedule files are read in a worker thread, never on the API's event loop: a 20 MB file held it
 * for 9 s (every other request waited), and even a file at the caps (MAX_SCHEDULE_FILE_BYTES,
 * MAX_SCHEDULE_ROWS) takes a second of CPU to read, check and write as JSON. One thread a process,
 * started on the first file and ended after a minute idle, reads the files one at a time (the
 * machine has few cores, and other work needs them); a few more wait their turn, and past that
 * the server answers 503 rather than hold their bytes.
 *
 * `antena:schedule-file-parse` (diagnostics_channel) says when a file starts and ends being read.
 */
import { channel } from 'node:diagnostics_channel';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AdScheduleFormat } from '@antena/contract';
import { HttpError } from '../../http/errors';

export type ScheduleParseJob =
  { kind: 'ad'; format: AdScheduleFormat; timeZone: string; maxRows?: number } | { kind: 'pnt'; maxRows?: number };

/** The parse result as the contract's JSON, or the row cap the file is over. */
export type ScheduleParseAnswer = { json: string } | { tooManyRows: number };

export interface ScheduleParseRequest {
  id: number;
  job: ScheduleParseJob;
  content: Uint8Array;
}

export type ScheduleParseMessage = { id: number; answer: ScheduleParseAnswer } | { id: number; error: string };

/** Files waiting for the thread, the one it reads included; past this a parse answers 503. */
export const MAX_WAITING_SCHEDULE_FILES = 8;
const IDLE_MS = 60_000;
/** A file at the caps needs tens of MB; a hostile one is stopped here, not by the API's heap. */
const WORKER_HEAP_MB = 256;

export const scheduleParseChannel = channel('antena:schedule-file-parse');
export interface ScheduleParseEvent {
  phase: 'start' | 'end';
  kind: ScheduleParseJob['kind'];
  bytes: number;
}

interface Waiting {
  resolve: (answer: ScheduleParseAnswer) => void;
  reject: (error: Error) => void;
}

const here = fileURLToPath(import.meta.url);
// Run from source (tsx, vitest) the worker is TypeScript too, and tsx must load it in its thread.
const workerUrl = new URL(`./schedule-parse.worker${path.extname(here)}`, import.meta.url);
const workerExecArgv = here.endsWith('.ts') ? ['--import', 'tsx'] : [];

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let nextId = 1;
const waiting = new Map<number, Waiting>();

function failAll(error: Error): void {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
}

function startWorker(): Worker {
  const started = new Worker(workerUrl, {
    execArgv: workerExecArgv,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  // An idle thread never keeps the process alive; a file being read keeps its request open anyway.
  started.unref();
  started.on('message', (message: ScheduleParseMessage) => {
    const entry = waiting.get(message.id);
    if (!entry) return;
    waiting.delete(message.id);
    if ('error' in message) entry.reject(new Error(`Reading the schedule file failed: ${message.error}`));
    else entry.resolve(message.answer);
    if (waiting.size === 0) scheduleIdleEnd();
  });
  // A thread that dies (out of its heap, a bug) fails the files it held; the next file starts another.
  started.on('error', (error) => {
    if (worker === started) worker = null;
    failAll(error);
  });
  started.on('exit', (code) => {
    if (worker === started) worker = null;
    if (waiting.size > 0) failAll(new Error(`The schedule file reader stopped (exit code ${code})`));
  });
  return started;
}

function scheduleIdleEnd(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    idleTimer = null;
    if (waiting.size > 0 || !worker) return;
    const idle = worker;
    worker = null;
    void idle.terminate();
  }, IDLE_MS);
  idleTimer.unref();
}

/**
 * Reads a schedule file in the worker thread: its contract JSON (checked there), or the row cap
 * it is over. Throws 503 when MAX_WAITING_SCHEDULE_FILES files are already waiting.
 */
export function parseScheduleFileOffThread(job: ScheduleParseJob, content: Buffer): Promise<ScheduleParseAnswer> {
  if (waiting.size >= MAX_WAITING_SCHEDULE_FILES) {
    throw new HttpError(
      503,
      'ERR_SERVICE_UNAVAILABLE',
      'The server is reading other schedule files: try again in a minute',
    );
  }
  if (idleTimer) {
    clearTimeout(idleTimer);
    idleTimer = null;
  }
  worker ??= startWorker();
  const id = nextId++;
  const event = (phase: ScheduleParseEvent['phase']): ScheduleParseEvent => ({
    phase,
    kind: job.kind,
    bytes: content.length,
  });
  const answer = new Promise<ScheduleParseAnswer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
  }).finally(() => scheduleParseChannel.publish(event('end')));
  scheduleParseChannel.publish(event('start'));
  // Copied, not transferred: a small Buffer shares its memory with others.
  const request: ScheduleParseRequest = { id, job, content };
  worker.postMessage(request);
  return answer;
}
