/**
 * Searching references in archived recordings. The archive holds the recording's hashes as they
 * were (identity); so the hypotheses move to the reference side: each reference landmark is
 * hashed as it would sound played at each rate, into a table; the archive is then read in time
 * order, each hash looked up, and the hits go through the same voting and chaining as live matching.
 */
import type { FrameAiring } from './airings';
import type { Archive } from './archive';
import { HYPOTHESES, type Hypothesis } from './hypotheses';
import { hashGap, hashLandmark } from './landmarks';
import { TIME_UNITS } from './landmark-list';
import { MatchCore, type MatchOptions } from './matcher';
import { HASH_BITS, frames } from './params';

import type { ReferenceIndex } from './reference-index';

const ADVANCE_EVERY = frames(0.5);
const FRAMES_PER_UNIT = 1 / TIME_UNITS;

/**
 * Reference landmarks hashed under every hypothesis: hash -> (reference, hypothesis, time, gap).
 * Built once for a set of references and shared by every search of them (and the prefilter).
 */
export class SearchTable {
  readonly offsets = new Uint32Array((1 << HASH_BITS) + 1);
  /** One bit per hash with postings: 256 KB that stay in cache, where the offsets (8 MB) do not. */
  readonly present = new Uint8Array((1 << HASH_BITS) >> 3);
  readonly refs: Uint32Array;
  readonly hyps: Uint8Array;
  readonly times: Float32Array;
  readonly gaps: Float32Array;

  constructor(
    readonly index: ReferenceIndex,
    readonly hypotheses: readonly Hypothesis[] = HYPOTHESES,
  ) {
    const lm = index.landmarks;
    const n = lm.length * hypotheses.length;
    const hashes = new Int32Array(n);
    for (let i = 0; i < lm.length; i++) {
      for (let h = 0; h < hypotheses.length; h++) {
        const { rate, freqShift } = hypotheses[h]!;
        const hash = hashLandmark(lm.log2Freq(i), lm.gap(i), lm.interval(i), -freqShift, 1 / rate);
        hashes[i * hypotheses.length + h] = hash;
        if (hash < 0) continue;
        this.offsets[hash + 1]!++;
        this.present[hash >> 3]! |= 1 << (hash & 7);
      }
    }
    for (let h = 0; h < this.offsets.length - 1; h++) this.offsets[h + 1]! += this.offsets[h]!;
    const total = this.offsets[this.offsets.length - 1]!;
    this.refs = new Uint32Array(total);
    this.hyps = new Uint8Array(total);
    this.times = new Float32Array(total);
    this.gaps = new Float32Array(total);
    const fill = this.offsets.slice(0, -1);
    for (let r = 0; r < index.size; r++) {
      for (let i = index.firsts[r]!; i < index.firsts[r + 1]!; i++) {
        for (let h = 0; h < hypotheses.length; h++) {
          const hash = hashes[i * hypotheses.length + h]!;
          if (hash < 0) continue;
          const slot = fill[hash]!++;
          this.refs[slot] = r;
          this.hyps[slot] = h;
          this.times[slot] = lm.time(i);
          this.gaps[slot] = lm.gap(i);
        }
      }
    }
  }
}

/**
 * Searches consecutive archives of one station (in order) for the references of `index`.
 * Airings come in frames from the start of the first archive.
 */
export class ArchiveSearch {
  private readonly table: SearchTable;
  private readonly core: MatchCore;
  private elapsed = 0;

  /** `references`: an index, or the table of one already built (its hypotheses then apply). */
  constructor(
    references: ReferenceIndex | SearchTable,
    onAiring: (airing: FrameAiring) => void,
    options: MatchOptions = {},
  ) {
    this.table =
      references instanceof SearchTable ? references : new SearchTable(references, options.hypotheses ?? HYPOTHESES);
    this.core = new MatchCore(this.table.index, onAiring, { ...options, hypotheses: this.table.hypotheses });
  }

  /** Frames searched so far: the start of the next archive. */
  get position(): number {
    return this.elapsed;
  }

  add(archive: Archive): void {
    const { offsets, present, refs, hyps, times, gaps } = this.table;
    const voting = this.core.voting;
    const history = this.core.history;
    const base = this.elapsed;
    const length = archive.hashes.length;
    let nextAdvance = 0;
    for (let i = 0; i < length;) {
      const tq = base + archive.times[i]! * FRAMES_PER_UNIT;
      if (tq >= nextAdvance) {
        this.core.advance(tq);
        nextAdvance = tq + ADVANCE_EVERY;
      }
      // The hashes up to the next advance: their anchors join the history in one call (votes
      // neither read it nor close clusters, so the order is as if one hash at a time).
      let to = i + 1;
      while (to < length && base + archive.times[to]! * FRAMES_PER_UNIT < nextAdvance) to++;
      history.addArchived(archive.hashes, archive.times, i, to, base);
      for (; i < to; i++) {
        const hash = archive.hashes[i]!;
        if (!((present[hash >> 3]! >> (hash & 7)) & 1)) continue;
        const from = offsets[hash]!;
        const end = offsets[hash + 1]!;
        if (from === end) continue;
        const t = base + archive.times[i]! * FRAMES_PER_UNIT;
        const dtq = hashGap(hash);
        for (let p = from; p < end; p++) voting.vote(refs[p]!, hyps[p]!, t, dtq, times[p]!, gaps[p]!);
      }
    }
    this.elapsed += archive.duration;
    this.core.advance(this.elapsed);
  }

  end(): void {
    this.core.end();
  }
}
