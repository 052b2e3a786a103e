/**
 * Where speech is and where the speaker may change (issue 18 point 1). Silence is found on frame
 * energy against a threshold set from the clip's own energy spread, so a quiet station, a loud
 * one and one with a music bed under its voices are each judged on their own scale. Within
 * speech, a speaker change is a peak of the likelihood ratio between the second before and the
 * second after (two Gaussians against one); clustering merges whatever was cut too finely.
 */
import { FRAME_SECONDS } from './features';

export interface SegmentationOptions {
  /** A quieter stretch shorter than this is a pause within speech, not SILENCE (seconds). */
  minSilenceSeconds?: number;
  /** Speech shorter than this between silences is a click or a breath (seconds). */
  minSpeechSeconds?: number;
  /** The windows compared on either side of a candidate speaker change (seconds). */
  changeWindowSeconds?: number;
}

export const SEGMENTATION_DEFAULTS: Required<SegmentationOptions> = {
  minSilenceSeconds: 0.5,
  minSpeechSeconds: 0.2,
  changeWindowSeconds: 1,
};

/** Below this a frame is silence whatever the clip's spread (dB relative to full scale). */
export const ABSOLUTE_SILENCE_DB = -60;
/** The threshold sits this share of the way from the quiet floor (10th percentile) to the loud peak (95th). */
const THRESHOLD_SHARE = 0.4;
/**
 * And at least this far under the peak: a music bed only ~10 dB under the voices is not silence
 * (the threshold then falls under the bed), while a floor of noise 30 dB down is.
 */
const MIN_DEPTH_DB = 15;

/** A run of frames [start, end). */
export interface FrameRange {
  start: number;
  end: number;
}

function percentile(values: Float32Array, share: number): number {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? ABSOLUTE_SILENCE_DB;
}

/** The energy (dB) under which a frame of this clip is silent. */
export function silenceThresholdDb(energyDb: Float32Array): number {
  if (energyDb.length === 0) return ABSOLUTE_SILENCE_DB;
  const floor = percentile(energyDb, 0.1);
  const peak = percentile(energyDb, 0.95);
  return Math.max(ABSOLUTE_SILENCE_DB, Math.min(floor + THRESHOLD_SHARE * (peak - floor), peak - MIN_DEPTH_DB));
}

/** The speech runs of the clip: loud frames, with short pauses bridged and short blips dropped. */
export function speechRegions(energyDb: Float32Array, options: SegmentationOptions = {}): FrameRange[] {
  const { minSilenceSeconds, minSpeechSeconds } = { ...SEGMENTATION_DEFAULTS, ...options };
  const threshold = silenceThresholdDb(energyDb);
  const runs: FrameRange[] = [];
  for (let f = 0; f < energyDb.length; f++) {
    if (energyDb[f]! < threshold) continue;
    const last = runs.at(-1);
    if (last && last.end === f) last.end = f + 1;
    else runs.push({ start: f, end: f + 1 });
  }
  // Pauses shorter than a SILENCE are within the speech.
  const minSilence = Math.round(minSilenceSeconds / FRAME_SECONDS);
  const bridged: FrameRange[] = [];
  for (const run of runs) {
    const last = bridged.at(-1);
    if (last && run.start - last.end < minSilence) last.end = run.end;
    else bridged.push({ ...run });
  }
  const minSpeech = Math.round(minSpeechSeconds / FRAME_SECONDS);
  return bridged.filter((run) => run.end - run.start >= minSpeech);
}

/**
 * Running sums of each dimension and its square, so a window's mean and variance cost O(dims).
 * Diagonal Gaussians keep the change detector stable on windows of one second.
 */
function prefixSums(cepstra: Float32Array, dims: number, stride: number, frames: number) {
  const sum = new Float64Array((frames + 1) * dims);
  const squares = new Float64Array((frames + 1) * dims);
  for (let f = 0; f < frames; f++) {
    for (let d = 0; d < dims; d++) {
      const x = cepstra[f * stride + d]!;
      sum[(f + 1) * dims + d] = sum[f * dims + d]! + x;
      squares[(f + 1) * dims + d] = squares[f * dims + d]! + x * x;
    }
  }
  return { sum, squares };
}

/**
 * Speaker-change points within each speech region (frame indices): where the generalised
 * likelihood ratio of the windows on either side peaks above the clip's mean plus half a standard
 * deviation of that ratio. The bound is low on purpose: a false cut only splits one speaker's
 * turn, which clustering joins again, while a missed one would give two voices one label.
 */
export function speakerChanges(
  cepstra: Float32Array,
  stride: number,
  dims: number,
  regions: readonly FrameRange[],
  options: SegmentationOptions = {},
): number[] {
  const { changeWindowSeconds } = { ...SEGMENTATION_DEFAULTS, ...options };
  const window = Math.round(changeWindowSeconds / FRAME_SECONDS);
  const step = 5;
  const frames = cepstra.length / stride;
  const { sum, squares } = prefixSums(cepstra, dims, stride, frames);
  const logDet = (from: number, to: number) => {
    const n = to - from;
    let total = 0;
    for (let d = 0; d < dims; d++) {
      const mean = (sum[to * dims + d]! - sum[from * dims + d]!) / n;
      const variance = (squares[to * dims + d]! - squares[from * dims + d]!) / n - mean * mean;
      total += Math.log(Math.max(variance, 1e-6));
    }
    return total;
  };
  const curves: { at: number; ratio: number }[][] = [];
  for (const region of regions) {
    const curve: { at: number; ratio: number }[] = [];
    for (let at = region.start + window; at <= region.end - window; at += step) {
      const ratio = logDet(at - window, at + window) - (logDet(at - window, at) + logDet(at, at + window)) / 2;
      curve.push({ at, ratio });
    }
    curves.push(curve);
  }
  const all = curves.flat().map((point) => point.ratio);
  if (all.length === 0) return [];
  const mean = all.reduce((a, b) => a + b, 0) / all.length;
  const deviation = Math.sqrt(all.reduce((a, b) => a + (b - mean) ** 2, 0) / all.length);
  const bound = mean + 0.5 * deviation;
  const changes: number[] = [];
  for (const curve of curves) {
    for (const [k, point] of curve.entries()) {
      if (point.ratio <= bound) continue;
      // A peak: the highest within one window either side (so pieces are at least a window long).
      const reach = Math.round(window / step);
      const neighbourhood = curve.slice(Math.max(0, k - reach), k + reach + 1);
      if (neighbourhood.every((other) => other.ratio < point.ratio || other === point)) changes.push(point.at);
    }
  }
  return changes;
}
