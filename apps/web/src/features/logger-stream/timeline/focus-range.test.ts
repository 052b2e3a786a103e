import { describe, expect, it } from 'vitest';
import { clampFocus, MIN_FOCUS_MS, moveFocus, resizeFocus, zoomFocus } from './focus-range';

const MIN = 60_000;
const preview = { from: 0, to: 60 * MIN };

describe('focus range', () => {
  it('stays inside the preview when moved', () => {
    const focus = { from: 40 * MIN, to: 55 * MIN };
    expect(moveFocus(focus, 5 * MIN, preview)).toEqual({ from: 45 * MIN, to: 60 * MIN });
    expect(moveFocus(focus, 10 * MIN, preview)).toEqual({ from: 45 * MIN, to: 60 * MIN });
    expect(moveFocus(focus, -60 * MIN, preview)).toEqual({ from: 0, to: 15 * MIN });
  });

  it('zooms around an anchor that stays in place', () => {
    const focus = { from: 20 * MIN, to: 30 * MIN };
    expect(zoomFocus(focus, 0.5, 25 * MIN, preview)).toEqual({ from: 22.5 * MIN, to: 27.5 * MIN });
    expect(zoomFocus(focus, 100, 25 * MIN, preview)).toEqual(preview);
    expect(zoomFocus(focus, 0.001, 20 * MIN, preview)).toEqual({ from: 20 * MIN, to: 20 * MIN + MIN_FOCUS_MS });
  });

  it('resizes one edge, never below the minimum length', () => {
    const focus = { from: 20 * MIN, to: 30 * MIN };
    expect(resizeFocus(focus, 'to', 40 * MIN, preview)).toEqual({ from: 20 * MIN, to: 40 * MIN });
    expect(resizeFocus(focus, 'from', 29.5 * MIN, preview)).toEqual({ from: 29 * MIN, to: 30 * MIN });
    expect(resizeFocus(focus, 'from', -5 * MIN, preview)).toEqual({ from: 0, to: 30 * MIN });
  });

  it('shrinks a focus longer than the preview', () => {
    expect(clampFocus({ from: -10 * MIN, to: 90 * MIN }, preview)).toEqual(preview);
  });

  it('keeps a focus on whole milliseconds whatever a drag or zoom computed (issue 13.4)', () => {
    const big = { from: 1795501843018, to: 1795501843018 + 60 * MIN };
    const dragged = moveFocus({ from: big.from, to: big.from + 15 * MIN }, 1234.1655, big);
    expect(Number.isInteger(dragged.from) && Number.isInteger(dragged.to)).toBe(true);
    const zoomed = zoomFocus(dragged, 1.25, dragged.from + 0.37, big);
    expect(Number.isInteger(zoomed.from) && Number.isInteger(zoomed.to)).toBe(true);
    expect(clampFocus({ from: big.from + 0.5, to: big.from + 20 * MIN + 0.03 }, big)).toEqual({
      from: big.from + 1,
      to: big.from + 1 + 20 * MIN,
    });
  });
});
