import { describe, expect, it } from 'vitest';
import { isStreamInput } from './stream-url';

describe('isStreamInput', () => {
  it('accepts what the recorder can read', () => {
    for (const input of [
      'https://radio.example/live.mp3',
      'http://10.0.0.2:8000/stream',
      'hls+https://cdn.example/tv/index.m3u8',
      'rtmp://live.example/app/key',
      'srt://10.0.0.1:9000?mode=caller',
      'udp://239.0.0.1:1234',
      'file:/var/media/show.mp3',
      '/var/media/show.mp3',
      'lavfi:sine=frequency=440',
    ])
      expect(isStreamInput(input), input).toBe(true);
  });

  it('refuses the rest', () => {
    for (const input of ['radio.example/live', 'ftp://host/file', 'lavfi:  ', 'https://', 'mailto:a@b.c'])
      expect(isStreamInput(input), input).toBe(false);
  });
});
