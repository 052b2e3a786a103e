import { describe, expect, it } from 'vitest';
import { PLAYER_ERRORS } from './player-errors';
import {
  appendSegment,
  coversStop,
  firstSeekSeconds,
  mediaTimeToTs,
  nextListed,
  playedAll,
  reachedStop,
  shouldPrefetch,
  tsToMediaTime,
  type ScheduleSegment,
} from './segment-schedule';

const T0 = Date.UTC(2026, 0, 5, 10, 0, 0);
const seg = (id: string, startTs: number, duration = 30_000): ScheduleSegment => ({
  id,
  startTs,
  endTs: startTs + duration,
  duration,
});

describe('segment schedule', () => {
  it('places back-to-back segments on one media clock, overlapped by the gap fix', () => {
    let schedule = appendSegment([], seg('a', T0));
    schedule = appendSegment(schedule, seg('b', T0 + 30_000), 20);
    expect(schedule[1]).toMatchObject({ mediaStart: 29.98, tsStart: T0 + 30_000 });
    expect(schedule[1]!.mediaEnd).toBeCloseTo(59.98);
  });

  it('uses the player_gap_fix value given, and none with 0', () => {
    const first = appendSegment([], seg('a', T0));
    expect(appendSegment(first, seg('b', T0 + 30_000), 100)[1]!.mediaStart).toBeCloseTo(29.9);
    expect(appendSegment(first, seg('b', T0 + 30_000), 0)[1]!.mediaStart).toBe(30);
  });

  it('keeps the recording clock running across a gap up to 2 s', () => {
    let schedule = appendSegment([], seg('a', T0));
    schedule = appendSegment(schedule, seg('b', T0 + 32_000), 0);
    expect(schedule[1]!.tsStart).toBe(T0 + 30_000);
    expect(mediaTimeToTs(schedule, 31)).toBe(T0 + 31_000);
  });

  it('shifts the time over a gap of more than 2 s while the media clock runs on', () => {
    let schedule = appendSegment([], seg('a', T0));
    schedule = appendSegment(schedule, seg('b', T0 + 32_001), 0);
    expect(schedule[1]).toMatchObject({ mediaStart: 30, tsStart: T0 + 32_001 });
    expect(mediaTimeToTs(schedule, 29)).toBe(T0 + 29_000);
    expect(mediaTimeToTs(schedule, 31)).toBe(T0 + 33_001);
    expect(tsToMediaTime(schedule, T0 + 33_001)).toBe(31);
    expect(tsToMediaTime(schedule, T0 + 31_000)).toBeNull();
  });

  it('refuses a next segment that matches the current one', () => {
    const schedule = appendSegment([], seg('a', T0));
    expect(() => appendSegment(schedule, seg('a', T0))).toThrow(PLAYER_ERRORS.nextSegmentMatchesCurrent);
  });

  it('starts inside the first segment at startTs, or at its start when it begins later', () => {
    expect(firstSeekSeconds(seg('a', T0), T0 + 12_500)).toBe(12.5);
    expect(firstSeekSeconds(seg('a', T0), T0 - 5_000)).toBe(0);
  });

  it('prefetches only when under 10 s of the appended media remain', () => {
    const schedule = appendSegment([], seg('a', T0));
    expect(shouldPrefetch(schedule, 19.9)).toBe(false);
    expect(shouldPrefetch(schedule, 20.1)).toBe(true);
    expect(shouldPrefetch([], 0)).toBe(false);
  });

  it('stops at stopTs and fetches nothing once the schedule reaches it', () => {
    const schedule = appendSegment([], seg('a', T0));
    expect(reachedStop(T0 + 9_999, T0 + 10_000)).toBe(false);
    expect(reachedStop(T0 + 10_000, T0 + 10_000)).toBe(true);
    expect(reachedStop(T0 + 10_000, undefined)).toBe(false);
    expect(coversStop(schedule, T0 + 30_000)).toBe(true);
    expect(coversStop(schedule, T0 + 30_001)).toBe(false);
    expect(coversStop(schedule, undefined)).toBe(false);
  });

  it('has played everything at the end of the last segment (NO_MORE_SEGMENTS when none follow)', () => {
    const schedule = appendSegment([], seg('a', T0));
    expect(playedAll(schedule, 29)).toBe(false);
    expect(playedAll(schedule, 29.8)).toBe(true);
  });

  it('takes the next segment from a listed range, and none after its last', () => {
    const listed = [seg('a', T0), seg('b', T0 + 30_000)];
    expect(nextListed(listed, 'a')?.id).toBe('b');
    expect(nextListed(listed, 'b')).toBeUndefined();
    expect(nextListed(listed, 'z')).toBeUndefined();
  });
});
