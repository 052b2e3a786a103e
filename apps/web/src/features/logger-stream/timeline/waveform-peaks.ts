/**
 * The waveform of many segments as the strips draw it. Each segment's min/max pairs are turned
 * once into a pyramid (the stored 441 samples per pixel, then twice as coarse at each level), so
 * a frame reads only a few pairs per canvas column whatever the zoom: a full day of segments
 * stays far under a 16 ms frame.
 */
import type { Segment } from '@antena/contract';
import type { TimeRange } from './timeline.types';

export interface SegmentPeaks {
  startTs: number;
  endTs: number;
  /** Milliseconds one pair of level 0 covers (441 samples at 11025 Hz: 40 ms). */
  msPerPair: number;
  /** Min/max pairs, level k at 2^k times the stored samples per pixel; empty while pending. */
  levels: Int16Array[];
  /** The largest magnitude of a sample at the waveform's bit depth (128 for 8 bits). */
  fullScale: number;
}

/** What a canvas column shows. */
export const COLUMN_EMPTY = 0;
export const COLUMN_WAVEFORM = 1;
/** A segment whose waveform is still being computed: a flat line. */
export const COLUMN_PENDING = 2;

export interface ColumnPeaks {
  /** Per column, -1..1. */
  min: Float32Array;
  max: Float32Array;
  kind: Uint8Array;
}

const peaksCache = new WeakMap<Segment, SegmentPeaks>();

/**
 * The next pyramid level: resampleWaveform at twice the samples per pixel, written out for
 * the exact factor of 2 because a full day holds 2880 segments to build.
 */
function halve(data: Int16Array): Int16Array {
  const pairs = data.length >> 1;
  const out = new Int16Array(Math.ceil(pairs / 2) * 2);
  for (let i = 0, j = 0; i < pairs; i += 2, j += 2) {
    const last = i + 1 < pairs ? i + 1 : i;
    out[j] = Math.min(data[2 * i]!, data[2 * last]!);
    out[j + 1] = Math.max(data[2 * i + 1]!, data[2 * last + 1]!);
  }
  return out;
}

function buildPeaks(segment: Segment): SegmentPeaks {
  const waveform = segment.waveform;
  if (!waveform || waveform.data.length < 2) {
    return { startTs: segment.startTs, endTs: segment.endTs, msPerPair: 1, levels: [], fullScale: 1 };
  }
  const levels: Int16Array[] = [Int16Array.from(waveform.data)];
  while (levels[levels.length - 1]!.length > 2) levels.push(halve(levels[levels.length - 1]!));
  return {
    startTs: segment.startTs,
    endTs: segment.endTs,
    msPerPair: (waveform.samples_per_pixel / waveform.sample_rate) * 1000,
    levels,
    fullScale: 2 ** (waveform.bits - 1),
  };
}

/** A segment's peaks, computed once per segment object (query results keep unchanged ones). */
export function segmentPeaks(segment: Segment): SegmentPeaks {
  let peaks = peaksCache.get(segment);
  if (!peaks) {
    peaks = buildPeaks(segment);
    peaksCache.set(segment, peaks);
  }
  return peaks;
}

/** The first index of `peaks` (sorted by start) that ends after `ts`. */
function firstEndingAfter(peaks: readonly SegmentPeaks[], ts: number): number {
  let low = 0;
  let high = peaks.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (peaks[mid]!.endTs <= ts) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The min and max of every one of `columns` equal columns of `range`, from the segments'
 * `peaks` sorted by start. Columns no segment reaches stay COLUMN_EMPTY (gaps show as gaps).
 */
export function columnPeaks(peaks: readonly SegmentPeaks[], range: TimeRange, columns: number): ColumnPeaks {
  const result: ColumnPeaks = {
    min: new Float32Array(columns),
    max: new Float32Array(columns),
    kind: new Uint8Array(columns),
  };
  const span = range.to - range.from;
  if (columns <= 0 || span <= 0) return result;
  const colMs = span / columns;
  result.min.fill(Infinity);
  result.max.fill(-Infinity);

  for (let s = firstEndingAfter(peaks, range.from); s < peaks.length; s++) {
    const segment = peaks[s]!;
    if (segment.startTs >= range.to) break;
    const c0 = Math.max(0, Math.floor((segment.startTs - range.from) / colMs));
    const c1 = Math.min(columns, Math.ceil((segment.endTs - range.from) / colMs));
    if (segment.levels.length === 0) {
      for (let c = c0; c < c1; c++) if (result.kind[c] === COLUMN_EMPTY) result.kind[c] = COLUMN_PENDING;
      continue;
    }
    // The coarsest level whose pairs are still no wider than a column.
    const wanted = Math.floor(Math.log2(Math.max(1, colMs / segment.msPerPair)));
    const level = Math.min(segment.levels.length - 1, Math.max(0, wanted));
    const data = segment.levels[level]!;
    const pairMs = segment.msPerPair * 2 ** level;
    const pairs = data.length >> 1;
    const scale = 1 / segment.fullScale;
    for (let c = c0; c < c1; c++) {
      const t0 = Math.max(segment.startTs, range.from + c * colMs);
      const t1 = Math.min(segment.endTs, range.from + (c + 1) * colMs);
      const i0 = Math.max(0, Math.floor((t0 - segment.startTs) / pairMs));
      const i1 = Math.min(pairs, Math.max(i0 + 1, Math.ceil((t1 - segment.startTs) / pairMs)));
      let min = result.min[c]!;
      let max = result.max[c]!;
      for (let i = i0; i < i1; i++) {
        const low = data[2 * i]! * scale;
        const high = data[2 * i + 1]! * scale;
        if (low < min) min = low;
        if (high > max) max = high;
      }
      if (i1 > i0) {
        result.min[c] = min;
        result.max[c] = max;
        result.kind[c] = COLUMN_WAVEFORM;
      }
    }
  }
  for (let c = 0; c < columns; c++) {
    if (result.kind[c] !== COLUMN_WAVEFORM) {
      result.min[c] = 0;
      result.max[c] = 0;
    }
  }
  return result;
}
