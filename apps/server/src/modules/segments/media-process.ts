/** ffmpeg whose output streams straight into an HTTP reply, killed when the client goes away. */
import { PassThrough, type Readable } from 'node:stream';
import { exitReason, feedStdin, spawnFfmpeg } from '@antena/media';

export interface StreamExit {
  code: number | null;
  stderrTail: string;
  /** The reader went away first and ffmpeg was stopped for it: an ordinary end, not a failure. */
  readerGone: boolean;
}

/**
 * `input`, when given, is fed to ffmpeg's stdin (`pipe:0` in `args`, see feedStdin); `failure`
 * says whether what ffmpeg read otherwise failed (served objects, stored-input.ts). When its
 * input failed (the store went away) the reply fails, rather than ending short as if the media
 * were complete.
 */
export function ffmpegStream(
  args: string[],
  onExit: (exit: StreamExit) => void,
  options: { input?: Readable; failure?: () => Error | undefined } = {},
): Readable {
  const { input } = options;
  const media = spawnFfmpeg(args, { stdin: input !== undefined });
  const out = new PassThrough();
  let readerGone = false;
  media.stdout?.pipe(out, { end: false });
  const fed = input && feedStdin(media, input);
  void media.exited.then((exit) => {
    const inputFailure = fed?.failure() ?? options.failure?.();
    const failure = exit.error ? exitReason(exit) : inputFailure?.message;
    onExit({ code: inputFailure ? null : exit.code, stderrTail: failure ?? exit.stderrTail, readerGone });
    // ffmpeg could not start or run (no binary, no file handles left), or its input failed: this
    // reply fails with a stream error, which Fastify answers or aborts; the process stays up.
    if (failure) out.destroy(new Error(failure));
    else out.end();
  });
  out.on('close', () => {
    if (!out.writableFinished) readerGone = true;
    media.kill('SIGKILL');
  });
  return out;
}
