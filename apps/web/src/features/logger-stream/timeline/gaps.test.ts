import { describe, expect, it } from 'vitest';
import { coveredIntervals, gapsIn } from './gaps';

const seg = (startTs: number, endTs: number) => ({ startTs, endTs });

describe('gaps', () => {
  it('merges segments across gaps of 2 s or less, in any order', () => {
    expect(coveredIntervals([seg(30_500, 60_000), seg(0, 30_000), seg(62_000, 90_000)])).toEqual([
      { from: 0, to: 90_000 },
    ]);
  });

  it('splits where segments are more than 2 s apart', () => {
    expect(coveredIntervals([seg(0, 30_000), seg(32_001, 60_000)])).toEqual([
      { from: 0, to: 30_000 },
      { from: 32_001, to: 60_000 },
    ]);
  });

  it('gives the uncovered parts of a range', () => {
    const covered = [
      { from: 10, to: 20 },
      { from: 40, to: 50 },
    ];
    expect(gapsIn({ from: 0, to: 60 }, covered)).toEqual([
      { from: 0, to: 10 },
      { from: 20, to: 40 },
      { from: 50, to: 60 },
    ]);
    expect(gapsIn({ from: 12, to: 45 }, covered)).toEqual([{ from: 20, to: 40 }]);
    expect(gapsIn({ from: 0, to: 60 }, [])).toEqual([{ from: 0, to: 60 }]);
    expect(gapsIn({ from: 12, to: 18 }, covered)).toEqual([]);
  });
});
