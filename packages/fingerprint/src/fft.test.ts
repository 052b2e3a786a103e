import { describe, expect, it } from 'vitest';
import { RealFft } from './fft';
import { random } from './test-signals';

function naivePower(x: Float64Array): Float64Array {
  const n = x.length;
  const out = new Float64Array(n / 2);
  for (let k = 0; k < n / 2; k++) {
    let re = 0;
    let im = 0;
    for (let t = 0; t < n; t++) {
      re += x[t]! * Math.cos((2 * Math.PI * k * t) / n);
      im -= x[t]! * Math.sin((2 * Math.PI * k * t) / n);
    }
    out[k] = re * re + im * im;
  }
  return out;
}

describe('RealFft', () => {
  it.each([4, 8, 16, 64, 128, 512])('matches a direct DFT on random input (size %i)', (n) => {
    const rnd = random(n);
    const x = Float64Array.from({ length: n }, () => rnd() * 2 - 1);
    const power = new Float64Array(n / 2);
    new RealFft(n).power(x, power);
    const expected = naivePower(x);
    for (let k = 0; k < n / 2; k++) expect(power[k]).toBeCloseTo(expected[k]!, 8);
  });

  it('puts a sine at its bin', () => {
    const n = 512;
    const x = Float64Array.from({ length: n }, (_, t) => Math.sin((2 * Math.PI * 37 * t) / n));
    const power = new Float64Array(n / 2);
    new RealFft(n).power(x, power);
    const peak = power.indexOf(Math.max(...power));
    expect(peak).toBe(37);
    expect(power[37]).toBeCloseTo((n / 2) ** 2, 3);
  });

  it('refuses sizes that are not powers of two', () => {
    expect(() => new RealFft(300)).toThrow(RangeError);
  });
});
