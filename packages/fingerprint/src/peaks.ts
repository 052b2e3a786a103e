/**
 * Spectral peak picking: a peak is the strict maximum of the (tilted) spectrogram over a
 * neighbourhood of ±PEAK_FRAMES frames by ±PEAK_BINS bins, above the PEAK_FLOOR of near silence.
 * Its time and frequency are refined by parabolic interpolation, so a speed change moves peaks
 * continuously rather than by whole bins.
 */
import { FFT_SIZE, MAX_BIN, MIN_BIN, PEAK_BINS, PEAK_FRAMES, PEAK_FLOOR, SAMPLE_RATE } from './params';

/** `time` in frames (frame centre = index + 1), `log2Freq` in log2 Hz, `frame` the integer frame. */
export type PeakSink = (time: number, log2Freq: number, frame: number) => void;

/** Values within 0.05 (ln magnitude, about 0.4 dB) count as one plateau. */
const PLATEAU = 0.05;
const SPAN = 2 * PEAK_FRAMES + 1;
const HZ_PER_BIN = SAMPLE_RATE / FFT_SIZE;

/** Vertex offset in [-0.5, 0.5] of the parabola through (-1, a), (0, b), (1, c). */
function vertex(a: number, b: number, c: number): number {
  if (!Number.isFinite(a) || !Number.isFinite(c)) return 0;
  const den = a - 2 * b + c;
  if (den >= 0) return 0;
  const d = (0.5 * (a - c)) / den;
  return d > 0.5 ? 0.5 : d < -0.5 ? -0.5 : d;
}

export class PeakPicker {
  private readonly ring: Float32Array[] = [];
  private last = -1;
  private ended = false;

  constructor(
    private readonly sink: PeakSink,
    private readonly bins = FFT_SIZE / 2,
  ) {
    for (let i = 0; i < SPAN; i++) this.ring.push(new Float32Array(bins));
  }

  /** Takes the next tilted frame (copied) and decides the frame PEAK_FRAMES back. */
  push(tilted: Float32Array, frameIndex: number): void {
    this.ring[frameIndex % SPAN]!.set(tilted);
    this.last = frameIndex;
    if (frameIndex >= PEAK_FRAMES) this.decide(frameIndex - PEAK_FRAMES);
  }

  /** Decides the frames still waiting for their future neighbours. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    for (let c = Math.max(0, this.last - PEAK_FRAMES + 1); c <= this.last; c++) this.decide(c);
  }

  private row(frame: number): Float32Array | null {
    if (frame < 0 || frame > this.last || frame < this.last - SPAN + 1) return null;
    return this.ring[frame % SPAN]!;
  }

  private decide(c: number): void {
    const centre = this.row(c)!;
    const bins = this.bins;
    const hiBin = Math.min(MAX_BIN, bins - 2);
    for (let f = Math.max(MIN_BIN, 1); f <= hiBin; f++) {
      const v = centre[f]!;
      if (!(v >= PEAK_FLOOR)) continue;
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
   * would move with the recording's sample phase.
   */
  private isMaximum(c: number, f: number, v: number): boolean {
    const lo = f - PEAK_BINS < 0 ? 0 : f - PEAK_BINS;
    const hi = f + PEAK_BINS >= this.bins ? this.bins - 1 : f + PEAK_BINS;
    const low = v - PLATEAU;
    const high = v + PLATEAU;
    const centre = this.ring[c % SPAN]!;
    for (let g = lo; g < f; g++) if (centre[g]! >= low) return false;
    for (let g = f + 1; g <= hi; g++) if (centre[g]! > high) return false;
    for (let d = 1; d <= PEAK_FRAMES; d++) {
      const before = this.row(c - d);
      if (before) for (let g = lo; g <= hi; g++) if (before[g]! >= low) return false;
      const after = this.row(c + d);
      if (after) for (let g = lo; g <= hi; g++) if (after[g]! > high) return false;
    }
    return true;
  }
}
