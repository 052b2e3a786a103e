/**
 * Landmarks: each anchor peak paired with its FAN_OUT nearest later peaks within
 * PAIR_MAX_FRAMES and PAIR_MAX_OCTAVES. A landmark keeps continuous values (anchor time and
 * frequency, time gap, interval in octaves); `hashLandmark` quantises it under a speed
 * hypothesis, so one query landmark can be looked up as if the audio were played faster or slower.
 */
import {
  BANDS_PER_OCTAVE,
  BAND_BITS,
  DT_BITS,
  DT_STEP,
  FAN_OUT,
  LOG2_FREQ_MIN,
  PAIR_MAX_FRAMES,
  PAIR_MAX_OCTAVES,
  PAIR_MIN_FRAMES,
  RATIO_BITS,
  RATIO_STEPS_PER_OCTAVE,
} from './params';

/** `time` (frames) and `log2Freq` of the anchor, `dt` (frames) and `interval` (octaves) to the target. */
export type LandmarkSink = (time: number, log2Freq: number, dt: number, interval: number) => void;

const CAPACITY = 1 << 12;
const MASK = CAPACITY - 1;
const BANDS = 1 << BAND_BITS;
const RATIO_CENTRE = 1 << (RATIO_BITS - 1);
const DT_LIMIT = 1 << DT_BITS;

export class Landmarker {
  private readonly times = new Float64Array(CAPACITY);
  private readonly freqs = new Float64Array(CAPACITY);
  private readonly frames = new Int32Array(CAPACITY);
  /** Peaks [head, tail) are held; [head, next) still await pairing as anchors. */
  private head = 0;
  private tail = 0;

  constructor(private readonly sink: LandmarkSink) {}

  addPeak(time: number, log2Freq: number, frame: number): void {
    if (this.tail - this.head >= CAPACITY) this.pairAnchor();
    const i = this.tail++ & MASK;
    this.times[i] = time;
    this.freqs[i] = log2Freq;
    this.frames[i] = frame;
  }

  /** Every peak up to `frame` is known: pair the anchors whose target zone is complete. */
  decided(frame: number): void {
    while (this.head < this.tail && this.frames[this.head & MASK]! + PAIR_MAX_FRAMES <= frame) this.pairAnchor();
  }

  /** End of the stream: pair the remaining anchors with what follows them. */
  end(): void {
    while (this.head < this.tail) this.pairAnchor();
  }

  private pairAnchor(): void {
    const a = this.head++ & MASK;
    const t1 = this.times[a]!;
    const f1 = this.freqs[a]!;
    const frame1 = this.frames[a]!;
    let made = 0;
    for (let j = this.head; j < this.tail && made < FAN_OUT; j++) {
      const b = j & MASK;
      const gap = this.frames[b]! - frame1;
      if (gap < PAIR_MIN_FRAMES) continue;
      if (gap > PAIR_MAX_FRAMES) break;
      const interval = this.freqs[b]! - f1;
      if (interval > PAIR_MAX_OCTAVES || interval < -PAIR_MAX_OCTAVES) continue;
      this.sink(t1, f1, this.times[b]! - t1, interval);
      made++;
    }
  }
}

/**
 * Hash of a landmark seen through a hypothesis: the audio was shifted by `freqShift` octaves and
 * its time gaps divided by `timeScale`; the hash is the reference's. Returns -1 when the landmark
 * falls outside the hash's ranges.
 */
export function hashLandmark(log2Freq: number, dt: number, interval: number, freqShift = 0, timeScale = 1): number {
  const band = Math.floor((log2Freq - freqShift - LOG2_FREQ_MIN) * BANDS_PER_OCTAVE);
  if (band < 0 || band >= BANDS) return -1;
  const ratio = Math.round(interval * RATIO_STEPS_PER_OCTAVE) + RATIO_CENTRE;
  let gap = Math.round((dt * timeScale) / DT_STEP);
  if (gap < 1) gap = 1;
  if (gap >= DT_LIMIT) return -1;
  return (((band << RATIO_BITS) | ratio) << DT_BITS) | gap;
}

/** The time gap (frames) a hash encodes. */
export function hashGap(hash: number): number {
  return (hash & (DT_LIMIT - 1)) * DT_STEP;
}
