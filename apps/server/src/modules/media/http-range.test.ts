import { describe, expect, it } from 'vitest';
import { contentTypeFor, parseRange } from './http-range';

describe('parseRange', () => {
  it('reads open, closed and suffix ranges', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('answers the whole object for no or unsupported ranges', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 10)).toBeNull();
    expect(parseRange('items=0-1', 10)).toBeNull();
  });

  it('flags ranges outside the object', () => {
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-2', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable');
  });

  it('names media types by extension', () => {
    expect(contentTypeFor('a/b.mp3')).toBe('audio/mpeg');
    expect(contentTypeFor('a/b.TS')).toBe('video/mp2t');
    expect(contentTypeFor('a/b.unknown')).toBe('application/octet-stream');
  });
});
