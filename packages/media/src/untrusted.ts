/**
 * Reading bytes that a user or a device chose (an asset, an audit audio, a device's segment).
 *
 * ffmpeg picks a demuxer from a file's content, whatever its name, and some demuxers open other
 * inputs: an HLS playlist (`#EXTM3U`) or a concat list (`ffconcat version 1.0`) names local paths,
 * which ffmpeg then reads. Uploaded as `wm.txt` or `spot.mp3`, such a file put another client's
 * recording into the uploader's fragment, and its error told which server paths exist. So:
 * - the demuxer is never left to detection: it is detected once, by ffprobe reading the bytes on
 *   stdin under `-protocol_whitelist pipe`, where a playlist or a list can open nothing;
 * - only demuxers that read one self-contained stream are accepted (SELF_CONTAINED), and every
 *   later read forces that demuxer (`-f`) with `-protocol_whitelist file` for the one path
 *   Antena gives it: a forced demuxer of that list never opens a second input (mov's external
 *   references are off by default, and `-enable_drefs 0` says so).
 * Reads keep the file protocol, not stdin, because MP4 and MOV need to seek (their index is
 * often at the end: through a pipe a 5 MB M4A with its index last does not decode).
 */
import { probeInput, type ProbeResult } from './probe';
import { MediaCommandError } from './runner';

export type UntrustedKind = 'audio' | 'video' | 'image';

/** ffprobe's `format_name` of each accepted demuxer, and the name `-f` takes for it. */
const SELF_CONTAINED: Record<string, { demuxer: string; kinds: readonly UntrustedKind[] }> = {
  mp3: { demuxer: 'mp3', kinds: ['audio'] },
  aac: { demuxer: 'aac', kinds: ['audio'] },
  wav: { demuxer: 'wav', kinds: ['audio'] },
  flac: { demuxer: 'flac', kinds: ['audio'] },
  ogg: { demuxer: 'ogg', kinds: ['audio', 'video'] },
  aiff: { demuxer: 'aiff', kinds: ['audio'] },
  asf: { demuxer: 'asf', kinds: ['audio', 'video'] },
  'mov,mp4,m4a,3gp,3g2,mj2': { demuxer: 'mov', kinds: ['audio', 'video'] },
  'matroska,webm': { demuxer: 'matroska', kinds: ['audio', 'video'] },
  mpegts: { demuxer: 'mpegts', kinds: ['audio', 'video'] },
  png_pipe: { demuxer: 'png_pipe', kinds: ['image'] },
  jpeg_pipe: { demuxer: 'jpeg_pipe', kinds: ['image'] },
  webp_pipe: { demuxer: 'webp_pipe', kinds: ['image'] },
  gif: { demuxer: 'gif', kinds: ['image'] },
};

/** A file checked by `probeUntrusted`: what it holds, and the demuxer every read must force. */
export interface UntrustedMedia extends ProbeResult {
  demuxer: string;
}

/** The file is not media of the kind asked for, or is a list of other inputs. */
export class UntrustedMediaError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'UntrustedMediaError';
  }
}

/**
 * Detects what a file holds with ffprobe reading it on stdin, under a protocol whitelist of
 * `pipe` only, and accepts it when its demuxer is one of SELF_CONTAINED for `kind`. Throws
 * UntrustedMediaError otherwise (a playlist, a concat list, text, an image where audio is asked).
 */
export async function probeUntrusted(file: string, kind: UntrustedKind): Promise<UntrustedMedia> {
  let probed: ProbeResult;
  try {
    probed = await probeInput(['-protocol_whitelist', 'pipe', '-i', 'pipe:0'], { stdinFile: file });
  } catch (error) {
    if (error instanceof MediaCommandError) throw new UntrustedMediaError('not a media file');
    throw error;
  }
  const accepted = SELF_CONTAINED[probed.formatName];
  if (!accepted || !accepted.kinds.includes(kind)) throw new UntrustedMediaError(`not ${articleFor(kind)} file`);
  const streamType = kind === 'image' ? 'video' : kind;
  if (!probed.streams.some((stream) => stream.codecType === streamType))
    throw new UntrustedMediaError(`it has no ${kind === 'image' ? 'picture' : kind}`);
  return { ...probed, demuxer: accepted.demuxer };
}

const articleFor = (kind: UntrustedKind) => (kind === 'video' ? 'a video' : `an ${kind}`);

/**
 * ffmpeg's input arguments for a file whose demuxer is known (checked by `probeUntrusted`, or
 * the only one a station's format allows): forced, reading that one path and nothing else.
 */
export function untrustedInput(file: string, demuxer: string): string[] {
  if (!Object.values(SELF_CONTAINED).some((accepted) => accepted.demuxer === demuxer))
    throw new Error(`${demuxer} is not a demuxer that reads one self-contained file`);
  return [
    ...['-protocol_whitelist', 'file', '-f', demuxer],
    ...(demuxer === 'mov' ? ['-enable_drefs', '0'] : []),
    ...['-i', `file:${file}`],
  ];
}

/** ffprobe of a file whose demuxer is known, read through `untrustedInput`. */
export function probeAs(file: string, demuxer: string, options: { signal?: AbortSignal } = {}): Promise<ProbeResult> {
  return probeInput(untrustedInput(file, demuxer), options);
}
