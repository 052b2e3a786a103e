/**
 * The recorder's ffmpeg command: one long-running process per station that reads the source and
 * cuts it into segment files on wall-clock multiples, announcing each finished file on stdout.
 */
import type { StationFormat } from '@antena/contract';
import { carriesDemoTalk, demoTalkMix } from './demo-talk';
import { LAVFI_SCHEME, inputArgs } from './input';
import { AAC_AUDIO, H264_VIDEO, MP3_AUDIO, PREAMBLE, QUIET } from './presets';
import { waveformTapArgs } from './waveform-tap';

/** The file extension of a segment recorded in `format`. */
export function segmentExtension(format: StationFormat): 'mp3' | 'aac' | 'ts' {
  return format === 'mpegts' ? 'ts' : format;
}

const SEGMENT_MUXER: Record<StationFormat, string> = { mp3: 'mp3', aac: 'adts', mpegts: 'mpegts' };

/** ffmpeg's demuxer of each segment format (ADTS is read by the `aac` demuxer). */
const SEGMENT_DEMUXER: Record<StationFormat, string> = { mp3: 'mp3', aac: 'aac', mpegts: 'mpegts' };

/** ffmpeg's demuxer of a segment recorded in `format`, for `-f` where it cannot probe a file (a pipe). */
export function segmentDemuxer(format: StationFormat): string {
  return SEGMENT_DEMUXER[format];
}

/** The encoders used when the source has no codec of its own to keep (generated PCM). */
const AUDIO_ENCODER: Record<'mp3' | 'aac', readonly string[]> = { mp3: MP3_AUDIO, aac: AAC_AUDIO };

/** A stalled network source makes ffmpeg exit after this long, so the supervisor restarts it. */
const DEFAULT_STALL_TIMEOUT_SECONDS = 20;

export interface CaptureOptions {
  streamUrl: string;
  format: StationFormat;
  /** Where the numbered segment files are written. */
  outputDir: string;
  /** Segment length; files are cut when the wall clock crosses a multiple of it. */
  segmentSeconds: number;
  /** Seconds past each multiple at which the files are cut (`segmentClockOffset`); 0 when absent. */
  clockOffsetSeconds?: number;
  /** Seconds without data before a network read fails (default 20). */
  stallTimeoutSeconds?: number;
  /**
   * Audio stations: a pipe (file descriptor) that receives the decoded audio for a WaveformTap,
   * so waveforms are ready when a segment ends. Video stations get theirs with the thumbnails.
   */
  waveformPipe?: number;
  /**
   * The demo radio's talk track (`demoTalkTrackArgs`), mixed over its generated source; ignored
   * for any other source.
   */
  demoTalkTrack?: string;
}

