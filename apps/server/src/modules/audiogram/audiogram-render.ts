/**
 * Audiogram videos (spec 02 sections 3, 5 and 9, issue 34): a fragment's audio with a spectrum
 * or oscilloscope visualiser, a title, a cover, a background colour or picture and karaoke
 * captions, rendered by one ffmpeg per variant (audiogram-graph.ts). A pure library: the job
 * that stores the result and reports the variant's progress is the caller.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { MediaCommandError, probeUntrusted, spawnFfmpeg } from '@antena/media';
import { audiogramAss, type AudiogramCaptionsType, type AudiogramWord } from './audiogram-captions';
import { audiogramArgs, type AudiogramCommand, type AudiogramPicture } from './audiogram-graph';
import {
  audiogramFontFile,
  audiogramLayout,
  audiogramSize,
  charsPerLine,
  checkVisualizer,
  normalHex,
  wrapTitle,
  type AudiogramColors,
  type AudiogramVariant,
  type AudiogramVisualizer,
  type AudiogramWidth,
} from './audiogram-layout';

export type { AudiogramWord, AudiogramCaptionsType } from './audiogram-captions';
export type {
  AudiogramColors,
  AudiogramVariant,
  AudiogramVisualizer,
  AudiogramWidth,
  OscilloscopeVisualizer,
  SpectrumVisualizer,
} from './audiogram-layout';

export interface AudiogramRenderInput {
  variant: AudiogramVariant;
  /** 1080 or 1920 for 1:1 and 16:9; 9:16 is always 1080x1920. */
  width: AudiogramWidth;
  /** The fragment's audio: a file Antena made (its render), read as ffmpeg detects it. */
  audioFile: string;
  /** Seconds of the audio skipped at its start. */
  audioOffsetSeconds: number;
  /** Seconds rendered. */
  durationSeconds: number;
  visualizer: AudiogramVisualizer;
  /** Colours as `#rrggbb`. */
  colors: AudiogramColors;
  /** A user's picture filling the background instead of the colour: checked by probeUntrusted. */
  backgroundImageFile?: string | undefined;
  /** A user's picture at the top left, beside the title: checked by probeUntrusted. */
  coverImageFile?: string | undefined;
  titleText?: string | undefined;
  /** The captions' words, ms on the audio file's timeline (the offset is applied here). */
  words?: readonly AudiogramWord[] | undefined;
  /** Default karaoke. */
  captionsType?: AudiogramCaptionsType | undefined;
  /** true: one sentence at a time; false (default): pages run on across sentences. */
  onlyDisplayCurrentSentence?: boolean | undefined;
  outputFile: string;
  /** Where the title and captions files are written (the caller creates and removes it). */
  workDir: string;
  /** ffmpeg's threads (encoder and filtergraph); ffmpeg chooses when absent. */
  threads?: number | undefined;
}

export interface AudiogramRenderOptions {
  /** The fraction done, 0 to 1 (1 once the file is complete). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The fraction a line of ffmpeg's `-progress` output tells, under 1 until ffmpeg ends; null otherwise. */
export function progressFraction(line: string, durationSeconds: number): number | null {
  const micros = /^out_time_us=(\d+)$/.exec(line.trim())?.[1];
  if (!micros || durationSeconds <= 0) return null;
  return Math.min(0.99, Number(micros) / 1e6 / durationSeconds);
}

/** Throws when the input cannot be rendered (before anything is written or started). */
export function checkRenderInput(input: AudiogramRenderInput): void {
  if (!(input.durationSeconds > 0)) throw new Error('The audiogram needs a duration above 0');
  if (!(input.audioOffsetSeconds >= 0)) throw new Error('The audio offset must be at least 0');
  if (input.variant === '9x16' ? input.width !== 1080 : input.width !== 1080 && input.width !== 1920)
    throw new Error(`The ${input.variant} audiogram cannot be ${input.width} wide`);
  if (input.threads !== undefined && !(Number.isInteger(input.threads) && input.threads >= 1))
    throw new Error('threads must be a whole number from 1');
  checkVisualizer(input.visualizer);
  for (const color of Object.values(input.colors)) normalHex(color);
}

/** Writes the title and captions files and checks the pictures: the command to run. */
export async function prepareAudiogram(input: AudiogramRenderInput, signal?: AbortSignal): Promise<AudiogramCommand> {
  checkRenderInput(input);
  const fontFile = audiogramFontFile();
  const { width, height } = audiogramSize(input.variant, input.width);
  const picture = async (file: string | undefined): Promise<AudiogramPicture | undefined> => {
    if (!file) return undefined;
    const { demuxer } = await probeUntrusted(file, 'image');
    signal?.throwIfAborted();
    return { file, demuxer };
  };
  const backgroundImage = await picture(input.backgroundImageFile);
  const coverImage = await picture(input.coverImageFile);
  let titleFile: string | undefined;
  const title = input.titleText?.trim();
  if (title) {
    const layout = audiogramLayout(width, height, Boolean(coverImage)).title;
    titleFile = path.join(input.workDir, `title-${input.variant}-${width}.txt`);
    await writeFile(titleFile, wrapTitle(title, charsPerLine(layout.width, layout.size)));
  }
  let captionsFile: string | undefined;
  const captionsType = input.captionsType ?? 'karaoke';
  if (input.words && input.words.length > 0 && captionsType !== 'none') {
    captionsFile = path.join(input.workDir, `captions-${input.variant}-${width}.ass`);
    const ass = audiogramAss(input.words, {
      width,
      height,
      color: input.colors.captions,
      type: captionsType,
      onlyDisplayCurrentSentence: input.onlyDisplayCurrentSentence ?? false,
      offsetSeconds: input.audioOffsetSeconds,
      durationSeconds: input.durationSeconds,
    });
    await writeFile(captionsFile, ass);
  }
  return {
    width,
    height,
    audioFile: input.audioFile,
    audioOffsetSeconds: input.audioOffsetSeconds,
    durationSeconds: input.durationSeconds,
    visualizer: input.visualizer,
    colors: input.colors,
    backgroundImage,
    coverImage,
    titleFile,
    captionsFile,
    fontFile,
    outputFile: input.outputFile,
    threads: input.threads,
  };
}

/**
 * Renders one variant to `outputFile`. Rejects with a MediaCommandError carrying ffmpeg's stderr
 * tail when ffmpeg fails, with the signal's reason when aborted (ffmpeg is killed), and with
 * UntrustedMediaError when a picture is not one.
 */
export async function renderAudiogram(
  input: AudiogramRenderInput,
  options: AudiogramRenderOptions = {},
): Promise<void> {
  const { onProgress, signal } = options;
  signal?.throwIfAborted();
  const command = await prepareAudiogram(input, signal);
  const media = spawnFfmpeg(audiogramArgs(command), signal ? { signal } : {});
  let last = -1;
  if (media.stdout) {
    for await (const line of createInterface({ input: media.stdout })) {
      const fraction = progressFraction(line, input.durationSeconds);
      // Whole percents only: a callback per frame would be noise.
      if (fraction === null || Math.floor(fraction * 100) <= Math.floor(last * 100)) continue;
      last = fraction;
      onProgress?.(fraction);
    }
  }
  const exit = await media.exited;
  if (signal?.aborted) throw signal.reason;
  if (exit.error) throw exit.error;
  if (exit.code !== 0) throw new MediaCommandError('ffmpeg', exit.code, exit.stderrTail);
  onProgress?.(1);
}
