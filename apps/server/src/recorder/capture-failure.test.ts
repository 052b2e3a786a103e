import { describe, expect, it } from 'vitest';
import { MissingBinaryError, type MediaExit } from '@antena/media';
import { classifyCaptureExit, classifyStartError } from './capture-failure';

const failed = (stderrTail: string, code: number | null = 1): MediaExit => ({ code, signal: null, stderrTail });

function spawnError(code: string, binary = '/usr/bin/ffmpeg'): MediaExit {
  const error = Object.assign(new Error(`spawn ${binary} ${code}`), { code, syscall: `spawn ${binary}` });
  return { code: null, signal: null, stderrTail: '', error };
}

const firstRun = { stalled: false, recorded: false };

describe('classifyCaptureExit', () => {
  it('says ffmpeg is missing when the binary cannot be found or run', () => {
    expect(classifyCaptureExit(spawnError('ENOENT', '/nonexistent/ffmpeg'), firstRun)).toEqual({
      code: 'FFMPEG_MISSING',
      reason: 'spawn /nonexistent/ffmpeg ENOENT',
    });
    expect(classifyCaptureExit(spawnError('EACCES'), firstRun).code).toBe('FFMPEG_MISSING');
    const error = new MissingBinaryError('ffmpeg');
    const unresolved: MediaExit = { code: null, signal: null, stderrTail: '', error };
    expect(classifyCaptureExit(unresolved, firstRun)).toEqual({ code: 'FFMPEG_MISSING', reason: error.message });
  });

  it('says the system refused to start ffmpeg (E2BIG, EMFILE)', () => {
    expect(classifyCaptureExit(spawnError('E2BIG'), firstRun)).toEqual({
      code: 'SPAWN_FAILED',
      reason: 'spawn /usr/bin/ffmpeg E2BIG',
    });
    expect(classifyCaptureExit(spawnError('EMFILE'), firstRun).code).toBe('SPAWN_FAILED');
    expect(
      classifyStartError(Object.assign(new Error("EMFILE: too many open files, mkdir '/data/spool/s1/1'"))),
    ).toEqual({ code: 'SPAWN_FAILED', reason: "EMFILE: too many open files, mkdir '/data/spool/s1/1'" });
  });

  it.each([
    [
      'a refused connection (ffmpeg 5)',
      '[tcp @ 0x5569e4a44300] Connection to tcp://127.0.0.1:9 failed: Connection refused\nhttp://127.0.0.1:9/live.mp3: Connection refused\n',
      'http://127.0.0.1:9/live.mp3: Connection refused',
    ],
    [
      'an HTTP 404 (ffmpeg 5)',
      'http://radio.example/missing.mp3: Server returned 404 Not Found\n',
      'http://radio.example/missing.mp3: Server returned 404 Not Found',
    ],
    [
      'an HTTP 403 (ffmpeg 7)',
      '[http @ 0x6000038e8000] HTTP error 403 Forbidden\n[in#0 @ 0x600003be8000] Error opening input: Server returned 403 Forbidden (access denied)\nError opening input file https://radio.example/live.\nError opening input files: Server returned 403 Forbidden (access denied)\n',
      'Error opening input files: Server returned 403 Forbidden (access denied)',
    ],
    [
      'an unknown host, named before the vague I/O error',
      '[tcp @ 0x5583931f4000] Failed to resolve hostname radio.invalid: Name or service not known\nhttp://radio.invalid/live.mp3: Input/output error\n',
      '[tcp @ 0x5583931f4000] Failed to resolve hostname radio.invalid: Name or service not known',
    ],
    [
      'a connection that timed out before answering',
      '[tcp @ 0x55d0] Connection to tcp://10.0.0.9:8000 failed: Connection timed out\nhttp://10.0.0.9:8000/live: Connection timed out\n',
      'http://10.0.0.9:8000/live: Connection timed out',
    ],
  ])('says the source is unreachable on %s', (_case, stderr, reason) => {
    expect(classifyCaptureExit(failed(stderr), firstRun)).toEqual({ code: 'SOURCE_UNREACHABLE', reason });
  });

  it.each([
    [
      'a source with no audio stream',
      "[mov,mp4,m4a,3gp,3g2,mj2 @ 0x55a32790aa80] stream 0, offset 0x2c: partial file\nStream map '0:a:0' matches no streams.\nTo ignore this, add a trailing '?' to the map.\n",
      "Stream map '0:a:0' matches no streams.",
    ],
    [
      'a source that is not media',
      '[mp3 @ 0x557c13dc9a80] Invalid frame size (1156): Could not seek to 20274.\nhttp://radio.example/page.html: Invalid argument\n',
      '[mp3 @ 0x557c13dc9a80] Invalid frame size (1156): Could not seek to 20274.',
    ],
    [
      'input ffmpeg cannot decode (ffmpeg 7)',
      '[in#0 @ 0x5612] Error opening input: Invalid data found when processing input\nError opening input file http://radio.example/live.\nError opening input files: Invalid data found when processing input\n',
      'Error opening input files: Invalid data found when processing input',
    ],
  ])('says the source cannot be read on %s', (_case, stderr, reason) => {
    expect(classifyCaptureExit(failed(stderr), firstRun)).toEqual({ code: 'SOURCE_UNREADABLE', reason });
  });

  it('says the source ended its stream, with or without a word from ffmpeg', () => {
    expect(
      classifyCaptureExit(failed('[http @ 0x55f1] Will reconnect at 1048576 in 0 second(s), error=End of file.\n', 0), {
        stalled: false,
        recorded: true,
      }),
    ).toEqual({
      code: 'SOURCE_ENDED',
      reason: '[http @ 0x55f1] Will reconnect at 1048576 in 0 second(s), error=End of file.',
    });
    expect(classifyCaptureExit(failed('', 0), { stalled: false, recorded: true })).toEqual({
      code: 'SOURCE_ENDED',
      reason: 'ffmpeg exited with 0',
    });
  });

  it('says the source stalled when the watchdog stopped it or a read timed out after recording', () => {
    const killed: MediaExit = { code: null, signal: 'SIGKILL', stderrTail: '' };
    expect(classifyCaptureExit(killed, { stalled: true, recorded: true }).code).toBe('SOURCE_STALLED');
    const timedOut = failed(
      '[http @ 0x55d0] Stream ends prematurely at 4096, should be 18446744073709551615\nhttp://radio.example/live: Connection timed out\n',
    );
    expect(classifyCaptureExit(timedOut, { stalled: false, recorded: true })).toEqual({
      code: 'SOURCE_STALLED',
      reason: 'http://radio.example/live: Connection timed out',
    });
  });

  it('keeps the last line as the detail of what it cannot name', () => {
    expect(classifyCaptureExit(failed('Conversion failed!\n'), firstRun)).toEqual({
      code: 'UNKNOWN',
      reason: 'Conversion failed!',
    });
    expect(classifyCaptureExit({ code: null, signal: 'SIGSEGV', stderrTail: '' }, firstRun)).toEqual({
      code: 'UNKNOWN',
      reason: 'ffmpeg exited with SIGSEGV',
    });
  });
});
