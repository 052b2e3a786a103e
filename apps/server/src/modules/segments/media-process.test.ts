import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ffmpegStream, type StreamExit } from './media-process';

/** A minute of silence as MP3 on stdout: far longer than the test reads. */
const LONG_OUTPUT = ['-nostdin', '-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono', '-t', '60', '-f', 'mp3', 'pipe:1'];

describe('ffmpegStream', () => {
  it('reports a reader that went away mid-stream as such, not as a failed ffmpeg', async () => {
    const exited = new Promise<StreamExit>((resolve) => {
      const stream = ffmpegStream(LONG_OUTPUT, resolve);
      void once(stream, 'data').then(() => stream.destroy());
    });
    expect(await exited).toMatchObject({ readerGone: true });
  });

  it('reports a stream read to its end as a clean exit', async () => {
    let exit: StreamExit | undefined;
    const stream = ffmpegStream(
      ['-nostdin', '-f', 'lavfi', '-i', 'anullsrc', '-t', '0.1', '-f', 'mp3', 'pipe:1'],
      (e) => {
        exit = e;
      },
    );
    stream.resume();
    await once(stream, 'end');
    expect(exit).toMatchObject({ code: 0, readerGone: false });
  });
});
