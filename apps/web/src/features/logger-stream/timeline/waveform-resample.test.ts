import { describe, expect, it } from 'vitest';
import { resampleWaveform, STORED_SAMPLES_PER_PIXEL } from './waveform-resample';

describe('resampleWaveform', () => {
  const data = [-10, 12, -3, 4, -50, 2, -1, 90, -7, 7];

  it('passes the stored data through at 441 samples per pixel or finer', () => {
    expect(resampleWaveform(data, STORED_SAMPLES_PER_PIXEL, 441)).toBe(data);
    expect(resampleWaveform(data, STORED_SAMPLES_PER_PIXEL, 200)).toBe(data);
  });

  it('keeps the lowest min and highest max of the pixels each new pixel covers', () => {
    expect(Array.from(resampleWaveform(data, 441, 882))).toEqual([-10, 12, -50, 90, -7, 7]);
    expect(Array.from(resampleWaveform(data, 441, 441 * 5))).toEqual([-50, 90]);
  });

  it('covers every input pixel with a factor that is not whole', () => {
    const out = Array.from(resampleWaveform(data, 441, 441 * 2.5));
    expect(out).toEqual([-50, 12, -50, 90]);
  });
});
