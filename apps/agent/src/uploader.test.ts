import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectingLogger } from './log';
import { Outbox } from './outbox';
import { waitFor } from './services.test-helpers';
import { Uploader } from './uploader';

interface Received {
  url: URL;
  auth: string | undefined;
  type: string | undefined;
  body: string;
}

let dataDir: string;
let outbox: Outbox;
let server: http.Server;
let received: Received[];
let answer: (request: Received, attempt: number) => number;
let uploader: Uploader;
let log: ReturnType<typeof collectingLogger>;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-uploader-'));
  log = collectingLogger();
  outbox = new Outbox(dataDir, { maxMs: 24 * 3600_000, maxBytes: 1e9 }, log);
  await outbox.init();
  received = [];
  answer = () => 201;
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const entry = {
        url: new URL(request.url ?? '/', 'http://x'),
        auth: request.headers.authorization,
        type: request.headers['content-type'],
        body,
      };
      received.push(entry);
      const status = answer(entry, received.length);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status < 300 ? { segmentId: 'x' } : { message: `answer ${status}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  uploader = new Uploader({
    serverUrl: `http://127.0.0.1:${port}`,
    token: 'sbx_test',
    outbox,
    log,
    backoff: { initialMs: 20, maxMs: 50 },
    noStationRetryMs: 20,
    idlePollMs: 50,
  });
});

