/**
 * One supervised service process: start, a graceful stop (the service's own way first, then
 * SIGTERM, then SIGKILL), restart, and for services whose policy says so an automatic restart with
 * backoff after the process exits on its own. A stopped service stays stopped.
 */
import type { ServiceStatus } from '@antena/contract';
import { describeExit, type ProcessExit, type ServiceProcess } from './child-process';
import type { Logger } from './log';

export interface SupervisorOptions {
  name: string;
  spawn: () => ServiceProcess;
  /** Restart after the process exits on its own (the streamer: a recording must go on). */
  autoRestart: boolean;
  log: Logger;
  /** Called on every status change (the agent sends a fresh report). */
  onChange?: () => void;
  /** After requestStop, SIGTERM after termAfterMs and SIGKILL after killAfterMs. */
  termAfterMs?: number;
  killAfterMs?: number;
  /** Automatic restart delays: initialMs doubling to maxMs; back to initialMs after a run of stableMs. */
  backoff?: { initialMs: number; maxMs: number; stableMs: number };
}

const DEFAULT_BACKOFF = { initialMs: 2000, maxMs: 60_000, stableMs: 60_000 };

export class Supervisor {
  private current: ServiceProcess | null = null;
  private state: ServiceStatus = 'stopped';
  private error: string | null = null;
  private restartTimer: NodeJS.Timeout | null = null;
  private nextDelayMs: number;
  /** Serializes start/stop/restart, so two commands never race over one process. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: SupervisorOptions) {
    this.nextDelayMs = this.backoff.initialMs;
  }

  private get backoff() {
    return this.options.backoff ?? DEFAULT_BACKOFF;
  }

  get status(): ServiceStatus {
    return this.state;
  }

  /** Why the process last exited on its own or failed to start; null after a clean run. */
  get lastError(): string | null {
    return this.error;
  }

  start(): Promise<void> {
    return this.serialize(async () => {
      if (this.current) return;
      this.clearRestartTimer();
      this.launch();
    });
  }

  stop(): Promise<void> {
    return this.serialize(async () => {
      this.clearRestartTimer();
      await this.terminate();
      this.setStatus('stopped');
    });
  }

  restart(): Promise<void> {
    return this.serialize(async () => {
      this.clearRestartTimer();
      this.setStatus('restarting');
      await this.terminate();
      this.nextDelayMs = this.backoff.initialMs;
      this.launch();
    });
  }

  private serialize(task: () => Promise<void>): Promise<void> {
    const next = this.queue.then(task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private launch(): void {
    const { log, name } = this.options;
    const startedAt = Date.now();
    let process: ServiceProcess;
    try {
      process = this.options.spawn();
    } catch (error) {
      // A service that cannot even be set up (its working folder unwritable…) exits at once, with why.
      process = {
        exited: Promise.resolve({ code: null, signal: null, stderrTail: '', error: error as Error }),
        requestStop: () => undefined,
        kill: () => undefined,
      };
    }
    this.current = process;
    this.error = null;
    this.setStatus('running');
    log.info(`Service ${name} started`);
    void process.exited.then((exit) => {
      // A process replaced or stopped on purpose is not an exit of its own.
      if (this.current !== process) return;
      this.current = null;
      this.onExitedByItself(exit, Date.now() - startedAt);
    });
  }

  private onExitedByItself(exit: ProcessExit, ranMs: number): void {
    const { log, name } = this.options;
    this.error = describeExit(exit);
    this.setStatus('exited');
    if (!this.options.autoRestart) {
      log.warn(`Service ${name} ${this.error}`);
      return;
    }
    if (ranMs >= this.backoff.stableMs) this.nextDelayMs = this.backoff.initialMs;
    const delay = this.nextDelayMs;
    this.nextDelayMs = Math.min(this.nextDelayMs * 2, this.backoff.maxMs);
    log.warn(`Service ${name} ${this.error}; restarting in ${Math.round(delay / 1000)} s`);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      void this.serialize(async () => {
        if (this.state === 'exited' && !this.current) this.launch();
      });
    }, delay);
  }

  /** Ends the current process, if any: the service's own stop, then SIGTERM, then SIGKILL. */
  private async terminate(): Promise<void> {
    const process = this.current;
    if (!process) return;
    this.current = null;
    const { termAfterMs = 5000, killAfterMs = 10_000 } = this.options;
    process.requestStop();
    const term = setTimeout(() => process.kill('SIGTERM'), termAfterMs);
    const kill = setTimeout(() => process.kill('SIGKILL'), killAfterMs);
    try {
      await process.exited;
    } finally {
      clearTimeout(term);
      clearTimeout(kill);
    }
    this.options.log.info(`Service ${this.options.name} stopped`);
  }

  private clearRestartTimer(): void {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
  }

  private setStatus(status: ServiceStatus): void {
    if (this.state === status) return;
    this.state = status;
    this.options.onChange?.();
  }
}
