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

/** Archived hashes [from, to) whose anchors are not held yet (see addArchived). */
interface ArchivedRun {
  hashes: Uint32Array;
  times: Uint32Array;
  from: number;
  to: number;
  base: number;
}

export class AnchorHistory {
  private times = new Float64Array(1 << 14);
  private bands = new Uint8Array(1 << 14);
  private mask = (1 << 14) - 1;
  /** Anchors [head, tail) are held, as running counts (the ring index is count & mask). */
  private head = 0;
  private tail = 0;
  private pending: ArchivedRun[] = [];
  /** The times near() found. */
  nearTimes = new Float64Array(64);

  /** Time of the oldest anchor held (Infinity when none). */
  get oldest(): number {
    this.flush();
    return this.tail > this.head ? this.times[this.head & this.mask]! : Infinity;
  }

  /** Time of the newest anchor held (-Infinity when none). */
  get newest(): number {
    this.flush();
    return this.tail > this.head ? this.times[(this.tail - 1) & this.mask]! : -Infinity;
  }

  /** An anchor of the recording; the landmarks of one anchor come together and are kept once. */
  add(time: number, band: number): void {
    this.flush();
    this.hold(time, band);
  }

  /**
   * The anchors of archived hashes [from, to): at `base` + times[i] / TIME_UNITS frames, in the
   * band of hashes[i]; as add() for each, but held only when the history is next read. A search
   * reads it only to verify a candidate, so most of the months it goes through are never read,
   * and adding each anchor had cost as much as looking up its hash. Archives whose anchors would
   * have left the history (KEEP before the newest) by then are let go at once.
   */
  addArchived(hashes: Uint32Array, times: Uint32Array, from: number, to: number, base: number): void {
    // Called every 0.5 s of recording: mostly the run goes on, which must cost next to nothing.
    const last = this.pending[this.pending.length - 1];
    if (last !== undefined && last.to === from && last.times === times && last.base === base) {
      last.to = to;
      return;
    }
    this.pending.push({ hashes, times, from, to, base });
    const newest = base + times[to - 1]! / TIME_UNITS;
    while (this.pending.length > 1) {
      const run = this.pending[0]!;
      const end = run.base + run.times[run.to - 1]! / TIME_UNITS;
      if (!(end < newest - KEEP - 1)) break;
      this.restart(end, hashBand(run.hashes[run.to - 1]!));
      this.pending.shift();
    }
  }

  /**
   * Holds the pending archived anchors as add() one at a time would have. Anchor times rise with
   * at most a frame of disorder, so an anchor more than KEEP + 1 frame before the newest, and
   * every one before it, would have left: each run is held from its last such anchor on.
   */
  private flush(): void {
    if (this.pending.length === 0) return;
    const runs = this.pending;
    this.pending = [];
    const last = runs[runs.length - 1]!;
    const cut = last.base + last.times[last.to - 1]! / TIME_UNITS - KEEP - 1;
    for (const { hashes, times, from, to, base } of runs) {
      let lo = from;
      let hi = to;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (base + times[mid]! / TIME_UNITS < cut) lo = mid + 1;
        else hi = mid;
      }
      if (lo > from) this.restart(base + times[lo - 1]! / TIME_UNITS, hashBand(hashes[lo - 1]!));
      for (let k = lo; k < to; k++) this.hold(base + times[k]! / TIME_UNITS, hashBand(hashes[k]!));
    }
  }

  /**
   * The history as add() would leave it once every anchor held so far and `time` itself are past
   * KEEP: only `time` counts, as the anchor the next one is compared with (it leaves then).
   */
  private restart(time: number, band: number): void {
    this.head = this.tail;
    this.hold(time, band);
  }

  private hold(time: number, band: number): void {
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
    this.flush();
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

  /**
   * How many anchors in band b0 or b1 lie within [from, to] frames; their times are the first
   * of `nearTimes`. has(t, tolerance, b0, b1) is true exactly when one of those within
   * [t - tolerance, t + tolerance] lies within tolerance of t: examine() tries a line at 17
   * offsets with one search of the history rather than 17.
   */
  near(from: number, to: number, b0: number, b1: number): number {
    this.flush();
    let n = 0;
    let lo = this.head;
    let hi = this.tail;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (this.times[mid & this.mask]! < from - 1) lo = mid + 1;
      else hi = mid;
    }
    for (let j = lo; j < this.tail; j++) {
      const t = this.times[j & this.mask]!;
      if (t > to + 1) break;
      if (t < from || t > to) continue;
      const b = this.bands[j & this.mask]!;
      if (b !== b0 && b !== b1) continue;
      if (n === this.nearTimes.length) {
        const times = new Float64Array(2 * n);
        times.set(this.nearTimes);
        this.nearTimes = times;
      }
      this.nearTimes[n++] = t;
    }
    return n;
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
