import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createStation, createUser } from '../../../test/factories';
import { auditAudios } from '../../db/schema';
import { toneFile, uploadForm } from './audit.test-helpers';

const ADMIN = 'admin@quota.example';
const OTHER = 'admin@other.example';
const AUDIT_ON = { audit: { enabled: true } };

describe('the upload quota of reference audios (issue 14.18)', () => {
  let t: TestApp;
  let stationA: { id: string };
  let stationB: { id: string };
  // Mono 16-bit WAV at 44.1 kHz: about 600 kB each, so two pass a quota of 1 MB.
  const first = toneFile(440, 7, 'wav');
  const second = toneFile(660, 7, 'wav');

  const upload = (email: string, stationId: string, customId: string, content: Buffer) => {
    const form = uploadForm({ customId, type: 'STATION_AUDIO', stationId }, { name: `${customId}.wav`, content });
    return t.app.inject({
      method: 'POST',
      url: '/api/v2/audit/audios',
      headers: { ...form.headers, ...asUser(email) },
      payload: form.payload,
    });
  };

  beforeAll(async () => {
    t = await buildTestApp({ ASSET_MAX_MB: '1', ASSET_QUOTA_MB_PER_DAY: '1' });
    const clientA = await createClient(t.ctx.db);
    const clientB = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId: clientA.id });
    await createUser(t.ctx.db, { email: OTHER, role: 'CLIENT_ADMIN', clientId: clientB.id });
    stationA = await createStation(t.ctx.db, clientA.id, { featuresConfig: AUDIT_ON, timezone: 'UTC' });
    stationB = await createStation(t.ctx.db, clientB.id, { featuresConfig: AUDIT_ON, timezone: 'UTC' });
  });
  afterAll(async () => t.close());

  it("refuses an audio past the client's daily quota with 429 ERR_UPLOAD_QUOTA, and stores nothing", async () => {
    const stored = await upload(ADMIN, stationA.id, 'SPOT-1', first);
    expect(stored.statusCode, stored.body).toBe(201);

    const refused = await upload(ADMIN, stationA.id, 'SPOT-2', second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'ERR_UPLOAD_QUOTA', message: expect.stringContaining('1 MB') });
    expect(await t.ctx.db.select().from(auditAudios).where(eq(auditAudios.customId, 'SPOT-2'))).toHaveLength(0);
  });

  it('counts audios in the same quota as assets', async () => {
    const boundary = '----antena-quota-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`;
    const asset = await t.app.inject({
      method: 'POST',
      url: '/api/assets',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...asUser(ADMIN) },
      payload: Buffer.concat([Buffer.from(head), Buffer.alloc(600 * 1024, 7), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(asset.statusCode).toBe(429);
  });

  it('counts each client apart', async () => {
    const res = await upload(OTHER, stationB.id, 'SPOT-1', second);
    expect(res.statusCode, res.body).toBe(201);
  });
});
