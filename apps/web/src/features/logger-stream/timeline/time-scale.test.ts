import { describe, expect, it } from 'vitest';
import { createTimeScale, toPercent } from './time-scale';

describe('time scale', () => {
  const range = { from: 1_000_000, to: 1_000_000 + 900_000 };
  const scale = createTimeScale(range, 900);

  it('maps moments to pixels and back', () => {
    expect(scale.toX(range.from)).toBe(0);
    expect(scale.toX(range.from + 450_000)).toBe(450);
    expect(scale.toTs(450)).toBe(range.from + 450_000);
    expect(scale.toTs(scale.toX(range.from + 123_000))).toBeCloseTo(range.from + 123_000, 6);
  });

  it('clamps pixels outside the strip to its range', () => {
    expect(scale.toTs(-20)).toBe(range.from);
    expect(scale.toTs(2000)).toBe(range.to);
    expect(scale.toX(range.to + 9_000)).toBe(909);
  });

  it('gives CSS percentages', () => {
    expect(toPercent(range, range.from + 225_000)).toBe(25);
  });
});
