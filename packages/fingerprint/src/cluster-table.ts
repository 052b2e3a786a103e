/**
 * Storage of offset-voting clusters in typed arrays. Most clusters are coincidences that never
 * get a second hit, so a cluster starts small: its key, hit count and first hit (four numbers).
 * Only a second hit gives it a full record of sums and extents from a shared pool. Keeping singletons small is what makes voting cheap: with 1,000
 * references, millions of hits an hour each start a cluster, and writing a full record for each
 * cost more than everything else the vote does.
 */

// The first hit: recording time, recording end (time + gap), reference time and end.
export const FIRST_TQ = 0;
export const FIRST_TQ_END = 1;
export const FIRST_TR = 2;
export const FIRST_TR_END = 3;

/** Bits of a table's Bloom filter (16 KB): a miss, the usual answer, is known without a probe. */
const BLOOM_BITS = 17;
/** clear() wipes row by row below one row per this many slots, else the whole table and filter. */
const SPARSE_CLEAR = 16;

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
 * Clusters keyed by (a, b) = (reference and hypothesis, offset bin). A cluster is a row of
 * per-cluster arrays (key, hits, aux, first hit), appended in creation order, so creating one
 * writes memory in order; the open-addressing table that finds it holds only one Int32 a slot
 * (row + 1 and 8 bits of the key's hash, 0 when empty): 128 KB at the usual 32 K slots, where a
 * slot holding the whole cluster cost a cache miss per new cluster. Lookups answer rows.
 */
export class ClusterTable {
  capacity = 1 << 12;
  private table = new Int32Array(this.capacity);
  /** Occupied slots (moved-out clusters included): the table doubles past half full. */
  count = 0;
  /** Rows so far in this generation. */
  rows = 0;
  keyA = new Int32Array(1024);
  keyB = new Int32Array(1024);
  /** Hits of the cluster; -1 once it moved to the other table. */
  hits = new Int32Array(1024);
  /** The cluster's pool record, from its second hit. */
  aux = new Int32Array(1024);
  /** The slot of each row (segments leave in slot order, the order they always had). */
  slotOf = new Int32Array(1024);
  /** First hits, four numbers a row (FIRST_*). */
  first = new Float64Array(4 * 1024);
  /** Rows of the clusters with two hits or more (the few that hold a record), for closing. */
  multi = new Int32Array(1024);
  multiCount = 0;
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

  /** The row of live cluster (a, b) of hash h, or -1 - (the empty slot where it would be inserted). */
  find(a: number, b: number, h = mixKey(a, b)): number {
    const mask = this.capacity - 1;
    const table = this.table;
    const tag = (h >>> 16) & 0xff;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const e = table[i]!;
      if (e === 0) return -1 - i;
      if ((e & 0xff) !== tag) continue;
      const row = (e >>> 8) - 1;
      if (this.keyA[row] === a && this.keyB[row] === b) return this.hits[row]! >= 0 ? row : -1 - this.emptyAfter(i);
    }
  }

  /**
   * A new row for key (a, b) with `hits` and `aux`; returns it. `empty` is the slot a missed
   * find() pointed at (-1 if none): it is used unless the table must grow first.
   */
  insert(a: number, b: number, hits: number, aux: number, empty = -1, h = mixKey(a, b)): number {
    let i = empty;
    if (2 * (this.count + 1) > this.capacity) {
      this.grow();
      i = -1;
    }
    if (i < 0 || this.table[i] !== 0) i = -1 - this.find(a, b, h);
    if (this.rows === this.keyA.length) this.growRows();
    const row = this.rows++;
    this.keyA[row] = a;
    this.keyB[row] = b;
    this.hits[row] = hits;
    this.aux[row] = aux;
    this.slotOf[row] = i;
    this.table[i] = ((row + 1) << 8) | ((h >>> 16) & 0xff);
    this.count++;
    if (hits >= 2) this.markMulti(row);
    const bit = h >>> (32 - BLOOM_BITS);
    this.bloom[bit >>> 5]! |= 1 << (bit & 31);
    return row;
  }

  /** Row `row`'s cluster has reached two hits. */
  markMulti(row: number): void {
    if (this.multiCount === this.multi.length) this.multi = grown(this.multi);
    this.multi[this.multiCount++] = row;
  }

  /** The row in slot i (for slots taken from slotOf). */
  rowAt(i: number): number {
    return (this.table[i]! >>> 8) - 1;
  }

  clear(): void {
    if (this.rows * SPARSE_CLEAR < this.capacity) {
      // Few rows (a search for one reference makes almost none): wiping only their slots and
      // filter bits is far cheaper than the whole table and filter at every generation's turn.
      // A moved-out row's slot may be stale after grow(); zeroing it is harmless here.
      for (let row = 0; row < this.rows; row++) {
        this.table[this.slotOf[row]!] = 0;
        const bit = mixKey(this.keyA[row]!, this.keyB[row]!) >>> (32 - BLOOM_BITS);
        this.bloom[bit >>> 5] = 0;
      }
    } else {
      this.table.fill(0);
      this.bloom.fill(0);
    }
    this.count = 0;
    this.rows = 0;
    this.multiCount = 0;
  }

  /** The first empty slot after i (a moved-out cluster's key stays, so a new one goes further). */
  private emptyAfter(i: number): number {
    const mask = this.capacity - 1;
    while (this.table[i] !== 0) i = (i + 1) & mask;
    return i;
  }

  /** Doubles the table, re-placing live clusters in slot order; rows, filter and log stay. */
  private grow(): void {
    const old = this.table;
    this.capacity *= 2;
    this.table = new Int32Array(this.capacity);
    this.count = 0;
    const mask = this.capacity - 1;
    for (let i = 0; i < old.length; i++) {
      const e = old[i]!;
      if (e === 0) continue;
      const row = (e >>> 8) - 1;
      if (this.hits[row]! < 0) continue;
      let j = mixKey(this.keyA[row]!, this.keyB[row]!) & mask;
      while (this.table[j] !== 0) j = (j + 1) & mask;
      this.table[j] = e;
      this.slotOf[row] = j;
      this.count++;
    }
  }

  private growRows(): void {
    this.keyA = grown(this.keyA);
    this.keyB = grown(this.keyB);
    this.hits = grown(this.hits);
    this.aux = grown(this.aux);
    this.slotOf = grown(this.slotOf);
    const first = new Float64Array(this.first.length * 2);
    first.set(this.first);
    this.first = first;
  }
}

function grown(array: Int32Array): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
