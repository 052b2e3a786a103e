/**
 * Resampling of BBC audiowaveform data (min/max pairs per pixel; spec 01 section 9: the
 * waveform is resampled when samples_per_pixel exceeds 441, the resolution it is stored at).
 */

import { WAVEFORM_SAMPLES_PER_PIXEL } from '@antena/contract';

/** spec 01 section 9: waveforms are stored at 441 samples per pixel (11025 Hz, 40 ms a pixel). */
export const STORED_SAMPLES_PER_PIXEL = WAVEFORM_SAMPLES_PER_PIXEL;

/**
 * The min/max pairs of `data` (stored at `fromSpp` samples per pixel) at `toSpp` samples per
 * pixel. Only coarsening aggregates: each new pixel holds the lowest min and the highest max of
 * the pixels it covers. At or below `fromSpp` the data passes through unchanged.
 */
export function resampleWaveform<T extends ArrayLike<number>>(data: T, fromSpp: number, toSpp: number): T | Int16Array {
  if (toSpp <= fromSpp) return data;
  const pairs = Math.floor(data.length / 2);
  const factor = toSpp / fromSpp;
  const outPairs = Math.ceil(pairs / factor);
  const out = new Int16Array(outPairs * 2);
  for (let j = 0; j < outPairs; j++) {
    const first = Math.floor(j * factor);
    const last = Math.min(pairs, Math.ceil((j + 1) * factor));
    let min = Infinity;
    let max = -Infinity;
    for (let i = first; i < last; i++) {
      const low = data[2 * i]!;
      const high = data[2 * i + 1]!;
      if (low < min) min = low;
      if (high > max) max = high;
    }
    out[2 * j] = min;
    out[2 * j + 1] = max;
  }
  return out;
}