/** True for sources read over a network protocol (anything with a scheme but files and lavfi). */
export function isNetworkSource(streamUrl: string): boolean {
  if (isGenerated(streamUrl)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(streamUrl)?.[1];
  return scheme !== undefined && scheme.toLowerCase() !== 'file';
}

function isGenerated(streamUrl: string): boolean {
  return streamUrl.startsWith(LAVFI_SCHEME);
}

/** A preset with its audio bitrate replaced. */
function atBitrate(preset: readonly string[], audioBitrate: string): string[] {
  return preset.map((arg, i) => (preset[i - 1] === '-b:a' ? audioBitrate : arg));
}

/**
 * Encoder arguments for a recording in `format` from a source that must be encoded (generated
 * PCM, a sound card): H.264 and AAC for mpegts, else the format's audio encoder at `audioBitrate`.
 */
export function encodeArgs(format: StationFormat, audioBitrate = '128k'): string[] {
  if (format === 'mpegts') {
    return [
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      ...H264_VIDEO,
      // A keyframe every second lets segment cuts and exports land on exact seconds.
      '-force_key_frames',
      'expr:gte(t,n_forced*1)',
      ...atBitrate(AAC_AUDIO, audioBitrate),
    ];
  }
  return ['-map', '0:a:0', '-vn', ...atBitrate(AUDIO_ENCODER[format], audioBitrate)];
}

function codecArgs(streamUrl: string, format: StationFormat): string[] {
  // Audio stations keep the broadcast bitstream untouched; only generated PCM must be encoded.
  if (format === 'mpegts' || isGenerated(streamUrl)) return encodeArgs(format);
  return ['-map', '0:a:0', '-vn', '-c:a', 'copy'];
}

/**
 * Where in each period of `segmentSeconds` a station's files are cut, from its id: stable across
 * restarts, and spread over the period (0.1 s steps), so the work each finished segment starts
 * (its audit matching above all) arrives evenly instead of every station's at the same second.
 */
export function segmentClockOffset(stationId: string, segmentSeconds: number): number {
  // FNV-1a: a stable hash with no dependency; any spread suffices.
  let hash = 0x811c9dc5;
  for (let i = 0; i < stationId.length; i++) hash = Math.imul(hash ^ stationId.charCodeAt(i), 0x01000193);
  const steps = Math.max(1, Math.round(segmentSeconds * 10));
  return ((hash >>> 0) % steps) / 10;
}

export interface SegmentOutputOptions {
  format: StationFormat;
  /** Where the numbered segment files `%09d.<ext>` are written. */
  outputDir: string;
  segmentSeconds: number;
  clockOffsetSeconds?: number;
  /** True when ffmpeg encodes the audio (rather than copying the source's bitstream). */
  encoded: boolean;
}

/**
 * The segment muxer's output arguments: files cut on wall-clock multiples of `segmentSeconds`,
 * each starting at timestamp zero, and one CSV line `file,start,end` on stdout per finished file
 * (read by `parseSegmentListLine`). The recorder and the StreamerBox agent both record with it.
 */
export function segmentOutputArgs(options: SegmentOutputOptions): string[] {
  const { format, outputDir, segmentSeconds } = options;
  return [
    '-f',
    'segment',
    '-segment_format',
    SEGMENT_MUXER[format],
    '-segment_time',
    String(segmentSeconds),
    '-segment_atclocktime',
    '1',
    ...(options.clockOffsetSeconds ? ['-segment_clocktime_offset', options.clockOffsetSeconds.toFixed(1)] : []),
    // Every segment starts at zero, so a position in the file is an offset into the segment (the
    // export inpoints); MPEG-TS also drops the 1.4 s mux delay it would add for that.
    '-reset_timestamps',
    '1',
    ...(format === 'mpegts' ? ['-muxdelay', '0', '-muxpreload', '0'] : []),
    '-segment_list',
    'pipe:1',
    '-segment_list_type',
    'csv',
    ...(format === 'mp3' && options.encoded
      ? // The encoder's start delay would be written into every segment's Xing header, and
        // players would then drop 12 ms at the start of each file although only the first has it.
        ['-segment_format_options', 'write_xing=0']
      : []),
    // A literal % in the directory would be read as part of the numbering pattern.
    `${outputDir.replace(/\/+$/, '').replaceAll('%', '%%')}/%09d.${segmentExtension(format)}`,
  ];
}

/**
 * ffmpeg arguments that record `streamUrl` into `<outputDir>/%09d.<ext>` segments. Each finished
 * segment prints one CSV line `file,start,end` (seconds) on stdout, read by `parseSegmentListLine`.
 */
export function captureArgs(options: CaptureOptions): string[] {
  const { streamUrl, format, outputDir, segmentSeconds } = options;
  const stallSeconds = options.stallTimeoutSeconds ?? DEFAULT_STALL_TIMEOUT_SECONDS;
  // Video stations get their waveform with the thumbnails.
  const tapPipe = format === 'mpegts' ? undefined : options.waveformPipe;
  const talk =
    options.demoTalkTrack && carriesDemoTalk(streamUrl)
      ? demoTalkMix(options.demoTalkTrack, tapPipe !== undefined)
      : null;
  return [
    // stdin stays open: the recorder stops a capture with 'q', which ffmpeg obeys even after a
    // signal sent to the whole process group (a second signal would make it drop the segment).
    ...QUIET,
    ...(isNetworkSource(streamUrl) ? ['-rw_timeout', String(Math.round(stallSeconds * 1_000_000))] : []),
    ...inputArgs(streamUrl),
    ...(talk?.args ?? []),
    ...mapping(codecArgs(streamUrl, format), talk?.outputs[0]),
    ...segmentOutputArgs({
      format,
      outputDir,
      segmentSeconds,
      clockOffsetSeconds: options.clockOffsetSeconds,
      encoded: isGenerated(streamUrl),
    }),
    ...(tapPipe !== undefined ? mapping(waveformTapArgs(tapPipe), talk?.outputs[1]) : []),
  ];
}

/** Output arguments that read the filter graph's output `label` instead of the input's audio. */
function mapping(args: string[], label: string | undefined): string[] {
  if (!label) return args;
  const at = args.indexOf('-map');
  return args.map((arg, i) => (i === at + 1 ? label : arg));
}

/**
 * ffmpeg arguments that drop the first `seconds` of a segment file without re-encoding (to the
 * frame, or for video to the keyframe, before that point): a capture's first segment may begin
 * with a server's burst of audio the previous segment already holds. With `keepSeconds`, only
 * that much is kept after the cut (a late segment whose end another capture already recorded).
 */
export function trimStartArgs(
  inputFile: string,
  outputFile: string,
  seconds: number,
  format: StationFormat,
  keepSeconds?: number,
): string[] {
  return [
    ...PREAMBLE,
    '-ss',
    seconds.toFixed(3),
    '-i',
    inputFile,
    ...(keepSeconds === undefined ? [] : ['-t', keepSeconds.toFixed(3)]),
    '-map',
    '0',
    '-c',
    'copy',
    ...(format === 'mpegts' ? ['-muxdelay', '0', '-muxpreload', '0'] : []),
    '-f',
    SEGMENT_MUXER[format],
    '-y',
    outputFile,
  ];
}

export interface SegmentListEntry {
  /** The file name as ffmpeg wrote it (relative to the output directory). */
  file: string;
  /** Start and end of the segment on the capture's timeline, in seconds. */
  startSeconds: number;
  endSeconds: number;
}

// ffmpeg quotes the file name (doubling inner quotes) only when it holds a comma, quote or newline.
const SEGMENT_LIST_LINE = /^(?:"((?:[^"]|"")*)"|([^,"]+)),(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/;

/** Parses one `file,start,end` line; null for a blank or malformed line. */
export function parseSegmentListLine(line: string): SegmentListEntry | null {
  const match = SEGMENT_LIST_LINE.exec(line.trim());
  if (!match) return null;
  const [, quoted, plain, start, end] = match;
  const startSeconds = Number(start);
  const endSeconds = Number(end);
  if (endSeconds < startSeconds) return null;
  return { file: quoted !== undefined ? quoted.replaceAll('""', '"') : (plain ?? ''), startSeconds, endSeconds };
}
