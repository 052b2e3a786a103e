import { describe, expect, it } from 'vitest';
import { tsToVideoTime, videoTimeToTs, type FragmentTime } from './video-time';

const T0 = Date.UTC(2026, 0, 5, 10, 0, 0);
// Two back-to-back segments, then one after a 60 s gap in the recording.
const fragments: FragmentTime[] = [
  { start: 0, duration: 30, programDateTime: T0 },
  { start: 30, duration: 30, programDateTime: T0 + 30_000 },
  { start: 60, duration: 30, programDateTime: T0 + 120_000 },
];

describe('video time', () => {
  it('maps media time to the recording time, jumping over a recorded gap', () => {
    expect(videoTimeToTs(fragments, 12.5, T0)).toBe(T0 + 12_500);
    expect(videoTimeToTs(fragments, 45, T0)).toBe(T0 + 45_000);
    expect(videoTimeToTs(fragments, 61, T0)).toBe(T0 + 121_000);
  });

  it('maps a recording time to media time, or to the next fragment inside a gap', () => {
    expect(tsToVideoTime(fragments, T0 + 45_000, T0)).toBe(45);
    expect(tsToVideoTime(fragments, T0 + 90_000, T0)).toBe(60);
    expect(tsToVideoTime(fragments, T0 + 121_000, T0)).toBe(61);
    expect(tsToVideoTime(fragments, T0 + 200_000, T0)).toBeNull();
  });

  it('counts from the playlist start (fromTs) when fragments carry no date-time', () => {
    const plain = fragments.map((item) => ({ ...item, programDateTime: null }));
    expect(videoTimeToTs(plain, 10, T0)).toBe(T0 + 10_000);
    expect(tsToVideoTime(plain, T0 + 10_000, T0)).toBe(10);
  });
});
