import { describe, expect, it, vi } from 'vitest';
import { WAVEFORM_SAMPLES_PER_PIXEL, WAVEFORM_SAMPLE_RATE, computeWaveform } from './waveform';
import { WaveformTap, waveformTapArgs } from './waveform-tap';

/** The 8-bit PCM ffmpeg writes to the pipe for 16-bit `samples`: each one's high byte. */
const pcmBytes = (samples: number[]) => Buffer.from(Int8Array.from(samples, (sample) => sample >> 8).buffer);

describe('waveformTapArgs', () => {
  it('decodes the first audio stream to mono 8-bit PCM at the waveform rate on the given pipe, flushed per packet', () => {
    const args = waveformTapArgs(3).join(' ');
    expect(args).toBe(`-map 0:a:0 -vn -ac 1 -ar ${WAVEFORM_SAMPLE_RATE} -c:a pcm_s8 -flush_packets 1 -f s8 pipe:3`);
  });
});

describe('WaveformTap', () => {
  it('gives a segment the waveform that decoding its samples afterwards gives', () => {
    const samples = Array.from({ length: WAVEFORM_SAMPLE_RATE }, (_, i) => Math.round(20_000 * Math.sin(i / 7)));
    const tap = new WaveformTap();
    tap.push(pcmBytes(samples));
    const waveform = tap.take(0, 1);
    expect(waveform).toMatchObject({ sampleRate: WAVEFORM_SAMPLE_RATE, samplesPerPixel: WAVEFORM_SAMPLES_PER_PIXEL });
    expect(Array.from(waveform.data)).toEqual(
      Array.from(computeWaveform(Int16Array.from(samples), WAVEFORM_SAMPLES_PER_PIXEL)),
    );
  });

  it('takes the writes of the pipe as they come, a sample a byte', () => {
    const bytes = pcmBytes([0, -32768, 32767, 256]);
    const tap = new WaveformTap();
    tap.push(bytes.subarray(0, 1));
    tap.push(bytes.subarray(1, 3));
    tap.push(bytes.subarray(3));
    expect(tap.received).toBe(4);
    expect(Array.from(tap.take(0, 4 / WAVEFORM_SAMPLE_RATE).data)).toEqual([-128, 127]);
  });

  it('cuts consecutive segments at their times on the capture timeline and forgets what they used', () => {
    const quiet = Array.from({ length: 441 }, () => 0);
    const loud = Array.from({ length: 441 }, (_, i) => (i % 2 ? 25_600 : -25_600));
    const tap = new WaveformTap();
    tap.push(pcmBytes([...quiet, ...loud, ...quiet]));
    const pixel = 441 / WAVEFORM_SAMPLE_RATE;
    expect(Array.from(tap.take(0, pixel).data)).toEqual([0, 0]);
    expect(Array.from(tap.take(pixel, 3 * pixel).data)).toEqual([-100, 100, 0, 0]);
    expect(tap.received).toBe(3 * 441);
    // Samples already given to a segment are gone: a late overlapping request gets only new ones.
    expect(tap.take(0, 3 * pixel).data.length).toBe(0);
  });

  it('leaves out samples that never arrived rather than inventing them', () => {
    const tap = new WaveformTap();
    tap.push(pcmBytes(Array.from({ length: 441 }, () => 512)));
    expect(Array.from(tap.take(0, 2).data)).toEqual([2, 2]);
  });

  it('keeps up with a long recording without growing past the unread samples', () => {
    const tap = new WaveformTap();
    const second = pcmBytes(Array.from({ length: WAVEFORM_SAMPLE_RATE }, (_, i) => i));
    for (let s = 0; s < 300; s++) {
      tap.push(second);
      if (s % 30 === 29) expect(tap.take(s - 29, s + 1).data.length).toBe(30 * 25 * 2);
    }
    expect(tap.received).toBe(300 * WAVEFORM_SAMPLE_RATE);
  });

  it('waits for the last samples of a segment, but not past the end of the capture or the timeout', async () => {
    const tap = new WaveformTap();
    let arrived = false;
    const waiting = tap.whenReceived(1, 60_000).then(() => (arrived = true));
    tap.push(pcmBytes(Array.from({ length: WAVEFORM_SAMPLE_RATE - 1 }, () => 0)));
    await Promise.resolve();
    expect(arrived).toBe(false);
    tap.push(pcmBytes([0]));
    await waiting;
    expect(arrived).toBe(true);

    const afterEnd = tap.whenReceived(5, 60_000);
    tap.end();
    await afterEnd;
    vi.useFakeTimers();
    try {
      const timedOut = new WaveformTap().whenReceived(5, 2000);
      vi.advanceTimersByTime(2000);
      await timedOut;
    } finally {
      vi.useRealTimers();
    }
  });
});
