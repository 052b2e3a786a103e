import { describe, expect, it } from 'vitest';
import { gapsBetween, lengthOf, recordedParts, unrecorded } from './fragment-ranges';
import { watermarkAssetKey } from './watermark-image';

const span = (startTs: number, endTs: number) => ({ startTs, endTs });

describe('recordedParts', () => {
  it('merges touching segments into one part, clipped to the range', () => {
    expect(recordedParts([span(0, 10), span(10, 20), span(20, 30)], 5, 25)).toEqual([{ from: 5, to: 25 }]);
  });

  it('keeps the parts apart where the recording has a hole, in time order', () => {
    expect(recordedParts([span(40, 50), span(0, 10), span(10, 20)], 5, 45)).toEqual([
      { from: 5, to: 20 },
      { from: 40, to: 45 },
    ]);
  });

  it('has no part for segments outside the range', () => {
    expect(recordedParts([span(0, 10), span(30, 40)], 10, 30)).toEqual([]);
  });
});

describe('gapsBetween', () => {
  it('lists the unrecorded parts of the range, at its ends too', () => {
    const parts = [
      { from: 10, to: 20 },
      { from: 40, to: 45 },
    ];
    expect(gapsBetween(parts, 0, 50)).toEqual([
      { from: 0, to: 10 },
      { from: 20, to: 40 },
      { from: 45, to: 50 },
    ]);
    expect(lengthOf(parts) + lengthOf(gapsBetween(parts, 0, 50))).toBe(50);
  });

  it('has none for a whole range', () => {
    expect(gapsBetween([{ from: 0, to: 50 }], 0, 50)).toEqual([]);
  });
});

describe('unrecorded', () => {
  const extent = { first: 100, last: 500 };
  it('accepts a range inside the recording that holds some of it', () => {
    expect(unrecorded({ from: 100, to: 500 }, [{ from: 100, to: 200 }], extent)).toBeNull();
  });
  it('names the end that leaves the recording', () => {
    expect(unrecorded({ from: 99, to: 200 }, [{ from: 100, to: 200 }], extent)?.end).toBe('from');
    expect(unrecorded({ from: 400, to: 501 }, [{ from: 400, to: 500 }], extent)?.end).toBe('to');
  });
  it('refuses a range without recording, or a station that has none', () => {
    expect(unrecorded({ from: 200, to: 300 }, [], extent)?.message).toBe('Nothing was recorded in this range');
    expect(unrecorded({ from: 200, to: 300 }, [], null)).not.toBeNull();
  });
});

describe('watermarkAssetKey', () => {
  const client = '8f9c3f0e-0000-4000-8000-000000000001';
  it("reads the key of a signed asset URL, or takes the key itself, of the client's assets only", () => {
    const key = `assets/${client}/4d2/mark.png`;
    expect(watermarkAssetKey(`https://antena.example/api/media/${key}?expires=1&signature=x`, client)).toBe(key);
    expect(watermarkAssetKey(`/api/media/${key}?expires=1`, client)).toBe(key);
    expect(watermarkAssetKey(key, client)).toBe(key);
    expect(watermarkAssetKey(`/api/media/assets/another-client/4d2/mark.png`, client)).toBeNull();
    expect(watermarkAssetKey(`/api/media/assets/${client}/../../stations/x.mp3`, client)).toBeNull();
    expect(watermarkAssetKey('https://elsewhere.example/mark.png', client)).toBeNull();
  });
});
