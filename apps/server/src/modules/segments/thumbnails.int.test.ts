/** GET .../thumbnails: the sheets' URLs are signed for minutes, like assets (issue 14.23). */
import { SIGNED_URL_SECONDS } from '@antena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { segments } from '../../db/schema';

const ADMIN = 'admin@thumbs.test';

describe('thumbnail sheet URLs', () => {
  let t: TestApp;
  let stationId: string;
  const startTs = Math.floor(Date.now() / 10_000) * 10_000 - 60_000;

  beforeAll(async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId: client.id });
    stationId = (await createStation(t.ctx.db, client.id, { format: 'mpegts' })).id;
    const thumbnailsKey = `thumbnails/${stationId}/${startTs}.jpg`;
    await t.ctx.storage.put(thumbnailsKey, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    await t.ctx.db.insert(segments).values({
      stationId,
      startTs,
      endTs: startTs + 10_000,
      seq: 1,
      durationMs: 10_000,
      format: 'mpegts',
      codec: 'h264',
      bytes: 4,
      storageKey: `segments/${stationId}/${startTs}.ts`,
      thumbnailsKey,
      thumbnailsMeta: { interval: 1000, rows: 1, columns: 10, width: 256, height: 144 },
    });
  });
  afterAll(async () => t.close());

  it('signs each sheet for minutes, not an hour', async () => {
    const res = await t.app.inject({
      url: `/api/segments/stations/${stationId}/thumbnails?from=${startTs}&to=${startTs + 10_000}`,
      headers: asUser(ADMIN),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [sheet] = res.json() as { thumbnailUrl: string }[];
    const expires = Number(new URL(sheet!.thumbnailUrl, 'http://antena.test').searchParams.get('expires'));
    const lifetime = expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(60);
    expect(lifetime).toBeLessThanOrEqual(SIGNED_URL_SECONDS);
    expect(SIGNED_URL_SECONDS).toBeLessThanOrEqual(15 * 60);
  });
});
