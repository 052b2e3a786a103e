/**
 * A reference's quiet opening: many spots open on a music bed alone, 8-16 dB under the voice
 * that follows. In noise that bed's peaks and anchors are lost first, so no evidence reaches
 * the reference's start; knowing how long the opening is lets the matcher report the airing
 * from the start when the evidence begins inside it (see airings.ts).
 */
import { SAMPLE_RATE, frames } from './params';

/** Levels are measured over 0.25 s. */
const WINDOW_SAMPLES = SAMPLE_RATE / 4;
/** The reference's loud level: the 90th percentile of its windows' levels. */
const LOUD_PERCENTILE = 0.9;
/** A window 6 dB or more under the loud level is quiet. */
const QUIET_DB = 6;

export class OpeningMeter {
  private readonly energies: number[] = [];
  private sum = 0;
  private count = 0;

  push(samples: Float32Array): void {
    for (const x of samples) {
      this.sum += x * x;
      if (++this.count === WINDOW_SAMPLES) this.close();
    }
  }

  /** Length of the quiet opening, in frames (0 when the reference opens loud or is silent). */
  leadIn(): number {
    const energies = [...this.energies];
    if (this.count > 0) energies.push(this.sum / this.count);
    const sorted = [...energies].sort((a, b) => a - b);
    const loud = sorted[Math.min(sorted.length - 1, Math.floor(LOUD_PERCENTILE * sorted.length))] ?? 0;
    if (loud <= 0) return 0;
    const threshold = loud * 10 ** (-QUIET_DB / 10);
    const first = energies.findIndex((e) => e >= threshold);
    return frames((Math.max(0, first) * WINDOW_SAMPLES) / SAMPLE_RATE);
  }

  private close(): void {
    this.energies.push(this.sum / this.count);
    this.sum = 0;
    this.count = 0;
  }
}
