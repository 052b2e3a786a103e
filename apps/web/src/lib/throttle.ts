/**
 * The app's one throttle (the timeline's selection updates, the player's time updates). A
 * leading and trailing throttle: the first call runs at once, later calls within the window
 * collapse into one run at its end with the latest arguments, so the last position is never lost.
 */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call (on stop, so no stale update arrives after it). */
  cancel(): void;
}

export function throttle<A extends unknown[]>(
  run: (...args: A) => void,
  waitMs: number,
  now: () => number = Date.now,
): Throttled<A> {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;

  const flush = () => {
    timer = null;
    if (!pending) return;
    const args = pending;
    pending = null;
    lastRun = now();
    run(...args);
  };

  const throttled = (...args: A) => {
    const elapsed = now() - lastRun;
    if (elapsed >= waitMs && !timer) {
      lastRun = now();
      run(...args);
      return;
    }
    pending = args;
    timer ??= setTimeout(flush, Math.max(0, waitMs - elapsed));
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
