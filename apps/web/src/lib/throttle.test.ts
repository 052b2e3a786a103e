import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and the latest of a burst at the end of the 150 ms window', () => {
    const seen: number[] = [];
    const update = throttle((ts: number) => seen.push(ts), 150);
    update(1);
    update(2);
    update(3);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(149);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1, 3]);
  });

  it('passes at most one call per window during a steady stream of updates', () => {
    const seen: number[] = [];
    const update = throttle((ts: number) => seen.push(ts), 150);
    for (let ms = 0; ms < 600; ms += 10) {
      update(ms);
      vi.advanceTimersByTime(10);
    }
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen.length).toBeLessThanOrEqual(5);
  });

  it('drops the pending call when cancelled', () => {
    const seen: number[] = [];
    const update = throttle((ts: number) => seen.push(ts), 150);
    update(1);
    update(2);
    update.cancel();
    vi.advanceTimersByTime(500);
    expect(seen).toEqual([1]);
  });
});
