import { describe, expect, it } from 'vitest';
import type { Segment } from '@antena/contract';
import { mergeSegments, reachesNow, segmentChunks } from './timeline.api';

const HOUR = 3_600_000;
const aSegment = (startTs: number) => ({ id: `seg-${startTs}`, startTs }) as Segment;

describe('timeline data', () => {
  it('reads a range in clock-aligned hours', () => {
    expect(segmentChunks({ from: 10 * HOUR + 1_000, to: 12 * HOUR + 5 })).toEqual([
      { from: 10 * HOUR, to: 11 * HOUR },
      { from: 11 * HOUR, to: 12 * HOUR },
      { from: 12 * HOUR, to: 13 * HOUR },
    ]);
    expect(segmentChunks({ from: 0, to: 24 * HOUR })).toHaveLength(24);
  });

  it('merges the hours oldest first, a segment across two of them once', () => {
    const across = aSegment(HOUR - 10_000);
    expect(
      mergeSegments([[aSegment(0), across], undefined, [across, aSegment(HOUR + 20_000)]]).map((s) => s.startTs),
    ).toEqual([0, HOUR - 10_000, HOUR + 20_000]);
  });

  it('treats a range ending within 2 minutes of now as live', () => {
    const now = 100 * HOUR;
    expect(reachesNow({ from: 0, to: now - 30_000 }, now)).toBe(true);
    expect(reachesNow({ from: 0, to: now - 120_001 }, now)).toBe(false);
  });
});
