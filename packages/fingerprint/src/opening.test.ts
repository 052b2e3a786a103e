import { describe, expect, it } from 'vitest';
import { OpeningMeter } from './opening';
import { SAMPLE_RATE, frames } from './params';
import { melody, tone } from './test-signals';

function leadIn(...parts: Float32Array[]): number {
  const meter = new OpeningMeter();
  for (const part of parts) meter.push(part);
  return meter.leadIn();
}

describe('OpeningMeter', () => {
  it('measures a spot that opens on a bed 12 dB under what follows', () => {
    expect(leadIn(melody(1, 2, 0.1), melody(2, 8, 0.4))).toBeCloseTo(frames(2), 5);
  });

  it('gives nothing to a reference that opens loud or is silent, and a window at most to a short fade-in', () => {
    expect(leadIn(melody(1, 10, 0.4))).toBe(0);
    expect(leadIn(melody(1, 0.2, 0.05), melody(2, 8, 0.4))).toBeLessThanOrEqual(frames(0.25));
    expect(leadIn(new Float32Array(5 * SAMPLE_RATE))).toBe(0);
  });

  it('measures the same however the audio is chunked', () => {
    const audio = new Float32Array(10 * SAMPLE_RATE);
    audio.set(tone(440, 3, 0.05));
    audio.set(tone(440, 7, 0.5), 3 * SAMPLE_RATE);
    const chunks = [];
    for (let i = 0; i < audio.length; i += 1234) chunks.push(audio.subarray(i, i + 1234));
    expect(leadIn(...chunks)).toBe(leadIn(audio));
    expect(leadIn(audio)).toBeCloseTo(frames(3), 5);
  });
});
