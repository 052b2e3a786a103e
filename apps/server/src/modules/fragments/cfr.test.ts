import { describe, expect, it } from 'vitest';
import { cfrArgs, progressPercent } from './cfr.service';

describe('CFR transcoding', () => {
  it("reads the percent from ffmpeg's progress lines", () => {
    expect(progressPercent('out_time_us=5000000', 20)).toBe(25);
    expect(progressPercent('out_time_us=1234567', 10)).toBe(12.3);
    expect(progressPercent('out_time_us=30000000', 20)).toBe(99);
    expect(progressPercent('frame=12', 20)).toBeNull();
    expect(progressPercent('out_time_us=N/A', 20)).toBeNull();
    expect(progressPercent('out_time_us=5000000', 0)).toBeNull();
  });

  it('asks ffmpeg for a constant frame rate at the given rate, H.264 and AAC', () => {
    const args = cfrArgs('in.mp4', '25/1', 'out.mp4');
    expect(args.join(' ')).toContain('-fps_mode cfr -r 25/1');
    expect(args).toEqual(expect.arrayContaining(['libx264', 'aac', '-progress', 'pipe:1']));
    expect(args.at(-1)).toBe('out.mp4');
  });
});
