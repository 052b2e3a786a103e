/**
 * A service's process: spawned with stdin open (so it can be asked to finish, as ffmpeg with
 * 'q'), never throwing, its end always heard as `exited` with the stderr tail as the reason.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';

const STDERR_TAIL_CHARS = 2000;

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderrTail: string;
  /** Why it could not start (missing binary…), if so. */
  error?: Error;
}

/** What the supervisor needs of a running service. */
export interface ServiceProcess {
  /** Resolves once, when the service has ended and finished its own work; never rejects. */
  readonly exited: Promise<ProcessExit>;
  /** Asks the service to finish on its own (ffmpeg: 'q' on stdin). */
  requestStop(): void;
  kill(signal: NodeJS.Signals): void;
}

export interface SpawnedProcess extends ServiceProcess {
  readonly child: ChildProcess | null;
  readonly stdout: Readable | null;
}

/** Spawns `command`; `resolveCommand` may throw (no binary found), which ends as an exit with `error`. */
export function spawnServiceProcess(
  resolveCommand: () => string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; stopInput?: string } = {},
): SpawnedProcess {
  let child: ChildProcess;
  try {
    child = spawn(resolveCommand(), args, { stdio: ['pipe', 'pipe', 'pipe'], env: options.env });
  } catch (error) {
    const exited = Promise.resolve<ProcessExit>({ code: null, signal: null, stderrTail: '', error: error as Error });
    return { child: null, stdout: null, exited, requestStop: () => undefined, kill: () => undefined };
  }
  let stderrTail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString()).slice(-STDERR_TAIL_CHARS);
  });
  // A process that went away must not turn its pipes' errors into crashes of the agent.
  child.stdin?.on('error', () => undefined);
  child.stdout?.on('error', () => undefined);
  const exited = new Promise<ProcessExit>((resolve) => {
    let spawnError: Error | undefined;
    child.on('error', (error) => {
      spawnError = error;
      if (child.pid === undefined) resolve({ code: null, signal: null, stderrTail, error });
    });
    child.on('close', (code, signal) =>
      resolve({ code, signal, stderrTail, ...(spawnError ? { error: spawnError } : {}) }),
    );
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    stdout: child.stdout,
    exited,
    requestStop: () => {
      if (alive() && child.stdin?.writable) child.stdin.end(options.stopInput ?? 'q');
    },
    kill: (signal) => {
      if (alive()) child.kill(signal);
    },
  };
}

/** How a process ended, in a line for the device page: the code or signal and the last stderr lines. */
export function describeExit(exit: ProcessExit): string {
  if (exit.error) return `Could not start: ${exit.error.message}`;
  const how = exit.signal ? `killed by ${exit.signal}` : `exited with code ${exit.code}`;
  const tail = exit.stderrTail.trim().split('\n').slice(-3).join(' | ').trim();
  return tail ? `${how}: ${tail}` : how;
}
