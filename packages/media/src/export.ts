/**
 * Exports of a time range that spans several segment files: an ffconcat list that trims the first
 * and last file, and the ffmpeg commands that join it onto stdout.
 */
import { AAC_AUDIO, H264_VIDEO, PREAMBLE } from './presets';

export interface ConcatPiece {
  file: string;
  /** Where to start inside this file, in seconds (the first piece of a range). */
  inpointSeconds?: number;
  /** Where to stop inside this file, in seconds (the last piece of a range). */
  outpointSeconds?: number;
}

/** A path in ffconcat single quotes; a quote inside is closed, escaped and reopened. */
function quotePath(file: string): string {
  if (/[\r\n]/.test(file)) throw new Error(`A line break cannot be listed in a concat file: ${JSON.stringify(file)}`);
  return `'${file.replaceAll("'", "'\\''")}'`;
}

/** The ffconcat 1.0 text of `pieces`, in order. */
export function concatList(pieces: ConcatPiece[]): string {
  const lines = ['ffconcat version 1.0'];
  for (const piece of pieces) {
    lines.push(`file ${quotePath(piece.file)}`);
    if (piece.inpointSeconds !== undefined) lines.push(`inpoint ${piece.inpointSeconds.toFixed(6)}`);
    if (piece.outpointSeconds !== undefined) lines.push(`outpoint ${piece.outpointSeconds.toFixed(6)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Reads an ffconcat list whose paths may be absolute. */
function concatInput(listFile: string): string[] {
  return ['-f', 'concat', '-safe', '0', '-i', listFile];
}

/**
 * ffmpeg arguments that join the pieces of `listFile` into one mp3 or ADTS AAC stream on stdout,
 * or into `destination` (a file: an mp3 file then carries the header that gives its duration).
 * Audio is copied: the first piece loses the frame that straddles its inpoint and the last keeps
 * the one that straddles its outpoint, so the duration is within one frame (26 ms) of the range.
 */
export function audioExportArgs(listFile: string, format: 'mp3' | 'aac', destination = 'pipe:1'): string[] {
  return [
    ...PREAMBLE,
    '-copyts',
    ...concatInput(listFile),
    '-map',
    '0:a:0',
    '-vn',
    '-c:a',
    'copy',
    // -copyts keeps the frame straddling the first inpoint at a negative time, where -ss 0 drops it.
    '-ss',
    '0',
    '-f',
    format === 'mp3' ? 'mp3' : 'adts',
    destination,
  ];
}

/**
 * ffmpeg arguments that rewrap an ADTS AAC file (`audioExportArgs`' output) as an MP4 audio file
 * (.m4a) at `destination`, with its index (moov) before the audio (mdat). The frames are copied,
 * not re-encoded, so the cut stays exact; a player reads the exact duration from the first bytes
 * and seeks with byte ranges, where ADTS only lets it estimate and scan.
 */
export function adtsToM4aArgs(input: string, destination: string): string[] {
  return [
    ...PREAMBLE,
    '-i',
    input,
    '-map',
    '0:a:0',
    '-c:a',
    'copy',
    // ADTS frames carry their own headers; MP4 wants the raw frames and one AudioSpecificConfig.
    '-bsf:a',
    'aac_adtstoasc',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    destination,
  ];
}

/** trim/atrim bounds in seconds: from `start`, for `duration` when given. */
function trimBounds(start: number, duration: number | undefined): string {
  return `start=${start.toFixed(6)}${duration !== undefined ? `:duration=${duration.toFixed(6)}` : ''}`;
}

/**
 * ffmpeg arguments that join the pieces of `listFile` into MP4 or MPEG-TS, re-encoded so both ends
 * are exact to the frame. On stdout an MP4 is fragmented (a pipe cannot be rewound); into a file
 * (`destination`) it is a plain MP4 with its index first, so a player knows the duration and can
 * seek before it has the whole file. MPEG-TS seeking lands between keyframes and loses the frames
 * up to the next one, so video pieces carry no inpoint: `startSeconds` (into the first piece) and
 * `durationSeconds` trim the decoded frames instead.
 */
export function videoExportArgs(
  listFile: string,
  output: 'mp4' | 'ts',
  options: { startSeconds?: number; durationSeconds?: number; destination?: string } = {},
): string[] {
  const destination = options.destination ?? 'pipe:1';
  const bounds = trimBounds(options.startSeconds ?? 0, options.durationSeconds);
  return [
    ...PREAMBLE,
    ...concatInput(listFile),
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-vf',
    `trim=${bounds},setpts=PTS-STARTPTS`,
    '-af',
    `atrim=${bounds},asetpts=PTS-STARTPTS`,
    ...H264_VIDEO,
    // Without B-frames the first frame is shown at zero, so the container's duration is the range's.
    '-bf',
    '0',
    ...AAC_AUDIO,
    // Shifting every stream by the AAC priming would lengthen the video by 21 ms.
    '-avoid_negative_ts',
    'disabled',
    ...(output === 'mp4'
      ? ['-movflags', destination === 'pipe:1' ? 'frag_keyframe+empty_moov' : '+faststart', '-f', 'mp4']
      : // MPEG-TS has no edit list to hide the AAC encoder's priming packet (before zero), which
        // would add 21 ms to the export: drop it.
        ['-bsf:a', 'noise=drop=lt(pts\\,0)', '-f', 'mpegts']),
    destination,
  ];
}
