/**
 * The ffmpeg command of one audiogram variant: one filtergraph, H.264 + AAC in MP4 at 30 fps.
 *
 * Memory: the still layers (background colour or picture, cover, title) are composed once, at
 * 1 fps on a finite colour source a second longer than the render, and only then raised to
 * 30 fps by one `fps` (which repeats references, not copies); `-t` cuts the output. Pictures are
 * single frames held by overlay's eof_action=repeat. Never `loop=-1` (unbounded), chained `fps`
 * on a still layer, or `fps` after `showfreqs`: at the end of the audio, `fps` there produced
 * frames without bound (2.7 GB for 5 s of audio, ffmpeg 5.1). The visualiser runs at its own
 * rate and the last overlay holds its latest frame over the 30 fps stills.
 */
import path from 'node:path';
import { AAC_AUDIO, H264_VIDEO, PREAMBLE, untrustedInput } from '@antena/media';
import {
  AUDIOGRAM_FPS,
  SPECTRUM_DEFAULTS,
  audiogramLayout,
  ffmpegColor,
  type AudiogramColors,
  type AudiogramVisualizer,
} from './audiogram-layout';

/** A picture checked by probeUntrusted: every read forces its demuxer. */
export interface AudiogramPicture {
  file: string;
  demuxer: string;
}

/** Everything the command needs, resolved: files written, pictures checked, size chosen. */
export interface AudiogramCommand {
  width: number;
  height: number;
  /** The fragment's audio (a file Antena made, not a user's upload). */
  audioFile: string;
  audioOffsetSeconds: number;
  durationSeconds: number;
  visualizer: AudiogramVisualizer;
  colors: AudiogramColors;
  backgroundImage?: AudiogramPicture | undefined;
  coverImage?: AudiogramPicture | undefined;
  /** The title, already wrapped, in a file drawtext reads (so the text needs no escaping). */
  titleFile?: string | undefined;
  /** The ASS captions (audiogramAss), if any. */
  captionsFile?: string | undefined;
  fontFile: string;
  outputFile: string;
  /** ffmpeg's threads (encoder and filtergraph); ffmpeg chooses when absent. */
  threads?: number | undefined;
}

/** Gain before the spectrum's cube-root scale: speech bars reach about half their height. */
const SPECTRUM_GAIN = 3;

const even = (value: number) => Math.max(2, 2 * Math.round(value / 2));

/**
 * A path as a filter option value. The graph and option parsers both split on these
 * characters, and quoting does not survive both levels, so paths holding them are refused
 * (they are Antena's own: a work directory and the font).
 */
