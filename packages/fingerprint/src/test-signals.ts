/** Deterministic generated audio for the tests: note sequences that behave like music, and noise. */
import { SAMPLE_RATE } from './params';

/** mulberry32: a small seeded PRNG, so every test signal is reproducible. */
export function random(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `seconds` of notes (a fundamental and two harmonics, 80-300 ms each, 200-2000 Hz) from `seed`. */
export function melody(seed: number, seconds: number, amplitude = 0.3): Float32Array {
  const rnd = random(seed);
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  let i = 0;
  while (i < out.length) {
    const length = Math.round((0.08 + 0.22 * rnd()) * SAMPLE_RATE);
    const f = 200 * Math.pow(10, rnd());
    const phase = rnd() * 2 * Math.PI;
    for (let k = 0; k < length && i + k < out.length; k++) {
      const env = Math.min(1, k / 40, (length - k) / 40);
      const w = (2 * Math.PI * f * k) / SAMPLE_RATE + phase;
      out[i + k] = amplitude * env * (Math.sin(w) + 0.5 * Math.sin(2 * w) + 0.25 * Math.sin(3 * w));
    }
    i += length;
  }
  return out;
}

/** White noise at `amplitude` RMS. */
export function noise(seed: number, seconds: number, amplitude: number): Float32Array {
  const rnd = random(seed);
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  const scale = amplitude * Math.sqrt(3);
  for (let i = 0; i < out.length; i++) out[i] = scale * (2 * rnd() - 1);
  return out;
}

/** Adds `clip` (times `gain`) into `into` from `atSeconds`. */
export function mixInto(into: Float32Array, clip: Float32Array, atSeconds: number, gain = 1): Float32Array {
  const at = Math.round(atSeconds * SAMPLE_RATE);
  for (let i = 0; i < clip.length && at + i < into.length; i++) into[at + i]! += gain * clip[i]!;
  return into;
}

/** Plays `clip` `rate` times faster by resampling (a speed change: pitch and tempo move together). */
export function resample(clip: Float32Array, rate: number): Float32Array {
  const out = new Float32Array(Math.floor((clip.length - 1) / rate));
  for (let i = 0; i < out.length; i++) {
    const x = i * rate;
    const j = Math.floor(x);
    const frac = x - j;
    out[i] = clip[j]! * (1 - frac) + clip[j + 1]! * frac;
  }
  return out;
}

/** Sine of `freq` Hz. */
export function tone(freq: number, seconds: number, amplitude = 0.5): Float32Array {
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  for (let i = 0; i < out.length; i++) out[i] = amplitude * Math.sin((2 * Math.PI * freq * i) / SAMPLE_RATE);
  return out;
}
