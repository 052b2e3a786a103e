/**
 * Offset voting. Every hash hit (a recording landmark at `tq` matching a reference landmark at
 * `tr` under a hypothesis of playback rate r) votes for the recording time at which that
 * reference would have started, tq - tr / r. Votes of one reference, hypothesis and offset bin
 * form a cluster; a cluster idle for CLOSE_GAP frames closes and, if it holds enough hits, leaves
 * as a segment. Memory is bounded by the hits of the last CLOSE_GAP frames.
 */
import type { Hypothesis } from './hypotheses';
import { ClusterTable, FIRST_TQ, FIRST_TQ_END, FIRST_TR, FIRST_TR_END, RecordPool, mixKey } from './cluster-table';
import { frames } from './params';

/** Offset bin (64 ms): wider than the jitter of peak times. */
const BIN = frames(0.064);
/** A cluster closes after 1.5 to 3 s without a hit (two generations; plus the step of advance()). */
export const CLOSE_GAP = frames(1.5);
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

// Fields of a cluster's full record (from its second hit on), interleaved in the pool.
const TQ_MIN = 0;
const TQ_MAX = 1;
const TQ_END = 2;
const TR_MIN = 3;
const TR_END = 4;
const SUM_TR = 5;
const SUM_TQ = 6;
const SUM_TRTR = 7;
const SUM_TRTQ = 8;
/** The second hit, and the extents before the last hit: what it takes to drop a stray first or last hit. */
const SECOND_TQ = 9;
const SECOND_TR = 10;
const PREV_TQ = 11;
const PREV_TQ_END = 12;
const PREV_TR_END = 13;
const FIELDS = 14;

/**
 * Clusters live in two generations of typed-array tables, so a vote allocates nothing and closing
 * idle clusters costs one pass per CLOSE_GAP: a hit on a cluster of the previous generation moves
 * it to the current one; at each turn, what is left in the previous generation (no hit for at
 * least CLOSE_GAP) closes, and the current generation becomes the previous. (A Map keyed by
 * numbers beyond 2^31 boxed every key: most of the matching time went there.)
 */
export class OffsetVoting {
  private current = new ClusterTable();
  private previous = new ClusterTable();
  private readonly pool = new RecordPool(FIELDS);
  /** A record for closing a one-hit cluster when minHits allows it. */
  private readonly scratch = new Float64Array(FIELDS);
  /** Slots of the clusters a close() reports. */
  private closing = new Int32Array(1024);
  private readonly rates: Float64Array;
  private turnAt = -Infinity;

  constructor(
    hypotheses: readonly Hypothesis[],
    private readonly minHits: number,
    private readonly onSegment: (segment: Segment) => void,
  ) {
    if (hypotheses.length > HYP_SPACE) throw new RangeError('too many hypotheses');
    this.rates = Float64Array.from(hypotheses, (h) => h.rate);
  }

  /** Open clusters (for tests and memory accounting). */
  get open(): number {
    return this.current.count + this.previous.count;
  }

  /** One hit: recording landmark (tq, gap dtq) matched reference landmark (tr, gap dtr) of `ref` under `hyp`. */
  vote(ref: number, hyp: number, tq: number, dtq: number, tr: number, dtr: number): void {
    const offset = (tq - tr / this.rates[hyp]!) / BIN;
    const bin = Math.floor(offset);
    // A line lying on a bin edge is kept whole by joining the nearer neighbour's cluster.
    const near = offset - bin < 0.5 ? bin - 1 : bin + 1;
    const a = ref * HYP_SPACE + hyp;
    const table = this.current;
    const hBin = mixKey(a, bin);
    const hNear = mixKey(a, near);
    let row = -1;
    let empty = -1;
    if (table.mayHold(hBin)) {
      row = table.find(a, bin, hBin);
      if (row < 0) empty = -1 - row;
    }
    if (row < 0 && table.mayHold(hNear)) row = table.find(a, near, hNear);
    if (row < 0) row = this.revive(a, bin, near, hBin, hNear);
    if (row < 0) {
      // A new cluster: its first hit is all it holds until a second one comes.
      const f = 4 * table.insert(a, bin, 1, -1, empty, hBin);
      const first = table.first;
      first[f + FIRST_TQ] = tq;
      first[f + FIRST_TQ_END] = tq + dtq;
      first[f + FIRST_TR] = tr;
      first[f + FIRST_TR_END] = tr + dtr;
      return;
    }
    const hits = (table.hits[row] = table.hits[row]! + 1);
    let o: number;
    if (hits === 2) {
      table.markMulti(row);
      const record = this.pool.alloc();
      o = record * FIELDS;
      expand(table.first, 4 * row, this.pool.data, o);
      table.aux[row] = record;
      this.pool.data[o + SECOND_TQ] = tq;
      this.pool.data[o + SECOND_TR] = tr;
    } else {
      o = table.aux[row]! * FIELDS;
    }
    const d = this.pool.data;
    d[o + PREV_TQ] = d[o + TQ_MAX]!;
    d[o + PREV_TQ_END] = d[o + TQ_END]!;
    d[o + PREV_TR_END] = d[o + TR_END]!;
    if (tq < d[o + TQ_MIN]!) d[o + TQ_MIN] = tq;
    if (tq > d[o + TQ_MAX]!) d[o + TQ_MAX] = tq;
    if (tq + dtq > d[o + TQ_END]!) d[o + TQ_END] = tq + dtq;
    if (tr < d[o + TR_MIN]!) d[o + TR_MIN] = tr;
    if (tr + dtr > d[o + TR_END]!) d[o + TR_END] = tr + dtr;
    d[o + SUM_TR]! += tr;
    d[o + SUM_TQ]! += tq;
    d[o + SUM_TRTR]! += tr * tr;
    d[o + SUM_TRTQ]! += tr * tq;
  }

