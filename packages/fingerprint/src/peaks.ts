/**
 * Spectral peak picking: a peak is the strict maximum of the (tilted) spectrogram over a
 * neighbourhood of ±PEAK_FRAMES frames by ±PEAK_BINS bins, above the PEAK_FLOOR of near silence.
 * Its time and frequency are refined by parabolic interpolation, so a speed change moves peaks
 * continuously rather than by whole bins.
 */
import { FFT_SIZE, MAX_BIN, MIN_BIN, PEAK_BINS, PEAK_FRAMES, PEAK_FLOOR, SAMPLE_RATE } from './params';

/** `time` in frames (frame centre = index + 1), `log2Freq` in log2 Hz, `frame` the integer frame. */
export type PeakSink = (time: number, log2Freq: number, frame: number) => void;

/** Values within 0.4 dB (a power ratio of e^0.1) count as one plateau. */
const PLATEAU = Math.exp(0.1);
/** PEAK_FLOOR is in ln magnitude; frames are in power. */
const FLOOR = Math.exp(2 * PEAK_FLOOR);
const SPAN = 2 * PEAK_FRAMES + 1;
const HZ_PER_BIN = SAMPLE_RATE / FFT_SIZE;

/** Vertex offset in [-0.5, 0.5] of the parabola through the log powers (-1, a), (0, b), (1, c). */
function vertex(pa: number, pb: number, pc: number): number {
  if (!(pa > 0) || !(pc > 0)) return 0;
  const a = Math.log(pa);
  const b = Math.log(pb);
  const c = Math.log(pc);
  const den = a - 2 * b + c;
  if (den >= 0) return 0;
  const d = (0.5 * (a - c)) / den;
  return d > 0.5 ? 0.5 : d < -0.5 ? -0.5 : d;
}

export class PeakPicker {
  private readonly ring: Float32Array[] = [];
  /** Per frame of the ring, the maximum over ±PEAK_BINS bins around each bin. */
  private readonly maxRing: Float32Array[] = [];
  private readonly padded: Float32Array;
  private readonly prefixMax: Float32Array;
  private readonly suffixMax: Float32Array;
  private last = -1;
  private ended = false;

  constructor(
    private readonly sink: PeakSink,
    private readonly bins = FFT_SIZE / 2,
  ) {
    for (let i = 0; i < SPAN; i++) {
      this.ring.push(new Float32Array(bins));
      this.maxRing.push(new Float32Array(bins));
    }
    this.padded = new Float32Array(bins + 2 * PEAK_BINS);
    this.prefixMax = new Float32Array(bins + 2 * PEAK_BINS);
    this.suffixMax = new Float32Array(bins + 2 * PEAK_BINS);
  }

  /** Takes the next tilted frame (copied) and decides the frame PEAK_FRAMES back. */
  push(tilted: Float32Array, frameIndex: number): void {
    this.ring[frameIndex % SPAN]!.set(tilted);
    this.windowMax(tilted, this.maxRing[frameIndex % SPAN]!);
    this.last = frameIndex;
    if (frameIndex >= PEAK_FRAMES) this.decide(frameIndex - PEAK_FRAMES);
  }

  /** Decides the frames still waiting for their future neighbours. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    for (let c = Math.max(0, this.last - PEAK_FRAMES + 1); c <= this.last; c++) this.decide(c);
  }

  /**
   * out[f] = max of frame over [f - PEAK_BINS, f + PEAK_BINS] (van Herk / Gil-Werman: block
   * prefix and suffix maxima, three comparisons a bin whatever the window). Blocks are walked by
   * nested loops: a modulo per bin cost more than the maxima themselves.
   */
  private windowMax(frame: Float32Array, out: Float32Array): void {
    const w = 2 * PEAK_BINS + 1;
    const { padded, prefixMax, suffixMax } = this;
    const n = padded.length;
    // The padding on both sides stays zero: only the middle is ever written.
    padded.set(frame, PEAK_BINS);
    for (let start = 0; start < n; start += w) {
      const end = start + w < n ? start + w : n;
      let m = padded[start]!;
      prefixMax[start] = m;
      for (let i = start + 1; i < end; i++) {
        const x = padded[i]!;
        if (x > m) m = x;
        prefixMax[i] = m;
      }
      m = padded[end - 1]!;
      suffixMax[end - 1] = m;
      for (let i = end - 2; i >= start; i--) {
        const x = padded[i]!;
        if (x > m) m = x;
        suffixMax[i] = m;
      }
    }
    for (let f = 0; f < frame.length; f++) {
      const a = suffixMax[f]!;
      const b = prefixMax[f + w - 1]!;
      out[f] = a > b ? a : b;
    }
  }

  private row(frame: number): Float32Array | null {
    if (frame < 0 || frame > this.last || frame < this.last - SPAN + 1) return null;
    return this.ring[frame % SPAN]!;
  }

  private decide(c: number): void {
    const centre = this.row(c)!;
    const rowMax = this.maxRing[c % SPAN]!;
    const bins = this.bins;
    const hiBin = Math.min(MAX_BIN, bins - 2);
    for (let f = Math.max(MIN_BIN, 1); f <= hiBin; f++) {
      const v = centre[f]!;
      // Most bins fail here: a bin of the row exceeds v by PLATEAU, whichever side it is on.
      if (!(v >= FLOOR) || rowMax[f]! > v * PLATEAU) continue;
      if (!this.isMaximum(c, f, v)) continue;
      const df = vertex(centre[f - 1]!, v, centre[f + 1]!);
      const before = this.row(c - 1);
      const after = this.row(c + 1);
      const dt = before && after ? vertex(before[f]!, v, after[f]!) : 0;
      this.sink(c + 1 + dt, Math.log2((f + df) * HZ_PER_BIN), c);
    }
  }

  /**
   * Maximum of the neighbourhood, where an earlier (or lower) value within PLATEAU of v beats v
   * and a later one must exceed v by PLATEAU: on a note held at a steady level the peak lands on
   * its first frame, its onset, instead of wherever rounding noise puts the largest value, which
   * would move with the recording's sample phase. The caller has checked that no bin of the row
   * exceeds v by PLATEAU, so only lower bins within PLATEAU remain to be ruled out in the row.
   */
  private isMaximum(c: number, f: number, v: number): boolean {
    const low = v / PLATEAU;
    const high = v * PLATEAU;
    const centre = this.ring[c % SPAN]!;
    const lo = f - PEAK_BINS < 0 ? 0 : f - PEAK_BINS;
    for (let g = lo; g < f; g++) if (centre[g]! >= low) return false;
    // Other frames: the window maximum decides, with the same tie rule.
    const first = Math.max(0, this.last - SPAN + 1);
    const dMax = Math.min(PEAK_FRAMES, c - first);
    for (let d = 1; d <= dMax; d++) if (this.maxRing[(c - d) % SPAN]![f]! >= low) return false;
    const uMax = Math.min(PEAK_FRAMES, this.last - c);
    for (let d = 1; d <= uMax; d++) if (this.maxRing[(c + d) % SPAN]![f]! > high) return false;
    return true;
  }
}
