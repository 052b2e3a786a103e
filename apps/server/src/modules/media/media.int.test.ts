import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';

describe('signed media downloads', () => {
  let t: TestApp;
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
  const pathOf = (url: string) => url.replace('http://localhost:3000', '');

  beforeAll(async () => {
    t = await buildTestApp();
    await t.ctx.storage.put('stations/s1/segments/2026/11/21/1763700000000.mp3', bytes);
  });
  afterAll(async () => t.close());

  it('streams the whole object through a signed URL', async () => {
    const url = t.ctx.storage.signedUrl('stations/s1/segments/2026/11/21/1763700000000.mp3');
    const res = await t.app.inject({ url: pathOf(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const url = t.ctx.storage.signedUrl('stations/s1/segments/2026/11/21/1763700000000.mp3');
    const res = await t.app.inject({ url: pathOf(url), headers: { range: 'bytes=100-199' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-199/1000');
    expect(res.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const suffix = await t.app.inject({ url: pathOf(url), headers: { range: 'bytes=-10' } });
    expect(suffix.rawPayload.equals(bytes.subarray(990))).toBe(true);
    const outside = await t.app.inject({ url: pathOf(url), headers: { range: 'bytes=5000-' } });
    expect(outside.statusCode).toBe(416);
  });

  it('refuses a tampered or expired signature', async () => {
    const url = new URL(t.ctx.storage.signedUrl('stations/s1/segments/2026/11/21/1763700000000.mp3'));
    url.searchParams.set('signature', 'forged');
    expect((await t.app.inject({ url: pathOf(url.toString()) })).statusCode).toBe(403);
    const expired = t.ctx.storage.signedUrl('stations/s1/segments/2026/11/21/1763700000000.mp3', {
      expiresInSeconds: -1,
    });
    const res = await t.app.inject({ url: pathOf(expired) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ERR_FORBIDDEN' });
  });

  it('sends every stored object sandboxed and unsniffable, so markup in it cannot run in our origin', async () => {
    await t.ctx.storage.put('assets/c1/x/evil.svg', Buffer.from('<svg><script>alert(1)</script></svg>'));
    const res = await t.app.inject({ url: pathOf(t.ctx.storage.signedUrl('assets/c1/x/evil.svg')) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('attachment; filename="evil.svg"');
  });

  it('names the download per RFC 6266 and answers 400 for a name no header can carry', async () => {
    const key = 'stations/s1/segments/2026/11/21/1763700000000.mp3';
    const named = (filename: string) => pathOf(t.ctx.storage.signedUrl(key, { filename }));
    const emoji = await t.app.inject({ url: named('Radio 📻 mañana.mp3') });
    expect(emoji.statusCode).toBe(200);
    expect(emoji.headers['content-disposition']).toBe(
      `attachment; filename="Radio _ manana.mp3"; filename*=UTF-8''Radio%20%F0%9F%93%BB%20ma%C3%B1ana.mp3`,
    );
    const plain = await t.app.inject({ url: named('plain.mp3') });
    expect(plain.headers['content-disposition']).toBe('attachment; filename="plain.mp3"');
    for (const bad of ['\u0000', 'a\r\nSet-Cookie: x=1', 'x'.repeat(300)]) {
      const res = await t.app.inject({ url: named(bad) });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ERR_VALIDATION' });
    }
  });

  it('signs the download name: a URL whose filename was added, changed or dropped answers 403', async () => {
    await t.ctx.storage.put('assets/c1/x/upload.png', Buffer.from('MZ not really a png'));
    const plain = pathOf(t.ctx.storage.signedUrl('assets/c1/x/upload.png'));
    const named = pathOf(t.ctx.storage.signedUrl('assets/c1/x/upload.png', { filename: 'logo.png' }));
    const ok = await t.app.inject({ url: named });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toBe('attachment; filename="logo.png"');
    for (const tampered of [
      `${plain}&filename=Antena-Setup.exe`,
      named.replace('filename=logo.png', 'filename=Antena-Setup.exe'),
      named.replace(/&filename=[^&]*/, ''),
    ]) {
      const res = await t.app.inject({ url: tampered });
      expect(res.statusCode, tampered).toBe(403);
      expect(res.headers['content-disposition']).toBeUndefined();
    }
    // A second name is not a name: the query does not validate.
    const twice = await t.app.inject({ url: `${named}&filename=Antena-Setup.exe` });
    expect(twice.statusCode).toBe(400);
    expect(twice.headers['content-disposition']).toBeUndefined();
  });

  it('answers 404 for a signed key whose object was deleted', async () => {
    await t.ctx.storage.put('tmp/gone.txt', Buffer.from('x'));
    const url = t.ctx.storage.signedUrl('tmp/gone.txt');
    await t.ctx.storage.delete('tmp/gone.txt');
    expect((await t.app.inject({ url: pathOf(url) })).statusCode).toBe(404);
  });
});
