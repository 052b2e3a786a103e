import { describe, expect, it } from 'vitest';
import { OpeningThrottle } from './agent-socket-throttle';

describe('OpeningThrottle', () => {
  it('allows a few openings per token in a window, each token on its own', () => {
    let now = 0;
    const throttle = new OpeningThrottle(3, 10_000, () => now);
    expect([1, 2, 3, 4].map(() => throttle.allow('a'))).toEqual([true, true, true, false]);
    expect(throttle.allow('b')).toBe(true);
    now = 9_999;
    expect(throttle.allow('a')).toBe(false);
    now = 10_000;
    expect(throttle.allow('a')).toBe(true);
  });

  it('forgets ended windows, so made-up tokens hold no memory', () => {
    let now = 0;
    const throttle = new OpeningThrottle(1, 1_000, () => now);
    for (let i = 0; i < 1_000; i++) throttle.allow(`made-up-${i}`);
    expect(throttle.size).toBe(1_000);
    now = 1_000;
    throttle.allow('another');
    expect(throttle.size).toBe(1);
  });
});
