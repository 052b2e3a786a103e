/**
 * How often one token may open the agent's WebSocket. Each opening costs database work (the
 * token's lookup, the greeting, the replaced socket's bookkeeping), and since a new socket
 * replaces the old one, a client that reopens as soon as it is closed would otherwise keep the
 * database busy for every tenant. A real agent reconnects only after losing its link, with a
 * backoff of 1 s doubling, so a few openings in ten seconds are plenty. The count is kept by
 * the token's hash before any lookup: unknown tokens are throttled as cheaply as known ones.
 */

interface Window {
  startedAt: number;
  attempts: number;
}

export class OpeningThrottle {
  /** Windows by token hash, oldest first (a new window is re-inserted at the end). */
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an attempt; false when the token already used its attempts of this window. */
  allow(tokenHash: string): boolean {
    const now = this.now();
    this.prune(now);
    const window = this.windows.get(tokenHash);
    if (window && now - window.startedAt < this.windowMs) {
      if (window.attempts >= this.maxAttempts) return false;
      window.attempts++;
      return true;
    }
    this.windows.delete(tokenHash);
    this.windows.set(tokenHash, { startedAt: now, attempts: 1 });
    return true;
  }

  get size(): number {
    return this.windows.size;
  }

  /** Drops ended windows, so that a flood of made-up tokens holds memory for one window only. */
  private prune(now: number): void {
    for (const [hash, window] of this.windows) {
      if (now - window.startedAt < this.windowMs) return;
      this.windows.delete(hash);
    }
  }
}
