/**
 * From segments to airings. Segments of one reference that lie on one line (recording time
 * against reference time) are chained: tempo drift, a residual speed error or a fade splits one
 * airing into several offset clusters. A chain idle long enough becomes a candidate; candidates
 * are held HOLD frames so that an overlapping one (a near-duplicate version of the same ad) can
 * compete: the one with more matched landmarks wins. Thresholds turn candidates into airings,
 * and the anchors found along each airing's line give it its score (see `score` below).
 */
import type { AnchorHistory } from './anchor-history';
import { examine, heard, lookAll, type ReferenceAnchors } from './coincidence';
import { FRAME_SECONDS, frames } from './params';
import type { Hypothesis } from './hypotheses';
import { CLOSE_GAP, type Segment } from './voting';

/** What the chainer needs to know about the references. */
export interface ReferenceCatalog {
  /** Reference duration, in frames. */
  frames(ref: number): number;
  /** The reference's quiet opening, in frames (see opening.ts). */
  leadIn(ref: number): number;
  /** Share of the reference's anchors a clean copy shows (see baseline.ts). */
  baseline(ref: number): number;
  /** Landmarks the reference holds with anchors in [from, to) frames. */
  landmarksBetween(ref: number, from: number, to: number): number;
  anchors(ref: number): ReferenceAnchors;
}

export interface AiringThresholds {
  /** Matched landmarks (under the best hypothesis) an airing needs. */
  minHits: number;
  /** Span of the reference covered by matches, in seconds. */
  minSpan: number;
  /** Minimum score (0-100, see FrameAiring.score), once the anchors are examined. */
  minScore: number;
  /**
   * Share of the reference's anchors an airing must show over its matched span (see
   * coincidence.ts). Chance alignments that gather the landmarks find few: 0.07-0.22 on the
   * tuning day, against 0.34 and more for the weakest true airings in 10 dB of noise.
   */
  minCoincidence: number;
}

/**
 * minScore 0 bounds nothing: detection rests on the other three and on MIN_SHARE, so the same
 * airings pass as when minScore (2) bounded the share of landmarks, which was the score then.
 */
export const DEFAULT_THRESHOLDS: AiringThresholds = { minHits: 7, minSpan: 2, minScore: 0, minCoincidence: 0.25 };

/**
 * Matched landmarks per 100 of the reference's over the matched span that a candidate needs
 * before its anchors are examined: the bound the default minScore (2) put on this share when it
 * was the score, kept so that the same candidates are examined and the same airings pass.
 */
const MIN_SHARE = 2;

/**
 * The rest of a partial airing's reference (outside [refStart, refEnd]), where the line puts it,
 * shows the reference shared, not cut, when at least REST_RATE of REST_CHECKED anchors or more
 * are found there. Chosen on the adversarial tuning day (bench/fingerprint/adversarial.mjs, seed
 * 1): plays cut short, and spots sharing only a voice-over, found 0.03-0.09 of 75-270 anchors
 * there; parts of an ad aired under another voice-over 0.16-0.40 of 119-239; true full plays
 * whose edge stopped short of the reference's end left at most 73 anchors unreached.
 */
const REST_CHECKED = 100;
const REST_RATE = 0.14;

/** An airing in frames of the continuous recording (converted to seconds per file by the caller). */
export interface FrameAiring {
  ref: number;
  start: number;
  end: number;
  refStart: number;
  refEnd: number;
  /**
   * How much of the part that played was heard (0-100): the share of the reference's anchors over
   * [refStart, refEnd] found in the recording where the airing's line puts them (coincidence.ts),
   * per 100 of those a clean copy shows (baseline.ts), at most 100. Noise lowers it in proportion.
   * The share of landmarks matched (`hits`) is no such measure: a clean copy off its reference's
   * frames by part of a frame matches 36-80 % of them (docs/fingerprint.md, Score).
   */
  score: number;
  speed: number;
  hits: number;
}

/** Segments further apart than 4 s in the recording are not chained. */
const CHAIN_GAP = frames(4);
/** A segment joins a chain when its centre lies within 0.3 s (+1 % of the distance) of the chain's line. */
const CHAIN_TOLERANCE = frames(0.3);
const CHAIN_SLOPE_TOLERANCE = 0.01;
/** A fitted slope needs 5 s of reference span; shorter chains use the hypothesis's rate. */
const FIT_MIN_SPAN = frames(5);
/**
 * Evidence (matched landmarks, then found anchors) starting (ending) within 1 s of the
 * reference's start (end) counts as played from (to) there: many spots open on a quiet second
 * (a bed under the first words) that noise hides even from anchors. (Chosen on the tuning seed;
 * a partial play cut less than 1 s into the reference is reported from its start.)
 */
