import { describe, expect, it } from 'vitest';
import {
  draggedSelection,
  isValidSelection,
  MIN_SELECTION_MS,
  normalizeSelection,
  selectionPoint,
  selectionRange,
  withSelectionEnd,
  withSelectionStart,
} from './selection-rules';

const T = 1_700_000_000_000;

describe('selection rules', () => {
  it('needs at least 2 minutes', () => {
    expect(MIN_SELECTION_MS).toBe(120_000);
    expect(isValidSelection({ tsA: T, tsB: T + 120_000 })).toBe(true);
    expect(isValidSelection({ tsA: T, tsB: T + 119_999 })).toBe(false);
    expect(isValidSelection(null)).toBe(false);
  });

  it('is min to max of its two points', () => {
    expect(normalizeSelection(T + 5, T)).toEqual({ start: T, end: T + 5 });
    expect(selectionRange({ tsA: T + 300_000, tsB: T })).toEqual({ from: T, to: T + 300_000 });
    expect(isValidSelection({ tsA: T + 200_000, tsB: T })).toBe(true);
  });

  it('takes a point from the cursor or the playhead', () => {
    const marks = { cursor: T, playheadTs: T + 9 };
    expect(selectionPoint('cursor', marks)).toBe(T);
    expect(selectionPoint('playhead', marks)).toBe(T + 9);
    expect(selectionPoint('cursor', { cursor: null, playheadTs: T })).toBeNull();
  });

  it('keeps an end far enough after a new start, or moves it to 2 minutes after', () => {
    expect(withSelectionStart(null, T)).toEqual({ tsA: T, tsB: T + MIN_SELECTION_MS });
    expect(withSelectionStart({ tsA: T, tsB: T + 600_000 }, T + 60_000)).toEqual({ tsA: T + 60_000, tsB: T + 600_000 });
    expect(withSelectionStart({ tsA: T, tsB: T + 600_000 }, T + 550_000)).toEqual({
      tsA: T + 550_000,
      tsB: T + 550_000 + MIN_SELECTION_MS,
    });
  });

  it('sets an end after a start a few seconds back as a 2-minute selection', () => {
    const start = withSelectionStart(null, T);
    const selection = withSelectionEnd(start, T + 5_000);
    expect(selectionRange(selection)).toEqual({ from: T + 5_000 - MIN_SELECTION_MS, to: T + 5_000 });
    expect(isValidSelection(selection)).toBe(true);
    expect(withSelectionEnd({ tsA: T, tsB: T + 130_000 }, T + 400_000)).toEqual({ tsA: T, tsB: T + 400_000 });
  });

  it('makes a drag a selection of at least 2 minutes, growing away from where it held still', () => {
    expect(draggedSelection(T, T + 300_000)).toEqual({ tsA: T, tsB: T + 300_000 });
    expect(draggedSelection(T, T + 30_000)).toEqual({ tsA: T, tsB: T + MIN_SELECTION_MS });
    expect(draggedSelection(T, T - 30_000)).toEqual({ tsA: T - MIN_SELECTION_MS, tsB: T });
    expect(draggedSelection(T, T - 300_000)).toEqual({ tsA: T - 300_000, tsB: T });
  });
});
