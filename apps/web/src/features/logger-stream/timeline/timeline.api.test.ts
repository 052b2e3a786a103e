import { describe, expect, it } from 'vitest';
import { SIGNED_URL_SECONDS, type Segment } from '@antena/contract';
import { createApiClient } from '../../../lib/api-client';
import {
  keepUnchangedSegments,
  mergeSegments,
  reachesNow,
  segmentChunks,
  timelineThumbnailsQueryOptions,
} from './timeline.api';

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

  it('keeps the segments a refresh did not change, and the whole list when nothing changed', () => {
    const drawn = (startTs: number, waveform: boolean) =>
      ({
        id: `seg-${startTs}`,
        startTs,
        endTs: startTs + 30_000,
        waveform: waveform ? { data: [1, 2] } : null,
        metadata: { thumbnails: null },
      }) as unknown as Segment;
    const previous = [drawn(0, true), drawn(30_000, false)];
    const same = [drawn(0, true), drawn(30_000, false)];
    expect(keepUnchangedSegments(previous, same)).toBe(previous);

    const withWaveform = [drawn(0, true), drawn(30_000, true), drawn(60_000, false)];
    const kept = keepUnchangedSegments(previous, withWaveform);
    expect(kept).not.toBe(previous);
    expect(kept[0]).toBe(previous[0]);
    expect(kept[1]).toBe(withWaveform[1]);
    expect(kept[2]).toBe(withWaveform[2]);
    expect(keepUnchangedSegments(undefined, same)).toBe(same);
  });

  it('reads the thumbnail sheets of a shown range again before their signed URLs expire (issue 14.23)', () => {
    const api = createApiClient();
    const now = Date.now();
    for (const range of [
      { from: now - 3 * HOUR, to: now - 2 * HOUR },
      { from: now - HOUR, to: now },
    ]) {
      const options = timelineThumbnailsQueryOptions(api, 'st-1', range);
      expect(options.refetchInterval).toEqual(expect.any(Number));
      expect(options.refetchInterval as number).toBeLessThan(SIGNED_URL_SECONDS * 1000);
      expect(options.staleTime as number).toBeLessThan(SIGNED_URL_SECONDS * 1000);
      expect(options.refetchOnWindowFocus).toBe(true);
    }
  });
});