const SNAP_START = frames(1);
const SNAP_END = frames(1);
/**
 * Otherwise the play starts (ends) about 0.1 s before (after) its first (last) matched landmark:
 * a peak needs its ±256 ms neighbourhood, and next to a cut that neighbourhood holds other audio.
 * (Median of the partial plays' start errors on the tuning seed: 0.13 s.)
 */
const EDGE = frames(0.1);
/** Two chains of one reference whose reference-start times agree within 0.5 s are one airing. */
const ALIGNED = frames(0.5);
/** Candidates wait 20 s after their end for competitors to finish. */
const HOLD = frames(20);

interface Chain {
  ref: number;
  hitsByHyp: Float64Array;
  tqMin: number;
  tqMax: number;
  tqEnd: number;
  trMin: number;
  trEnd: number;
  n: number;
  sumTr: number;
  sumTq: number;
  sumTrTr: number;
  sumTrTq: number;
}

interface Candidate extends FrameAiring {
  /** Matched landmarks under the best hypothesis: the measure of coverage near-duplicates compete on. */
  strength: number;
  /** Matched landmarks per 100 of the reference's over the matched span (see MIN_SHARE). */
  share: number;
  /** Reference frames covered by matches, before snapping to the reference's ends. */
  span: number;
  /** The line: recording frame = intercept + reference frame / speed. */
  intercept: number;
  /** Reference frames of the first and last matched landmark. */
  trMin: number;
  trEnd: number;
  /** Share of the reference's anchors found over the matched span, once verified. */
  coincidence: number;
  /** The reference's anchors outside [refStart, refEnd] found and checked along the airing's line. */
  restFound: number;
  restChecked: number;
}

export class AiringBuilder {
  private readonly chains: Chain[] = [];
  private candidates: Candidate[] = [];

  constructor(
    private readonly hypotheses: readonly Hypothesis[],
    private readonly catalog: ReferenceCatalog,
    private readonly history: AnchorHistory,
    private readonly thresholds: AiringThresholds,
    private readonly onAiring: (airing: FrameAiring) => void,
  ) {}

  addSegment(s: Segment): void {
    const centreTr = s.sumTr / s.hits;
    const centreTq = s.sumTq / s.hits;
    let best: Chain | undefined;
    let bestError = Infinity;
    for (const c of this.chains) {
      if (c.ref !== s.ref) continue;
      if (s.tqMin > c.tqEnd + CHAIN_GAP || s.tqEnd < c.tqMin - CHAIN_GAP) continue;
      const { slope, intercept } = this.line(c);
      const error = Math.abs(intercept + slope * centreTr - centreTq);
      const chainCentre = c.sumTr / c.n;
      if (error > CHAIN_TOLERANCE + CHAIN_SLOPE_TOLERANCE * Math.abs(centreTr - chainCentre)) continue;
      if (error < bestError) {
        best = c;
        bestError = error;
      }
    }
    if (!best) {
      best = {
        ref: s.ref,
        hitsByHyp: new Float64Array(this.hypotheses.length),
        tqMin: s.tqMin,
        tqMax: s.tqMax,
        tqEnd: s.tqEnd,
        trMin: s.trMin,
        trEnd: s.trEnd,
        n: 0,
        sumTr: 0,
        sumTq: 0,
        sumTrTr: 0,
        sumTrTq: 0,
      };
      this.chains.push(best);
    }
    best.hitsByHyp[s.hyp]! += s.hits;
    best.tqMin = Math.min(best.tqMin, s.tqMin);
    best.tqMax = Math.max(best.tqMax, s.tqMax);
    best.tqEnd = Math.max(best.tqEnd, s.tqEnd);
    best.trMin = Math.min(best.trMin, s.trMin);
    best.trEnd = Math.max(best.trEnd, s.trEnd);
    best.n += s.hits;
    best.sumTr += s.sumTr;
    best.sumTq += s.sumTq;
    best.sumTrTr += s.sumTrTr;
    best.sumTrTq += s.sumTrTq;
  }

  /** Recording time (frames) reached: finalise idle chains, emit candidates whose hold is over. */
  advance(now: number): void {
    for (let i = this.chains.length - 1; i >= 0; i--) {
      const c = this.chains[i]!;
      if (c.tqMax < now - CLOSE_GAP - CHAIN_GAP) {
        this.chains.splice(i, 1);
        this.toCandidate(c);
      }
    }
    // Most calls (every 0.5 s of recording) find nothing ripe: checked here, as a time passed to
    // release() was boxed at each call.
    const until = now - HOLD;
    for (let i = 0; i < this.candidates.length; i++) {
      if (this.candidates[i]!.end < until) {
        this.release(until);
        return;
      }
    }
  }

