import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createUser } from '../../../test/factories';

function upload(t: TestApp, email: string, bytes: number) {
  const boundary = '----antena-quota-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.alloc(bytes, 7), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return t.app.inject({
    method: 'POST',
    url: '/api/assets',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...asUser(email) },
    payload,
  });
}

describe('the per-client upload quota', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ASSET_MAX_MB: '1', ASSET_QUOTA_MB_PER_DAY: '2' });
    const clientA = await createClient(t.ctx.db);
    const clientB = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: 'one@a.example', clientId: clientA.id });
    await createUser(t.ctx.db, { email: 'two@a.example', clientId: clientA.id });
    await createUser(t.ctx.db, { email: 'one@b.example', clientId: clientB.id });
  });
  afterAll(async () => t.close());

  it("refuses uploads past the client's daily quota with 429 ERR_UPLOAD_QUOTA, whoever of its users sends them", async () => {
    const size = 900 * 1024;
    expect((await upload(t, 'one@a.example', size)).statusCode).toBe(201);
    expect((await upload(t, 'two@a.example', size)).statusCode).toBe(201);
    const refused = await upload(t, 'one@a.example', size);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'ERR_UPLOAD_QUOTA', message: expect.stringContaining('2 MB') });
  });

  it('counts each client apart', async () => {
    expect((await upload(t, 'one@b.example', 900 * 1024)).statusCode).toBe(201);
  });
});