  /** The recording has reached frame `now`: every CLOSE_GAP, the clusters idle since the last turn close. */
  advance(now: number): void {
    if (now < this.turnAt + CLOSE_GAP) return;
    this.turnAt = now;
    this.close(this.previous);
    const closed = this.previous;
    this.previous = this.current;
    this.current = closed;
  }

  /** End of the recording: every cluster closes. */
  end(): void {
    this.close(this.previous);
    this.close(this.current);
  }

  /** Moves the cluster of key (a, bin or near) from the previous generation to the current one. */
  private revive(a: number, bin: number, near: number, hBin: number, hNear: number): number {
    const old = this.previous;
    let from = old.mayHold(hBin) ? old.find(a, bin, hBin) : -1;
    let key = bin;
    if (from < 0) {
      from = old.mayHold(hNear) ? old.find(a, near, hNear) : -1;
      key = near;
    }
    if (from < 0) return -1;
    const hits = old.hits[from]!;
    const row = this.current.insert(a, key, hits, old.aux[from]!);
    if (hits === 1) this.current.first.set(old.first.subarray(4 * from, 4 * from + 4), 4 * row);
    old.hits[from] = -1;
    return row;
  }

  /**
   * Closes every cluster of `table`. Segments leave in slot order (the order the airing builder
   * has always seen them in): the few that qualify are sorted, rather than the whole table scanned.
   */
  private close(table: ClusterTable): void {
    const { hits, aux, slotOf } = table;
    const pool = this.pool;
    if (this.closing.length < table.rows) this.closing = new Int32Array(table.keyA.length);
    const closing = this.closing;
    let n = 0;
    // Clusters of one hit hold no record: unless they qualify, only the few others need a look.
    const all = this.minHits < 2;
    const length = all ? table.rows : table.multiCount;
    for (let k = 0; k < length; k++) {
      const row = all ? k : table.multi[k]!;
      const h = hits[row]!;
      if (h >= this.minHits) closing[n++] = slotOf[row]!;
      else if (h >= 2) pool.release(aux[row]!);
    }
    // Sorted in place; no view or iterator is made at the many turns that close nothing (they ran every 1.5 s).
    if (n > 1) closing.subarray(0, n).sort();
    for (let k = 0; k < n; k++) {
      const row = table.rowAt(closing[k]!);
      const h = hits[row]!;
      const a = table.keyA[row]!;
      if (h >= 2) {
        this.onSegment(segmentOf(a, h, pool.data, aux[row]! * FIELDS));
        pool.release(aux[row]!);
      } else {
        expand(table.first, 4 * row, this.scratch, 0);
        this.onSegment(segmentOf(a, h, this.scratch, 0));
      }
    }
    table.clear();
  }
}

/** The full record of a cluster after its first hit, from that hit's four numbers. */
function expand(first: Float64Array, f: number, d: Float64Array, o: number): void {
  const tq = first[f + FIRST_TQ]!;
  const tr = first[f + FIRST_TR]!;
  d[o + TQ_MIN] = d[o + TQ_MAX] = d[o + SECOND_TQ] = d[o + PREV_TQ] = tq;
  d[o + TQ_END] = d[o + PREV_TQ_END] = first[f + FIRST_TQ_END]!;
  d[o + TR_MIN] = d[o + SECOND_TR] = tr;
  d[o + TR_END] = d[o + PREV_TR_END] = first[f + FIRST_TR_END]!;
  d[o + SUM_TR] = tr;
  d[o + SUM_TQ] = tq;
  d[o + SUM_TRTR] = tr * tr;
  d[o + SUM_TRTQ] = tr * tq;
}

/** A closed cluster as a segment, a stray first or last hit left out of its extents. */
function segmentOf(key: number, hits: number, d: Float64Array, o: number): Segment {
  const s: Segment = {
    ref: Math.floor(key / HYP_SPACE),
    hyp: key % HYP_SPACE,
    hits,
    tqMin: d[o + TQ_MIN]!,
    tqMax: d[o + TQ_MAX]!,
    tqEnd: d[o + TQ_END]!,
    trMin: d[o + TR_MIN]!,
    trEnd: d[o + TR_END]!,
    sumTr: d[o + SUM_TR]!,
    sumTq: d[o + SUM_TQ]!,
    sumTrTr: d[o + SUM_TRTR]!,
    sumTrTq: d[o + SUM_TRTQ]!,
  };
  if (hits > 2 && d[o + SECOND_TQ]! - s.tqMin > STRAY) {
    s.tqMin = d[o + SECOND_TQ]!;
    s.trMin = d[o + SECOND_TR]!;
  }
  if (hits > 2 && s.tqMax - d[o + PREV_TQ]! > STRAY) {
    s.tqEnd = d[o + PREV_TQ_END]!;
    s.trEnd = d[o + PREV_TR_END]!;
    s.tqMax = d[o + PREV_TQ]!;
  }
  return s;
}
