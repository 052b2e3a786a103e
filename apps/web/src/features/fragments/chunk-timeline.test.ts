import { describe, expect, it } from 'vitest';
import type { FragmentChunk } from '@antena/contract';
import { chunkGaps, chunkOffsets, mediaTimeOf, momentAt } from './chunk-timeline';

const chunk = (from: number, to: number, segments = [{ from, to }]): FragmentChunk => ({
  from,
  to,
  segments,
  duration: segments.reduce((sum, part) => sum + part.to - part.from, 0),
  label: null,
  color: null,
  highlights: [],
});

// A whole 10 s chunk, then a 20 s chunk whose seconds 5 to 10 were never recorded.
const chunks = [
  chunk(100_000, 110_000),
  chunk(200_000, 220_000, [
    { from: 200_000, to: 205_000 },
    { from: 210_000, to: 220_000 },
  ]),
];

describe('the media time of a fragment chunk by chunk', () => {
  it('starts each chunk after the recorded length of those before', () => {
    expect(chunkOffsets(chunks)).toEqual([0, 10_000]);
  });

  it('maps a moment of a chunk to the media, skipping its gaps', () => {
    expect(mediaTimeOf(chunks, 0, 104_000)).toBe(4_000);
    expect(mediaTimeOf(chunks, 1, 203_000)).toBe(13_000);
    expect(mediaTimeOf(chunks, 1, 207_000)).toBe(15_000);
    expect(mediaTimeOf(chunks, 1, 212_000)).toBe(17_000);
  });

  it('maps a media time back to the chunk and moment it plays', () => {
    expect(momentAt(chunks, 4_000)).toEqual({ index: 0, ts: 104_000 });
    expect(momentAt(chunks, 13_000)).toEqual({ index: 1, ts: 203_000 });
    expect(momentAt(chunks, 17_000)).toEqual({ index: 1, ts: 212_000 });
    expect(momentAt(chunks, 25_000)).toBeNull();
  });

  it('lists the parts of a chunk with no recording', () => {
    expect(chunkGaps(chunks[0]!)).toEqual([]);
    expect(chunkGaps(chunks[1]!)).toEqual([{ from: 205_000, to: 210_000 }]);
    expect(chunkGaps(chunk(0, 10, [{ from: 2, to: 8 }]))).toEqual([
      { from: 0, to: 2 },
      { from: 8, to: 10 },
    ]);
  });
});
