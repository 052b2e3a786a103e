/**
 * Security issue 30, findings 1 and 12: what a device token must not slip into a station's
 * recordings. A segment is read as its station's container and nothing else (a playlist or a
 * concat list naming another client's recording is refused), and a segment dated before the
 * device existed, or older than the backfill age, is refused on startTs.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEVICE_TOKEN_PREFIX, type StationFormat } from '@antena/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { listsNaming } from '../../../test/hostile-media';
import { segments, streamerBoxDevices } from '../../db/schema';
import { hashDeviceToken } from '../../http/device-auth';
import { toneFile } from '../audit/audit.test-helpers';
import { INGEST_CONTENT_TYPES } from './ingest.service';

const URL = '/api/streamer-box/ingest/segments';
const HOUR = 3_600_000;

describe('StreamerBox ingest refusals', () => {
  let t: TestApp;
  let clientId: string;
  let victimSegment: string;
  let audio: Buffer;

  async function fedStation(format: StationFormat) {
    const token = `${DEVICE_TOKEN_PREFIX}${randomBytes(16).toString('hex')}`;
    const [device] = await t.ctx.db
      .insert(streamerBoxDevices)
      .values({ clientId, name: `Box ${format}`, tokenHash: hashDeviceToken(token) })
      .returning();
    const station = await createStation(t.ctx.db, clientId, {
      format,
      featuresConfig: { streamerBox: { deviceId: device!.id } },
    });
    return { token, station };
  }

  const upload = (token: string, format: StationFormat, startTs: number, body: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: `${URL}?startTs=${startTs}&endTs=${startTs + 5000}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': INGEST_CONTENT_TYPES[format] },
      payload: body,
    });

  beforeAll(async () => {
    t = await buildTestApp({ STREAMER_BOX_BACKFILL_MAX_HOURS: '48' });
    clientId = (await createClient(t.ctx.db)).id;
    const victim = await createStation(t.ctx.db, (await createClient(t.ctx.db)).id);
    const key = `stations/${victim.id}/segments/1700000000000.mp3`;
    audio = toneFile(523, 5);
    await t.ctx.storage.put(key, audio);
    victimSegment = path.join(t.ctx.config.mediaDir, ...key.split('/'));
  });
  afterAll(async () => t?.close());

  it("refuses a playlist, an ffconcat file and a concat list naming another client's segment, for every format", async () => {
    for (const format of ['mp3', 'aac', 'mpegts'] as const) {
      const { token, station } = await fedStation(format);
      for (const { kind, content } of listsNaming(victimSegment, audio)) {
        const res = await upload(token, format, Date.now() - 10_000, content);
        expect(res.statusCode, `${kind} as ${format}: ${res.body}`).toBe(400);
        expect(res.json().code).toBe('ERR_DEVICE_SEGMENT_UNREADABLE');
        // Read or not, what it names shows nowhere: a missing path gets the same answer.
        const missing = listsNaming(`${victimSegment}.missing`, audio).find((list) => list.kind === kind)!;
        const probe = await upload(token, format, Date.now() - 10_000, missing.content);
        expect(probe.json().message, `${kind} as ${format}`).toBe(res.json().message);
      }
      expect(await t.ctx.db.select().from(segments).where(eq(segments.stationId, station.id))).toEqual([]);
    }
  });

  it('refuses a segment dated before the device existed or older than the backfill age, on startTs', async () => {
    const { token, station } = await fedStation('mp3');
    const tone = toneFile(440, 5);
    for (const startTs of [0, Date.now() - 49 * HOUR, Date.now() - HOUR]) {
      const res = await upload(token, 'mp3', startTs, tone);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toEqual([{ path: 'startTs', message: expect.any(String) }]);
    }
    // A device created days ago delivers what it kept through yesterday's outage, not last week's.
    await t.ctx.db
      .update(streamerBoxDevices)
      .set({ createdAt: new Date(Date.now() - 100 * HOUR) })
      .where(eq(streamerBoxDevices.name, 'Box mp3'));
    const old = await upload(token, 'mp3', Date.now() - 49 * HOUR, tone);
    expect(old.json().details).toEqual([{ path: 'startTs', message: expect.stringContaining('48 hours') }]);
    expect((await upload(token, 'mp3', Date.now() - 24 * HOUR, tone)).statusCode).toBe(201);
    expect(await t.ctx.db.select().from(segments).where(eq(segments.stationId, station.id))).toHaveLength(1);
  });
});
