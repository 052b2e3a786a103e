import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installProcessGuards, stopWithin } from './process-guards';

const silent = () => pino({ level: 'silent' });

describe('process guards', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  it('logs and reports an unhandled rejection and an uncaught exception, and the process goes on', () => {
    const log = silent();
    const logged = vi.spyOn(log, 'error');
    const reporter = { capture: vi.fn(), flush: vi.fn(async () => undefined) };
    uninstall = installProcessGuards(log, reporter);
    const failure = new Error('spawn E2BIG');
    process.emit('unhandledRejection', failure, Promise.resolve());
    process.emit('uncaughtException', failure);
    expect(reporter.capture).toHaveBeenCalledWith(failure, { kind: 'unhandledRejection' });
    expect(reporter.capture).toHaveBeenCalledWith(failure, { kind: 'uncaughtException' });
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('ends a stop within its bound when a step hangs, after running the steps before it', async () => {
    const ran: string[] = [];
    const started = Date.now();
    const finished = await stopWithin(
      200,
      [
        ['first', async () => void ran.push('first')],
        ['failing', async () => Promise.reject(new Error('no'))],
        ['after', async () => void ran.push('after')],
        ['hung', () => new Promise(() => undefined)],
      ],
      silent(),
    );
    expect(finished).toBe(false);
    expect(ran).toEqual(['first', 'after']);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
