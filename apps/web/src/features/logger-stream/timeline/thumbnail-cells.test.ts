import { describe, expect, it } from 'vitest';
import type { Thumbnail } from '@antena/contract';
import { thumbnailCells } from './thumbnail-cells';

const sheet = (startTs: number, overrides: Partial<Thumbnail['metadata']> = {}): Thumbnail => ({
  segmentId: `seg-${startTs}`,
  thumbnailUrl: `https://media.test/${startTs}.jpg`,
  startTs,
  endTs: startTs + 30_000,
  metadata: { interval: 1000, rows: 1, columns: 30, width: 256, height: 144, ...overrides },
});

describe('thumbnail cells', () => {
  it('fits as many 115 px high frames as the width holds', () => {
    // 256 x 144 at 115 high is about 204 px wide: 4 fit in 900 px.
    const cells = thumbnailCells([sheet(0), sheet(30_000)], { from: 0, to: 60_000 }, 900);
    expect(cells.map((cell) => cell.ts)).toEqual([7_500, 22_500, 37_500, 52_500]);
    expect(cells[0]!.frame!.height).toBe(115);
    expect(cells[0]!.frame!.width).toBeCloseTo(204.44, 1);
  });

  it("cuts the frame of the cell's moment from the sheet that holds it", () => {
    const cells = thumbnailCells([sheet(0), sheet(30_000, { rows: 2, columns: 15 })], { from: 0, to: 60_000 }, 900);
    expect(cells[1]!.frame).toMatchObject({
      url: 'https://media.test/0.jpg',
      backgroundPosition: '-4497.78px 0px',
      backgroundSize: '6133.33px 115px',
    });
    // 52.5 s is second 22 of the second sheet: column 7 of row 1.
    expect(cells[3]!.frame).toMatchObject({
      url: 'https://media.test/30000.jpg',
      backgroundPosition: '-1431.11px -115px',
    });
  });

  it('leaves a gap empty', () => {
    const cells = thumbnailCells([sheet(0)], { from: 0, to: 60_000 }, 900);
    expect(cells.map((cell) => cell.frame === null)).toEqual([false, false, true, true]);
  });
});
