/**
 * The StreamerBox segment ingest through the API: a device uploads real MP3 segments of the
 * station it feeds, live and backfilled after a link outage, and they land on the station's
 * timeline as the recorder's own would (times, numbering, gaps, waveform job, status). Every
 * refusal has its status and code, and no upload leaves a temporary file behind.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DEVICE_TOKEN_PREFIX,
  INGEST_MAX_SEGMENT_BYTES,
  type IngestSegmentResult,
  type Segment,
  type StationStatus,
} from '@antena/contract';
import { resolveBinary } from '@antena/media';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { segments, stationGaps, streamerBoxDevices } from '../../db/schema';
import { hashDeviceToken } from '../../http/device-auth';
import type { JobQueue } from '../../jobs/queue';
import { processSegment } from '../segments/segment-processing';

const ADMIN = 'admin@norte.test';

async function until<T>(what: string, probe: () => Promise<T | undefined>, withinMs = 10_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const SEGMENT_MS = 5000;
const URL = '/api/streamer-box/ingest/segments';

/**
 * Three real 5 s MP3 segments, cut by the segment muxer as the device's streamer cuts them, and
 * one AAC (ADTS) segment: a device whose codec is set wrong.
 */
function recordSegments(): { mp3: Buffer[]; aac: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'antena-ingest-test-'));
  const tone = ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:duration=15'];
  try {
    execFileSync(resolveBinary('ffmpeg'), [
      ...[...tone, '-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'segment', '-segment_time', '5'],
      path.join(dir, 'seg%03d.mp3'),
    ]);
    execFileSync(resolveBinary('ffmpeg'), [...tone, '-t', '5', '-c:a', 'aac', '-f', 'adts', path.join(dir, 'x.aac')]);
    const mp3 = readdirSync(dir)
      .filter((name) => name.startsWith('seg'))
      .sort()
      .slice(0, 3)
      .map((name) => readFileSync(path.join(dir, name)));
    return { mp3, aac: readFileSync(path.join(dir, 'x.aac')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('StreamerBox segment ingest', () => {
  let t: TestApp;
  let files: Buffer[];
  let aacFile: Buffer;
  let clientId: string;
  /** The jobs the API queued, as the worker would receive them. */
  const queued: { name: string; payload: unknown }[] = [];

  async function createDevice(name: string) {
    const token = `${DEVICE_TOKEN_PREFIX}${randomBytes(16).toString('hex')}`;
    const [device] = await t.ctx.db
      .insert(streamerBoxDevices)
      .values({ clientId, name, tokenHash: hashDeviceToken(token) })
      .returning();
    return { id: device!.id, token };
  }

  async function createFedStation() {
    const device = await createDevice('Box');
    // A stream URL too: the device, not the recorder, is its source.
    const station = await createStation(t.ctx.db, clientId, {
      format: 'mp3',
      streamUrl: 'http://127.0.0.1:9/live',
      featuresConfig: { streamerBox: { deviceId: device.id } },
    });
    return { device, station };
  }

  const upload = (
    token: string | null,
    times: { startTs: number; endTs: number },
    body: Buffer | Readable,
    contentType: string | null = 'audio/mpeg',
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `${URL}?startTs=${times.startTs}&endTs=${times.endTs}`,
      headers: {
        ...(token !== null && { authorization: `Bearer ${token}` }),
        ...(contentType !== null && { 'content-type': contentType }),
      },
      payload: body,
    });

  /** The app on a real port (once), for the calls that need a real connection. */
  let address: Promise<string> | undefined;
  const listening = () => (address ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

  const rowsOf = (stationId: string) =>
    t.ctx.db.select().from(segments).where(eq(segments.stationId, stationId)).orderBy(asc(segments.startTs));
  const gapsOf = (stationId: string) => t.ctx.db.select().from(stationGaps).where(eq(stationGaps.stationId, stationId));

  beforeAll(async () => {
    ({ mp3: files, aac: aacFile } = recordSegments());
    t = await buildTestApp({ SEGMENT_SECONDS: '5' });
    const queue: JobQueue = {
      send: async (name, payload) => {
        queued.push({ name, payload });
        return null;
      },
      work: async () => undefined,
      stop: async () => undefined,
    };
    t.ctx.queue = queue;
    clientId = (await createClient(t.ctx.db, { name: 'Radio Norte' })).id;
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
  }, 60_000);
  afterAll(async () => t?.close());
  afterEach(async () => {
    // Whatever the answer, the upload's temporary folder is gone.
    const left = await readdir(path.join(t.ctx.dataDir, 'tmp')).catch(() => []);
    expect(left).toEqual([]);
  });

  it('registers live segments at their times, queues their waveforms, and the station is online', async () => {
    const { device, station } = await createFedStation();
    const base = Date.now() - 2 * SEGMENT_MS;
    const times = [0, 1].map((index) => ({
      startTs: base + index * SEGMENT_MS,
      endTs: base + (index + 1) * SEGMENT_MS,
    }));
    const answers: IngestSegmentResult[] = [];
    for (const [index, time] of times.entries()) {
      const res = await upload(device.token, time, files[index]!);
      expect(res.statusCode).toBe(201);
      answers.push(res.json());
    }
    expect(answers.map((answer) => answer.stationId)).toEqual([station.id, station.id]);
    expect(answers.every((answer) => answer.duplicate === false)).toBe(true);

    const rows = await rowsOf(station.id);
    expect(rows.map((row) => row.id)).toEqual(answers.map((answer) => answer.segmentId));
    expect(rows.map(({ startTs, endTs }) => ({ startTs, endTs }))).toEqual(times);
    expect(rows.map((row) => [row.seq, row.discontinuitySeq, row.format])).toEqual([
      [0, 0, 'mp3'],
      [1, 0, 'mp3'],
    ]);
    // The stored file is the uploaded one, byte for byte.
    expect(await t.ctx.storage.read(rows[0]!.storageKey)).toEqual(files[0]);

    // No waveform came with them: the job computes it.
    const processJobs = queued.filter((job) => job.name === 'segment.process').map((job) => job.payload);
    expect(processJobs).toEqual(expect.arrayContaining(answers.map((answer) => ({ segmentId: answer.segmentId }))));
    for (const answer of answers) await processSegment(t.ctx, answer.segmentId);
    const listed = await t.app.inject({
      url: `/api/segments/stations/${station.id}/segments?from=${base}&to=${base + 2 * SEGMENT_MS}`,
      headers: asUser(ADMIN),
    });
    expect(listed.statusCode).toBe(200);
    const withWaveforms = listed.json() as Segment[];
    expect(withWaveforms).toHaveLength(2);
    for (const segment of withWaveforms) {
      expect(segment.waveform).toMatchObject({ sample_rate: 11025, samples_per_pixel: 441 });
      // The tone peaks at 1/8 of full scale (16 of 127): silence would be a decoding failure.
      expect(Math.max(...segment.waveform!.data)).toBeGreaterThan(10);
    }

    const statuses = await t.app.inject({ url: '/api/stations/status-all', headers: asUser(ADMIN) });
    const status = (statuses.json() as StationStatus[]).find((s) => s.stationId === station.id);
    expect(status).toMatchObject({ isOnline: true, lastSegmentEndTs: times[1]!.endTs, streamerBoxDeviceId: device.id });
  });

  it('answers a repeated upload 200 with the segment it already has, and changes nothing', async () => {
    const { device, station } = await createFedStation();
    const time = { startTs: Date.now() - SEGMENT_MS, endTs: Date.now() };
    const first = await upload(device.token, time, files[0]!);
    expect(first.statusCode).toBe(201);
    const again = await upload(device.token, time, files[0]!);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ segmentId: first.json().segmentId, stationId: station.id, duplicate: true });
    expect(await rowsOf(station.id)).toHaveLength(1);
  });

  it('takes uploads over a real connection, answering before it reads a body it does not need', async () => {
    const { device, station } = await createFedStation();
    const address = await listening();
    const put = (time: { startTs: number; endTs: number }, body: Buffer) =>
      fetch(`${address}${URL}?startTs=${time.startTs}&endTs=${time.endTs}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${device.token}`, 'content-type': 'audio/mpeg' },
        body,
      });
    const time = { startTs: Date.now() - SEGMENT_MS, endTs: Date.now() };
    expect((await put(time, files[0]!)).status).toBe(201);
    // The duplicate is answered from the database, its body left unread, and the next upload still goes through.
    const again = await put(time, Buffer.concat([files[0]!, Buffer.alloc(4 * 1024 * 1024)]));
    expect(again.status).toBe(200);
    expect(((await again.json()) as IngestSegmentResult).duplicate).toBe(true);
    const next = { startTs: time.endTs, endTs: time.endTs + SEGMENT_MS };
    expect((await put(next, files[1]!)).status).toBe(201);
    expect(await rowsOf(station.id)).toHaveLength(2);
  });

  it('removes what it received of an upload cut off by a lost link', async () => {
    const { device, station } = await createFedStation();
    const address = new globalThis.URL(await listening());
    const tmp = path.join(t.ctx.dataDir, 'tmp');
    const socket = connect(Number(address.port), address.hostname);
    await once(socket, 'connect');
    socket.write(
      [
        `PUT ${URL}?startTs=${Date.now() - SEGMENT_MS}&endTs=${Date.now()} HTTP/1.1`,
        `Host: ${address.host}`,
        `Authorization: Bearer ${device.token}`,
        'Content-Type: audio/mpeg',
        `Content-Length: ${files[0]!.length * 2}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(files[0]!);
    await until('the upload being written', async () =>
      (await readdir(tmp).catch(() => [])).length > 0 ? true : undefined,
    );
    socket.destroy();
    await until('the upload removed', async () => ((await readdir(tmp)).length === 0 ? true : undefined));
    expect(await rowsOf(station.id)).toEqual([]);
  });

  it('refuses a call without a valid device token', async () => {
    const time = { startTs: Date.now() - SEGMENT_MS, endTs: Date.now() };
    for (const token of [null, `${DEVICE_TOKEN_PREFIX}unknown`, 'mock:admin@norte.test']) {
      const res = await upload(token, time, files[0]!);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('ERR_UNAUTHORIZED');
    }
  });

  it('refuses a device that feeds no station with 409', async () => {
    const device = await createDevice('Spare box');
    const res = await upload(device.token, { startTs: Date.now() - SEGMENT_MS, endTs: Date.now() }, files[0]!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ERR_DEVICE_NO_STATION',
      message: 'This device feeds no station: link it to a station first',
    });
  });

  it("refuses a content type that is not the station's format, naming the header", async () => {
    const { device, station } = await createFedStation();
    const time = { startTs: Date.now() - SEGMENT_MS, endTs: Date.now() };
    for (const type of ['audio/aac', 'video/mp2t', 'application/octet-stream', 'application/json', null]) {
      const res = await upload(device.token, time, files[0]!, type);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'ERR_VALIDATION',
        details: [{ path: 'headers.content-type', message: expect.stringContaining('audio/mpeg') }],
      });
    }
    // Parameters of the header are no reason to refuse it.
    expect((await upload(device.token, time, files[0]!, 'Audio/MPEG; charset=binary')).statusCode).toBe(201);
    expect(await rowsOf(station.id)).toHaveLength(1);
  });

  it("refuses a segment from the future, naming the device's clock, and takes one a little ahead", async () => {
    const { device, station } = await createFedStation();
    const fast = Date.now() + 5 * 60_000;
    const res = await upload(device.token, { startTs: fast - SEGMENT_MS, endTs: fast }, files[0]!);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'ERR_VALIDATION',
      details: [{ path: 'endTs', message: expect.stringMatching(/^Is (29\d|300) s ahead of the server's clock/) }],
    });
    expect(await rowsOf(station.id)).toEqual([]);
    // Clocks a few seconds apart are normal.
    const slightly = Date.now() + 5000;
    expect(
      (await upload(device.token, { startTs: slightly - SEGMENT_MS, endTs: slightly }, files[0]!)).statusCode,
    ).toBe(201);
  });

  it('refuses bytes that are no MP3, and an empty body, with ERR_DEVICE_SEGMENT_UNREADABLE', async () => {
    const { device, station } = await createFedStation();
    const time = { startTs: Date.now() - SEGMENT_MS, endTs: Date.now() };
    const garbage = randomBytes(64 * 1024);
    // AAC is readable media, but not what an mp3 station records.
    for (const body of [garbage, aacFile, Buffer.alloc(0)]) {
      const res = await upload(device.token, time, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('ERR_DEVICE_SEGMENT_UNREADABLE');
    }
    expect(await rowsOf(station.id)).toEqual([]);
  });

  it('refuses a body over the limit with 413, streamed, without keeping any of it', async () => {
    const { device, station } = await createFedStation();
    const chunk = Buffer.alloc(1024 * 1024);
    const chunks = Math.ceil(INGEST_MAX_SEGMENT_BYTES / chunk.length) + 1;
    const body = Readable.from(
      (function* () {
        for (let index = 0; index < chunks; index++) yield chunk;
      })(),
    );
    const res = await upload(device.token, { startTs: Date.now() - SEGMENT_MS, endTs: Date.now() }, body);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('ERR_PAYLOAD_TOO_LARGE');
    // A Content-Length over the limit is refused before a byte is read.
    const announced = await t.app.inject({
      method: 'PUT',
      url: `${URL}?startTs=${Date.now() - SEGMENT_MS}&endTs=${Date.now()}`,
      headers: {
        authorization: `Bearer ${device.token}`,
        'content-type': 'audio/mpeg',
        'content-length': String(INGEST_MAX_SEGMENT_BYTES + 1),
      },
      payload: files[0]!,
    });
    expect(announced.statusCode).toBe(413);
    expect(await rowsOf(station.id)).toEqual([]);
  });

  it('places a backfill after a 60 s link outage on a timeline without a hole', async () => {
    const { device, station } = await createFedStation();
    // Live until the link drops at `dropAt`; the 60 s the device recorded meanwhile wait in its
    // outbox and go up oldest first when the link returns, followed by the live segments.
    const dropAt = Date.now() - 80_000;
    const outage = 60_000 / SEGMENT_MS;
    const at = (index: number) => ({
      startTs: dropAt + (index - 2) * SEGMENT_MS,
      endTs: dropAt + (index - 1) * SEGMENT_MS,
    });
    const count = 2 + outage + 2;
    for (let index = 0; index < count; index++) {
      const res = await upload(device.token, at(index), files[index % files.length]!);
      expect(res.statusCode).toBe(201);
    }

    const rows = await rowsOf(station.id);
    expect(rows).toHaveLength(count);
    rows.forEach((row, index) => {
      expect({ startTs: row.startTs, endTs: row.endTs }).toEqual(at(index));
      expect(row.seq).toBe(index);
      // No discontinuity: the playlists play straight through the outage.
      expect(row.discontinuitySeq).toBe(rows[0]!.discontinuitySeq);
    });
    expect(await gapsOf(station.id)).toEqual([]);
  });

  it('records a gap where a segment never came, as a device link interruption', async () => {
    const { device, station } = await createFedStation();
    const base = Date.now() - 4 * SEGMENT_MS;
    const at = (index: number) => ({ startTs: base + index * SEGMENT_MS, endTs: base + (index + 1) * SEGMENT_MS });
    for (const index of [0, 2]) expect((await upload(device.token, at(index), files[0]!)).statusCode).toBe(201);

    const gaps = await gapsOf(station.id);
    expect(gaps.map(({ fromTs, toTs, reason }) => ({ fromTs, toTs, reason }))).toEqual([
      { fromTs: at(0).endTs, toTs: at(2).startTs, reason: 'device link interrupted' },
    ]);
    expect((await rowsOf(station.id)).map((row) => [row.seq, row.discontinuitySeq])).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });
});
