/**
 * One Antena process of some roles (`apps/server/src/main.ts`, as README's production section
 * starts it), for the tests that run Antena as separate processes: its log is kept for the
 * failure message, and it can be stopped, frozen or killed like a process on another host.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with what `probe` answers once it is truthy, polled every 250 ms; throws past `withinMs`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  withinMs: number,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await sleep(250);
  }
}

export interface RoleProcess {
  readonly name: string;
  readonly child: ChildProcess;
  log(): string;
  /** Resolves once `url` answers 200 (its /readyz), or rejects with the process's log. */
  ready(url: string, withinMs?: number): Promise<void>;
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
  exited(): Promise<void>;
}

export function startRoleProcess(name: string, env: Record<string, string>): RoleProcess {
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    // The end of the log is what explains a failure; keep it bounded.
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    child,
    log: () => log,
    async ready(url, withinMs = 120_000) {
      const deadline = Date.now() + withinMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited:\n${log}`);
        const ok = await fetch(url).then(
          (res) => res.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`${name} did not answer ${url} within ${withinMs} ms:\n${log}`);
    },
    signal(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      await exit;
    },
    exited: () => exit,
  };
}