afterEach(async () => {
  await uploader.stop();
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

async function segment(startTs: number, endTs: number, ext = 'mp3') {
  await writeFile(path.join(outbox.dir, `${startTs}-${endTs}.${ext}`), `media ${startTs}`);
}

const starts = () => received.map((r) => Number(r.url.searchParams.get('startTs')));
const outboxFiles = () => readdir(outbox.dir);

describe('uploader (store and forward)', () => {
  it('uploads the outbox oldest first with the token and content type, deleting each on 201', async () => {
    await segment(30_000, 40_000);
    await segment(10_000, 20_000);
    await segment(20_000, 30_000, 'aac');
    uploader.start();
    await waitFor(async () => (await outboxFiles()).length === 0, 'the outbox to drain');
    expect(starts()).toEqual([10_000, 20_000, 30_000]);
    expect(received[0]?.url.pathname).toBe('/api/streamer-box/ingest/segments');
    expect(received[0]?.url.searchParams.get('endTs')).toBe('20000');
    expect(received[0]?.auth).toBe('Bearer sbx_test');
    expect(received[0]?.type).toBe('audio/mpeg');
    expect(received[0]?.body).toBe('media 10000');
    expect(received[1]?.type).toBe('audio/aac');
  });

  it('retries the same segment after a 503 without skipping ahead', async () => {
    await segment(10_000, 20_000);
    await segment(20_000, 30_000);
    answer = (_request, attempt) => (attempt <= 3 ? 503 : 200);
    uploader.start();
    await waitFor(async () => (await outboxFiles()).length === 0, 'the outbox to drain');
    expect(starts()).toEqual([10_000, 10_000, 10_000, 10_000, 20_000]);
  });

  it('keeps a segment while no station is linked (409) and sends it once one is', async () => {
    await segment(10_000, 20_000);
    answer = (_request, attempt) => (attempt <= 2 ? 409 : 201);
    uploader.start();
    await waitFor(async () => (await outboxFiles()).length === 0, 'the outbox to drain');
    expect(starts()).toEqual([10_000, 10_000, 10_000]);
  });

  it('sends a segment waiting on 409 at once when told the device was linked, not at its retry delay', async () => {
    const waiting = new Uploader({
      serverUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      token: 'sbx_test',
      outbox,
      log,
      noStationRetryMs: 60_000,
      idlePollMs: 50,
    });
    await segment(10_000, 20_000);
    answer = (_request, attempt) => (attempt === 1 ? 409 : 201);
    waiting.start();
    try {
      await waitFor(() => received.length === 1, 'the first try');
      waiting.retryNow();
      await waitFor(async () => (await outboxFiles()).length === 0, 'the outbox to drain');
      expect(starts()).toEqual([10_000, 10_000]);
    } finally {
      await waiting.stop();
    }
  });

  it('moves a segment the server refuses (400) to rejected/ and goes on', async () => {
    await segment(10_000, 20_000);
    await segment(20_000, 30_000);
    answer = (request) => (request.url.searchParams.get('startTs') === '10000' ? 400 : 201);
    uploader.start();
    await waitFor(async () => (await outboxFiles()).length === 0, 'the outbox to drain');
    expect(starts()).toEqual([10_000, 20_000]);
    expect(await readdir(outbox.rejectedDir)).toEqual(['10000-20000.mp3']);
    expect(log.lines.some((line) => line.includes('refused segment 10000-20000.mp3 (400: answer 400)'))).toBe(true);
  });

  it('keeps segments while the server is unreachable and sends them in order when it returns', async () => {
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    await segment(10_000, 20_000);
    await segment(20_000, 30_000);
    uploader.start();
    await waitFor(() => log.lines.some((line) => line.includes('ECONNREFUSED')), 'a failed upload');
    expect(await outboxFiles()).toHaveLength(2);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await waitFor(async () => (await outboxFiles()).length === 0, 'the outbox to drain');
    expect(starts()).toEqual([10_000, 20_000]);
  });

  it('after a link sends the live edge first, then the backlog newest first, nothing from before the bound', async () => {
    const linked = new Uploader({
      serverUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      token: 'sbx_test',
      outbox,
      log,
      idlePollMs: 50,
      notBefore: () => 25_000,
    });
    for (const start of [0, 10_000, 20_000, 30_000, 40_000, 50_000]) await segment(start, start + 10_000);
    answer = () => 409;
    linked.start();
    try {
      await waitFor(() => received.length === 1, 'the try while unlinked');
      answer = () => 201;
      linked.linked();
      await waitFor(async () => (await outboxFiles()).length === 0, 'the outbox to drain');
      // 0-10 and 10-20 s ended before the link; 20-30 s was being recorded when it came.
      expect(starts().slice(1)).toEqual([50_000, 40_000, 30_000, 20_000]);
      expect(log.lines).toContainEqual(expect.stringContaining('Dropped 2 segments recorded before'));
      expect(outbox.backlog()).toEqual({ segments: 0, seconds: 0 });
      // Caught up: what follows goes in order again, as after an outage.
      await segment(60_000, 70_000);
      await segment(70_000, 80_000);
      linked.nudge();
      await waitFor(() => received.length === 7, 'the next two');
      expect(starts().slice(5)).toEqual([60_000, 70_000]);
    } finally {
      await linked.stop();
    }
  });

  it('counts the backlog for the report', async () => {
    for (const start of [0, 10_000, 20_000]) await segment(start, start + 10_000);
    await outbox.list();
    expect(outbox.backlog()).toEqual({ segments: 3, seconds: 30 });
    await outbox.remove((await outbox.list())[0]!);
    expect(outbox.backlog()).toEqual({ segments: 2, seconds: 20 });
  });

  it('sends a segment added while idle', async () => {
    uploader.start();
    const source = path.join(dataDir, 'new.mp3');
    await writeFile(source, 'fresh');
    await outbox.add(source, 50_000, 60_000, 'mp3');
    await waitFor(() => received.length === 1, 'the upload');
    expect(received[0]?.body).toBe('fresh');
  });
});

describe('outbox bounds', () => {
  it('drops the oldest segments beyond the media limit, with a log line', async () => {
    const bounded = new Outbox(dataDir, { maxMs: 25_000, maxBytes: 1e9 }, log);
    await bounded.init();
    await segment(0, 10_000);
    await segment(10_000, 20_000);
    const source = path.join(dataDir, 'new.mp3');
    await writeFile(source, 'x');
    await bounded.add(source, 20_000, 30_000, 'mp3');
    expect((await bounded.list()).map((e) => e.name)).toEqual(['10000-20000.mp3', '20000-30000.mp3']);
    expect(log.lines.some((line) => line.includes('dropped the oldest segment 0-10000.mp3'))).toBe(true);
  });

  it('keeps refused segments under the same bounds, deleting the oldest', async () => {
    const bounded = new Outbox(dataDir, { maxMs: 25_000, maxBytes: 1e9 }, log);
    await bounded.init();
    for (const start of [0, 10_000, 20_000]) await segment(start, start + 10_000);
    for (const entry of await bounded.list()) await bounded.reject(entry);
    expect((await readdir(bounded.rejectedDir)).sort()).toEqual(['10000-20000.mp3', '20000-30000.mp3']);
    expect(log.lines).toContainEqual(
      expect.stringContaining('Rejected segments full: deleted the oldest, 0-10000.mp3'),
    );
  });
});
