import { describe, expect, it } from 'vitest';
import { WAVEFORM_SAMPLES_PER_PIXEL, WAVEFORM_SAMPLE_RATE, computeWaveform, waveformDecodeArgs } from './waveform';

describe('computeWaveform', () => {
  it('gives a full-scale square wave the extreme 8-bit values', () => {
    const pcm = Int16Array.from({ length: 400 }, (_, i) => (Math.floor(i / 50) % 2 === 0 ? 32767 : -32768));
    expect(Array.from(computeWaveform(pcm, 100))).toEqual([-128, 127, -128, 127, -128, 127, -128, 127]);
  });

  it('gives a sine its amplitude', () => {
    const amplitude = 16384; // half scale: 64 in 8 bits
    const pcm = Int16Array.from({ length: 441 * 3 }, (_, i) =>
      Math.round(amplitude * Math.sin((2 * Math.PI * i) / 441)),
    );
    const data = computeWaveform(pcm, 441);
    expect(data.length).toBe(6);
    for (let pixel = 0; pixel < 3; pixel++) {
      expect(data[pixel * 2]).toBe(-64);
      expect(data[pixel * 2 + 1]).toBe(64);
    }
  });

  it('covers the remaining samples with a partial last pixel', () => {
    const pcm = Int16Array.from([0, 256, 512, -1024, 2560]);
    expect(Array.from(computeWaveform(pcm, 2))).toEqual([0, 1, -4, 2, 10, 10]);
  });

  it('rounds small negative samples down, as an arithmetic shift does', () => {
    expect(Array.from(computeWaveform(Int16Array.from([-1, 255]), 2))).toEqual([-1, 0]);
  });

  it('gives no pixels for no samples and refuses a pixel of no samples', () => {
    expect(computeWaveform(new Int16Array(0), 441).length).toBe(0);
    expect(() => computeWaveform(new Int16Array(10), 0)).toThrow(RangeError);
  });
});

describe('waveformDecodeArgs', () => {
  it('decodes the first audio stream to mono 16-bit PCM on stdout', () => {
    const args = waveformDecodeArgs('/seg/000000001.ts', 11025);
    expect(args.slice(args.indexOf('-i'), args.indexOf('-i') + 2)).toEqual(['-i', '/seg/000000001.ts']);
    expect(args.join(' ')).toContain('-map 0:a:0 -vn -ac 1 -ar 11025 -c:a pcm_s16le -f s16le pipe:1');
  });

  it('resolves 25 pixels per second', () => {
    expect(WAVEFORM_SAMPLE_RATE / WAVEFORM_SAMPLES_PER_PIXEL).toBe(25);
  });
});
