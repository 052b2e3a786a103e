/**
 * The index of reference audios: each reference's landmarks (as stored, 10 bytes each) and, built
 * on load, an inverted table from hash to postings (reference, anchor time). The file holds only
 * the landmarks; the table is rebuilt in one counting pass, so it stays out of the file size.
 */
import type { ReferenceCatalog } from './airings';
import type { ReferenceAnalysis } from './analyse';
import type { ReferenceAnchors } from './coincidence';
import { decodeContainer, encodeContainer, readContainer, writeContainer, type Section } from './container';
import { FingerprintError } from './errors';
import { hashLandmark } from './landmarks';
import { LandmarkList, TIME_UNITS } from './landmark-list';
import { HASH_BITS } from './params';

const MAGIC = 'AFPI';
/** Postings kept per hash (about the 95th percentile with 1,000 references of 30 s). */
export const MAX_POSTINGS = 40;
const WHAT = 'antena-fp index';

export class ReferenceIndex implements ReferenceCatalog {
  /** Postings of hash h are [offsets[h], offsets[h + 1]). */
  readonly offsets = new Uint32Array((1 << HASH_BITS) + 1);
  /**
   * Posting p is [2p, 2p + 1]: its reference in `postings`, its anchor time (frames) in
   * `postingTimes`, two views of one buffer, so a lookup reads one run of memory, not two.
   */
  readonly postings: Uint32Array;
  readonly postingTimes: Float32Array;
  /** One bit per hash with postings: 256 KB that stay in cache, where the offsets (8 MB) do not. */
  readonly present = new Uint8Array((1 << HASH_BITS) >> 3);

  constructor(
    readonly ids: string[],
    /** Duration of each reference, in frames. */
    readonly durations: Float64Array,
    /** Quiet opening of each reference, in frames (see opening.ts). */
    readonly leadIns: Float64Array,
    /** Share of each reference's anchors a clean copy shows (see baseline.ts). */
    readonly baselines: Float64Array,
    /** Landmarks of reference r are [firsts[r], firsts[r + 1]) of `landmarks`. */
    readonly firsts: Uint32Array,
    readonly landmarks: LandmarkList,
  ) {
    const n = landmarks.length;
    const hashes = new Int32Array(n);
    const counts = this.offsets;
    for (let i = 0; i < n; i++) {
      const h = hashLandmark(landmarks.log2Freq(i), landmarks.gap(i), landmarks.interval(i));
      hashes[i] = h;
      if (h >= 0) counts[h + 1]!++;
    }
    // Stop-list: a hash posted more than MAX_POSTINGS times (a common interval at a common gap in a
    // common band) says little about which reference played and costs most of the voting.
    for (let h = 1; h < counts.length; h++) {
      if (counts[h]! > MAX_POSTINGS) counts[h] = 0;
      else if (counts[h]! > 0) this.present[(h - 1) >> 3]! |= 1 << ((h - 1) & 7);
    }
    for (let h = 0; h < counts.length - 1; h++) counts[h + 1]! += counts[h]!;
    const buffer = new ArrayBuffer(8 * counts[counts.length - 1]!);
    this.postings = new Uint32Array(buffer);
    this.postingTimes = new Float32Array(buffer);
    // Filled from the back, counts[h + 1] (the end of hash h) counting down to its start: no
    // second 8 MB table of fill positions. Landmarks go in reverse, so each hash's postings end
    // up in reference and time order.
    for (let r = ids.length - 1; r >= 0; r--) {
      for (let i = firsts[r + 1]! - 1; i >= firsts[r]!; i--) {
        const h = hashes[i]!;
        if (h < 0 || !((this.present[h >> 3]! >> (h & 7)) & 1)) continue;
        const slot = --counts[h + 1]!;
        this.postings[2 * slot] = r;
        this.postingTimes[2 * slot + 1] = landmarks.times[i]! / TIME_UNITS;
      }
    }
    // counts[h + 1] is now the start of hash h: shift back so offsets[h] is.
    counts.copyWithin(0, 1);
    counts[counts.length - 1] = buffer.byteLength / 8;
  }

  get size(): number {
    return this.ids.length;
  }

  frames(ref: number): number {
    return this.durations[ref]!;
  }

  leadIn(ref: number): number {
    return this.leadIns[ref]!;
  }

  landmarksBetween(ref: number, from: number, to: number): number {
    return this.countBefore(ref, to) - this.countBefore(ref, from);
  }

  baseline(ref: number): number {
    return this.baselines[ref]!;
  }

  anchors(ref: number): ReferenceAnchors {
    return this.landmarks.anchors(this.firsts[ref]!, this.firsts[ref + 1]!);
  }

