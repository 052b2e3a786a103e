/** ffmpeg whose output streams straight into an HTTP reply, killed when the client goes away. */
import { PassThrough, type Readable } from 'node:stream';
import { exitReason, spawnFfmpeg } from '@antena/media';

export interface StreamExit {
  code: number | null;
  stderrTail: string;
  /** The reader went away first and ffmpeg was stopped for it: an ordinary end, not a failure. */
  readerGone: boolean;
}

export function ffmpegStream(args: string[], onExit: (exit: StreamExit) => void): Readable {
  const media = spawnFfmpeg(args);
  const out = new PassThrough();
  let readerGone = false;
  media.stdout?.pipe(out, { end: false });
  void media.exited.then((exit) => {
    onExit({ code: exit.code, stderrTail: exit.error ? exitReason(exit) : exit.stderrTail, readerGone });
    // ffmpeg could not start or run (no binary, no file handles left): this reply fails with a
    // stream error, which Fastify answers or aborts; the process stays up.
    if (exit.error) out.destroy(new Error(exitReason(exit)));
    else out.end();
  });
  out.on('close', () => {
    if (!out.writableFinished) readerGone = true;
    media.kill('SIGKILL');
  });
  return out;
}
