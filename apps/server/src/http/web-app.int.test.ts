import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { IMMUTABLE_CACHE } from './web-app';

/** A build folder as `vite build` leaves it: precompressed siblings, a stray source map, the manifest. */
async function fakeBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'antena-web-'));
  const script = `console.log(${JSON.stringify('antena '.repeat(400))});`;
  const html = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
  await mkdir(path.join(dir, '_app'));
  await mkdir(path.join(dir, '.vite'));
  const files: Record<string, string> = {
    'index.html': html,
    '_app/index-Ab12Cd34.js': script,
    '_app/index-Ab12Cd34.js.map': '{"version":3,"sources":["src/main.tsx"]}',
    '.vite/manifest.json': '{}',
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  for (const name of ['index.html', '_app/index-Ab12Cd34.js']) {
    await writeFile(path.join(dir, `${name}.br`), brotliCompressSync(files[name]!));
    await writeFile(path.join(dir, `${name}.gz`), gzipSync(files[name]!));
  }
  return dir;
}

describe('web app serving', () => {
  let t: TestApp;
  let dir: string;
  const SCRIPT = '/_app/index-Ab12Cd34.js';
  beforeAll(async () => {
    dir = await fakeBuild();
    t = await buildTestApp({ WEB_DIST_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends hashed assets precompressed (brotli, else gzip) and cached for a year as immutable', async () => {
    const br = await t.app.inject({ url: SCRIPT, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');

    const gz = await t.app.inject({ url: SCRIPT, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('console.log');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await t.app.inject({ url: SCRIPT, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('answers index.html, compressed, with no-cache for the root and every page path', async () => {
    // /assets and /assets/upload are the app's own screens (spec 01), not the bundle's folder.
    for (const url of [
      '/',
      '/index.html',
      '/logger/s/demo-radio?t=1',
      '/assets',
      '/assets/upload',
      '/assets/upload?x=1',
    ]) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
    }
  });

  it('never serves source maps or the build manifest, and a missing asset is a 404, not the page', async () => {
    for (const url of [
      `${SCRIPT}.map`,
      '/.vite/manifest.json',
      '/_app/index-Gone1234.js',
      '/assets/index-Old12345.js',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('"sources"');
      expect(res.headers['content-type'], url).not.toMatch(/text\/html/);
    }
  });
});
