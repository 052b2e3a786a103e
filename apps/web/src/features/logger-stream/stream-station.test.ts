import { describe, expect, it } from 'vitest';
import { featuresConfigSchema } from '@antena/contract';
import { cursorUrl, isBrowserPlayable, offersLivePlay, type StreamStation } from './stream-station';

const station = (format: StreamStation['format'], url?: string): StreamStation => ({
  id: 's1',
  slug: 'demo-radio',
  name: 'Demo Radio',
  client: { id: 'c1', name: 'Demo', slug: 'demo', retentionDays: 90 },
  format,
  timezone: 'UTC',
  streams: url ? [{ url }] : [],
  featuresConfig: featuresConfigSchema.parse({}),
});

describe('stream station rules', () => {
  it('offers live play only to radio stations with a stream URL', () => {
    expect(offersLivePlay(station('mp3', 'https://radio.example/live.mp3'))).toBe(true);
    expect(offersLivePlay(station('aac', 'rtmp://radio.example/live'))).toBe(true);
    expect(offersLivePlay(station('mp3'))).toBe(false);
    expect(offersLivePlay(station('mpegts', 'https://tv.example/live.m3u8'))).toBe(false);
  });

  it('tells the streams a browser can open', () => {
    expect(isBrowserPlayable('https://radio.example/live.mp3')).toBe(true);
    expect(isBrowserPlayable('HTTP://radio.example/live.mp3')).toBe(true);
    expect(isBrowserPlayable('udp://239.0.0.1:1234')).toBe(false);
    expect(isBrowserPlayable('lavfi:sine')).toBe(false);
  });

  it('builds the cursor URL of the screen', () => {
    expect(cursorUrl('https://app.antena.test', 'demo-radio', 1_763_733_600_000.4)).toBe(
      'https://app.antena.test/logger/s/demo-radio?cursor=1763733600000',
    );
  });
});
