import { describe, expect, it } from 'vitest';
import { exportCheck, outcomeComment } from './export-check';

describe('exportCheck', () => {
  it('under the minimum: no export, with both figures', () => {
    expect(exportCheck(0.725, { minEfficiency: 0.9 })).toEqual({
      passes: false,
      efficiency: 0.725,
      minEfficiency: 0.9,
    });
  });

  it('at the minimum exports, even when the fractions differ in the last bit', () => {
    expect(exportCheck(9 / 10, { minEfficiency: 0.9 }).passes).toBe(true);
    expect(exportCheck(29 / 100, { minEfficiency: 0.29 }).passes).toBe(true);
    expect(exportCheck(0.2899, { minEfficiency: 0.29 }).passes).toBe(false);
    expect(exportCheck(1, { minEfficiency: 0.9 })).toEqual({ passes: true, efficiency: 1, minEfficiency: 0.9 });
  });

  it('no minimum (false): always exports', () => {
    expect(exportCheck(0, { minEfficiency: false })).toEqual({ passes: true, efficiency: 0, minEfficiency: null });
  });
});

describe('outcomeComment: the API words the stored code in English', () => {
  it('words each outcome', () => {
    expect(outcomeComment({ code: 'UNDER_MINIMUM', efficiency: 0.725, minEfficiency: 0.9 })).toBe(
      'Efficiency 72.50 %, under the minimum of 90 %',
    );
    expect(outcomeComment({ code: 'EXPORTED', efficiency: 1 / 3, minEfficiency: null })).toBe(
      'Efficiency 33.33 %, no minimum',
    );
    expect(outcomeComment({ code: 'EXPORTED', efficiency: 0.5, minEfficiency: 0.725 })).toBe(
      'Efficiency 50.00 %, minimum 72.5 %',
    );
    expect(outcomeComment({ code: 'EXPORT_UNFINISHED', efficiency: 0.5, minEfficiency: null })).toBe(
      'Efficiency 50.00 %, no minimum; the export did not finish',
    );
    expect(outcomeComment({ code: 'NO_ORDER_SCHEDULES' })).toBe('No schedules were found for the order');
    expect(outcomeComment({ code: 'ERROR', errorCode: null, message: 'boom' })).toBe('Error: boom');
    expect(outcomeComment({ code: 'TEXT', text: 'old note' })).toBe('old note');
  });
});
