/**
 * The recording's recent landmark anchors: time (frames, to the archive's 1/16 frame) and the
 * anchor band of the landmark's hash. Once hash votes have found where a reference might align,
 * the candidate is checked anchor by anchor against this history (see coincidence.ts). An
 * archived hash carries its anchor band, so live matching and archive search hold the same
 * history and verify alike. Memory is bounded by KEEP: a few hundred kilobytes.
 */
import { RATIO_BITS, DT_BITS, frames } from './params';
import { TIME_UNITS } from './landmark-list';

/** Ten minutes: the longest reference checked in full (a longer one is checked on its last ten). */
const KEEP = frames(600);
const BAND_SHIFT = RATIO_BITS + DT_BITS;

/** The anchor band a hash encodes. */
export function hashBand(hash: number): number {
  return hash >>> BAND_SHIFT;
}

/** An anchor time as the archive stores it. */
export function archivedTime(time: number): number {
  return Math.max(0, Math.round(time * TIME_UNITS)) / TIME_UNITS;
}

export class AnchorHistory {
  private times = new Float64Array(1 << 14);
  private bands = new Uint8Array(1 << 14);
  private mask = (1 << 14) - 1;
  /** Anchors [head, tail) are held, as running counts (the ring index is count & mask). */
  private head = 0;
  private tail = 0;

  /** Time of the oldest anchor held (Infinity when none). */
  get oldest(): number {
    return this.tail > this.head ? this.times[this.head & this.mask]! : Infinity;
  }

  /** Time of the newest anchor held (-Infinity when none). */
  get newest(): number {
    return this.tail > this.head ? this.times[(this.tail - 1) & this.mask]! : -Infinity;
  }

  /** An anchor of the recording; the landmarks of one anchor come together and are kept once. */
  add(time: number, band: number): void {
    if (this.tail > this.head) {
      const last = (this.tail - 1) & this.mask;
      if (this.times[last] === time && this.bands[last] === band) return;
    }
    while (this.tail > this.head && this.times[this.head & this.mask]! < time - KEEP) this.head++;
    if (this.tail - this.head > this.mask) this.grow();
    const i = this.tail++ & this.mask;
    this.times[i] = time;
    this.bands[i] = band;
  }

  /** Whether an anchor lies within `tolerance` frames of `time` in band `b0` or `b1`. */
  has(time: number, tolerance: number, b0: number, b1: number): boolean {
    // Anchor times rise with at most a frame of disorder (interpolated peaks of one frame).
    const from = time - tolerance;
    let lo = this.head;
    let hi = this.tail;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (this.times[mid & this.mask]! < from - 1) lo = mid + 1;
      else hi = mid;
    }
    for (let j = lo; j < this.tail; j++) {
      const t = this.times[j & this.mask]!;
      if (t > time + tolerance + 1) break;
      if (Math.abs(t - time) > tolerance) continue;
      const b = this.bands[j & this.mask]!;
      if (b === b0 || b === b1) return true;
    }
    return false;
  }

  private grow(): void {
    const size = 2 * (this.mask + 1);
    const times = new Float64Array(size);
    const bands = new Uint8Array(size);
    for (let j = this.head; j < this.tail; j++) {
      times[j & (size - 1)] = this.times[j & this.mask]!;
      bands[j & (size - 1)] = this.bands[j & this.mask]!;
    }
    this.times = times;
    this.bands = bands;
    this.mask = size - 1;
  }
}