  /** Landmarks of `ref` anchored before `time` (frames); anchors are in time order. */
  private countBefore(ref: number, time: number): number {
    const limit = time * TIME_UNITS;
    let lo = this.firsts[ref]!;
    let hi = this.firsts[ref + 1]!;
    const first = lo;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.landmarks.times[mid]! < limit) lo = mid + 1;
      else hi = mid;
    }
    return lo - first;
  }

  /** Bytes of the serialised index. */
  encode(): Buffer {
    return encodeContainer(MAGIC, { ids: this.ids }, this.sections());
  }

  async save(file: string): Promise<void> {
    await writeContainer(file, MAGIC, { ids: this.ids }, this.sections());
  }

  /** The file's sections, in order (see docs/fingerprint.md). */
  private sections(): Section[] {
    const { times, freqs, gaps, intervals } = this.landmarks.trimmed();
    return [this.firsts, this.durations, this.leadIns, this.baselines, times, freqs, gaps, intervals];
  }

  static decode(bytes: Buffer, name = 'index'): ReferenceIndex {
    return ReferenceIndex.fromContainer(decodeContainer(bytes, MAGIC, name, WHAT), name);
  }

  static async load(file: string): Promise<ReferenceIndex> {
    const name = file.split('/').pop()!;
    return ReferenceIndex.fromContainer(await readContainer(file, MAGIC, WHAT), name);
  }

  private static fromContainer(c: Awaited<ReturnType<typeof readContainer>>, name: string): ReferenceIndex {
    const fail = (why: string) => new FingerprintError('corrupt', `${name}: not a valid ${WHAT} (${why})`);
    const ids = c.header.ids;
    // The sections before the scores' baselines: an index made before them is made again.
    if (c.sections.length === 7) {
      throw new FingerprintError('outdated', `${name}: ${WHAT} made by an earlier version; index the references again`);
    }
    const [firsts, durations, leadIns, baselines, times, freqs, gaps, intervals] = c.sections;
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) throw fail('bad reference ids');
    if (
      !(firsts instanceof Uint32Array) ||
      !(durations instanceof Float64Array) ||
      !(leadIns instanceof Float64Array) ||
      !(baselines instanceof Float64Array) ||
      !(times instanceof Uint32Array) ||
      !(freqs instanceof Uint16Array) ||
      !(gaps instanceof Uint16Array) ||
      !(intervals instanceof Int16Array)
    ) {
      throw fail('bad sections');
    }
    const n = times.length;
    const perReference = [durations, leadIns, baselines];
    if (firsts.length !== ids.length + 1 || perReference.some((s) => s.length !== ids.length)) {
      throw fail('bad reference table');
    }
    if (freqs.length !== n || gaps.length !== n || intervals.length !== n) throw fail('bad landmark arrays');
    for (let r = 0; r < ids.length; r++) if (firsts[r]! > firsts[r + 1]!) throw fail('bad reference table');
    if (firsts[0] !== 0 || firsts[ids.length] !== n) throw fail('bad reference table');
    return new ReferenceIndex(
      ids as string[],
      durations,
      leadIns,
      baselines,
      firsts,
      LandmarkList.of(times, freqs, gaps, intervals),
    );
  }
}

/** Collects references one by one, then builds the index. */
export class IndexBuilder {
  private readonly ids: string[] = [];
  private readonly durations: number[] = [];
  private readonly leadIns: number[] = [];
  private readonly baselines: number[] = [];
  private readonly firsts: number[] = [0];
  private readonly landmarks = new LandmarkList();

  add(id: string, { landmarks, frames, leadIn, baseline }: ReferenceAnalysis): void {
    this.copy(id, landmarks, 0, landmarks.length, { frames, leadIn, baseline });
  }

  /**
   * Reference `r` of a built index, as it was analysed: a changed set of references is indexed
   * again without decoding the ones that stayed.
   */
  addFrom(index: ReferenceIndex, r: number): void {
    const { landmarks, firsts } = index;
    const facts = { frames: index.durations[r]!, leadIn: index.leadIns[r]!, baseline: index.baselines[r]! };
    this.copy(index.ids[r]!, landmarks, firsts[r]!, firsts[r + 1]!, facts);
  }

  private copy(
    id: string,
    landmarks: LandmarkList,
    from: number,
    to: number,
    facts: Omit<ReferenceAnalysis, 'landmarks'>,
  ): void {
    if (this.ids.includes(id)) throw new FingerprintError('usage', `${id}: two references with this id`);
    this.ids.push(id);
    this.durations.push(facts.frames);
    this.leadIns.push(facts.leadIn);
    this.baselines.push(facts.baseline);
    for (let i = from; i < to; i++) {
      this.landmarks.add(landmarks.time(i), landmarks.log2Freq(i), landmarks.gap(i), landmarks.interval(i));
    }
    this.firsts.push(this.landmarks.length);
  }

  build(): ReferenceIndex {
    const { times, freqs, gaps, intervals } = this.landmarks.trimmed();
    return new ReferenceIndex(
      [...this.ids],
      Float64Array.from(this.durations),
      Float64Array.from(this.leadIns),
      Float64Array.from(this.baselines),
      Uint32Array.from(this.firsts),
      LandmarkList.of(times, freqs, gaps, intervals),
    );
  }
}
