/**
 * The media route with S3 storage: a signed URL of Antena's own is answered from the bucket,
 * ranges by ranged GETs, with no copy of the object on local disk.
 */
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { s3StorageAt, startS3 } from '../../../test/s3-server';
import { buildApp } from '../../app';

describe('signed media downloads from S3 storage', () => {
  const bucket = 'antena-media';
  const key = 'stations/s1/segments/2026/11/21/1763700000000.mp3';
  const bytes = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 7) % 256));
  let s3: Awaited<ReturnType<typeof startS3>>;
  let ctx: TestContext;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const pathOf = (url: string) => url.replace('http://localhost:3000', '');

  beforeAll(async () => {
    s3 = await startS3(bucket);
    ctx = await createTestContext();
    ctx.storage = s3StorageAt(s3.endpoint, bucket, { publicUrl: ctx.config.publicUrl });
    app = await buildApp(ctx);
    await app.ready();
    await ctx.storage.put(key, bytes);
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
    await s3.close();
  });

  it("answers Antena's signed URL with the bucket's bytes, whole and by ranges", async () => {
    const url = ctx.storage.signedUrl(key, { filename: 'news.mp3' });
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/media\/stations\//);
    const whole = await app.inject({ url: pathOf(url) });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(bytes.length));
    expect(whole.headers['content-disposition']).toBe('attachment; filename="news.mp3"');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    for (const [header, from, to] of [
      ['bytes=0-0', 0, 0],
      ['bytes=50000-50999', 50_000, 50_999],
      ['bytes=-10', 99_990, 99_999],
    ] as const) {
      const part = await app.inject({ url: pathOf(url), headers: { range: header } });
      expect(part.statusCode, header).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${from}-${to}/${bytes.length}`);
      expect(part.rawPayload.equals(bytes.subarray(from, to + 1)), header).toBe(true);
    }
    // Nothing was copied to the local media folder on the way.
    expect(await readdir(ctx.config.mediaDir).catch(() => [])).toEqual([]);
  });

  it('answers 404 for an object the bucket does not hold', async () => {
    const res = await app.inject({ url: pathOf(ctx.storage.signedUrl('stations/s1/none.mp3')) });
    expect(res.statusCode).toBe(404);
  });
});
