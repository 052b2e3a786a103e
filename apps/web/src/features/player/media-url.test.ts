import { describe, expect, it } from 'vitest';
import { buildMediaUrl, MediaTokenSource } from './media-url';

describe('buildMediaUrl', () => {
  it('makes an absolute API URL carrying the query and the access token', () => {
    const url = new URL(
      buildMediaUrl('https://antena.test', '/export/stations/s1/export', { from: 1, to: 2, download: true }, 'tok en'),
    );
    expect(url.origin + url.pathname).toBe('https://antena.test/api/export/stations/s1/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: '1',
      to: '2',
      download: 'true',
      access_token: 'tok en',
    });
  });

  it('leaves out undefined values and a missing token', () => {
    const url = new URL(
      buildMediaUrl('https://antena.test', '/segments/stations/s1/hls', { from: 1, to: undefined }, null),
    );
    expect(url.search).toBe('?from=1');
  });
});

describe('MediaTokenSource', () => {
  const HOUR = 60 * 60_000;

  it('asks once for concurrent URLs and reuses the token while it has over half an hour left', async () => {
    let now = 0;
    let asked = 0;
    const source = new MediaTokenSource(
      async () => ({ token: `mt-${++asked}`, expiresAt: now + HOUR }),
      () => now,
    );
    expect(await Promise.all([source.get(), source.get()])).toEqual(['mt-1', 'mt-1']);
    now = 29 * 60_000;
    expect(await source.get()).toBe('mt-1');
    now = 31 * 60_000;
    expect(await source.get()).toBe('mt-2');
    expect(asked).toBe(2);
  });

  it('asks again after a failed request', async () => {
    let fail = true;
    const source = new MediaTokenSource(async () => {
      if (fail) throw new Error('offline');
      return { token: 'mt', expiresAt: Date.now() + HOUR };
    });
    await expect(source.get()).rejects.toThrow('offline');
    fail = false;
    expect(await source.get()).toBe('mt');
  });
});
