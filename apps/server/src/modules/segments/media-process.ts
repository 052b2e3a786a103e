/** ffmpeg whose output streams straight into an HTTP reply, killed when the client goes away. */
import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { resolveBinary } from '@antena/media';

const STDERR_TAIL = 2000;

export function ffmpegStream(args: string[], onExit: (code: number | null, stderrTail: string) => void): Readable {
  const child = spawn(resolveBinary('ffmpeg'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL);
  });
  child.on('close', (code) => onExit(code, stderr));
  child.stdout.on('close', () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return child.stdout;
}
