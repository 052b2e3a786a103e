import { describe, expect, it } from 'vitest';
import { SegmentClock } from './segment-clock';

const entry = (startSeconds: number, endSeconds: number) => ({ file: 'x.mp3', startSeconds, endSeconds });

describe('SegmentClock', () => {
  it('anchors the first segment so that it ends at the moment it is reported', () => {
    const clock = new SegmentClock();
    expect(clock.place(entry(1.4, 5.4), 1_700_000_005_000)).toEqual({
      startTs: 1_700_000_001_000,
      endTs: 1_700_000_005_000,
    });
  });

  it('joins consecutive segments end to start, whatever the delay of each report', () => {
    const clock = new SegmentClock();
    const placed = [
      clock.place(entry(0, 5), 1_000_000),
      // Reported 300 ms late, then 200 ms early: the stream's times decide, not the report's.
      clock.place(entry(5, 10), 1_005_300),
      clock.place(entry(10, 14.98), 1_009_800),
    ];
    expect(placed).toEqual([
      { startTs: 995_000, endTs: 1_000_000 },
      { startTs: 1_000_000, endTs: 1_005_000 },
      { startTs: 1_005_000, endTs: 1_009_980 },
    ]);
  });

  it('rounds fractional stream times to whole milliseconds', () => {
    const clock = new SegmentClock();
    clock.place(entry(0, 1.0004), 10_000);
    expect(clock.place(entry(1.0004, 2.0008), 11_000)).toEqual({ startTs: 10_000, endTs: 11_000 });
  });

  it('re-anchors when the source clock drifts more than 5 s from the wall clock', () => {
    const clock = new SegmentClock();
    clock.place(entry(0, 5), 1_000_000);
    // 4.9 s of drift is still followed from the stream.
    expect(clock.place(entry(5, 10), 1_009_900)).toEqual({ startTs: 1_000_000, endTs: 1_005_000 });
    // 6 s of drift moves the anchor: the segment ends now, and the next ones follow from there.
    expect(clock.place(entry(10, 15), 1_016_000)).toEqual({ startTs: 1_011_000, endTs: 1_016_000 });
    expect(clock.place(entry(15, 20), 1_021_050)).toEqual({ startTs: 1_016_000, endTs: 1_021_000 });
  });

  it('re-anchors when the source runs ahead of the wall clock too', () => {
    const clock = new SegmentClock();
    clock.place(entry(0, 5), 1_000_000);
    expect(clock.place(entry(5, 10), 999_000)).toEqual({ startTs: 994_000, endTs: 999_000 });
  });
});
