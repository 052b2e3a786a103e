/**
 * Stored objects as ffmpeg's input, read from the store while ffmpeg reads them and never copied
 * to local disk, so a worker of an S3 installation needs no scratch space for what it reads
 * (issue 32). Two ways, by what ffmpeg needs:
 *
 * - `storedBytes`: the objects end to end, fed to ffmpeg's stdin (`pipe:0`, its demuxer named
 *   with `-f`). For one object read from start to end (a segment remuxed for HLS), or consecutive
 *   segments of one recording decoded as one stream, which MP3, ADTS and MPEG-TS allow.
 * - `serveObjects`: each object at a URL of its own on a loopback port, answered with HTTP
 *   ranges, for ffmpeg's concat demuxer (range exports, fragment renders). Joining segments with
 *   the demuxer's in and out points cannot be done on one pipe: it opens each file with its own
 *   demuxer (an MP3 segment's Xing frame and an MPEG-TS segment's timestamps, which restart at
 *   zero, read as the segment's start, not as audio in the middle), and an inpoint seeks inside
 *   the file. Over HTTP ffmpeg seeks with a range request, as it would in a local file, so the
 *   cut is the same to the sample. An MP4 (a fragment's video, its index anywhere) is read the
 *   same way.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../../storage/storage';

/** The objects of `keys` one after another, read from the store as they are consumed. */
export function storedBytes(storage: Pick<Storage, 'stream'>, keys: readonly string[]): Readable {
  return Readable.from(
    (async function* () {
      for (const key of keys) yield* await storage.stream(key);
    })(),
    { objectMode: false },
  );
}

export interface ServedObjects {
  /** The URL of each key, in the order given. */
  urls: string[];
  /** Serves `text` (an ffconcat list of `urls`) at a URL of its own, returned. */
  serveText(name: string, text: string): string;
  /**
   * Why a read from the store failed while serving, if one did. ffmpeg takes a failed read for
   * the end of its input and exits 0 with a cut short: check this after it ran.
   */
  failure(): Error | undefined;
  /** Stops serving; reads in progress end. Safe to call more than once. */
  close(): Promise<void>;
}

/** Objects looked up at once before serving. */
const STAT_CONCURRENCY = 8;
const RANGE = /^bytes=(\d+)-(\d*)$/;

/** The size of each of `keys`; throws naming the first that the store does not have. */
async function sizesOf(storage: Pick<Storage, 'stat'>, keys: readonly string[]): Promise<number[]> {
  const sizes: number[] = [];
  for (let at = 0; at < keys.length; at += STAT_CONCURRENCY) {
    const found = await Promise.all(keys.slice(at, at + STAT_CONCURRENCY).map((key) => storage.stat(key)));
    for (const [index, object] of found.entries()) {
      if (!object) throw new Error(`Stored object not found: ${keys[at + index]}`);
      sizes.push(object.size);
    }
  }
  return sizes;
}

/**
 * Serves each of `keys` to ffmpeg at `http://127.0.0.1:{port}/{token}/{index}{ext}` until `close`,
 * with its length and byte ranges. The token (random, in every path) keeps other local processes
 * from reading through the port. Every object is looked up first (one HEAD each on S3), so a
 * missing one fails here, as a copy would have, and never as a cut silently short.
 */
export async function serveObjects(
  storage: Pick<Storage, 'stat' | 'stream'>,
  keys: readonly string[],
): Promise<ServedObjects> {
  const token = randomBytes(16).toString('hex');
  const texts = new Map<string, string>();
  const sizes = await sizesOf(storage, keys);
  const objects = new Map(keys.map((key, index) => [`${index}${path.extname(key)}`, { key, size: sizes[index]! }]));
  let failure: Error | undefined;

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const [, given, name = ''] = (request.url ?? '').split('/');
    const text = texts.get(name);
    const object = objects.get(name);
    if (given !== token || (text === undefined && object === undefined) || request.method !== 'GET') {
      response.writeHead(404).end();
      return;
    }
    if (text !== undefined) {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(text) }).end(text);
      return;
    }
    const { key, size } = object!;
    const asked = RANGE.exec(request.headers.range ?? '');
    const start = asked ? Number(asked[1]) : 0;
    const end = asked?.[2] ? Math.min(Number(asked[2]), size - 1) : size - 1;
    if (start > end) {
      response.writeHead(416, { 'content-range': `bytes */${size}` }).end();
      return;
    }
    // ffmpeg closes a read it no longer wants (it seeks, or has what it needs): no failure. What
    // fails on the store's side is kept for failure().
    let readerGone = false;
    response.once('close', () => (readerGone = !response.writableFinished));
    const failed = (error: Error) => {
      if (!readerGone) failure ??= new Error(`Reading ${key} from the store failed: ${error.message}`);
    };
    const body = await storage.stream(key, asked ? { start, end } : undefined).catch((error: Error) => {
      failed(error);
      throw error;
    });
    body.once('error', failed);
    response.writeHead(asked ? 206 : 200, {
      'accept-ranges': 'bytes',
      'content-length': end - start + 1,
      ...(asked && { 'content-range': `bytes ${start}-${end}/${size}` }),
    });
    await pipeline(body, response);
  }

  const server = createServer((request, response) => {
    // A failed read ends the reply short, which ffmpeg reports as the end of its input.
    answer(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${token}`;
  let closed: Promise<void> | null = null;
  return {
    urls: [...objects.keys()].map((name) => `${base}/${name}`),
    serveText(name, text) {
      texts.set(name, text);
      return `${base}/${name}`;
    },
    failure: () => failure,
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
