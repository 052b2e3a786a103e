/**
 * Downloads the built-in engine's model on first use (issue 31): resumable (an HTTP range from
 * what the `.part` file holds), checked by its SHA-1 before it is used, progress in the status
 * file (the platform screen) and in the log every tenth. A failure is recorded with its reason
 * and how to provide the file by hand; the next attempt resumes.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { modelFiles, processAlive, readDownloadRecord, type DownloadRecord, type ModelConfig } from './whisper-models';

/** A download that has made no progress this long is given up (and resumed later). */
const STALL_MS = 60_000;

const downloads = new Map<string, Promise<void>>();

/**
 * Starts the download unless the model is there, another process is downloading it, or this
 * process already is; resolves when this attempt ends (never rejects: the status file says how).
 */
export function ensureModel(config: ModelConfig, log: Logger): Promise<void> {
  const files = modelFiles(config);
  let running = downloads.get(files.file);
  if (!running) {
    running = download(config, log).finally(() => downloads.delete(files.file));
    downloads.set(files.file, running);
  }
  return running;
}

async function download(config: ModelConfig, log: Logger): Promise<void> {
  const files = modelFiles(config);
  const record = await readDownloadRecord(files);
  const present = await stat(files.file).then(
    () => true,
    () => false,
  );
  if (present && (!record || record.state === 'ready')) return;
  if (record?.state === 'downloading' && record.pid !== process.pid && processAlive(record.pid)) return;
  await mkdir(path.dirname(files.file), { recursive: true });
  const write = (next: Omit<DownloadRecord, 'pid'>) =>
    writeFile(files.statusFile, JSON.stringify({ ...next, pid: process.pid }));
  let totalBytes: number | null = null;
  try {
    if (!files.sha1)
      throw new Error(`No SHA-1 is known for the model '${files.name}': set WHISPER_MODEL_SHA1 to check it`);
    await write({ state: 'downloading', totalBytes, error: null });
    totalBytes = await fetchInto(files.url, files.partial, log, async (total) => {
      totalBytes = total;
      await write({ state: 'downloading', totalBytes, error: null });
    });
    const sha1 = await hashOf(files.partial);
    if (sha1 !== files.sha1) {
      await rm(files.partial, { force: true });
      throw new Error(`The downloaded file's SHA-1 is ${sha1}, not ${files.sha1}; it was discarded`);
    }
    await rename(files.partial, files.file);
    await write({ state: 'ready', totalBytes, error: null });
    log.info({ model: files.name, path: files.file }, 'transcription: speech model ready');
  } catch (error) {
    const reason = (error as Error).message;
    await write({ state: 'failed', totalBytes, error: reason }).catch(() => undefined);
    log.warn(
      { model: files.name, url: files.url, path: files.file, err: reason },
      'transcription: the speech model could not be downloaded; download it by hand to the path shown',
    );
  }
}

/** Appends to `partial` from where it stops; answers the full size. */
async function fetchInto(
  url: string,
  partial: string,
  log: Logger,
  onTotal: (total: number | null) => Promise<void>,
): Promise<number | null> {
  const have = await stat(partial).then(
    (s) => s.size,
    () => 0,
  );
  const controller = new AbortController();
  let stall = setTimeout(() => controller.abort(new Error('the download stalled')), STALL_MS);
  try {
    const response = await fetch(url, {
      headers: have > 0 ? { range: `bytes=${have}-` } : {},
      signal: controller.signal,
      redirect: 'follow',
    }).catch((error: Error) => {
      throw new Error(`${url} cannot be reached: ${(error.cause as Error | undefined)?.message ?? error.message}`);
    });
    if (response.status === 416) return have;
    if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
    const resumed = response.status === 206;
    const length = Number(response.headers.get('content-length')) || null;
    const total = length === null ? null : resumed ? have + length : length;
    await onTotal(total);
    let received = resumed ? have : 0;
    let reported = -1;
    const body = Readable.fromWeb(response.body as WebReadableStream);
    body.on('data', (chunk: Buffer) => {
      received += chunk.length;
      clearTimeout(stall);
      stall = setTimeout(() => controller.abort(new Error('the download stalled')), STALL_MS);
      const tenth = total ? Math.floor((received / total) * 10) : -1;
      if (tenth > reported) {
        reported = tenth;
        log.info({ url, receivedBytes: received, totalBytes: total }, `transcription: model download ${tenth * 10} %`);
      }
    });
    await pipeline(body, createWriteStream(partial, { flags: resumed ? 'a' : 'w' }));
    if (total !== null && received !== total) throw new Error(`the download ended at ${received} of ${total} bytes`);
    return total;
  } finally {
    clearTimeout(stall);
  }
}

async function hashOf(file: string): Promise<string> {
  const hash = createHash('sha1');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
