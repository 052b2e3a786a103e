import { describe, expect, it } from 'vitest';
import { DEMO_SOURCES, inputArgs } from './input';
import { PREAMBLE } from './presets';
import { run } from './runner';

const WHITELIST = ['-protocol_whitelist', 'http,https,httpproxy,tcp,tls,crypto,rtmp,rtmps,rtsp,srt,udp,rtp'];

describe('inputArgs', () => {
  it("turns a demo station's lavfi source into a real-time generated input", () => {
    expect(inputArgs(DEMO_SOURCES.audio)).toEqual(['-re', '-f', 'lavfi', '-i', DEMO_SOURCES.audio.slice(6)]);
  });

  it('refuses any other generated source: a filter graph can read local files', () => {
    for (const graph of ['lavfi:amovie=/etc/passwd', 'lavfi:sine=frequency=440', 'lavfi:  ']) {
      expect(() => inputArgs(graph)).toThrow('reserved for the demo stations');
    }
  });

  it('adds reconnection for HTTP streams only', () => {
    expect(inputArgs('http://radio.example/stream')).toEqual([
      ...WHITELIST,
      '-reconnect',
      '1',
      '-reconnect_streamed',
      '1',
      '-reconnect_delay_max',
      '10',
      '-i',
      'http://radio.example/stream',
    ]);
    expect(inputArgs('srt://10.0.0.1:9000')).toEqual([...WHITELIST, '-i', 'srt://10.0.0.1:9000']);
  });

  it('lets ffmpeg open a source only through the network protocols', async () => {
    for (const local of [import.meta.filename, `file://${import.meta.filename}`, 'concat:/etc/hostname']) {
      await expect(run('ffmpeg', [...PREAMBLE, ...inputArgs(local), '-f', 'null', '-'])).rejects.toThrow(
        /not on whitelist/,
      );
    }
  });

  it('describes both demo sources as lavfi graphs', () => {
    expect(inputArgs(DEMO_SOURCES.video)[4]).toContain('testsrc2');
    expect(inputArgs(DEMO_SOURCES.audio)[4]).toContain('sine');
  });
});
