/**
 * The waveform of a live capture, computed while it records. The capture's ffmpeg also decodes
 * its audio to mono 8-bit PCM at WAVEFORM_SAMPLE_RATE on a pipe (`waveformTapArgs`); the tap keeps
 * those samples and cuts each finished segment's waveform out of them. Every
 * station ends a segment in the same wall-clock second, so decoding each file afterwards would
 * start one ffmpeg per station at once; here the decoding is spread over the recording.
 */
import { monoAudio } from './presets';
import { WAVEFORM_SAMPLE_RATE, WAVEFORM_SAMPLES_PER_PIXEL, minMaxPairs, type Waveform } from './waveform';

/**
 * Output arguments that decode the first audio stream to mono 8-bit PCM for the tap on pipe `fd`.
 * ffmpeg's 16 to 8-bit conversion keeps each sample's high byte, as `computeWaveform` does, and
 * one byte a sample leaves the pipe's 64 KB six seconds of slack before ffmpeg would wait on it.
 */
export function waveformTapArgs(fd: number): string[] {
  return [
    ...monoAudio(WAVEFORM_SAMPLE_RATE),
    '-c:a',
    'pcm_s8',
    // Without it the pipe is written in 32 KB blocks, 1.5 s behind the recording.
    '-flush_packets',
    '1',
    '-f',
    's8',
    `pipe:${fd}`,
  ];
}

export class WaveformTap {
  /** The samples from `firstSample` on. */
  // A 30 s segment and what arrives before it is taken; it grows if segments are longer.
  private samples = new Int8Array(WAVEFORM_SAMPLE_RATE * 40);
  private length = 0;
  private firstSample = 0;
  private ended = false;
  private waiters: { sample: number; resolve: () => void }[] = [];

  /** Samples received since the capture started. */
  get received(): number {
    return this.firstSample + this.length;
  }

  push(chunk: Buffer): void {
    this.reserve(chunk.length);
    this.samples.set(new Int8Array(chunk.buffer, chunk.byteOffset, chunk.length), this.length);
    this.length += chunk.length;
    this.wakeWaiters();
  }

  /** No more samples will come (the capture ended). */
  end(): void {
    this.ended = true;
    this.wakeWaiters();
  }

  /**
   * Resolves once the samples up to `seconds` arrived, the capture ended, or `timeoutMs` passed:
   * the muxer may announce a segment a moment before the decoder has written its last samples.
   */
  whenReceived(seconds: number, timeoutMs: number): Promise<void> {
    const sample = WaveformTap.sampleAt(seconds);
    if (this.ended || this.received >= sample) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = { sample, resolve: () => undefined };
      const timer = setTimeout(() => waiter.resolve(), timeoutMs);
      waiter.resolve = () => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((other) => other !== waiter);
        resolve();
      };
      this.waiters.push(waiter);
    });
  }

  /** The sample index of a time on the capture's timeline. */
  static sampleAt(seconds: number): number {
    return Math.max(0, Math.round(seconds * WAVEFORM_SAMPLE_RATE));
  }

  /**
   * The waveform of the samples from `startSeconds` to `endSeconds` on the capture's timeline,
   * and forgets everything before `endSeconds`. Samples not received (or already forgotten) are
   * left out, so a segment whose audio never reached the tap yields fewer pixels, never wrong ones.
   */
  take(startSeconds: number, endSeconds: number): Waveform {
    const start = Math.max(WaveformTap.sampleAt(startSeconds), this.firstSample);
    const end = Math.max(start, Math.min(WaveformTap.sampleAt(endSeconds), this.received));
    const view = this.samples.subarray(start - this.firstSample, end - this.firstSample);
    const data = minMaxPairs(view, WAVEFORM_SAMPLES_PER_PIXEL);
    this.forgetBefore(end);
    return { sampleRate: WAVEFORM_SAMPLE_RATE, samplesPerPixel: WAVEFORM_SAMPLES_PER_PIXEL, data };
  }

  private wakeWaiters(): void {
    for (const waiter of [...this.waiters]) if (this.ended || this.received >= waiter.sample) waiter.resolve();
  }

  private reserve(extra: number): void {
    if (this.length + extra <= this.samples.length) return;
    const grown = new Int8Array(Math.max(this.samples.length * 2, this.length + extra));
    grown.set(this.samples.subarray(0, this.length));
    this.samples = grown;
  }

  private forgetBefore(sample: number): void {
    const drop = Math.min(this.length, Math.max(0, sample - this.firstSample));
    this.samples.copyWithin(0, drop, this.length);
    this.length -= drop;
    this.firstSample += drop;
  }
}
