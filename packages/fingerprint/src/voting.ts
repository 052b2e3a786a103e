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

// Per-cluster fields, interleaved in one Float64Array.
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
const EMPTY = -1;

/** An open-addressing table of clusters keyed by (reference and hypothesis, offset bin), in typed arrays. */
class ClusterTable {
  capacity = 1 << 12;
  keysA = new Int32Array(this.capacity).fill(EMPTY);
  keysB = new Int32Array(this.capacity);
  /** Hits of the cluster; -1 once it moved to the other table. */
  hits = new Int32Array(this.capacity);
  data = new Float64Array(this.capacity * FIELDS);
  /** Occupied slots, in insertion order: closing and clearing touch these, not the whole table. */
  used = new Int32Array(this.capacity >> 1);
  count = 0;

  private slotOf(a: number, b: number): number {
    let h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77);
    h ^= h >>> 15;
    return h & (this.capacity - 1);
  }

  find(a: number, b: number): number {
    const mask = this.capacity - 1;
    for (let i = this.slotOf(a, b); ; i = (i + 1) & mask) {
      const k = this.keysA[i]!;
      if (k === EMPTY) return -1;
      if (k === a && this.keysB[i] === b) return this.hits[i]! >= 0 ? i : -1;
    }
  }

  /** A new slot for key (a, b), its fields zeroed. */
  insert(a: number, b: number): number {
    if (2 * (this.count + 1) > this.capacity) this.grow();
    const mask = this.capacity - 1;
    let i = this.slotOf(a, b);
    while (this.keysA[i] !== EMPTY) i = (i + 1) & mask;
    this.keysA[i] = a;
    this.keysB[i] = b;
    this.hits[i] = 0;
    this.data.fill(0, i * FIELDS, (i + 1) * FIELDS);
    this.used[this.count++] = i;
    return i;
  }

  clear(): void {
    for (let k = 0; k < this.count; k++) this.keysA[this.used[k]!] = EMPTY;
    this.count = 0;
  }

  private grow(): void {
    const { keysA, keysB, hits, data, capacity } = this;
    this.capacity = capacity * 2;
    this.keysA = new Int32Array(this.capacity).fill(EMPTY);
    this.keysB = new Int32Array(this.capacity);
    this.hits = new Int32Array(this.capacity);
    this.data = new Float64Array(this.capacity * FIELDS);
    this.used = new Int32Array(this.capacity >> 1);
    this.count = 0;
    for (let i = 0; i < capacity; i++) {
      if (keysA[i] === EMPTY || hits[i]! < 0) continue;
      const j = this.insert(keysA[i]!, keysB[i]!);
      this.hits[j] = hits[i]!;
      this.data.set(data.subarray(i * FIELDS, (i + 1) * FIELDS), j * FIELDS);
    }
  }
}

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
  private turnAt = -Infinity;

  constructor(
    private readonly hypotheses: readonly Hypothesis[],
    private readonly minHits: number,
    private readonly onSegment: (segment: Segment) => void,
  ) {
    if (hypotheses.length > HYP_SPACE) throw new RangeError('too many hypotheses');
  }

  /** Open clusters (for tests and memory accounting). */
  get open(): number {
    return this.current.count + this.previous.count;
  }

  /** One hit: recording landmark (tq, gap dtq) matched reference landmark (tr, gap dtr) of `ref` under `hyp`. */
  vote(ref: number, hyp: number, tq: number, dtq: number, tr: number, dtr: number): void {
    const offset = (tq - tr / this.hypotheses[hyp]!.rate) / BIN;
    const bin = Math.floor(offset);
    // A line lying on a bin edge is kept whole by joining the nearer neighbour's cluster.
    const near = offset - bin < 0.5 ? bin - 1 : bin + 1;
    const a = ref * HYP_SPACE + hyp;
    const table = this.current;
    let slot = table.find(a, bin);
    if (slot < 0) slot = table.find(a, near);
    if (slot < 0) slot = this.revive(a, bin, near);
    if (slot < 0) {
      slot = table.insert(a, bin);
      const o = slot * FIELDS;
      const d = table.data;
      d[o + TQ_MIN] = d[o + TQ_MAX] = d[o + SECOND_TQ] = d[o + PREV_TQ] = tq;
      d[o + TQ_END] = d[o + PREV_TQ_END] = tq + dtq;
      d[o + TR_MIN] = d[o + SECOND_TR] = tr;
      d[o + TR_END] = d[o + PREV_TR_END] = tr + dtr;
    }
    const d = table.data;
    const o = slot * FIELDS;
    const hits = (table.hits[slot] = table.hits[slot]! + 1);
    if (hits === 2) {
      d[o + SECOND_TQ] = tq;
      d[o + SECOND_TR] = tr;
    }
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
  private revive(a: number, bin: number, near: number): number {
    const old = this.previous;
    let from = old.find(a, bin);
    let key = bin;
    if (from < 0) {
      from = old.find(a, near);
      key = near;
    }
    if (from < 0) return -1;
    const slot = this.current.insert(a, key);
    this.current.hits[slot] = old.hits[from]!;
    this.current.data.set(old.data.subarray(from * FIELDS, (from + 1) * FIELDS), slot * FIELDS);
    old.hits[from] = -1;
    return slot;
  }

  private close(table: ClusterTable): void {
    for (let i = 0; i < table.capacity; i++) {
      const h = table.hits[i]!;
      if (table.keysA[i] !== EMPTY && h >= this.minHits)
        this.onSegment(segmentOf(table.keysA[i]!, h, table.data, i * FIELDS));
    }
    table.clear();
  }
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
