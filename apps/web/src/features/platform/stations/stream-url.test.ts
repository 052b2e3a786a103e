import { describe, expect, it } from 'vitest';
import { DEMO_STREAM_SOURCES } from '@antena/contract';
import { isStreamInput } from './stream-url';

describe('isStreamInput', () => {
  it('accepts the network sources the recorder captures and the demo stations’ own', () => {
    for (const input of [
      'https://radio.example/live.mp3',
      'http://10.0.0.2:8000/stream',
      'icecast://radio.example:8000/live',
      'rtmp://live.example/app/key',
      'srt://10.0.0.1:9000?mode=caller',
      'udp://239.0.0.1:1234',
      DEMO_STREAM_SOURCES.audio,
    ])
      expect(isStreamInput(input), input).toBe(true);
  });

  it('refuses the rest, files and filter graphs included', () => {
    for (const input of [
      'radio.example/live',
      'ftp://host/file',
      'https://',
      'mailto:a@b.c',
      'file:/etc/passwd',
      '/var/media/show.mp3',
      'lavfi:sine=frequency=440',
    ])
      expect(isStreamInput(input), input).toBe(false);
  });
});
