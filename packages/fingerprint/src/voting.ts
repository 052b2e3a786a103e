/**
 * Offset voting. Every hash hit (a recording landmark at `tq` matching a reference landmark at
 * `tr` under a hypothesis of playback rate r) votes for the recording time at which that
 * reference would have started, tq - tr / r. Votes of one reference, hypothesis and offset bin
 * form a cluster; a cluster idle for CLOSE_GAP frames closes and, if it holds enough hits, leaves
 * as a segment. Memory is bounded by the hits of the last CLOSE_GAP frames.
 */
import type { Hypothesis } from './hypotheses';
import { frames } from './params';

/** Offset bin (64 ms): wider than the jitter of peak times. */
const BIN = frames(0.064);
/** A cluster closes after 3 s without a hit. */
export const CLOSE_GAP = frames(3);
/** Keeps bin numbers positive for recordings that start inside an airing. */
const BIN_BIAS = 1 << 22;
const REF_SPACE = 1 << 16;
const HYP_SPACE = 16;

/** A first or last hit further than this (0.5 s) from its neighbour is a stray, outside the extents. */
const STRAY = frames(0.5);

/**
 * Hits of one reference at one offset: extents in frames (the recording's tq, the reference's tr;
 * ends include the landmark's gap) and the sums of a least-squares line.
 */
export interface Segment {
  ref: number;
  hyp: number;
  hits: number;
  tqMin: number;
  tqMax: number;
  tqEnd: number;
  trMin: number;
  trEnd: number;
  sumTr: number;
  sumTq: number;
  sumTrTr: number;
  sumTrTq: number;
}

/** A cluster being filled: a segment plus what it takes to drop a stray first or last hit. */
interface Cluster extends Segment {
  secondTq: number;
  secondTr: number;
  prevTq: number;
  prevTqEnd: number;
  prevTrEnd: number;
}

function toSegment(c: Cluster): Segment {
  const s: Segment = { ...c };
  if (c.hits > 2 && c.secondTq - c.tqMin > STRAY) {
    s.tqMin = c.secondTq;
    s.trMin = c.secondTr;
  }
  if (c.hits > 2 && c.tqMax - c.prevTq > STRAY) {
    s.tqEnd = c.prevTqEnd;
    s.trEnd = c.prevTrEnd;
    s.tqMax = c.prevTq;
  }
  return s;
}

export class OffsetVoting {
  private readonly slots = new Map<number, Cluster>();

  constructor(
    private readonly hypotheses: readonly Hypothesis[],
    private readonly minHits: number,
    private readonly onSegment: (segment: Segment) => void,
  ) {
    if (hypotheses.length > HYP_SPACE) throw new RangeError('too many hypotheses');
  }

  /** Open clusters (for tests and memory accounting). */
  get open(): number {
    return this.slots.size;
  }

  /** One hit: recording landmark (tq, gap dtq) matched reference landmark (tr, gap dtr) of `ref` under `hyp`. */
  vote(ref: number, hyp: number, tq: number, dtq: number, tr: number, dtr: number): void {
    const offset = (tq - tr / this.hypotheses[hyp]!.rate) / BIN;
    const bin = Math.floor(offset);
    const base = hyp * REF_SPACE + ref;
    let key = (bin + BIN_BIAS) * HYP_SPACE * REF_SPACE + base;
    let s = this.slots.get(key);
    if (!s) {
      // A line lying on a bin edge is kept whole by joining the nearer neighbour's cluster.
      const near = offset - bin < 0.5 ? bin - 1 : bin + 1;
      const nearKey = (near + BIN_BIAS) * HYP_SPACE * REF_SPACE + base;
      s = this.slots.get(nearKey);
      if (!s) {
        s = {
          ref,
          hyp,
          hits: 0,
          tqMin: tq,
          tqMax: tq,
          tqEnd: tq + dtq,
          trMin: tr,
          trEnd: tr + dtr,
          sumTr: 0,
          sumTq: 0,
          sumTrTr: 0,
          sumTrTq: 0,
          secondTq: tq,
          secondTr: tr,
          prevTq: tq,
          prevTqEnd: tq + dtq,
          prevTrEnd: tr + dtr,
        };
        this.slots.set(key, s);
      } else key = nearKey;
    }
    if (++s.hits === 2) {
      s.secondTq = tq;
      s.secondTr = tr;
    }
    s.prevTq = s.tqMax;
    s.prevTqEnd = s.tqEnd;
    s.prevTrEnd = s.trEnd;
    if (tq < s.tqMin) s.tqMin = tq;
    if (tq > s.tqMax) s.tqMax = tq;
    if (tq + dtq > s.tqEnd) s.tqEnd = tq + dtq;
    if (tr < s.trMin) s.trMin = tr;
    if (tr + dtr > s.trEnd) s.trEnd = tr + dtr;
    s.sumTr += tr;
    s.sumTq += tq;
    s.sumTrTr += tr * tr;
    s.sumTrTq += tr * tq;
  }

  /** The recording has reached frame `now`: close the clusters idle since CLOSE_GAP frames. */
  advance(now: number): void {
    for (const [key, s] of this.slots) {
      if (s.tqMax < now - CLOSE_GAP) {
        this.slots.delete(key);
        if (s.hits >= this.minHits) this.onSegment(toSegment(s));
      }
    }
  }

  /** End of the recording: every cluster closes. */
  end(): void {
    for (const s of this.slots.values()) if (s.hits >= this.minHits) this.onSegment(toSegment(s));
    this.slots.clear();
  }
}
