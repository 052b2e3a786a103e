import { describe, expect, it } from 'vitest';
import { PeakPicker } from './peaks';
import { FRAME_SECONDS, SAMPLE_RATE } from './params';
import { Spectrogram } from './spectrogram';
import { mixInto, tone } from './test-signals';

function peaksOf(samples: Float32Array): { time: number; freq: number }[] {
  const out: { time: number; freq: number }[] = [];
  const picker = new PeakPicker((time, log2Freq) => out.push({ time: time * FRAME_SECONDS, freq: 2 ** log2Freq }));
  new Spectrogram((frame, i) => picker.push(frame, i)).push(samples);
  picker.end();
  return out;
}

describe('PeakPicker', () => {
  it('finds short tone bursts at their time and frequency, between bins', () => {
    const signal = new Float32Array(3 * SAMPLE_RATE);
    const bursts = [
      { at: 0.5, freq: 523.3 },
      { at: 1.4, freq: 1234.5 },
      { at: 2.2, freq: 2750 },
    ];
    for (const b of bursts) mixInto(signal, tone(b.freq, 0.1), b.at);
    const peaks = peaksOf(signal);
    expect(peaks).toHaveLength(3);
    for (const [i, b] of bursts.entries()) {
      expect(Math.abs(peaks[i]!.freq / b.freq - 1)).toBeLessThan(0.005);
      expect(Math.abs(peaks[i]!.time - (b.at + 0.05))).toBeLessThan(0.04);
    }
  });

  it('finds nothing in silence', () => {
    expect(peaksOf(new Float32Array(SAMPLE_RATE))).toEqual([]);
  });

  it('keeps one peak per neighbourhood: a steady tone is one landmark anchor, not one per frame', () => {
    expect(peaksOf(tone(800, 0.5)).length).toBeLessThanOrEqual(2);
  });

  it('ignores frequencies outside the analysed band', () => {
    const signal = mixInto(new Float32Array(SAMPLE_RATE), tone(60, 0.2), 0.3);
    expect(peaksOf(signal)).toEqual([]);
  });
});
