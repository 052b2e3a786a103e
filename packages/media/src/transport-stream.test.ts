import { describe, expect, it } from 'vitest';
import { transportStreamArgs } from './transport-stream';

describe('transportStreamArgs', () => {
  it('remuxes without re-encoding into MPEG-TS on stdout at the given offset', () => {
    const args = transportStreamArgs('/seg/000000002.aac', { offsetSeconds: 59.978 });
    expect(args.slice(args.indexOf('-i'), args.indexOf('-i') + 2)).toEqual(['-i', '/seg/000000002.aac']);
    expect(args[args.indexOf('-c') + 1]).toBe('copy');
    expect(args[args.indexOf('-output_ts_offset') + 1]).toBe('59.978');
    expect(args.slice(-3)).toEqual(['-f', 'mpegts', 'pipe:1']);
  });

  it("reads stdin as the station format's segment", () => {
    const args = transportStreamArgs('pipe:0', { offsetSeconds: 0, format: 'aac' });
    expect(args.slice(args.indexOf('-f'), args.indexOf('-i') + 2)).toEqual(['-f', 'aac', '-i', 'pipe:0']);
  });

  it('adds no mux delay, so a segment starts exactly at its offset', () => {
    const args = transportStreamArgs('/seg/1.mp3', { offsetSeconds: 0 });
    expect(args[args.indexOf('-muxdelay') + 1]).toBe('0');
    expect(args[args.indexOf('-muxpreload') + 1]).toBe('0');
  });
});
