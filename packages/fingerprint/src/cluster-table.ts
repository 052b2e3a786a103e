/**
 * Storage of offset-voting clusters in typed arrays. Most clusters are coincidences that never
 * get a second hit, so a cluster starts small: its key, its hit count and its first hit (four
 * numbers) in an open-addressing table. Only a second hit gives it a full record of sums and
 * extents from a shared pool. Keeping singletons small is what makes voting cheap: with 1,000
 * references, millions of hits an hour each start a cluster, and writing a full record for each
 * cost more than everything else the vote does.
 */

export const EMPTY = -1;

// The first hit, kept in the table: recording time, recording end (time + gap), reference time and end.
export const FIRST_TQ = 0;
export const FIRST_TQ_END = 1;
export const FIRST_TR = 2;
export const FIRST_TR_END = 3;
const FIRST = 4;

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

/**
 * Clusters keyed by (a, b) = (reference and hypothesis, offset bin). Keys are interleaved so a
 * probe reads one cache line; a lookup that misses returns where an insert would go.
 */
export class ClusterTable {
  capacity = 1 << 12;
  keys = new Int32Array(2 * this.capacity).fill(EMPTY);
  /** Hits of the cluster; -1 once it moved to the other table. */
  hits = new Int32Array(this.capacity);
  first = new Float64Array(this.capacity * FIRST);
  /** Index of the full record in the pool, -1 while the cluster holds one hit. */
  record = new Int32Array(this.capacity);
  /**
   * One bit per key hash, set on insert: the keys of a vote are looked up four times (offset bin
   * and its neighbour, in both generations) and almost always missing; the filter answers most
   * of those misses from 16 KB that stay in cache instead of probing the table's megabytes.
   */
  private readonly bloom = new Int32Array(1 << (BLOOM_BITS - 5));
  /** Occupied slots, in insertion order: clearing touches these, not the whole table. */
  used = new Int32Array(this.capacity >> 1);
  count = 0;

  /** Whether key hash `h` may be in the table (false: it certainly is not). */
  mayHold(h: number): boolean {
    const bit = h >>> (32 - BLOOM_BITS);
    return (this.bloom[bit >>> 5]! & (1 << (bit & 31))) !== 0;
  }

  /** The slot of live cluster (a, b) of hash h, or -1 - (the empty slot where it would be inserted). */
  find(a: number, b: number, h = mixKey(a, b)): number {
    const mask = this.capacity - 1;
    const keys = this.keys;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const k = keys[2 * i]!;
      if (k === EMPTY) return -1 - i;
      if (k === a && keys[2 * i + 1] === b) return this.hits[i]! >= 0 ? i : -1 - this.emptyAfter(i);
    }
  }

  /**
   * Inserts key (a, b) with `hits`. `empty` is the slot a missed find() pointed at (-1 if none):
   * it is used unless the table must grow first. The caller writes the first hit and the record.
   */
  insert(a: number, b: number, hits: number, empty = -1): number {
    let i = empty;
    if (2 * (this.count + 1) > this.capacity) {
      this.grow();
      i = -1;
    }
    if (i < 0 || this.keys[2 * i] !== EMPTY) i = -1 - this.find(a, b);
    this.keys[2 * i] = a;
    this.keys[2 * i + 1] = b;
    this.hits[i] = hits;
    this.used[this.count++] = i;
    const bit = mixKey(a, b) >>> (32 - BLOOM_BITS);
    this.bloom[bit >>> 5]! |= 1 << (bit & 31);
    return i;
  }

  clear(): void {
    for (let k = 0; k < this.count; k++) this.keys[2 * this.used[k]!] = EMPTY;
    this.count = 0;
    this.bloom.fill(0);
  }

  /** The first empty slot after i (a moved-out cluster's key stays, so a new one goes further). */
  private emptyAfter(i: number): number {
    const mask = this.capacity - 1;
    while (this.keys[2 * i] !== EMPTY) i = (i + 1) & mask;
    return i;
  }

  private grow(): void {
    const { keys, hits, first, record, capacity } = this;
    this.capacity = capacity * 2;
    this.keys = new Int32Array(2 * this.capacity).fill(EMPTY);
    this.hits = new Int32Array(this.capacity);
    this.first = new Float64Array(this.capacity * FIRST);
    this.record = new Int32Array(this.capacity);
    this.used = new Int32Array(this.capacity >> 1);
    this.count = 0;
    for (let i = 0; i < capacity; i++) {
      if (keys[2 * i] === EMPTY || hits[i]! < 0) continue;
      const j = this.insert(keys[2 * i]!, keys[2 * i + 1]!, hits[i]!);
      this.record[j] = record[i]!;
      this.first.set(first.subarray(i * FIRST, (i + 1) * FIRST), j * FIRST);
    }
  }
}
