/**
 * The one way ffmpeg and ffprobe are started. `spawnFfmpeg` never throws and never leaves an
 * 'error' unheard: a binary that is missing, an argument list the system refuses (E2BIG) or a
 * process that dies all end in `exited`, with the stderr tail as the reason. `run` collects
 * stdout for the short commands.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createReadStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { resolveBinary } from './binaries';

export class MediaCommandError extends Error {
  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(`${command} exited with ${exitCode ?? 'a signal'}: ${stderrTail.trim().split('\n').slice(-3).join(' | ')}`);
    this.name = 'MediaCommandError';
  }
}

const STDERR_TAIL_BYTES = 4096;

export interface MediaExit {
  /** The exit code; null when the process was killed by a signal or never started. */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The last few kilobytes of stderr. */
  stderrTail: string;
  /** Why the process could not be started or run (missing binary, E2BIG, EMFILE…), if so. */
  error?: Error;
}

export interface MediaProcess {
  /** Null when the process never started. */
  readonly child: ChildProcess | null;
  readonly stdin: Writable | null;
  readonly stdout: Readable | null;
  /** Resolves once, when the process has ended or could not start; never rejects. */
  readonly exited: Promise<MediaExit>;
  kill(signal?: NodeJS.Signals): void;
}

export interface SpawnOptions {
  /** Extra pipes after stdin, stdout and stderr (fd 3…), e.g. the capture's waveform tap. */
  extraPipes?: number;
  /** A writable stdin, to ask ffmpeg to finish with 'q' (the preamble's -nostdin must be absent). */
  stdin?: boolean;
  signal?: AbortSignal;
  /** The child's environment (the parent's when absent). */
  env?: NodeJS.ProcessEnv;
}

/** A short reason for logs and statuses: the error, else the last stderr line, else the exit code. */
export function exitReason(exit: MediaExit, binary = 'ffmpeg'): string {
  if (exit.error) return exit.error.message;
  const last = exit.stderrTail.trim().split('\n').pop()?.trim();
  return last || `${binary} exited with ${exit.code ?? exit.signal ?? 'an unknown status'}`;
}

/**
 * The environment of an ffmpeg: loopback URLs (stored media the server hands it) never go
 * through an `http_proxy` the environment sets, which ffmpeg would otherwise use for them.
 */
function ffmpegEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (!env.http_proxy) return env;
  return { ...env, no_proxy: [env.no_proxy, '127.0.0.1'].filter(Boolean).join(',') };
}

export function spawnFfmpeg(
  args: string[],
  options: SpawnOptions = {},
  binary: 'ffmpeg' | 'ffprobe' = 'ffmpeg',
): MediaProcess {
  return spawnProcess(() => resolveBinary(binary), args, { ...options, env: ffmpegEnv(options.env) });
}

/**
 * Any long-running program started the way ffmpeg is (the device agent's services):
 * `resolveCommand` may throw (no binary found), which ends as an exit with `error`.
 */
export function spawnProcess(resolveCommand: () => string, args: string[], options: SpawnOptions = {}): MediaProcess {
  const stdio: StdioOptions = [
    options.stdin ? 'pipe' : 'ignore',
    'pipe',
    'pipe',
    ...Array.from({ length: options.extraPipes ?? 0 }, () => 'pipe' as const),
  ];
  let child: ChildProcess;
  try {
    child = spawn(resolveCommand(), args, { stdio, signal: options.signal, env: options.env });
  } catch (error) {
    // Refused before a process exists (no binary found, a NUL byte in an argument).
    const failed = Promise.resolve<MediaExit>({ code: null, signal: null, stderrTail: '', error: error as Error });
    return { child: null, stdin: null, stdout: null, exited: failed, kill: () => undefined };
  }
  let stderrTail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString()).slice(-STDERR_TAIL_BYTES);
  });
  // A reader that went away (the HTTP client, a stopped capture) must not become an 'error' event.
  child.stdin?.on('error', () => undefined);
  child.stdout?.on('error', () => undefined);
  const exited = new Promise<MediaExit>((resolve) => {
    let spawnError: Error | undefined;
    child.on('error', (error) => {
      spawnError = error;
      // A process that never started emits no 'close' of its own on every platform.
      if (child.pid === undefined) resolve({ code: null, signal: null, stderrTail, error });
    });
    child.on('close', (code, signal) =>
      resolve({ code, signal, stderrTail, ...(spawnError ? { error: spawnError } : {}) }),
    );
  });
  return {
    child,
    stdin: child.stdin,
    stdout: child.stdout,
    exited,
    kill: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

export interface RunOptions {
  signal?: AbortSignal;
  /** A file fed to the command's stdin, which reads it as `pipe:0`. */
  stdinFile?: string;
  /** Bytes fed to the command's stdin as they come (stored objects): see `feedStdin`. */
  input?: Readable;
}

/**
 * Feeds `input` to the command's stdin (`pipe:0`; a preamble's -nostdin only stops ffmpeg reading
 * commands there). The command may stop reading once it has what it needs (EPIPE): no failure.
 * When the input itself fails (a store that went away) the command is killed, so that it never
 * finishes on part of its input as if that were all, and `failure()` says why.
 */
export function feedStdin(media: MediaProcess, input: Readable): { failure(): Error | undefined } {
  let failure: Error | undefined;
  const stdin = media.stdin;
  if (!stdin) {
    input.destroy();
    return { failure: () => failure };
  }
  let stdinGone = false;
  stdin.once('error', () => (stdinGone = true));
  input.once('error', (error) => {
    // The command closing its stdin fails the input too: only the input's own failure counts.
    if (stdinGone) return;
    failure = new Error(`the input failed: ${error.message}`, { cause: error });
    media.kill('SIGKILL');
  });
  pipeline(input, stdin).catch(() => undefined);
  return { failure: () => failure };
}

export async function run(binary: 'ffmpeg' | 'ffprobe', args: string[], options: RunOptions = {}): Promise<Buffer> {
  const piped = options.stdinFile !== undefined || options.input !== undefined;
  const media = spawnFfmpeg(args, { signal: options.signal, stdin: piped }, binary);
  const stdout: Buffer[] = [];
  media.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
  // A command stops reading once it knows enough: the rest of the file is not wanted (EPIPE).
  const fed =
    options.stdinFile !== undefined && media.stdin
      ? pipeline(createReadStream(options.stdinFile), media.stdin).catch(() => undefined)
      : undefined;
  const input = options.input && feedStdin(media, options.input);
  const exit = await media.exited;
  await fed;
  const inputFailure = input?.failure();
  if (inputFailure) throw inputFailure;
  if (exit.error) throw exit.error;
  if (exit.code !== 0) throw new MediaCommandError(binary, exit.code, exit.stderrTail);
  return Buffer.concat(stdout);
}
