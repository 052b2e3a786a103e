/**
 * The segment calls on real segments made in seconds by the backfill (3 minutes of 10 s
 * segments): access, validation, media answers, exports' refusals, retention, status history
 * and the storage a superadmin sees.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Segment } from '@antena/contract';
import { DEMO_SOURCES, probe } from '@antena/media';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { clients, segments, stationStatusEvents } from '../../db/schema';
import { backfillStation } from '../../recorder/backfill';
import { onlineWindowMs } from '../station-status/station-status.service';
import { recordStatusChanges } from '../station-status/status-history';
import { enforceRetention } from './retention';

const SEGMENT_MS = 10_000;
const DAY_MS = 86_400_000;
const ADMIN = 'admin@norte.test';
const OTHER_ADMIN = 'admin@sur.test';
const SUPERADMIN = 'root@antena.test';
const TOKEN = `mock:${ADMIN}`;

describe('segments', () => {
  let t: TestApp;
  let work: string;
  let clientId: string;
  let station: { id: string; slug: string };
  let quiet: { id: string; slug: string };
  let rows: Segment[];
  // Whole segments, so that every test sees the same 18.
  const endTs = Math.floor(Date.now() / SEGMENT_MS) * SEGMENT_MS;
  const startTs = endTs - 18 * SEGMENT_MS;

  const get = (url: string, headers: Record<string, string> = asUser(ADMIN)) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const range = (from: number, to: number) => `from=${from}&to=${to}`;
  const paths = (res: { json(): { details: { path: string }[] } }) => res.json().details.map((d) => d.path);

  /** What a station's rows say it stores: its segments and their derived files. */
  async function storedBytes(stationId: string): Promise<number> {
    const rows = await t.ctx.db
      .select({ bytes: segments.bytes, derived: segments.derivedBytes })
      .from(segments)
      .where(eq(segments.stationId, stationId));
    return rows.reduce((sum, row) => sum + row.bytes + row.derived, 0);
  }

  async function probeBytes(bytes: Buffer, name: string) {
    const file = path.join(work, name);
    await writeFile(file, bytes);
    return probe(file);
  }

  beforeAll(async () => {
    t = await buildTestApp({ SEGMENT_SECONDS: '10' });
    work = await mkdtemp(path.join(tmpdir(), 'antena-segments-test-'));
    const client = await createClient(t.ctx.db, { name: 'Radio Norte' });
    clientId = client.id;
    const other = await createClient(t.ctx.db, { name: 'Radio Sur' });
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    await createUser(t.ctx.db, { email: OTHER_ADMIN, role: 'CLIENT_ADMIN', clientId: other.id });
    await createUser(t.ctx.db, { email: SUPERADMIN, role: 'SUPERADMIN' });
    const recorded = await createStation(t.ctx.db, clientId, { format: 'mp3', streamUrl: DEMO_SOURCES.audio });
    station = recorded;
    quiet = await createStation(t.ctx.db, clientId, { format: 'mp3' });
    const made = await backfillStation(t.ctx, recorded, { hours: 3 / 60, segmentSeconds: 10, endTs });
    expect(made).toBe(18);
    const res = await get(`/segments/stations/${station.id}/segments?${range(startTs, endTs)}`);
    expect(res.statusCode).toBe(200);
    rows = res.json();
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
    await t.close();
  });

  describe('listing', () => {
    it('lists the backfilled segments oldest first, continuous, with their waveforms', () => {
      expect(rows).toHaveLength(18);
      rows.forEach((row, index) => {
        expect(row).toMatchObject({
          stationId: station.id,
          format: 'mp3',
          startTs: startTs + index * SEGMENT_MS,
          endTs: startTs + (index + 1) * SEGMENT_MS,
          duration: SEGMENT_MS,
          metadata: { thumbnails: null },
        });
        expect(row.waveform).toMatchObject({ bits: 8, sample_rate: 11025, samples_per_pixel: 441 });
        expect(Math.abs(row.waveform!.length - 250)).toBeLessThanOrEqual(2);
        expect(row.waveform!.data).toHaveLength(row.waveform!.length * 2);
      });
    });

    it('keeps the segments that overlap the range, by id or slug, with ISO dates too', async () => {
      const from = new Date(startTs + 15_000).toISOString();
      const to = new Date(startTs + 35_000).toISOString();
      const res = await get(`/segments/stations/${station.slug}/segments?from=${from}&to=${to}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((row: Segment) => row.id)).toEqual(rows.slice(1, 4).map((row) => row.id));
    });

    it('answers an empty list for a range without recording', async () => {
      const res = await get(`/segments/stations/${station.id}/segments?${range(startTs - 60_000, startTs)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it('coarsens the waveforms to the samples per pixel asked, and refuses one that is no multiple of 441', async () => {
      const base = `/segments/stations/${station.id}/segments?${range(startTs, startTs + 2 * SEGMENT_MS)}`;
      const fine = (await get(base)).json() as Segment[];
      const coarse = await get(`${base}&samplesPerPixel=11025`);
      expect(coarse.statusCode).toBe(200);
      const [segment] = coarse.json() as Segment[];
      // A pixel a second, each the extremes of 25 recorded ones.
      const recorded = fine[0]!.waveform!.data;
      expect(segment!.waveform).toMatchObject({ samples_per_pixel: 11025, length: Math.ceil(recorded.length / 50) });
      expect(segment!.waveform!.data[0]).toBe(Math.min(...recorded.slice(0, 50).filter((_, i) => i % 2 === 0)));
      expect(segment!.waveform!.data[1]).toBe(Math.max(...recorded.slice(0, 50).filter((_, i) => i % 2 === 1)));
      const odd = await get(`${base}&samplesPerPixel=500`);
      expect(odd.statusCode).toBe(400);
      expect(paths(odd)).toEqual(['querystring.samplesPerPixel']);
    });

    it('refuses a malformed, reversed or too long range with 400', async () => {
      const base = `/segments/stations/${station.id}/segments`;
      const malformed = await get(`${base}?from=yesterday&to=${endTs}`);
      expect(malformed.statusCode).toBe(400);
      expect(paths(malformed)).toEqual(['querystring.from']);
      const reversed = await get(`${base}?${range(endTs, startTs)}`);
      expect(reversed.statusCode).toBe(400);
      expect(paths(reversed)).toEqual(['querystring.to']);
      const tooLong = await get(`${base}?${range(endTs - DAY_MS - 1, endTs)}`);
      expect(tooLong.statusCode).toBe(400);
      expect(paths(tooLong)).toEqual(['querystring.to']);
      const missing = await get(base);
      expect(missing.statusCode).toBe(400);
      expect(paths(missing)).toEqual(expect.arrayContaining(['querystring.from', 'querystring.to']));
      const exportReversed = await get(`/export/stations/${station.id}/export?${range(endTs, startTs)}`);
      expect(exportReversed.statusCode).toBe(400);
      expect(paths(exportReversed)).toEqual(['querystring.to']);
    });
  });

  describe('access', () => {
    const calls = () => [
      `/segments/stations/${station.id}/segments?${range(startTs, endTs)}`,
      `/segments/stations/${station.id}/segments/sequence/${startTs}`,
      `/segments/stations/${station.id}/segments/${rows[0]!.id}/audio`,
      `/segments/stations/${station.id}/segments/${rows[0]!.id}/media.ts`,
      `/segments/stations/${station.id}/hls?${range(startTs, endTs)}`,
      `/segments/stations/${station.id}/hls-live`,
      `/segments/stations/${station.id}/thumbnails?${range(startTs, endTs)}`,
      `/export/stations/${station.id}/export?${range(startTs, startTs + 5000)}`,
    ];

    it('answers 401 without a token', async () => {
      for (const url of calls()) expect((await get(url, {})).statusCode, url).toBe(401);
    });

    it("answers 404 for another client's station, by id and by slug", async () => {
      for (const url of calls()) {
        expect((await get(url, asUser(OTHER_ADMIN))).statusCode, url).toBe(404);
        const bySlug = url.replace(station.id, station.slug);
        expect((await get(bySlug, asUser(OTHER_ADMIN))).statusCode, bySlug).toBe(404);
      }
    });

    it('answers 404 for a segment of another station, and for an unknown one', async () => {
      for (const media of ['audio', 'media.ts']) {
        const other = await get(`/segments/stations/${quiet.id}/segments/${rows[0]!.id}/${media}`);
        expect(other.statusCode).toBe(404);
        const unknown = await get(
          `/segments/stations/${station.id}/segments/00000000-0000-4000-8000-000000000000/${media}`,
        );
        expect(unknown.statusCode).toBe(404);
      }
    });

    it('accepts the token as access_token in the query of media calls', async () => {
      const audio = await get(
        `/segments/stations/${station.id}/segments/${rows[0]!.id}/audio?access_token=${TOKEN}`,
        {},
      );
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/mpeg');
      const playlist = await get(
        `/segments/stations/${station.id}/hls?${range(startTs, endTs)}&access_token=${TOKEN}`,
        {},
      );
      expect(playlist.statusCode).toBe(200);
      const uris = playlist.body.split('\n').filter((line) => line && !line.startsWith('#'));
      expect(uris).toHaveLength(18);
      expect(uris[0]).toBe(`segments/${rows[0]!.id}/media.ts?access_token=${encodeURIComponent(TOKEN)}`);
      const segment = await get(`/segments/stations/${station.id}/${uris[0]}`, {});
      expect(segment.statusCode).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp2t');
      const wrong = await get(`/segments/stations/${station.id}/segments/${rows[0]!.id}/audio?access_token=nope`, {});
      expect(wrong.statusCode).toBe(401);
    });
  });

  describe('media', () => {
    it('serves a segment whole and by HTTP range', async () => {
      const url = `/segments/stations/${station.id}/segments/${rows[3]!.id}/audio`;
      const whole = await get(url);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      const size = whole.rawPayload.length;
      expect(size).toBeGreaterThan(100_000);
      expect((await probeBytes(whole.rawPayload, 'whole.mp3')).durationSeconds).toBeCloseTo(10, 0);
      const part = await get(url, { ...asUser(ADMIN), range: 'bytes=100-199' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
      expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));
      const outside = await get(url, { ...asUser(ADMIN), range: `bytes=${size + 10}-` });
      expect(outside.statusCode).toBe(416);
    });

    it('finds the segment that holds a moment or the next one, and 404 past the end', async () => {
      const inside = await get(`/segments/stations/${station.id}/segments/sequence/${startTs + 25_000}`);
      expect(inside.statusCode).toBe(200);
      expect(inside.json().id).toBe(rows[2]!.id);
      const before = await get(`/segments/stations/${station.id}/segments/sequence/${startTs - 3_600_000}`);
      expect(before.json().id).toBe(rows[0]!.id);
      const past = await get(`/segments/stations/${station.id}/segments/sequence/${endTs}`);
      expect(past.statusCode).toBe(404);
    });

    it('has no thumbnails for an audio station', async () => {
      const res = await get(`/segments/stations/${station.id}/thumbnails?${range(startTs, endTs)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it('exports an exact range as an mp3 download of known length under the requested name', async () => {
      const from = startTs + 12_500;
      const to = startTs + 31_250;
      const res = await get(
        `/export/stations/${station.id}/export?${range(from, to)}&download=true&filename=norte.mp3`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/mpeg');
      expect(res.headers['content-disposition']).toBe('attachment; filename="norte.mp3"');
      // Cut first and sent with its length, so the browser can show the download's progress.
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const probed = await probeBytes(res.rawPayload, 'export.mp3');
      expect(probed.streams.map((stream) => stream.codecName)).toEqual(['mp3']);
      expect(Math.abs(probed.durationSeconds! - (to - from) / 1000)).toBeLessThanOrEqual(0.05);
    });

    it("names a download only with its format's extension (a link cannot make it save as a program)", async () => {
      const res = await get(
        `/export/stations/${station.id}/export?${range(startTs, startTs + 5000)}&download=true&filename=Antena-Setup.exe`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="Antena-Setup.exe.mp3"');
    });

    it('refuses a video export of an audio station with 400 and an export without recording with 404', async () => {
      const video = await get(`/stations/${station.id}/export/video?${range(startTs, startTs + 5000)}`);
      expect(video.statusCode).toBe(400);
      const empty = await get(`/export/stations/${station.id}/export?${range(startTs - 60_000, startTs - 1)}`);
      expect(empty.statusCode).toBe(404);
      const quietStation = await get(`/export/stations/${quiet.id}/export?${range(startTs, endTs)}`);
      expect(quietStation.statusCode).toBe(404);
    });

    it('numbers a live window steadily across a gap: one sequence and one discontinuity per entry that slides out', async () => {
      const gapped = await createStation(t.ctx.db, clientId, { format: 'mp3', streamUrl: DEMO_SOURCES.audio });
      // Noon UTC of the day before: playlists also mark where a UTC day starts.
      const beforeGap = Math.floor(endTs / DAY_MS) * DAY_MS - DAY_MS / 2;
      await backfillStation(t.ctx, gapped, { hours: 40 / 3600, segmentSeconds: 10, endTs: beforeGap });
      await backfillStation(t.ctx, gapped, { hours: 20 / 3600, segmentSeconds: 10, endTs: beforeGap + 80_000 });
      const window = async (from: number) => {
        const body = (await get(`/segments/stations/${gapped.id}/hls-live?from=${from}`)).body;
        return {
          sequence: Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(body)![1]),
          discontinuity: Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(body)![1]),
          entries: body.split('\n').filter((line) => line && !line.startsWith('#')).length,
          marks: body.split('\n').filter((line) => line === '#EXT-X-DISCONTINUITY').length,
        };
      };
      const first = await window(beforeGap - 20_000);
      expect(first).toMatchObject({ entries: 4, marks: 1 });
      // Two entries and the gap's discontinuity slid out.
      const afterGap = await window(beforeGap + 60_000);
      expect(afterGap).toEqual({
        sequence: first.sequence + 2,
        discontinuity: first.discontinuity + 1,
        entries: 2,
        marks: 0,
      });
    });

    it('answers 404 for playlists of a station that recorded nothing', async () => {
      expect((await get(`/segments/stations/${quiet.id}/hls?${range(startTs, endTs)}`)).statusCode).toBe(404);
      expect((await get(`/segments/stations/${quiet.id}/hls-live`)).statusCode).toBe(404);
    });
  });

  describe('platform storage and retention settings', () => {
    it('shows a superadmin the storage each station uses', async () => {
      const res = await get(`/platform/clients/${clientId}/stations`, asUser(SUPERADMIN));
      expect(res.statusCode).toBe(200);
      const byId = new Map(res.json().map((row: { id: string; storageBytes: number }) => [row.id, row.storageBytes]));
      expect(byId.get(station.id)).toBe(await storedBytes(station.id));
      expect(byId.get(station.id)).toBeGreaterThan(1_000_000);
      expect(byId.get(quiet.id)).toBe(0);
    });

    it('creates a client with a retention period, 90 days by default, and changes it', async () => {
      const post = (payload: object) =>
        t.app.inject({ method: 'POST', url: '/api/platform/clients', headers: asUser(SUPERADMIN), payload });
      const kept = await post({ name: 'Canal Este', slug: 'canal-este', retentionDays: 30 });
      expect(kept.statusCode).toBe(201);
      expect(kept.json().retentionDays).toBe(30);
      const byDefault = await post({ name: 'Canal Oeste', slug: 'canal-oeste' });
      expect(byDefault.json().retentionDays).toBe(90);
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/platform/clients/${kept.json().id}`,
        headers: asUser(SUPERADMIN),
        payload: { name: 'Canal Este', slug: 'canal-este', retentionDays: 7 },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json().retentionDays).toBe(7);
      const read = await get(`/platform/clients/${kept.json().id}`, asUser(SUPERADMIN));
      expect(read.json().retentionDays).toBe(7);
      const invalid = await post({ name: 'Canal Norte', slug: 'canal-norte', retentionDays: 0 });
      expect(invalid.statusCode).toBe(400);
      expect(paths(invalid)).toEqual(['body.retentionDays']);
    });
  });

  describe('retention and status history', () => {
    it("deletes the segments older than their client's retention from storage and the database", async () => {
      const now = Date.now();
      const short = await createClient(t.ctx.db, { retentionDays: 1 });
      const old = await createStation(t.ctx.db, short.id, { format: 'mp3' });
      const recentEnd = Math.floor(now / SEGMENT_MS) * SEGMENT_MS;
      await backfillStation(t.ctx, old, { hours: 20 / 3600, segmentSeconds: 10, endTs: recentEnd });
      await backfillStation(t.ctx, old, { hours: 20 / 3600, segmentSeconds: 10, endTs: recentEnd - 2 * DAY_MS });
      const before = await t.ctx.db
        .select()
        .from(segments)
        .where(eq(segments.stationId, old.id))
        .orderBy(asc(segments.startTs));
      expect(before).toHaveLength(4);
      const [expired, kept] = [before.slice(0, 2), before.slice(2)];

      const storage = async () =>
        (await get(`/platform/clients/${short.id}/stations`, asUser(SUPERADMIN))).json()[0].storageBytes;
      expect(await storage()).toBe(await storedBytes(old.id));
      expect(await enforceRetention(t.ctx, now)).toBe(2);
      expect(await storage()).toBe(await storedBytes(old.id));
      expect(await storage()).toBeGreaterThan(0);
      const after = await t.ctx.db.select().from(segments).where(eq(segments.stationId, old.id));
      expect(after.map((row) => row.id).sort()).toEqual(kept.map((row) => row.id).sort());
      for (const row of expired) expect(await t.ctx.storage.stat(row.storageKey)).toBeNull();
      for (const row of kept) expect(await t.ctx.storage.stat(row.storageKey)).not.toBeNull();
      // The 90-day client keeps all of its own.
      const mine = await get(`/segments/stations/${station.id}/segments?${range(startTs, endTs)}`);
      expect(mine.json()).toHaveLength(18);
      expect(await enforceRetention(t.ctx, now)).toBe(0);
    });

    it('follows a shorter retention as soon as the client changes it', async () => {
      await t.ctx.db.update(clients).set({ retentionDays: 1 }).where(eq(clients.id, clientId));
      try {
        expect(await enforceRetention(t.ctx, endTs + 2 * DAY_MS)).toBeGreaterThanOrEqual(18);
        const res = await get(`/segments/stations/${station.id}/segments?${range(startTs, endTs)}`);
        expect(res.json()).toEqual([]);
      } finally {
        await t.ctx.db.update(clients).set({ retentionDays: 90 }).where(eq(clients.id, clientId));
      }
    });

    it('records an event only when a station changes status', async () => {
      const live = await createStation(t.ctx.db, clientId, { format: 'mp3', streamUrl: DEMO_SOURCES.audio });
      const liveEnd = Math.floor(Date.now() / SEGMENT_MS) * SEGMENT_MS;
      await backfillStation(t.ctx, live, { hours: 20 / 3600, segmentSeconds: 10, endTs: liveEnd });
      const windowMs = onlineWindowMs(10);
      const events = () =>
        t.ctx.db
          .select({ isOnline: stationStatusEvents.isOnline, at: stationStatusEvents.at })
          .from(stationStatusEvents)
          .where(eq(stationStatusEvents.stationId, live.id))
          .orderBy(asc(stationStatusEvents.at));

      await recordStatusChanges(t.ctx.db, windowMs, liveEnd + 1000);
      expect(await events()).toEqual([{ isOnline: true, at: new Date(liveEnd + 1000) }]);
      expect(await recordStatusChanges(t.ctx.db, windowMs, liveEnd + 2000)).toBe(0);
      expect(await events()).toHaveLength(1);
      await recordStatusChanges(t.ctx.db, windowMs, liveEnd + windowMs + 1000);
      await recordStatusChanges(t.ctx.db, windowMs, liveEnd + windowMs + 2000);
      expect((await events()).map((event) => event.isOnline)).toEqual([true, false]);
      // A station without a source records no status.
      const none = await t.ctx.db.select().from(stationStatusEvents).where(eq(stationStatusEvents.stationId, quiet.id));
      expect(none).toEqual([]);
    });
  });
});
