import { describe, expect, it } from 'vitest';
import { FFT_SIZE, HOP, SAMPLE_RATE } from './params';
import { Spectrogram } from './spectrogram';
import { random, tone } from './test-signals';

function frames(samples: Float32Array, chunk = samples.length): Float32Array[] {
  const out: Float32Array[] = [];
  const s = new Spectrogram((frame) => out.push(frame.slice()));
  for (let i = 0; i < samples.length; i += chunk) s.push(samples.subarray(i, i + chunk));
  return out;
}

describe('Spectrogram', () => {
  it('emits one frame per hop once the first window is full, whatever the chunking', () => {
    const samples = tone(1000, 1);
    const whole = frames(samples);
    const chunked = frames(samples, 333);
    expect(whole).toHaveLength(Math.floor((SAMPLE_RATE - FFT_SIZE) / HOP) + 1);
    expect(chunked).toHaveLength(whole.length);
    expect(chunked[10]).toEqual(whole[10]);
  });

  it('puts a 1 kHz tone at bin 64', () => {
    const frame = frames(tone(1000, 0.5))[5]!;
    let best = 0;
    for (let k = 1; k < frame.length; k++) if (frame[k]! > frame[best]!) best = k;
    expect(best).toBe(64);
  });

  it('turns a gain change into a constant power ratio, so peak picking ignores gain', () => {
    const a = frames(tone(700, 0.3, 0.2))[3]!;
    const b = frames(tone(700, 0.3, 0.4))[3]!;
    for (const k of [30, 45, 90]) expect(b[k]! / a[k]!).toBeCloseTo(4, 3);
  });

  it('tilts the spectrum +3 dB per octave so that white noise rises with frequency', () => {
    const rnd = random(5);
    const white = Float32Array.from({ length: 4 * SAMPLE_RATE }, () => rnd() - 0.5);
    const f = frames(white);
    const mean = (from: number, to: number) => {
      let s = 0;
      for (const frame of f) for (let k = from; k < to; k++) s += frame[k]!;
      return s / (f.length * (to - from));
    };
    // One octave up doubles the tilt factor (the noise itself is flat).
    expect(mean(120, 136) / mean(60, 68)).toBeGreaterThan(1.8);
    expect(mean(120, 136) / mean(60, 68)).toBeLessThan(2.2);
  });
});
