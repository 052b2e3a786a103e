import { DEMO_SPOTS } from '@antena/contract';
import type * as media from '@antena/media';
import { describe, expect, it, vi } from 'vitest';
import { demoSpotArgs } from './demo-spots';

// A preset unlike the literal settings it replaced: the spots must follow whatever the preset says.
vi.mock('@antena/media', async (importOriginal) => ({
  ...(await importOriginal<typeof media>()),
  MP3_AUDIO: ['-c:a', 'libmp3lame', '-q:a', '4'],
}));

describe('demo spots', () => {
  it("render with the media package's MP3_AUDIO preset", () => {
    const args = demoSpotArgs(DEMO_SPOTS[0]!, '/tmp/spot.mp3');
    expect(args.slice(-5)).toEqual(['-c:a', 'libmp3lame', '-q:a', '4', '/tmp/spot.mp3']);
    expect(args).not.toContain('-b:a');
  });
});
