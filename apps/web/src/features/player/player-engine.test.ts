import { describe, expect, it } from 'vitest';
import { createSeekGuard } from './player-engine';

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
