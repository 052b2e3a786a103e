import { describe, expect, it } from 'vitest';
import { segmentActivity } from './activity-strip';
import { segmentsBetween } from './logger-test-kit';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 2, 2, 15, 0);

describe('segment activity', () => {
  it('joins segments that touch into one stretch across the seams of the files', () => {
    // spec: ~29989 ms of samples in files cut every 30 s leave millisecond seams.
    const segments = segmentsBetween(NOW - 10 * MINUTE, NOW).map((segment) => ({
      ...segment,
      endTs: segment.endTs - 11,
    }));
    const { runs } = segmentActivity(segments, NOW);
    expect(runs).toHaveLength(1);
  });

  it('keeps a missing segment as a gap', () => {
    const segments = segmentsBetween(NOW - 10 * MINUTE, NOW).filter((_, index) => index !== 5);
    const { runs, recordedMs } = segmentActivity(segments, NOW);
    expect(runs).toHaveLength(2);
    expect(recordedMs).toBe(10 * MINUTE - 30_000);
  });

  it('clips what lies outside the last hour and orders the stretches', () => {
    const segments = [
      ...segmentsBetween(NOW - 5 * MINUTE, NOW + MINUTE),
      ...segmentsBetween(NOW - 70 * MINUTE, NOW - 50 * MINUTE),
    ];
    const { runs, recordedMs } = segmentActivity(segments, NOW);
    expect(runs).toEqual([
      { start: 0, end: 10 / 60 },
      { start: 55 / 60, end: 1 },
    ]);
    expect(recordedMs).toBe(15 * MINUTE);
  });

  it('has nothing to draw without segments in the hour', () => {
    expect(segmentActivity(segmentsBetween(NOW - 3 * 60 * MINUTE, NOW - 2 * 60 * MINUTE), NOW).runs).toEqual([]);
  });
});
