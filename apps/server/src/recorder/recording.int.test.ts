/**
 * The recorder on real ffmpeg: an audio and a video station record the generated demo sources in
 * 5 s segments for about 50 s; then everything a user reaches through the API is checked on the
 * result: continuity, waveforms, thumbnails, playlists that ffmpeg plays, exact exports,
 * statuses.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Segment, StationStatus } from '@antena/contract';
import { DEMO_SOURCES, probe, segmentClockOffset } from '@antena/media';
import { eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createGroup, createStation, createUser } from '../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../test/helpers';
import { groupStations, segments, stationGaps } from '../db/schema';
import { processSegment } from '../modules/segments/segment-processing';
import { audioSeconds as audioLength, probeBytes as probeMedia, runFile } from './media-probes';
import { startRecorder } from './recorder';

const SEGMENT_MS = 5000;
const RECORD_MS = 45_000;
const DAY_MS = 86_400_000;
const ADMIN = 'admin@norte.test';
const LISTENER = 'listener@norte.test';
const SUPERADMIN = 'root@antena.test';

describe('recording', () => {
  let t: TestApp;
  let work: string;
  let baseUrl: string;
  let otherClientSlug: string;
  let clientSlug: string;
  const stations = {} as Record<'audio' | 'video', { id: string; slug: string }>;
  const recorded = {} as Record<'audio' | 'video', Segment[]>;
  let startedAt: number;
  let liveStatuses: StationStatus[];
  let stoppedAt: number;
  /** Audio rows that had no waveform when the recorder stopped: the capture computes them. */
  let audioWithoutWaveform: number;

  const get = (url: string, headers: Record<string, string> = asUser(ADMIN)) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const range = (from: number, to: number) => `from=${from}&to=${to}`;

  const probeBytes = (bytes: Buffer, name: string) => probeMedia(work, bytes, name);
  const audioSeconds = (name: string) => audioLength(path.join(work, name));

  beforeAll(async () => {
    t = await buildTestApp({ SEGMENT_SECONDS: '5' });
    work = await mkdtemp(path.join(tmpdir(), 'antena-recording-test-'));
    const client = await createClient(t.ctx.db, { name: 'Radio Norte' });
    clientSlug = client.slug;
    const other = await createClient(t.ctx.db, { name: 'Radio Sur' });
    otherClientSlug = other.slug;
    await createStation(t.ctx.db, other.id, { format: 'mp3' });
    const group = await createGroup(t.ctx.db, client.id);
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId: client.id });
    await createUser(t.ctx.db, { email: LISTENER, clientId: client.id, groupId: group.id });
    await createUser(t.ctx.db, { email: SUPERADMIN, role: 'SUPERADMIN' });
    stations.audio = await createStation(t.ctx.db, client.id, { format: 'mp3', streamUrl: DEMO_SOURCES.audio });
    stations.video = await createStation(t.ctx.db, client.id, { format: 'mpegts', streamUrl: DEMO_SOURCES.video });
    await t.ctx.db.insert(groupStations).values({ groupId: group.id, stationId: stations.audio.id });

    startedAt = Date.now();
    const recorder = await startRecorder(t.ctx, { tickMs: 1000 });
    expect(recorder.stations().sort()).toEqual([stations.audio.id, stations.video.id].sort());
    await new Promise((resolve) => setTimeout(resolve, RECORD_MS));
    liveStatuses = (await get('/stations/status-all')).json();
    await recorder.stop();
    stoppedAt = Date.now();

    // What the worker's queue does in production.
    const pending = await t.ctx.db
      .select({ id: segments.id, stationId: segments.stationId })
      .from(segments)
      .where(isNull(segments.waveform));
    audioWithoutWaveform = pending.filter((row) => row.stationId === stations.audio.id).length;
    for (let index = 0; index < pending.length; index += 2) {
      await Promise.all(pending.slice(index, index + 2).map(({ id }) => processSegment(t.ctx, id)));
    }
    for (const kind of ['audio', 'video'] as const) {
      const res = await get(`/segments/stations/${stations[kind].id}/segments?${range(startedAt - 10_000, stoppedAt)}`);
      expect(res.statusCode).toBe(200);
      recorded[kind] = res.json();
    }

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
  }, 150_000);
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
    await t?.close();
  });

  describe.each(['audio', 'video'] as const)('the %s station', (kind) => {
    const rows = () => recorded[kind];
    const interior = () => rows().slice(1, -1);

    it('recorded about the whole run in continuous segments of the segment duration', async () => {
      expect(rows().length).toBeGreaterThanOrEqual(RECORD_MS / SEGMENT_MS - 1);
      rows().forEach((row, index) => {
        expect(row.format).toBe(kind === 'audio' ? 'mp3' : 'mpegts');
        expect(row.duration).toBe(row.endTs - row.startTs);
        expect(row.duration).toBeLessThanOrEqual(SEGMENT_MS + (kind === 'audio' ? 150 : 1000));
        if (index > 0) expect(Math.abs(row.startTs - rows()[index - 1]!.endTs)).toBeLessThanOrEqual(5);
      });
      for (const row of interior()) {
        // Video is cut at a keyframe (one a second) near the wall-clock multiple.
        expect(Math.abs(row.duration - SEGMENT_MS)).toBeLessThanOrEqual(kind === 'audio' ? 150 : 1000);
        // Cut on the wall clock's 5 s multiples past the station's own offset (reported a little after the cut).
        const phase = row.startTs - segmentClockOffset(stations[kind].id, SEGMENT_MS / 1000) * 1000;
        const offset = ((phase % SEGMENT_MS) + SEGMENT_MS) % SEGMENT_MS;
        expect(Math.min(offset, SEGMENT_MS - offset)).toBeLessThan(kind === 'audio' ? 1000 : 1500);
      }
      const covered = rows().at(-1)!.endTs - rows()[0]!.startTs;
      expect(covered).toBeGreaterThan(RECORD_MS - 2 * SEGMENT_MS);
      expect(covered).toBeLessThanOrEqual(stoppedAt - startedAt + 1000);
      const gaps = await t.ctx.db.select().from(stationGaps).where(eq(stationGaps.stationId, stations[kind].id));
      expect(gaps).toEqual([]);
    });

    it('gives every segment a waveform of 25 pixels a second', () => {
      for (const row of rows()) {
        expect(row.waveform).toMatchObject({
          version: 2,
          channels: 1,
          bits: 8,
          sample_rate: 11025,
          samples_per_pixel: 441,
        });
        expect(Math.abs(row.waveform!.length - row.duration / 40)).toBeLessThanOrEqual(3);
        expect(row.waveform!.data).toHaveLength(row.waveform!.length * 2);
        // The demo tone peaks at 1/8 of full scale (16 of 127): silence would be a decoding failure.
        expect(Math.max(...row.waveform!.data)).toBeGreaterThan(10);
      }
    });

    it('serves a segment as recorded, with HTTP ranges', async () => {
      const row = rows()[2]!;
      const url = `/segments/stations/${stations[kind].id}/segments/${row.id}/audio`;
      const whole = await get(url);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe(kind === 'audio' ? 'audio/mpeg' : 'video/mp2t');
      const probed = await probeBytes(whole.rawPayload, `segment-${kind}.${kind === 'audio' ? 'mp3' : 'ts'}`);
      expect(probed.streams.map((stream) => stream.codecName).sort()).toEqual(
        kind === 'audio' ? ['mp3'] : ['aac', 'h264'],
      );
      const part = await get(url, { ...asUser(ADMIN), range: 'bytes=1000-' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(
        `bytes 1000-${whole.rawPayload.length - 1}/${whole.rawPayload.length}`,
      );
      expect(part.rawPayload).toEqual(whole.rawPayload.subarray(1000));
    });

    it('remuxes a segment to MPEG-TS on the station clock', async () => {
      const row = rows()[3]!;
      const res = await get(`/segments/stations/${stations[kind].id}/segments/${row.id}/media.ts`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp2t');
      const bytes = res.rawPayload;
      expect(bytes.length % 188).toBe(0);
      for (let offset = 0; offset < bytes.length; offset += 188 * 50) expect(bytes[offset]).toBe(0x47);
      const file = path.join(work, `remux-${kind}.ts`);
      await writeFile(file, bytes);
      const { stdout } = await runFile('ffprobe', [
        '-v',
        'error',
        '-show_entries',
        'format=format_name,start_time',
        '-of',
        'json',
        file,
      ]);
      const format = (JSON.parse(stdout) as { format: { format_name: string; start_time: string } }).format;
      expect(format.format_name).toBe('mpegts');
      expect(Math.abs(Number(format.start_time) - (row.startTs % DAY_MS) / 1000)).toBeLessThan(0.2);
    });

    it('answers an HLS playlist of the range that ffmpeg plays through, over HTTP', async () => {
      const from = rows()[1]!.startTs;
      const to = rows().at(-1)!.endTs;
      const res = await get(`/segments/stations/${stations[kind].id}/hls?${range(from, to)}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/vnd.apple.mpegurl');
      expect(res.body).toContain('#EXT-X-ENDLIST');
      expect(res.body).not.toContain('#EXT-X-DISCONTINUITY\n');

      const url = `${baseUrl}/segments/stations/${stations[kind].id}/hls?${range(from, to)}&access_token=mock:${ADMIN}`;
      const probed = JSON.parse(
        (await runFile('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', url])).stdout,
      ) as { format: { format_name: string; duration: string }; streams: { codec_name: string }[] };
      expect(probed.format.format_name).toBe('hls');
      const expectedSeconds = (to - from) / 1000;
      expect(Math.abs(Number(probed.format.duration) - expectedSeconds)).toBeLessThan(0.5);
      expect(probed.streams.map((stream) => stream.codec_name).sort()).toEqual(
        kind === 'audio' ? ['mp3'] : ['aac', 'h264'],
      );

      // Every segment downloads and the timestamps run on from one to the next.
      const copy = path.join(work, `hls-${kind}.ts`);
      await runFile('ffmpeg', ['-v', 'error', '-i', url, '-map', '0', '-c', 'copy', '-f', 'mpegts', copy]);
      const played = await probe(copy);
      expect(Math.abs(played.durationSeconds! - expectedSeconds)).toBeLessThan(0.5);
    }, 60_000);

    it('answers a live playlist that slides one sequence number per segment', async () => {
      const live = await get(`/segments/stations/${stations[kind].id}/hls-live`);
      expect(live.statusCode).toBe(200);
      expect(live.headers['cache-control']).toBe('no-cache');
      expect(live.body).toMatch(/#EXT-X-MEDIA-SEQUENCE:\d+/);
      expect(live.body).not.toContain('#EXT-X-ENDLIST');
      const uris = live.body.split('\n').filter((line) => line && !line.startsWith('#'));
      expect(uris.at(-1)).toBe(`segments/${rows().at(-1)!.id}/media.ts`);

      const sequenceFrom = async (row: Segment) => {
        const res = await get(`/segments/stations/${stations[kind].id}/hls-live?from=${row.startTs}`);
        const body = res.body;
        expect(body.split('\n').find((line) => !line.startsWith('#') && line)).toBe(`segments/${row.id}/media.ts`);
        return Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(body)![1]);
      };
      const first = await sequenceFrom(rows()[2]!);
      expect(await sequenceFrom(rows()[3]!)).toBe(first + 1);
      expect(await sequenceFrom(rows()[4]!)).toBe(first + 2);
    });

    it('finds the segment of a moment and the next one, and none past the end', async () => {
      const base = `/segments/stations/${stations[kind].id}/segments/sequence`;
      const row = rows()[3]!;
      expect((await get(`${base}/${row.startTs + 1000}`)).json().id).toBe(row.id);
      expect((await get(`${base}/${row.endTs}`)).json().id).toBe(rows()[4]!.id);
      expect((await get(`${base}/${new Date(row.startTs).toISOString()}`)).json().id).toBe(row.id);
      expect((await get(`${base}/${rows().at(-1)!.endTs}`)).statusCode).toBe(404);
    });

    it('exports the audio of a range cut inside segments, to the millisecond range within 50 ms', async () => {
      const from = rows()[2]!.startTs + 1234;
      const to = rows()[5]!.startTs + 2345;
      const res = await get(`/export/stations/${stations[kind].id}/export?${range(from, to)}`);
      expect(res.statusCode).toBe(200);
      const extension = kind === 'audio' ? 'mp3' : 'aac';
      expect(res.headers['content-type']).toBe(kind === 'audio' ? 'audio/mpeg' : 'audio/aac');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^inline; filename="${stations[kind].slug}_.+\\.${extension}"$`),
      );
      const probed = await probeBytes(res.rawPayload, `export-${kind}.${extension}`);
      expect(probed.streams.map((stream) => stream.codecName)).toEqual([extension]);
      expect(Math.abs((await audioSeconds(`export-${kind}.${extension}`)) - (to - from) / 1000)).toBeLessThanOrEqual(
        0.05,
      );
    });
  });

  it('registers each audio segment with its waveform, computed while it was recorded', () => {
    expect(recorded.audio.length).toBeGreaterThan(5);
    expect(audioWithoutWaveform).toBe(0);
  });

  describe('the video station', () => {
    const rows = () => recorded.video;

    it('has a thumbnail sheet per segment, one 256x144 cell a second', async () => {
      for (const row of rows()) {
        expect(row.metadata.thumbnails).toEqual({
          interval: 1000,
          rows: 1,
          columns: Math.ceil(row.duration / 1000),
          width: 256,
          height: 144,
        });
      }
      for (const row of recorded.audio) expect(row.metadata.thumbnails).toBeNull();
    });

    it('answers signed thumbnail URLs that download the JPEG sheets', async () => {
      const from = rows()[0]!.startTs;
      const to = rows().at(-1)!.endTs;
      const res = await get(`/segments/stations/${stations.video.id}/thumbnails?${range(from, to)}`);
      expect(res.statusCode).toBe(200);
      const sheets = res.json() as { segmentId: string; thumbnailUrl: string; metadata: { columns: number } }[];
      expect(sheets.map((sheet) => sheet.segmentId)).toEqual(rows().map((row) => row.id));
      const sheet = sheets[2]!;
      const url = new URL(sheet.thumbnailUrl);
      // The signature is the authorisation: no token needed.
      const image = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect([...image.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      const probed = await probeBytes(image.rawPayload, 'sheet.jpg');
      expect(probed.streams[0]).toMatchObject({ width: 256 * sheet.metadata.columns, height: 144 });
    });

    it.each(['mp4', 'ts'] as const)('exports the video of a range as %s within 50 ms', async (outputFormat) => {
      const from = rows()[1]!.startTs + 1500;
      const to = rows()[3]!.startTs + 3250;
      const query = `${range(from, to)}${outputFormat === 'ts' ? '&outputFormat=ts' : ''}&download=1&filename=clip.${outputFormat}`;
      const res = await get(`/stations/${stations.video.id}/export/video?${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(outputFormat === 'mp4' ? 'video/mp4' : 'video/mp2t');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="clip.${outputFormat}"`);
      const probed = await probeBytes(res.rawPayload, `export.${outputFormat}`);
      expect(probed.streams.map((stream) => stream.codecName).sort()).toEqual(['aac', 'h264']);
      // Compared in whole milliseconds: 11.80 s for 11.75 s is within 50 ms, whatever the float says.
      expect(Math.round(Math.abs(probed.durationSeconds! * 1000 - (to - from)))).toBeLessThanOrEqual(50);
    });
  });

  describe('station status', () => {
    const byId = (list: StationStatus[]) => new Map(list.map((status) => [status.stationId, status]));

    it('shows the stations online while they record, with their recent segments', () => {
      const statuses = byId(liveStatuses);
      expect(statuses.size).toBe(2);
      for (const kind of ['audio', 'video'] as const) {
        const status = statuses.get(stations[kind].id)!;
        expect(status).toMatchObject({
          slug: stations[kind].slug,
          format: kind === 'audio' ? 'mp3' : 'mpegts',
          isOnline: true,
          client: { name: 'Radio Norte', slug: clientSlug },
        });
        // The segments registered so far, the newest ending at the last segment's end.
        const ids = recorded[kind].map((row) => row.id);
        expect(status.segments.map((segment) => segment.id)).toEqual(ids.slice(0, status.segments.length));
        expect(status.segments.length).toBeGreaterThanOrEqual(ids.length - 2);
        expect(status.lastSegmentEndTs).toBe(status.segments.at(-1)!.endTs);
      }
    });

    it('keeps one client by its slug', async () => {
      const superadmin = asUser(SUPERADMIN);
      const all = await get('/stations/status-all', superadmin);
      expect(all.json()).toHaveLength(3);
      const norte = await get(`/stations/status-all?_client=${clientSlug}`, superadmin);
      expect(
        norte
          .json()
          .map((status: StationStatus) => status.stationId)
          .sort(),
      ).toEqual([stations.audio.id, stations.video.id].sort());
      const sur = await get(`/stations/status-all?_client=${otherClientSlug}`, superadmin);
      expect(sur.json()).toEqual([expect.objectContaining({ isOnline: false, lastSegmentEndTs: null, segments: [] })]);
      // A client admin never sees another client's stations, filter or not.
      expect((await get(`/stations/status-all?_client=${otherClientSlug}`)).json()).toEqual([]);
    });

    it('shows a client user only the stations they reach', async () => {
      const res = await get('/stations/status-all', asUser(LISTENER));
      expect(res.json().map((status: StationStatus) => status.stationId)).toEqual([stations.audio.id]);
      expect((await get(`/stations/${stations.video.slug}/status`, asUser(LISTENER))).statusCode).toBe(404);
    });

    it("answers one station's status by slug", async () => {
      const res = await get(`/stations/${stations.video.slug}/status`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        stationId: stations.video.id,
        lastSegmentEndTs: recorded.video.at(-1)!.endTs,
      });
      expect(res.json().segments).toHaveLength(recorded.video.length);
      expect((await get('/stations/status-all', {})).statusCode).toBe(401);
    });
  });

  it('left every segment in storage and nothing in the spool', async () => {
    const rows = await t.ctx.db
      .select({ storageKey: segments.storageKey, bytes: segments.bytes })
      .from(segments)
      .where(inArray(segments.stationId, [stations.audio.id, stations.video.id]));
    for (const row of rows) expect((await t.ctx.storage.stat(row.storageKey))?.size).toBe(row.bytes);
    const { stdout } = await runFile('find', [t.ctx.config.spoolDir, '-type', 'f', '!', '-name', 'journal.csv']);
    expect(stdout.trim()).toBe('');
  });
});
