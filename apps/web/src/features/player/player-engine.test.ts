import { describe, expect, it, vi } from 'vitest';
import { createSeekGuard, createStopTimer } from './player-engine';

describe('first-seek guard', () => {
  it('ignores time updates for 300 ms after a seek', () => {
    let now = 1000;
    const guard = createSeekGuard(() => now);
    expect(guard.isGuarding()).toBe(false);
    guard.arm();
    now += 299;
    expect(guard.isGuarding()).toBe(true);
    now += 1;
    expect(guard.isGuarding()).toBe(false);
  });
});

describe('stop timer', () => {
  const element = (playbackRate = 1, paused = false) => ({ playbackRate, paused }) as HTMLMediaElement;

  it('stops exactly at stopTs once within a second of it, at the element rate', () => {
    vi.useFakeTimers();
    const onStop = vi.fn();
    const timer = createStopTimer();
    timer.arm(10_000, 8_500, element(), onStop);
    vi.advanceTimersByTime(5_000);
    expect(onStop).not.toHaveBeenCalled();
    timer.arm(10_000, 9_200, element(2), onStop);
    vi.advanceTimersByTime(399);
    expect(onStop).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onStop).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('does nothing without a stopTs, while paused, or once cleared', () => {
    vi.useFakeTimers();
    const onStop = vi.fn();
    const timer = createStopTimer();
    timer.arm(undefined, 9_900, element(), onStop);
    timer.arm(10_000, 9_900, element(1, true), onStop);
    timer.arm(10_000, 9_900, element(), onStop);
    timer.clear();
    vi.advanceTimersByTime(5_000);
    expect(onStop).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
