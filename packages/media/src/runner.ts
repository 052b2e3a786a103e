/** Runs ffmpeg or ffprobe: collects stdout, keeps the stderr tail for errors, honours an AbortSignal. */
import { spawn } from 'node:child_process';
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

export function run(
  binary: 'ffmpeg' | 'ffprobe',
  args: string[],
  options: { signal?: AbortSignal } = {},
): Promise<Buffer> {
  const executable = resolveBinary(binary);
  return new Promise((resolve, reject) => {
    const child = spawn(executable, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL_BYTES);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(stdout));
      else reject(new MediaCommandError(binary, code, stderr));
    });
  });
}
