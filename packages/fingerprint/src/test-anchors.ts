/** Anchor sets for tests of the coincidence stage: a reference's anchors and a recording's history. */
import { AnchorHistory } from './anchor-history';
import type { ReferenceAnchors } from './coincidence';
import { BANDS_PER_OCTAVE, LOG2_FREQ_MIN, frames } from './params';
import { random } from './test-signals';

const band = (log2Freq: number) => Math.floor((log2Freq - LOG2_FREQ_MIN) * BANDS_PER_OCTAVE);

/** A reference of `seconds` with 12 anchors a second at random times and pitches. */
export function reference(seed: number, seconds: number): ReferenceAnchors {
  const r = random(seed);
  const times = Float64Array.from({ length: 12 * seconds }, () => frames(0.1) + r() * frames(seconds - 0.1)).sort();
  const log2Freqs = Float64Array.from(times, () => LOG2_FREQ_MIN + 0.1 + r() * 4.4);
  return { times, log2Freqs };
}

/**
 * A minute of recording: other audio's anchors (12 a second) throughout, and the reference's
 * anchors from `refFrom` (frames) on, played from frame `at`, each surviving with chance `keep`.
 */
export function recording(ref: ReferenceAnchors, at: number, refFrom: number, keep: number): AnchorHistory {
  const r = random(7);
  const anchors: [number, number][] = [];
  for (let i = 0; i < 12 * 60; i++) anchors.push([r() * frames(60), Math.floor(r() * 54)]);
  ref.times.forEach((t, i) => {
    if (t >= refFrom && r() < keep) anchors.push([at + t + (r() - 0.5) * 2, band(ref.log2Freqs[i]!)]);
  });
  const history = new AnchorHistory();
  for (const [t, b] of anchors.sort((a, b) => a[0] - b[0])) history.add(t, b);
  return history;
}
