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
/**
 * Between two positive floats the bit pattern grows by at most 2^24 · (ratio - 1) (mantissas are
 * linear within an octave), so two values within PLATEAU (ratio 1.105) of each other are less than
 * 1.77 M < 2^21 apart as bit patterns.
 */
const ROW_BITS = 1 << 21;
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
  private readonly ringBits: Int32Array[] = [];
  private readonly candidates: Int32Array;
  /** Per frame of the ring, the maximum over ±PEAK_BINS bins around each bin. */
  private readonly maxRing: Float32Array[] = [];
  /** Bit patterns of maxRing's rows, which windowMax writes. */
  private readonly maxRingBits: Int32Array[] = [];
  private readonly padded: Float32Array;
  private readonly paddedBits: Int32Array;
  private readonly prefixMax: Int32Array;
  private last = -1;
  private ended = false;

  constructor(
    private readonly sink: PeakSink,
    private readonly bins = FFT_SIZE / 2,
  ) {
    for (let i = 0; i < SPAN; i++) {
      const frame = new Float32Array(bins);
      this.ring.push(frame);
      this.ringBits.push(new Int32Array(frame.buffer));
      const row = new Float32Array(bins);
      this.maxRing.push(row);
      this.maxRingBits.push(new Int32Array(row.buffer));
    }
    this.padded = new Float32Array(bins + 2 * PEAK_BINS);
    this.paddedBits = new Int32Array(this.padded.buffer);
    this.prefixMax = new Int32Array(bins + 2 * PEAK_BINS);
    this.candidates = new Int32Array(bins);
  }

  /** Takes the next tilted frame (copied) and decides the frame PEAK_FRAMES back. */
  push(tilted: Float32Array, frameIndex: number): void {
    this.ring[frameIndex % SPAN]!.set(tilted);
    this.windowMax(tilted, this.maxRingBits[frameIndex % SPAN]!);
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
   * nested loops (a modulo per bin cost more than the maxima themselves), and the suffix pass
   * writes the output as it goes. Powers are never negative, so their float32 bit patterns order
   * like the numbers: the maxima are taken on those as integers, without branches, because
   * comparisons of real spectra mispredict half the time and that doubled the cost.
   */
  private windowMax(frame: Float32Array, out: Int32Array): void {
    const w = 2 * PEAK_BINS + 1;
    const { padded, paddedBits, prefixMax } = this;
    const n = paddedBits.length;
    const bins = frame.length;
    // The padding on both sides stays zero: only the middle is ever written.
    padded.set(frame, PEAK_BINS);
    let lastStart = 0;
    for (let start = 0; start < n; start += w) {
      const end = start + w < n ? start + w : n;
      let m = paddedBits[start]!;
      prefixMax[start] = m;
      for (let i = start + 1; i < end; i++) {
        // Non-negative int32s: the difference cannot overflow, its sign bit says which is larger.
        const d = paddedBits[i]! - m;
        m += d & ~(d >> 31);
        prefixMax[i] = m;
      }
      lastStart = start;
    }
    for (let start = lastStart; start >= 0; start -= w) {
      const end = start + w < n ? start + w : n;
      let m = paddedBits[end - 1]!;
      for (let i = end - 1; i >= start; i--) {
        const d = paddedBits[i]! - m;
        m += d & ~(d >> 31);
        if (i < bins) {
          const e = prefixMax[i + w - 1]! - m;
          out[i] = m + (e & ~(e >> 31));
        }
      }
    }
  }

  private row(frame: number): Float32Array | null {
    if (frame < 0 || frame > this.last || frame < this.last - SPAN + 1) return null;
    return this.ring[frame % SPAN]!;
  }

  private decide(c: number): void {
    const centre = this.row(c)!;
    const centreBits = this.ringBits[c % SPAN]!;
    const rowMax = this.maxRing[c % SPAN]!;
    const rowMaxBits = this.maxRingBits[c % SPAN]!;
    const bins = this.bins;
    const hiBin = Math.min(MAX_BIN, bins - 2);
    // Candidates first, without branches: a bin whose row maximum is more than ROW_BITS (in
    // float32 bit patterns) above it cannot be within PLATEAU of it. Most bins go here, and a
    // branch per bin on real spectra mispredicted too often.
    const candidates = this.candidates;
    let n = 0;
    for (let f = Math.max(MIN_BIN, 1); f <= hiBin; f++) {
      candidates[n] = f;
      n += (rowMaxBits[f]! - centreBits[f]! - ROW_BITS) >>> 31;
    }
    for (let k = 0; k < n; k++) {
      const f = candidates[k]!;
      const v = centre[f]!;
      // A bin of the row exceeds v by PLATEAU, whichever side it is on: not a peak.
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
