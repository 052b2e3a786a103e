import { describe, expect, it } from 'vitest';
import type { Segment } from '@antena/contract';
import { resampleWaveform } from './waveform-resample';
import { COLUMN_EMPTY, COLUMN_PENDING, COLUMN_WAVEFORM, columnPeaks, segmentPeaks } from './waveform-peaks';

/** A 30 s segment whose 750 pixels (40 ms each) all read `low`/`high`, except `loud` ones. */
function aSegment(startTs: number, loud: Record<number, [number, number]> = {}, pending = false): Segment {
  const data: number[] = [];
  for (let i = 0; i < 750; i++) data.push(...(loud[i] ?? [-10, 10]));
  return {
    id: `seg-${startTs}`,
    stationId: 's1',
    startTs,
    endTs: startTs + 30_000,
    duration: 30_000,
    format: 'mp3',
    waveform: pending
      ? null
      : { version: 2, channels: 1, sample_rate: 11025, samples_per_pixel: 441, bits: 8, length: 750, data },
    metadata: { thumbnails: null },
  };
}

describe('column peaks', () => {
  it('reads the stored pairs one to one at 40 ms a column', () => {
    const peaks = [segmentPeaks(aSegment(0, { 5: [-64, 127] }))];
    const columns = columnPeaks(peaks, { from: 0, to: 400 }, 10);
    expect(Array.from(columns.kind)).toEqual(Array(10).fill(COLUMN_WAVEFORM));
    expect(columns.max[5]).toBeCloseTo(127 / 128, 5);
    expect(columns.min[5]).toBe(-0.5);
    expect(columns.max[4]).toBeCloseTo(10 / 128, 5);
  });

  it('keeps a loud pixel visible when a whole day is squeezed into few columns', () => {
    const segments = Array.from({ length: 2880 }, (_, i) =>
      aSegment(i * 30_000, i === 1500 ? { 400: [-128, 127] } : {}),
    );
    const peaks = segments.map(segmentPeaks);
    const columns = columnPeaks(peaks, { from: 0, to: 86_400_000 }, 1000);
    const loudColumn = Math.floor((1500 * 30_000 + 400 * 40) / 86_400);
    expect(columns.max[loudColumn]).toBeCloseTo(127 / 128, 5);
    expect(columns.min[loudColumn]).toBe(-1);
    expect(columns.max[loudColumn + 2]).toBeCloseTo(10 / 128, 5);
  });

  it('leaves gaps empty and draws a pending waveform flat', () => {
    const peaks = [aSegment(0), aSegment(60_000, {}, true)].map(segmentPeaks);
    const columns = columnPeaks(peaks, { from: 0, to: 90_000 }, 9);
    expect(Array.from(columns.kind)).toEqual([
      COLUMN_WAVEFORM,
      COLUMN_WAVEFORM,
      COLUMN_WAVEFORM,
      COLUMN_EMPTY,
      COLUMN_EMPTY,
      COLUMN_EMPTY,
      COLUMN_PENDING,
      COLUMN_PENDING,
      COLUMN_PENDING,
    ]);
    expect(columns.max[6]).toBe(0);
  });

  it('computes a segment once', () => {
    const segment = aSegment(0);
    expect(segmentPeaks(segment)).toBe(segmentPeaks(segment));
  });
});

describe('peaks pyramid', () => {
  it('matches resampleWaveform at every level', () => {
    const segment = aSegment(0, { 3: [-90, 20], 500: [-5, 120], 749: [-128, 127] });
    const { levels } = segmentPeaks(segment);
    const stored = segment.waveform!.data;
    levels.forEach((level, k) => {
      expect(Array.from(level)).toEqual(Array.from(resampleWaveform(stored, 441, 441 * 2 ** k)));
    });
    expect(levels[levels.length - 1]).toHaveLength(2);
  });
});
