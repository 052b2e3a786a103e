import { describe, expect, it } from 'vitest';
import { exportCheck } from './export-check';

describe('exportCheck', () => {
  it('under the minimum: no export, and the comment gives both', () => {
    expect(exportCheck(0.725, { minEfficiency: 0.9 })).toEqual({
      passes: false,
      comment: 'Eficiencia 72.50 % menor al mínimo 90 %',
    });
  });

  it('at the minimum exports, even when the fractions differ in the last bit', () => {
    expect(exportCheck(9 / 10, { minEfficiency: 0.9 }).passes).toBe(true);
    expect(exportCheck(29 / 100, { minEfficiency: 0.29 }).passes).toBe(true);
    expect(exportCheck(0.2899, { minEfficiency: 0.29 }).passes).toBe(false);
    expect(exportCheck(1, { minEfficiency: 0.9 })).toEqual({
      passes: true,
      comment: 'Eficiencia 100.00 %, mínimo 90 %',
    });
  });

  it('a minimum with decimals is written as typed', () => {
    expect(exportCheck(0.5, { minEfficiency: 0.725 }).comment).toBe('Eficiencia 50.00 % menor al mínimo 72.5 %');
  });

  it('no minimum (false): always exports', () => {
    expect(exportCheck(0, { minEfficiency: false })).toEqual({
      passes: true,
      comment: 'Eficiencia 0.00 %, sin mínimo',
    });
  });
});