export function filterPath(file: string): string {
  if (/[\\':,;[\]=\n%]/.test(file)) throw new Error(`Path not usable in an ffmpeg filtergraph: ${file}`);
  return file;
}

/** From the audio pad [va] to the visualiser pad [vis]: transparent but for the bars or wave. */
export function visualizerChain(
  visualizer: AudiogramVisualizer,
  color: string,
  box: { width: number; height: number },
): string {
  const half = even(box.width / 2);
  const fg = ffmpegColor(color);
  if (visualizer.type === 'spectrum') {
    // Each spectrum analyses a window of 4 x samples (spec: "sample rendering 4 times the
    // samples") of audio resampled to 30 windows a second (so 64 samples cover 0 to 3.8 kHz, the
    // voice), drawn `lines` wide, widened without smoothing, then mirrored left-right (low notes
    // in the middle) and up-down (bars grow from the centre line). ffmpeg 5.1's showfreqs has no
    // rate option: it draws 25 spectra a second, which the overlay holds across the 30 fps.
    const lines = visualizer.lines ?? SPECTRUM_DEFAULTS.lines;
    const window = SPECTRUM_DEFAULTS.analysisFactor * visualizer.samples;
    const barHeight = even(box.height / 2);
    return (
      `[va]aformat=channel_layouts=mono,volume=${SPECTRUM_GAIN},aresample=${Math.min(48000, window * AUDIOGRAM_FPS)},` +
      `showfreqs=s=${lines}x${barHeight}:mode=bar:ascale=cbrt:fscale=log:win_size=${window}:overlap=0:colors=${fg},` +
      `format=rgba,scale=${half}:${barHeight}:flags=neighbor,split[sl][sr];` +
      `[sl]hflip[slf];[slf][sr]hstack,split[su][sd];[sd]vflip[sdf];[su][sdf]vstack[vis]`
    );
  }
  // Each frame of the wave shows `window` seconds of audio (showwaves' rate is 1 / window); it
  // is redrawn every `posterization` frames of the video (`fps` dropping waves, which is safe
  // after showwaves). The overlay holds the last wave between two.
  const pad = even(Math.min(visualizer.padding, box.height / 4));
  const waveHeight = even(box.height - pad * 2);
  const waveRate = 1 / visualizer.window;
  const held = Math.min(waveRate, AUDIOGRAM_FPS / visualizer.posterization);
  return (
    `[va]aformat=channel_layouts=mono,volume=${visualizer.amplitude},` +
    `showwaves=s=${half}x${waveHeight}:mode=cline:rate=${waveRate.toFixed(4)}:draw=full:colors=${fg},` +
    `${held < waveRate ? `fps=${held.toFixed(4)},` : ''}split[sl][sr];` +
    `[sl]hflip[slf];[slf][sr]hstack,pad=${half * 2}:${waveHeight + pad * 2}:0:${pad}:color=black@0[vis]`
  );
}

/**
 * The filtergraph: input 0 is the audio, then the background picture and the cover when given.
 * Output pads [v] and [a].
 */
export function audiogramFilterGraph(command: AudiogramCommand): string {
  const { width, height } = command;
  const layout = audiogramLayout(width, height, Boolean(command.coverImage));
  // A second longer than the render (the colour source ends at its last frame's start): `-t`
  // cuts the output where the audio ends.
  const seconds = (Math.ceil(command.durationSeconds) + 1).toFixed(0);
  const chains: string[] = [
    `color=c=${ffmpegColor(command.colors.background)}:s=${width}x${height}:r=1:d=${seconds},format=yuv420p[base]`,
  ];
  let still = 'base';
  let input = 1;
  if (command.backgroundImage) {
    chains.push(
      `[${input++}:v]scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},setsar=1[bgimage]`,
      `[${still}][bgimage]overlay=0:0:eof_action=repeat:format=yuv420[bg]`,
    );
    still = 'bg';
  }
  if (command.coverImage) {
    const side = layout.cover;
    chains.push(
      `[${input++}:v]scale=${side}:${side}:force_original_aspect_ratio=increase,crop=${side}:${side},setsar=1[cover]`,
      `[${still}][cover]overlay=${layout.margin}:${layout.margin}:eof_action=repeat:format=yuv420[covered]`,
    );
    still = 'covered';
  }
  if (command.titleFile) {
    const { x, y, size, lineSpacing } = layout.title;
    chains.push(
      `[${still}]drawtext=fontfile=${filterPath(command.fontFile)}:textfile=${filterPath(command.titleFile)}:` +
        `expansion=none:fontcolor=${ffmpegColor(command.colors.title)}:fontsize=${size}:line_spacing=${lineSpacing}:x=${x}:y=${y}[titled]`,
    );
    still = 'titled';
  }
  chains.push(`[${still}]fps=${AUDIOGRAM_FPS}[still]`);
  const box = layout.visualizer;
  chains.push(`[0:a]asplit=2[a][va]`, visualizerChain(command.visualizer, command.colors.visualizer, box));
  const captions = command.captionsFile
    ? `,ass=filename=${filterPath(command.captionsFile)}:fontsdir=${filterPath(path.dirname(command.fontFile))}`
    : '';
  chains.push(
    `[still][vis]overlay=x=(W-w)/2:y=${box.y}+(${box.height}-h)/2:eof_action=repeat:format=yuv420${captions},format=yuv420p[v]`,
  );
  return chains.join(';');
}

/** The ffmpeg arguments: H.264 + AAC in MP4, 30 fps, faststart, progress on stdout. */
export function audiogramArgs(command: AudiogramCommand): string[] {
  const seconds = command.durationSeconds.toFixed(3);
  const threads = command.threads === undefined ? [] : ['-threads', String(command.threads)];
  const filterThreads = command.threads === undefined ? [] : ['-filter_complex_threads', String(command.threads)];
  const picture = (image: AudiogramPicture) => untrustedInput(image.file, image.demuxer);
  return [
    ...PREAMBLE,
    ...(command.audioOffsetSeconds > 0 ? ['-ss', command.audioOffsetSeconds.toFixed(3)] : []),
    ...['-t', seconds, '-i', `file:${command.audioFile}`],
    ...(command.backgroundImage ? picture(command.backgroundImage) : []),
    ...(command.coverImage ? picture(command.coverImage) : []),
    ...filterThreads,
    ...['-filter_complex', audiogramFilterGraph(command)],
    ...['-map', '[v]', '-map', '[a]', '-t', seconds],
    ...H264_VIDEO,
    ...['-crf', '23', '-r', String(AUDIOGRAM_FPS), '-g', String(AUDIOGRAM_FPS * 2)],
    ...AAC_AUDIO,
    ...['-ac', '2'],
    ...threads,
    ...['-movflags', '+faststart', '-progress', 'pipe:1', '-nostats', '-y', '-f', 'mp4', command.outputFile],
  ];
}
