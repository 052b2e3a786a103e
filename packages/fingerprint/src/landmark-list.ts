/**
 * A growable list of landmarks quantised to the precision they are stored with (10 bytes each):
 * anchor time in 1/16 frame, anchor frequency and interval in 1/4096 octave, gap in 1/256 frame.
 * Hashes are always computed from these stored values, so an index or archive read back from
 * disk hashes exactly as it did when it was built.
 */
import type { ReferenceAnchors } from './coincidence';

export const TIME_UNITS = 16;
const FREQ_UNITS = 4096;
const DT_UNITS = 256;

export class LandmarkList {
  times: Uint32Array;
  freqs: Uint16Array;
  gaps: Uint16Array;
  intervals: Int16Array;
  length = 0;

  constructor(capacity = 1024) {
    this.times = new Uint32Array(capacity);
    this.freqs = new Uint16Array(capacity);
    this.gaps = new Uint16Array(capacity);
    this.intervals = new Int16Array(capacity);
  }

  /** Wraps stored arrays (no copy). */
  static of(times: Uint32Array, freqs: Uint16Array, gaps: Uint16Array, intervals: Int16Array): LandmarkList {
    const list = new LandmarkList(0);
    list.times = times;
    list.freqs = freqs;
    list.gaps = gaps;
    list.intervals = intervals;
    list.length = times.length;
    return list;
  }

  add(time: number, log2Freq: number, dt: number, interval: number): void {
    if (this.length === this.times.length) this.grow();
    const i = this.length++;
    this.times[i] = Math.max(0, Math.round(time * TIME_UNITS));
    this.freqs[i] = Math.round(log2Freq * FREQ_UNITS);
    this.gaps[i] = Math.round(dt * DT_UNITS);
    this.intervals[i] = Math.round(interval * FREQ_UNITS);
  }

  time(i: number): number {
    return this.times[i]! / TIME_UNITS;
  }
  log2Freq(i: number): number {
    return this.freqs[i]! / FREQ_UNITS;
  }
  gap(i: number): number {
    return this.gaps[i]! / DT_UNITS;
  }
  interval(i: number): number {
    return this.intervals[i]! / FREQ_UNITS;
  }

  /** The distinct anchors of landmarks [from, to), in time order. */
  anchors(from: number, to: number): ReferenceAnchors {
    const { times, freqs } = this;
    const anchorTimes = new Float64Array(to - from);
    const log2Freqs = new Float64Array(to - from);
    let n = 0;
    for (let i = from; i < to; i++) {
      // An anchor's landmarks are consecutive: one entry per anchor.
      if (i > from && times[i] === times[i - 1] && freqs[i] === freqs[i - 1]) continue;
      anchorTimes[n] = this.time(i);
      log2Freqs[n++] = this.log2Freq(i);
    }
    return { times: anchorTimes.subarray(0, n), log2Freqs: log2Freqs.subarray(0, n) };
  }

  /** Copies of the used part of the arrays. */
  trimmed(): { times: Uint32Array; freqs: Uint16Array; gaps: Uint16Array; intervals: Int16Array } {
    return {
      times: this.times.slice(0, this.length),
      freqs: this.freqs.slice(0, this.length),
      gaps: this.gaps.slice(0, this.length),
      intervals: this.intervals.slice(0, this.length),
    };
  }

  private grow(): void {
    const size = Math.max(1024, this.times.length * 2);
    const times = new Uint32Array(size);
    times.set(this.times);
    const freqs = new Uint16Array(size);
    freqs.set(this.freqs);
    const gaps = new Uint16Array(size);
    gaps.set(this.gaps);
    const intervals = new Int16Array(size);
    intervals.set(this.intervals);
    Object.assign(this, { times, freqs, gaps, intervals });
  }
}
