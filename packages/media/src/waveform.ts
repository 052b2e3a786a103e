/**
 * Segment waveforms in the BBC audiowaveform JSON shape: the min and max of each pixel's samples
 * as 8-bit values, computed from mono 16-bit PCM that ffmpeg decodes.
 */
import { WAVEFORM_SAMPLES_PER_PIXEL } from '@antena/contract';
import { PREAMBLE, monoAudio } from './presets';
import { run } from './runner';

/** Decoding rate of waveform PCM; with WAVEFORM_SAMPLES_PER_PIXEL it gives 25 pixels per second. */
export const WAVEFORM_SAMPLE_RATE = 11025;
export { WAVEFORM_SAMPLES_PER_PIXEL };

/** A segment's waveform: 8-bit min/max pairs of each pixel's samples. */
export interface Waveform {
  sampleRate: number;
  samplesPerPixel: number;
  data: Int8Array;
}

/**
 * Min/max pairs `[min0, max0, min1, max1, ...]` of each run of `samplesPerPixel` 8-bit samples;
 * the last pixel covers whatever samples remain.
 */
export function minMaxPairs(samples: Int8Array, samplesPerPixel: number): Int8Array {
  if (!Number.isInteger(samplesPerPixel) || samplesPerPixel < 1) {
    throw new RangeError(`samplesPerPixel must be a positive integer, got ${samplesPerPixel}`);
  }
  const pixels = Math.ceil(samples.length / samplesPerPixel);
  const data = new Int8Array(pixels * 2);
  for (let pixel = 0; pixel < pixels; pixel++) {
    const end = Math.min(samples.length, (pixel + 1) * samplesPerPixel);
    let min = 127;
    let max = -128;
    for (let i = pixel * samplesPerPixel; i < end; i++) {
      const sample = samples[i]!;
      if (sample < min) min = sample;
      if (sample > max) max = sample;
    }
    data[pixel * 2] = min;
    data[pixel * 2 + 1] = max;
  }
  return data;
}

/**
 * The waveform of 16-bit PCM: each sample's high byte (an arithmetic shift, so the min and max
 * of the 8-bit values are those of the 16-bit ones, shifted), then `minMaxPairs`.
 */
export function computeWaveform(pcm: Int16Array, samplesPerPixel: number): Int8Array {
  const eightBits = new Int8Array(pcm.length);
  for (let i = 0; i < pcm.length; i++) eightBits[i] = pcm[i]! >> 8;
  return minMaxPairs(eightBits, samplesPerPixel);
}

/** ffmpeg arguments that decode the first audio stream of `inputFile` to mono s16le PCM on stdout. */
export function waveformDecodeArgs(inputFile: string, sampleRate: number): string[] {
  return [...PREAMBLE, '-i', inputFile, ...monoAudio(sampleRate), '-c:a', 'pcm_s16le', '-f', 's16le', 'pipe:1'];
}

/** Decodes a segment file and computes its waveform at WAVEFORM_SAMPLE_RATE / WAVEFORM_SAMPLES_PER_PIXEL. */
export async function waveformOfFile(inputFile: string, options: { signal?: AbortSignal } = {}): Promise<Waveform> {
  const output = await run('ffmpeg', waveformDecodeArgs(inputFile, WAVEFORM_SAMPLE_RATE), options);
  const samples = new Int16Array(output.length >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = output.readInt16LE(i * 2);
  return {
    sampleRate: WAVEFORM_SAMPLE_RATE,
    samplesPerPixel: WAVEFORM_SAMPLES_PER_PIXEL,
    data: computeWaveform(samples, WAVEFORM_SAMPLES_PER_PIXEL),
  };
}
