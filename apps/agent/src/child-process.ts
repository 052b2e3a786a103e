/**
 * A service's process: spawned with stdin open (so it can be asked to finish, as ffmpeg with
 * 'q'), never throwing, its end always heard as `exited` with the stderr tail as the reason.
 */
import type { ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { spawnProcess, type MediaExit } from '@antena/media';

/** How a service's process ended (ffmpeg's or any other's). */
export type ProcessExit = MediaExit;

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

/** Spawns `command` with stdin open; `resolveCommand` may throw (no binary found), which ends as an exit with `error`. */
export function spawnServiceProcess(
  resolveCommand: () => string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; stopInput?: string } = {},
): SpawnedProcess {
  const started = spawnProcess(resolveCommand, args, { stdin: true, ...(options.env && { env: options.env }) });
  const { child } = started;
  const alive = () => child !== null && child.exitCode === null && child.signalCode === null;
  return {
    child,
    stdout: started.stdout,
    exited: started.exited,
    requestStop: () => {
      if (alive() && started.stdin?.writable) started.stdin.end(options.stopInput ?? 'q');
    },
    kill: (signal) => started.kill(signal),
  };
}

/** How a process ended, in a line for the device page: the code or signal and the last stderr lines. */
export function describeExit(exit: ProcessExit): string {
  if (exit.error) return `Could not start: ${exit.error.message}`;
  const how = exit.signal ? `killed by ${exit.signal}` : `exited with code ${exit.code}`;
  const tail = exit.stderrTail.trim().split('\n').slice(-3).join(' | ').trim();
  return tail ? `${how}: ${tail}` : how;
}
