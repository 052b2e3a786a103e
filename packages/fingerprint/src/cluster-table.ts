/**
 * Storage of offset-voting clusters in typed arrays. Most clusters are coincidences that never
 * get a second hit, so a cluster starts small: its key and hit count in an open-addressing
 * table, its first hit (four numbers) in a log. Only a second hit gives it a full record of sums
 * and extents from a shared pool. Keeping singletons small is what makes voting cheap: with 1,000
 * references, millions of hits an hour each start a cluster, and writing a full record for each
 * cost more than everything else the vote does.
 */

export const EMPTY = -1;

// The first hit, kept in the table: recording time, recording end (time + gap), reference time and end.
export const FIRST_TQ = 0;
export const FIRST_TQ_END = 1;
export const FIRST_TR = 2;
export const FIRST_TR_END = 3;

/** Bits of a table's Bloom filter (16 KB): a miss, the usual answer, is known without a probe. */
const BLOOM_BITS = 17;

/** Hash of a cluster key: its low bits pick the slot, its high bits the Bloom filter's bit. */
export function mixKey(a: number, b: number): number {
  const h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77);
  return h ^ (h >>> 15);
}

/** Full cluster records, allocated at a cluster's second hit and freed when it closes. */
export class RecordPool {
  data: Float64Array;
  private free: Int32Array;
  private top = 0;
  private size = 0;

  constructor(readonly fields: number) {
    this.data = new Float64Array(1024 * fields);
    this.free = new Int32Array(1024);
  }

  /** A record index; its fields are left as they were (the caller writes every one). */
  alloc(): number {
    if (this.top > 0) return this.free[--this.top]!;
    if (this.size * this.fields === this.data.length) {
      const data = new Float64Array(this.data.length * 2);
      data.set(this.data);
      this.data = data;
      const free = new Int32Array(this.free.length * 2);
      free.set(this.free);
      this.free = free;
    }
    return this.size++;
  }

  release(record: number): void {
    this.free[this.top++] = record;
  }
}

// A slot is four Int32s, so a probe and the update after it touch one cache line.
export const KEY_A = 0;
export const KEY_B = 1;
/** Hits of the cluster; -1 once it moved to the other table. */
export const HITS = 2;
/** With one hit, where its first hit sits in the table's log; from the second, its pool record. */
export const AUX = 3;

/**
 * Clusters keyed by (a, b) = (reference and hypothesis, offset bin) in an open-addressing table.
 * A new cluster's first hit goes to an append-only log (written in order, so cheap to write)
 * instead of the table. A lookup that misses returns where an insert would go.
 */
export class ClusterTable {
  capacity = 1 << 12;
  slots = new Int32Array(4 * this.capacity).fill(EMPTY);
  /** Occupied slots, in insertion order: clearing touches these, not the whole table. */
  used = new Int32Array(this.capacity >> 1);
  count = 0;
  /** Slots of the clusters with two hits or more (the few that hold a record), for closing. */
  multi = new Int32Array(this.capacity >> 1);
  multiCount = 0;
  /** First hits, four numbers each (FIRST_*), in the order clusters were created. */
  log = new Float64Array(4 * 1024);
  private logged = 0;
  /**
   * One bit per key hash, set on insert: the keys of a vote are looked up four times (offset bin
   * and its neighbour, in both generations) and almost always missing; the filter answers most
   * of those misses from 16 KB that stay in cache instead of probing the table.
   */
  private readonly bloom = new Int32Array(1 << (BLOOM_BITS - 5));

  /** Whether key hash `h` may be in the table (false: it certainly is not). */
  mayHold(h: number): boolean {
    const bit = h >>> (32 - BLOOM_BITS);
    return (this.bloom[bit >>> 5]! & (1 << (bit & 31))) !== 0;
  }

  /** The slot of live cluster (a, b) of hash h, or -1 - (the empty slot where it would be inserted). */
  find(a: number, b: number, h = mixKey(a, b)): number {
    const mask = this.capacity - 1;
    const slots = this.slots;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const k = slots[4 * i]!;
      if (k === EMPTY) return -1 - i;
      if (k === a && slots[4 * i + KEY_B] === b) return slots[4 * i + HITS]! >= 0 ? i : -1 - this.emptyAfter(i);
    }
  }

  /** Appends a first hit to the log; returns its place. */
  logFirst(tq: number, tqEnd: number, tr: number, trEnd: number): number {
    if (4 * this.logged === this.log.length) {
      const log = new Float64Array(this.log.length * 2);
      log.set(this.log);
      this.log = log;
    }
    const o = 4 * this.logged;
    this.log[o + FIRST_TQ] = tq;
    this.log[o + FIRST_TQ_END] = tqEnd;
    this.log[o + FIRST_TR] = tr;
    this.log[o + FIRST_TR_END] = trEnd;
    return this.logged++;
  }

  /**
   * Inserts key (a, b) with `hits` and `aux`. `empty` is the slot a missed find() pointed at (-1
   * if none): it is used unless the table must grow first.
   */
  insert(a: number, b: number, hits: number, aux: number, empty = -1): number {
    let i = empty;
    if (2 * (this.count + 1) > this.capacity) {
      this.grow();
      i = -1;
    }
    if (i < 0 || this.slots[4 * i] !== EMPTY) i = -1 - this.find(a, b);
    const o = 4 * i;
    this.slots[o + KEY_A] = a;
    this.slots[o + KEY_B] = b;
    this.slots[o + HITS] = hits;
    this.slots[o + AUX] = aux;
    this.used[this.count++] = i;
    if (hits >= 2) this.multi[this.multiCount++] = i;
    const bit = mixKey(a, b) >>> (32 - BLOOM_BITS);
    this.bloom[bit >>> 5]! |= 1 << (bit & 31);
    return i;
  }

  /** Slot i's cluster has just reached two hits. */
  markMulti(i: number): void {
    this.multi[this.multiCount++] = i;
  }

  clear(): void {
    for (let k = 0; k < this.count; k++) this.slots[4 * this.used[k]!] = EMPTY;
    this.count = 0;
    this.multiCount = 0;
    this.logged = 0;
    this.bloom.fill(0);
  }

  /** The first empty slot after i (a moved-out cluster's key stays, so a new one goes further). */
  private emptyAfter(i: number): number {
    const mask = this.capacity - 1;
    while (this.slots[4 * i] !== EMPTY) i = (i + 1) & mask;
    return i;
  }

  /** Doubles the table; the log and the filter do not depend on it and stay. */
  private grow(): void {
    const { slots, capacity } = this;
    this.capacity = capacity * 2;
    this.slots = new Int32Array(4 * this.capacity).fill(EMPTY);
    this.used = new Int32Array(this.capacity >> 1);
    this.count = 0;
    this.multi = new Int32Array(this.capacity >> 1);
    this.multiCount = 0;
    for (let i = 0; i < capacity; i++) {
      const o = 4 * i;
      if (slots[o] === EMPTY || slots[o + HITS]! < 0) continue;
      this.insert(slots[o + KEY_A]!, slots[o + KEY_B]!, slots[o + HITS]!, slots[o + AUX]!);
    }
  }
}
