/**
 * ffmpeg arguments of a fragment's media (issue 17): its chunks, each an ffconcat list of the
 * recorded segments it covers (export.ts `concatList`), cut exactly and joined in order in one
 * ffmpeg run; video as MP4 with the client's watermark over it when one is given.
 */
import { audioExportArgs } from './export';
import { AAC_AUDIO, H264_VIDEO, MP3_AUDIO, PREAMBLE } from './presets';
import { untrustedInput } from './untrusted';

/** One chunk's cut: its ffconcat list, and the decoded span of it to keep (seconds). */
export interface ChunkCut {
  /** The chunk's ffconcat list: a file, or a URL that serves it. */
  listFile: string;
  /** Where the chunk starts in its list's timeline: 0 when the list's inpoint already cut it. */
  startSeconds: number;
  /** The recorded length of the chunk: its range less its gaps. */
  durationSeconds: number;
}

export type WatermarkX = 'left' | 'center' | 'right';
export type WatermarkY = 'top' | 'center' | 'bottom';

export interface WatermarkOverlay {
  /** The image, read by ffmpeg as one frame that stays over the whole video. */
  file: string;
  /** Its demuxer, as `probeUntrusted` found it: an image is a user's bytes. */
  demuxer: string;
  positionX: WatermarkX;
  positionY: WatermarkY;
  /** Pixels from the edge it sits at; none at center (spec 02 section 5 hides them there). */
  paddingX: number;
  paddingY: number;
  /** 0 (invisible) to 1 (as the image is). */
  opacity: number;
}

const seconds = (value: number) => value.toFixed(6);
const concatInput = (listFile: string) => ['-f', 'concat', '-safe', '0', '-i', listFile];
const inputsOf = (chunks: ChunkCut[]) => chunks.flatMap((chunk) => concatInput(chunk.listFile));
const bounds = (chunk: ChunkCut) => `start=${seconds(chunk.startSeconds)}:duration=${seconds(chunk.durationSeconds)}`;

function assertChunks(chunks: ChunkCut[]): void {
  if (chunks.length === 0) throw new Error('A fragment needs at least one chunk');
}

/**
 * An audio fragment in the station's codec. One chunk is stream-copied from its list (whose
 * inpoint and outpoint cut it within one codec frame, 26 ms, and fast: no decoding). Several
 * chunks are decoded and each trimmed to the sample, then joined and encoded once: copying would
 * keep a straddling frame at every join, a frame more per chunk.
 */
export function fragmentAudioArgs(chunks: ChunkCut[], format: 'mp3' | 'aac', destination: string): string[] {
  assertChunks(chunks);
  if (chunks.length === 1) return audioExportArgs(chunks[0]!.listFile, format, destination);
  // What precedes the list's inpoint is cut by its timestamps, which are the first file's own;
  // past that the samples are counted, since a list's later files are placed by their estimated
  // durations (ADTS and Xing-less MP3 have none written) and would leave holes or overlaps.
  const trims = chunks.map(
    (chunk, index) =>
      `[${index}:a:0]atrim=start=0,asetpts=N/SR/TB,atrim=duration=${seconds(chunk.durationSeconds)}[a${index}]`,
  );
  const joined = `${chunks.map((_chunk, index) => `[a${index}]`).join('')}concat=n=${chunks.length}:v=0:a=1[audio]`;
  return [
    ...PREAMBLE,
    ...inputsOf(chunks),
    '-filter_complex',
    [...trims, joined].join(';'),
    '-map',
    '[audio]',
    ...(format === 'mp3'
      ? [...MP3_AUDIO, '-f', 'mp3']
      : // ADTS has no edit list to hide the encoder's priming frame (before zero): it is dropped.
        [...AAC_AUDIO, '-bsf:a', 'noise=drop=lt(pts\\,0)', '-f', 'adts']),
    destination,
  ];
}

/** overlay's x and y expressions for a watermark of size (w, h) over a video of size (W, H). */
export function watermarkPosition(watermark: Omit<WatermarkOverlay, 'file' | 'demuxer' | 'opacity'>): {
  x: string;
  y: string;
} {
  const x = { left: `${watermark.paddingX}`, center: '(W-w)/2', right: `W-w-${watermark.paddingX}` };
  const y = { top: `${watermark.paddingY}`, center: '(H-h)/2', bottom: `H-h-${watermark.paddingY}` };
  return { x: x[watermark.positionX], y: y[watermark.positionY] };
}

/**
 * A video fragment as MP4 (H.264 and AAC, index first): each chunk's decoded frames trimmed to
 * its span (MPEG-TS seeking would lose the frames up to a keyframe, so video lists carry no
 * inpoint and `startSeconds` says where the chunk starts), the chunks joined in order, and the
 * watermark laid over the result when given.
 */
export function fragmentVideoArgs(chunks: ChunkCut[], destination: string, watermark?: WatermarkOverlay): string[] {
  assertChunks(chunks);
  const graph = chunks.flatMap((chunk, index) => [
    `[${index}:v:0]trim=${bounds(chunk)},setpts=PTS-STARTPTS[v${index}]`,
    `[${index}:a:0]atrim=${bounds(chunk)},asetpts=PTS-STARTPTS[a${index}]`,
  ]);
  const pairs = chunks.map((_chunk, index) => `[v${index}][a${index}]`).join('');
  graph.push(`${pairs}concat=n=${chunks.length}:v=1:a=1[${watermark ? 'joined' : 'video'}][audio]`);
  if (watermark) {
    const { x, y } = watermarkPosition(watermark);
    const opacity = Math.min(1, Math.max(0, watermark.opacity));
    graph.push(`[${chunks.length}:v:0]format=rgba,colorchannelmixer=aa=${opacity}[mark]`);
    graph.push(`[joined][mark]overlay=x=${x}:y=${y}:format=auto,format=yuv420p[video]`);
  }
  return [
    ...PREAMBLE,
    ...inputsOf(chunks),
    ...(watermark ? untrustedInput(watermark.file, watermark.demuxer) : []),
    '-filter_complex',
    graph.join(';'),
    '-map',
    '[video]',
    '-map',
    '[audio]',
    ...H264_VIDEO,
    // Without B-frames the first frame is shown at zero, so the container's duration is the fragment's.
    '-bf',
    '0',
    ...AAC_AUDIO,
    // Shifting every stream by the AAC priming would lengthen the video by 21 ms.
    '-avoid_negative_ts',
    'disabled',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    destination,
  ];
}

/** The audio of a rendered MP4 copied out as ADTS AAC: a video fragment's AUDIO download. */
export function extractAudioArgs(input: string, destination: string): string[] {
  return [...PREAMBLE, '-i', input, '-map', '0:a:0', '-vn', '-c:a', 'copy', '-f', 'adts', destination];
}
