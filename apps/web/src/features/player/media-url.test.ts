import { describe, expect, it } from 'vitest';
import { buildMediaUrl } from './media-url';

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
