/**
 * The acoustic features Antena's own speaker diarization works on (issue 18 point 1): 16 kHz mono
 * PCM cut into 25 ms frames every 10 ms, each frame's log energy (for silence) and its MFCCs
 * (for speakers). No speech model can be downloaded where Antena runs, so the features are the
 * classic hand-made ones, computed here from the samples ffmpeg decodes.
 */
import { PREAMBLE, monoAudio } from '../presets';
import { exitReason, MediaCommandError, run, spawnFfmpeg } from '../runner';

export const DIARIZATION_SAMPLE_RATE = 16_000;
/** 25 ms frames every 10 ms: the usual speech analysis, short enough that a voice is steady within one. */
export const FRAME_SAMPLES = 400;
export const HOP_SAMPLES = 160;
export const FRAME_SECONDS = HOP_SAMPLES / DIARIZATION_SAMPLE_RATE;
const FFT_SIZE = 512;
const MEL_BANDS = 40;
/** Cepstra c1..c19: c0 (loudness) is left out so a speaker louder in one turn stays one speaker. */
export const CEPSTRA = 19;
const MEL_LOW_HZ = 60;
const MEL_HIGH_HZ = 7600;
const PRE_EMPHASIS = 0.97;

export interface Features {
  /** Frames: each frame's MFCC c1..CEPSTRA, `frames * CEPSTRA` values. */
  cepstra: Float32Array;
  /** Each frame's energy in dB relative to full scale. */
  energyDb: Float32Array;
  frames: number;
  /** Length of the audio the frames come from. */
  seconds: number;
}

/** Decodes the first audio stream of `file` to 16 kHz mono samples in [-1, 1). */
export async function decodeMono16k(file: string, signal?: AbortSignal): Promise<Float32Array> {
  const pcm = await run(
    'ffmpeg',
    [...PREAMBLE, '-i', file, ...monoAudio(DIARIZATION_SAMPLE_RATE), '-c:a', 'pcm_s16le', '-f', 's16le', 'pipe:1'],
    { signal },
  );
  const samples = new Float32Array(pcm.length >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = pcm.readInt16LE(i * 2) / 32768;
  return samples;
}

/**
 * The features of a file, computed while ffmpeg decodes it: only a chunk of samples is held at a
 * time (an hour of 16 kHz audio would be 230 MB as floats; its features are 30 MB).
 */
export async function featuresOfFile(file: string, signal?: AbortSignal): Promise<Features> {
  const media = spawnFfmpeg(
    [...PREAMBLE, '-i', file, ...monoAudio(DIARIZATION_SAMPLE_RATE), '-c:a', 'pcm_s16le', '-f', 's16le', 'pipe:1'],
    { signal },
  );
  const stream = featureStream();
  let odd: Buffer = Buffer.alloc(0);
  media.stdout?.on('data', (chunk: Buffer) => {
    const bytes = odd.length > 0 ? Buffer.concat([odd, chunk]) : chunk;
    const samples = new Float32Array(bytes.length >> 1);
    for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2) / 32768;
    odd = bytes.subarray(samples.length * 2);
    stream.push(samples);
  });
  const exit = await media.exited;
  if (exit.error) throw exit.error;
  if (exit.code !== 0) throw new MediaCommandError('ffmpeg', exit.code, exit.stderrTail || exitReason(exit));
  return stream.finish();
}

/** Features of samples pushed in chunks of any length, the same as of the whole at once. */
export function featureStream() {
  let leftover = new Float32Array(0);
  let total = 0;
  const parts: Features[] = [];
  return {
    push(samples: Float32Array) {
      total += samples.length;
      const block = new Float32Array(leftover.length + samples.length);
      block.set(leftover);
      block.set(samples, leftover.length);
      const part = computeFeatures(block);
      parts.push(part);
      // The next frame starts where this block's frames stopped hopping.
      leftover = block.slice(part.frames * HOP_SAMPLES);
    },
    finish(): Features {
      const frames = parts.reduce((sum, part) => sum + part.frames, 0);
      const cepstra = new Float32Array(frames * CEPSTRA);
      const energyDb = new Float32Array(frames);
      let at = 0;
      for (const part of parts) {
        cepstra.set(part.cepstra, at * CEPSTRA);
        energyDb.set(part.energyDb, at);
        at += part.frames;
      }
      return { cepstra, energyDb, frames, seconds: total / DIARIZATION_SAMPLE_RATE };
    },
  };
}