  end(): void {
    for (const c of this.chains) this.toCandidate(c);
    this.chains.length = 0;
    this.release(Infinity);
  }

  private line(c: Chain): { slope: number; intercept: number } {
    const meanTr = c.sumTr / c.n;
    const meanTq = c.sumTq / c.n;
    let slope = 1 / this.hypotheses[this.bestHyp(c)]!.rate;
    if (c.trEnd - c.trMin >= FIT_MIN_SPAN) {
      const varTr = c.sumTrTr / c.n - meanTr * meanTr;
      const cov = c.sumTrTq / c.n - meanTr * meanTq;
      const fitted = varTr > 0 ? cov / varTr : slope;
      // Rates beyond ±5 % are outside what stations do: an outlier, keep the hypothesis's rate.
      if (fitted > 1 / 1.05 && fitted < 1 / 0.95) slope = fitted;
    }
    return { slope, intercept: meanTq - slope * meanTr };
  }

  private bestHyp(c: Chain): number {
    let best = 0;
    for (let h = 1; h < c.hitsByHyp.length; h++) if (c.hitsByHyp[h]! > c.hitsByHyp[best]!) best = h;
    return best;
  }

  private toCandidate(c: Chain): void {
    const { slope, intercept } = this.line(c);
    const strength = c.hitsByHyp[this.bestHyp(c)]!;
    const expected = this.catalog.landmarksBetween(c.ref, c.trMin, c.trEnd);
    const candidate: Candidate = {
      ref: c.ref,
      start: 0,
      end: 0,
      refStart: 0,
      refEnd: 0,
      score: 0,
      share: Math.min(100, Math.round((100 * strength) / Math.max(1, expected))),
      speed: 1 / slope,
      hits: strength,
      strength,
      span: c.trEnd - c.trMin,
      intercept,
      trMin: c.trMin,
      trEnd: c.trEnd,
      coincidence: 0,
      restFound: 0,
      restChecked: 0,
    };
    this.place(candidate, c.trMin, c.trEnd, false, false);
    this.candidates.push(candidate);
  }

  /**
   * Sets a candidate's extent from the reference frames its evidence covers: the reference's own
   * start (end) when the evidence reaches it, otherwise EDGE beyond the evidence.
   */
  private place(a: Candidate, from: number, to: number, reachedStart: boolean, reachedEnd: boolean): void {
    const frames = this.catalog.frames(a.ref);
    a.refStart = reachedStart || from <= this.catalog.leadIn(a.ref) + SNAP_START ? 0 : from - EDGE;
    a.refEnd = reachedEnd || frames - to <= SNAP_END ? frames : Math.min(frames, to + EDGE);
    a.start = a.intercept + a.refStart / a.speed;
    a.end = a.intercept + a.refEnd / a.speed;
  }

  /**
   * Checks a candidate anchor by anchor along its line (see coincidence.ts): the line may be
   * corrected, the edges move to where the reference's anchors are still found, and the share of
   * them found between those edges, against the share a clean copy shows, is the score.
   */
  private verify(a: Candidate): void {
    const anchors = this.catalog.anchors(a.ref);
    const e = examine(anchors, this.catalog.frames(a.ref), this.history, a);
    a.speed = e.speed;
    a.intercept = e.intercept;
    a.coincidence = e.coincidence;
    this.place(a, e.from, e.to, e.reachedStart, e.reachedEnd);
    const share = heard(anchors, this.history, e.alignment, a.refStart, a.refEnd, e.coincidence);
    // A baseline of 0 (no copy showed any anchor: never met) would divide by zero: the share stands.
    a.score = Math.min(100, Math.round((100 * share) / (this.catalog.baseline(a.ref) || 1)));
    // The rest of the reference, where the line puts it: a play cut short shows chance there.
    const before = lookAll(anchors, this.history, e.alignment, 0, a.refStart - 1);
    const after = lookAll(anchors, this.history, e.alignment, a.refEnd + 1, Infinity);
    a.restFound = before.found + after.found;
    a.restChecked = before.checked + after.checked;
  }

