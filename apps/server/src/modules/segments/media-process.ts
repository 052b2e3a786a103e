/** ffmpeg whose output streams straight into an HTTP reply, killed when the client goes away. */
import { PassThrough, type Readable } from 'node:stream';
import { exitReason, spawnFfmpeg } from '@antena/media';

export function ffmpegStream(args: string[], onExit: (code: number | null, stderrTail: string) => void): Readable {
  const media = spawnFfmpeg(args);
  const out = new PassThrough();
  media.stdout?.pipe(out, { end: false });
  void media.exited.then((exit) => {
    onExit(exit.code, exit.error ? exitReason(exit) : exit.stderrTail);
    // ffmpeg could not start or run (no binary, no file handles left): this reply fails with a
    // stream error, which Fastify answers or aborts; the process stays up.
    if (exit.error) out.destroy(new Error(exitReason(exit)));
    else out.end();
  });
  out.on('close', () => media.kill('SIGKILL'));
  return out;
}