const hzToMel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const melToHz = (mel: number) => 700 * (10 ** (mel / 2595) - 1);

/** Triangular mel filters over the FFT bins: [band][bin] weights, sparse as (first bin, weights). */
function melFilterbank(): { first: number; weights: Float32Array }[] {
  const bins = FFT_SIZE / 2 + 1;
  const low = hzToMel(MEL_LOW_HZ);
  const high = hzToMel(MEL_HIGH_HZ);
  const edges = Array.from({ length: MEL_BANDS + 2 }, (_, k) =>
    Math.min(bins - 1, (melToHz(low + ((high - low) * k) / (MEL_BANDS + 1)) * FFT_SIZE) / DIARIZATION_SAMPLE_RATE),
  );
  return Array.from({ length: MEL_BANDS }, (_, band) => {
    const [left, centre, right] = [edges[band]!, edges[band + 1]!, edges[band + 2]!];
    const first = Math.ceil(left);
    const last = Math.floor(right);
    const weights = new Float32Array(Math.max(0, last - first + 1));
    for (let bin = first; bin <= last; bin++) {
      weights[bin - first] =
        bin <= centre ? (bin - left) / (centre - left || 1) : (right - bin) / (right - centre || 1);
    }
    return { first, weights };
  });
}

/** In-place iterative radix-2 FFT of (re, im), length a power of two. */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const step = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k++) {
        const wr = Math.cos(step * k);
        const wi = Math.sin(step * k);
        const a = start + k;
        const b = a + size / 2;
        const tr = re[b]! * wr - im[b]! * wi;
        const ti = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
}

/** Frame energies and MFCCs of 16 kHz mono samples. */
const FILTERS = melFilterbank();
const WINDOW = Float64Array.from(
  { length: FRAME_SAMPLES },
  (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (FRAME_SAMPLES - 1)),
);
/** DCT-II rows for c1..CEPSTRA. */
const DCT = Array.from({ length: CEPSTRA }, (_, c) =>
  Float64Array.from({ length: MEL_BANDS }, (_, m) => Math.cos((Math.PI * (c + 1) * (m + 0.5)) / MEL_BANDS)),
);

export function computeFeatures(samples: Float32Array): Features {
  const frames = samples.length < FRAME_SAMPLES ? 0 : 1 + Math.floor((samples.length - FRAME_SAMPLES) / HOP_SAMPLES);
  const cepstra = new Float32Array(frames * CEPSTRA);
  const energyDb = new Float32Array(frames);
  const [filters, window, dct] = [FILTERS, WINDOW, DCT];
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  const power = new Float64Array(FFT_SIZE / 2 + 1);
  const logMel = new Float64Array(MEL_BANDS);
  for (let f = 0; f < frames; f++) {
    const offset = f * HOP_SAMPLES;
    let energy = 0;
    let mean = 0;
    for (let i = 0; i < FRAME_SAMPLES; i++) mean += samples[offset + i]!;
    mean /= FRAME_SAMPLES;
    re.fill(0);
    im.fill(0);
    let previous = samples[offset]! - mean;
    for (let i = 0; i < FRAME_SAMPLES; i++) {
      const sample = samples[offset + i]! - mean;
      energy += sample * sample;
      re[i] = (sample - PRE_EMPHASIS * previous) * window[i]!;
      previous = sample;
    }
    energyDb[f] = 10 * Math.log10(energy / FRAME_SAMPLES + 1e-10);
    fft(re, im);
    for (let bin = 0; bin < power.length; bin++) power[bin] = re[bin]! ** 2 + im[bin]! ** 2;
    for (let band = 0; band < MEL_BANDS; band++) {
      const { first, weights } = filters[band]!;
      let sum = 0;
      for (let k = 0; k < weights.length; k++) sum += weights[k]! * power[first + k]!;
      logMel[band] = Math.log(sum + 1e-8);
    }
    for (let c = 0; c < CEPSTRA; c++) {
      let sum = 0;
      const row = dct[c]!;
      for (let m = 0; m < MEL_BANDS; m++) sum += row[m]! * logMel[m]!;
      cepstra[f * CEPSTRA + c] = sum;
    }
  }
  return { cepstra, energyDb, frames, seconds: samples.length / DIARIZATION_SAMPLE_RATE };
}
