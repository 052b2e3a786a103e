import { run, type RunOptions } from './runner';

export interface ProbeResult {
  formatName: string;
  durationSeconds: number | null;
  /** The container's title tag, when it has one (an ad's name as its producer wrote it). */
  title: string | null;
  streams: {
    index: number;
    codecType: string;
    codecName: string;
    sampleRate?: number;
    channels?: number;
    width?: number;
    height?: number;
  }[];
}

export interface FfprobeJson {
  format?: { format_name?: string; duration?: string; tags?: Record<string, string> };
  streams?: {
    index: number;
    codec_type?: string;
    codec_name?: string;
    sample_rate?: string;
    channels?: number;
    width?: number;
    height?: number;
  }[];
}

/** Reads a media file's container and streams with ffprobe. */
export async function probe(file: string, options: { signal?: AbortSignal } = {}): Promise<ProbeResult> {
  return probeInput([file], options);
}

/**
 * ffprobe over the given input arguments (`['-f', 'mp3', '-i', file]`, or `pipe:0` with
 * `stdinFile`). A file that is not media is a MediaCommandError.
 */
export async function probeInput(input: string[], options: RunOptions = {}): Promise<ProbeResult> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', ...input];
  const output = await run('ffprobe', args, options);
  return parseProbe(JSON.parse(output.toString() || '{}') as FfprobeJson);
}

export function parseProbe(json: FfprobeJson): ProbeResult {
  const duration = Number(json.format?.duration);
  return {
    formatName: json.format?.format_name ?? 'unknown',
    durationSeconds: Number.isFinite(duration) ? duration : null,
    title: (json.format?.tags?.title ?? json.format?.tags?.TITLE)?.trim() || null,
    streams: (json.streams ?? []).map((s) => ({
      index: s.index,
      codecType: s.codec_type ?? 'unknown',
      codecName: s.codec_name ?? 'unknown',
      ...(s.sample_rate && { sampleRate: Number(s.sample_rate) }),
      ...(s.channels !== undefined && { channels: s.channels }),
      ...(s.width !== undefined && { width: s.width }),
      ...(s.height !== undefined && { height: s.height }),
    })),
  };
}
