/**
 * What a caller sends is bounded at the API: a stream URL only through a network scheme, a
 * time rounded to whole milliseconds and never past year 9999, a broken multipart form a 400.
 */
import { DEMO_STREAM_SOURCES } from '@antena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../test/helpers';
import { createClient, createStation, createUser } from '../../test/factories';

const asSuperadmin = asUser('limits-superadmin@example.com');
const asAdmin = asUser('limits-admin@example.com');

describe('input limits', () => {
  let t: TestApp;
  let clientId: string;
  let stationId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { email: 'limits-superadmin@example.com', role: 'SUPERADMIN' });
    await createUser(t.ctx.db, { email: 'limits-admin@example.com', role: 'CLIENT_ADMIN', clientId });
    stationId = (await createStation(t.ctx.db, clientId, { format: 'mp3' })).id;
  });
  afterAll(async () => t.close());

  const station = (streamUrl: string | null, slug: string) => ({
    name: 'Radio Limits',
    slug,
    timezone: 'UTC',
    language: 'es',
    format: 'mp3',
    streamUrl,
    featuresConfig: {},
  });
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/platform/clients/${clientId}/stations`, headers: asSuperadmin, payload });

  it.each(['lavfi:amovie=/etc/passwd', 'file:/etc/passwd', `http://radio.example/${'x'.repeat(100_000)}`])(
    'refuses the stream URL %s with 400 on body.streamUrl',
    async (streamUrl) => {
      const res = await create(station(streamUrl, 'refused'));
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['body.streamUrl']);
    },
  );

  it("accepts network stream URLs and the demo stations' generated sources", async () => {
    const icecast = await create(station('icecast://radio.example:8000/live', 'icy'));
    expect(icecast.statusCode).toBe(201);
    expect(icecast.json().streamUrl).toBe('http://radio.example:8000/live');
    expect((await create(station(DEMO_STREAM_SOURCES.audio, 'demo-like'))).statusCode).toBe(201);
  });

  it('refuses a NUL character and a 100 kB name with 400, never a database error', async () => {
    for (const name of ['Radio\0Uno', 'x'.repeat(100_000)]) {
      const res = await create({ ...station(null, 'nul'), name });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['body.name']);
    }
    const slug = await t.app.inject({ url: `/api/stations/radio%00uno`, headers: asAdmin });
    expect(slug.statusCode).toBe(400);
  });

  it('rounds fractional milliseconds in a sequence and a playlist, and refuses years past 9999', async () => {
    const sequence = await t.app.inject({
      url: `/api/segments/stations/${stationId}/segments/sequence/1795502558275.1655`,
      headers: asAdmin,
    });
    expect(sequence.statusCode).not.toBe(400);
    const hls = await t.app.inject({
      url: `/api/segments/stations/${stationId}/hls-live?from=1795501843018.03`,
      headers: asAdmin,
    });
    expect(hls.statusCode).not.toBe(400);
    const far = await t.app.inject({
      url: `/api/segments/stations/${stationId}/segments/sequence/8640000000000001`,
      headers: asAdmin,
    });
    expect(far.statusCode).toBe(400);
  });

  it('answers a malformed multipart form with 400', async () => {
    for (const [contentType, payload] of [
      ['multipart/form-data', 'no boundary'],
      [
        'multipart/form-data; boundary=cut',
        '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/assets',
        headers: { ...asAdmin, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('ERR_VALIDATION');
    }
  });
});
