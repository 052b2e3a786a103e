import { describe, expect, it } from 'vitest';
import { DEMO_SOURCES, inputArgs } from './input';

describe('inputArgs', () => {
  it('turns a lavfi source into a real-time generated input', () => {
    expect(inputArgs('lavfi:sine=frequency=440')).toEqual(['-re', '-f', 'lavfi', '-i', 'sine=frequency=440']);
  });

  it('adds reconnection for HTTP streams only', () => {
    expect(inputArgs('http://radio.example/stream')).toEqual([
      '-reconnect',
      '1',
      '-reconnect_streamed',
      '1',
      '-reconnect_delay_max',
      '10',
      '-i',
      'http://radio.example/stream',
    ]);
    expect(inputArgs('srt://10.0.0.1:9000')).toEqual(['-i', 'srt://10.0.0.1:9000']);
    expect(inputArgs('/var/media/file.mp3')).toEqual(['-i', '/var/media/file.mp3']);
  });

  it('refuses an empty generated source', () => {
    expect(() => inputArgs('lavfi:  ')).toThrow('Empty lavfi source');
  });

  it('describes both demo sources as lavfi graphs', () => {
    expect(inputArgs(DEMO_SOURCES.video)[4]).toContain('testsrc2');
    expect(inputArgs(DEMO_SOURCES.audio)[4]).toContain('sine');
  });
});
