/** PCM to landmarks: spectrogram, peak picking and pairing wired as one streaming stage. */
import { Landmarker, type LandmarkSink } from './landmarks';
import { PeakPicker } from './peaks';
import { HOP, PAIR_MAX_FRAMES, PEAK_FRAMES } from './params';
import { Spectrogram } from './spectrogram';

export class Fingerprinter {
  private readonly spectrogram: Spectrogram;
  private readonly picker: PeakPicker;
  private readonly landmarker: Landmarker;
  private ended = false;

  /**
   * `onHorizon(t)` is told, after each frame, that every landmark anchored before time `t`
   * (frames) has been emitted: the matcher closes its clusters on this clock, so its results
   * do not depend on how the audio is chunked.
   */
  constructor(sink: LandmarkSink, onHorizon?: (time: number) => void) {
    this.landmarker = new Landmarker(sink);
    this.picker = new PeakPicker((t, f, frame) => this.landmarker.addPeak(t, f, frame));
    this.spectrogram = new Spectrogram((frame, index) => {
      this.picker.push(frame, index);
      this.landmarker.decided(index - PEAK_FRAMES);
      onHorizon?.(index - PEAK_FRAMES - PAIR_MAX_FRAMES);
    });
  }

  /** Frames analysed so far (one per HOP samples once the first window is full). */
  get frames(): number {
    return this.spectrogram.frames;
  }

  /** Duration fed so far, in frames (the time unit of landmarks). */
  get duration(): number {
    return this.spectrogram.samples / HOP;
  }

  /** Mono samples in [-1, 1] at SAMPLE_RATE; any chunk size. */
  push(samples: Float32Array): void {
    this.spectrogram.push(samples);
  }

  /** Flushes the peaks and landmarks that waited for audio after them. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.picker.end();
    this.landmarker.end();
  }
}
