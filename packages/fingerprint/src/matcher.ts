/**
 * The streaming matcher: PCM of one station's consecutive recordings in, airings out. Every
 * landmark of the recording is hashed under each playback hypothesis and looked up in the index;
 * the hits vote for offsets, offsets become segments, segments are chained into airings. Memory
 * is bounded: only the last seconds of clusters and chains are held, whatever the length.
 */
import { AnchorHistory, archivedTime, hashBand } from './anchor-history';
import { AiringBuilder, DEFAULT_THRESHOLDS, type AiringThresholds, type FrameAiring } from './airings';
import { Fingerprinter } from './fingerprinter';
import { HYPOTHESES, type Hypothesis } from './hypotheses';
import { hashGap, hashLandmark } from './landmarks';
import type { ReferenceIndex } from './reference-index';
import { frames } from './params';
import { OffsetVoting } from './voting';

/** Clusters and chains are closed every 0.5 s of recording. */
const ADVANCE_EVERY = frames(0.5);

export interface MatchOptions {
  thresholds?: Partial<AiringThresholds>;
  hypotheses?: readonly Hypothesis[];
  /** Hits a single offset cluster needs before it is considered at all. */
  minClusterHits?: number;
  /** Each landmark of the recording as fingerprinted, for an ArchiveBuilder that follows the matcher. */
  onLandmark?: (t: number, log2Freq: number, dt: number, interval: number) => void;
}

/** Wires voting and chaining for one pass over a recording (streaming or archived). */
export class MatchCore {
  readonly voting: OffsetVoting;
  readonly builder: AiringBuilder;
  readonly history = new AnchorHistory();
  readonly hypotheses: readonly Hypothesis[];

  constructor(index: ReferenceIndex, onAiring: (airing: FrameAiring) => void, options: MatchOptions = {}) {
    this.hypotheses = options.hypotheses ?? HYPOTHESES;
    const thresholds = { ...DEFAULT_THRESHOLDS, ...options.thresholds };
    this.builder = new AiringBuilder(this.hypotheses, index, this.history, thresholds, onAiring);
    this.voting = new OffsetVoting(this.hypotheses, options.minClusterHits ?? 3, (s) => this.builder.addSegment(s));
  }

  advance(now: number): void {
    this.voting.advance(now);
    this.builder.advance(now);
  }

  end(): void {
    this.voting.end();
    this.builder.end();
  }
}

export class Matcher {
  private readonly core: MatchCore;
  private readonly fingerprinter: Fingerprinter;
  private readonly shifts: Float64Array;
  private readonly scales: Float64Array;
  private nextAdvance = 0;
  /** Hash lookups and postings visited (for the benchmark's accounting). */
  lookups = 0;
  postings = 0;

  constructor(
    private readonly index: ReferenceIndex,
    onAiring: (airing: FrameAiring) => void,
    options: MatchOptions = {},
  ) {
    this.core = new MatchCore(index, onAiring, options);
    this.shifts = Float64Array.from(this.core.hypotheses, (h) => h.freqShift);
    this.scales = Float64Array.from(this.core.hypotheses, (h) => h.rate);
    const onLandmark = options.onLandmark;
    this.fingerprinter = new Fingerprinter(
      onLandmark
        ? (t, f, dt, interval) => {
            this.landmark(t, f, dt, interval);
            onLandmark(t, f, dt, interval);
          }
        : (t, f, dt, interval) => this.landmark(t, f, dt, interval),
      (horizon) => {
        if (horizon < this.nextAdvance) return;
        this.nextAdvance = horizon + ADVANCE_EVERY;
        this.core.advance(horizon);
      },
    );
  }

  /** Recording fed so far, in frames: the start of the next file. */
  get duration(): number {
    return this.fingerprinter.duration;
  }

  /** Mono samples in [-1, 1] at SAMPLE_RATE, continuing the recording. */
  push(samples: Float32Array): void {
    this.fingerprinter.push(samples);
  }

  /** End of the station's recordings: every pending airing is reported. */
  end(): void {
    this.fingerprinter.end();
    this.core.end();
  }

  private landmark(tq: number, log2Freq: number, dt: number, interval: number): void {
    const { offsets, present, postings, postingTimes } = this.index;
    const voting = this.core.voting;
    // The anchor as an archive would hold it (see anchor-history.ts).
    const own = hashLandmark(log2Freq, dt, interval);
    if (own >= 0) this.core.history.add(archivedTime(tq), hashBand(own));
    for (let h = 0; h < this.shifts.length; h++) {
      const hash = hashLandmark(log2Freq, dt, interval, this.shifts[h]!, this.scales[h]!);
      if (hash < 0) continue;
      this.lookups++;
      if (!((present[hash >> 3]! >> (hash & 7)) & 1)) continue;
      const from = offsets[hash]!;
      const to = offsets[hash + 1]!;
      this.postings += to - from;
      const dtr = hashGap(hash);
      for (let p = 2 * from; p < 2 * to; p += 2) voting.vote(postings[p]!, h, tq, dt, postingTimes[p + 1]!, dtr);
    }
  }
}