  /** Emits, in start order, the candidates that ended before `until`, after merging and competition. */
  private release(until: number): void {
    const list = this.candidates;
    // Nothing ripe: nothing changes (a plain loop: a callback allocated a closure per call).
    let any = false;
    for (let i = 0; i < list.length && !any; i++) any = list[i]!.end < until;
    if (!any) return;
    list.sort((a, b) => a.start - b.start);
    this.mergePieces(list);
    const ripe = list.filter((a) => a.end < until && !this.chains.some((c) => c.tqMin < a.end));
    // Ripe candidates ended HOLD ago: the anchor history holds all of them. Only those that will
    // be reported are worth the look (most candidates are a few chance hits).
    for (const a of ripe) if (this.meets(a)) this.verify(a);
    // Every ripe candidate is judged against all candidates before any leaves the list.
    const kept = ripe.filter((a) => !list.some((b) => b !== a && this.beats(b, a)));
    this.candidates = list.filter((a) => !ripe.includes(a));
    for (const a of kept) if (this.passes(a)) this.onAiring(a);
  }

  /**
   * Whether `b` overlaps `a` and is stronger: over the same reference at another offset (a repeated
   * passage, an echo) or over another reference for most of the shorter one (a near-duplicate
   * version). Ties go to the earlier.
   */
  private beats(b: Candidate, a: Candidate): boolean {
    const overlap = Math.min(a.end, b.end) - Math.max(a.start, b.start);
    if (overlap <= 0) return false;
    const stronger = b.strength > a.strength || (b.strength === a.strength && b.start < a.start);
    const shorter = Math.min(a.end - a.start, b.end - b.start);
    return stronger && (b.ref === a.ref || overlap > 0.5 * shorter);
  }

  /**
   * Candidates of one reference on one line (their reference start times agree) and at most
   * CHAIN_GAP apart are pieces of one airing: chains of drifting hypotheses, or a passage lost in
   * noise. The first piece absorbs the others.
   */
  private mergePieces(list: Candidate[]): void {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i]!;
        const b = list[j]!;
        if (b.ref !== a.ref || b.start > a.end + CHAIN_GAP) continue;
        const aligned = Math.abs(a.start - a.refStart / a.speed - (b.start - b.refStart / b.speed)) <= ALIGNED;
        if (!aligned) continue;
        const [strong, weak] = b.strength > a.strength ? [b, a] : [a, b];
        strong.trMin = Math.min(strong.trMin, weak.trMin);
        strong.trEnd = Math.max(strong.trEnd, weak.trEnd);
        if (b.start >= a.end || a.start >= b.end) {
          // Disjoint pieces: one airing over both, on the stronger piece's line.
          absorb(strong, weak);
          strong.strength += weak.strength;
          strong.hits = strong.strength;
        } else {
          // Overlapping pieces share matches (another hypothesis): the stronger stands, widened
          // only where the weaker reaches clearly further (a drifting hypothesis took over).
          if (weak.start < strong.start - ALIGNED) {
            strong.start = weak.start;
            strong.refStart = Math.min(strong.refStart, weak.refStart);
          }
          if (weak.end > strong.end + ALIGNED) {
            strong.end = weak.end;
            strong.refEnd = Math.max(strong.refEnd, weak.refEnd);
          }
          strong.span = Math.max(strong.span, weak.span, strong.refEnd - strong.refStart);
        }
        list[i] = strong;
        list.splice(j--, 1);
      }
    }
  }

  /** Whether the hash votes make `a` an airing, before it is verified anchor by anchor. */
  private meets(a: Candidate): boolean {
    const t = this.thresholds;
    return a.hits >= t.minHits && a.span * FRAME_SECONDS >= t.minSpan && a.share >= MIN_SHARE;
  }

  private passes(a: Candidate): boolean {
    const t = this.thresholds;
    return this.meets(a) && a.coincidence >= t.minCoincidence && a.score >= t.minScore && !this.sharesOnly(a);
  }

  /**
   * Whether `a` is a part of its reference that another recording shares (the same music bed
   * under another voice-over, issue 33) rather than the reference cut short: where the line
   * puts the rest of the reference, its anchors are still found, well above chance, yet too few
   * for the edges to reach them. Beyond a play cut short the line runs over other audio.
   */
  private sharesOnly(a: Candidate): boolean {
    return a.restChecked >= REST_CHECKED && a.restFound >= REST_RATE * a.restChecked;
  }
}

/** Widens `into` with the extent of `from` (same reference, same airing). */
function absorb(into: Candidate, from: Candidate): void {
  into.span = Math.max(into.refEnd, from.refEnd) - Math.min(into.refStart, from.refStart);
  into.start = Math.min(into.start, from.start);
  into.end = Math.max(into.end, from.end);
  into.refStart = Math.min(into.refStart, from.refStart);
  into.refEnd = Math.max(into.refEnd, from.refEnd);
}
