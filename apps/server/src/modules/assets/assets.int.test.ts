import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createUser } from '../../../test/factories';

function multipart(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----antena-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('POST /api/assets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ASSET_MAX_MB: '1' });
    const client = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: 'uploader@example.com', clientId: client.id });
  });
  afterAll(async () => t.close());

  it('stores the file and answers a URL that downloads it', async () => {
    const content = Buffer.from('station logo bytes');
    const form = multipart('Logo Radio ñ.png', content, 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assets',
      headers: { ...form.headers, ...asUser('uploader@example.com') },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const asset = res.json();
    expect(asset).toMatchObject({ filename: 'Logo_Radio_n.png', contentType: 'image/png', size: content.length });
    const expires = Number(new URL(asset.url).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
    const download = await t.app.inject({ url: asset.url.replace('http://localhost:3000', '') });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('station logo bytes');
    // Never rendered as a page of Antena's origin, whatever the bytes are.
    expect(download.headers['content-disposition']).toBe('attachment; filename="Logo_Radio_n.png"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toMatch(/^sandbox;/);
  });

  it('refuses an SVG (or any type a browser could run) and stores nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(localStorage)</script></svg>');
    for (const name of ['logo.svg', 'page.html', 'logo.SVG', 'noextension']) {
      const form = multipart(name, svg, 'image/svg+xml');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/assets',
        headers: { ...form.headers, ...asUser('uploader@example.com') },
        payload: form.payload,
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ERR_VALIDATION', message: 'This file type cannot be uploaded' });
    }
  });

  it('refuses a file over the limit with the spec message and keeps nothing', async () => {
    const form = multipart('big.mp4', Buffer.alloc(1024 * 1024 + 10, 1));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assets',
      headers: { ...form.headers, ...asUser('uploader@example.com') },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      statusCode: 413,
      code: 'ERR_PAYLOAD_TOO_LARGE',
      message: 'Los archivos no deben superar 1MB',
    });
  });

  it('needs a signed-in user and a file', async () => {
    const form = multipart('a.txt', Buffer.from('a'));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/assets', headers: form.headers, payload: form.payload }))
        .statusCode,
    ).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/assets',
      headers: asUser('uploader@example.com'),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().details).toEqual([{ path: 'body', message: 'multipart/form-data required' }]);
  });
});
