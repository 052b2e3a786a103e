import { describe, expect, it } from 'vitest';
import { analyseSamples } from './analyse';
import { encodeContainer } from './container';
import { FingerprintError } from './errors';
import { hashLandmark } from './landmarks';
import { IndexBuilder, ReferenceIndex } from './reference-index';
import { melody } from './test-signals';

/** Two references of 5 s: 'b' opens on a quiet second. */
function build(): ReferenceIndex {
  const builder = new IndexBuilder();
  builder.add('a', analyseSamples(melody(1, 5)));
  const b = new Float32Array(melody(2, 5));
  b.set(melody(3, 1, 0.03));
  builder.add('b', analyseSamples(b));
  return builder.build();
}

describe('ReferenceIndex', () => {
  it('posts every landmark under its hash, with its reference and time', () => {
    const index = build();
    const lm = index.landmarks;
    const i = index.firsts[1]! + 3;
    const h = hashLandmark(lm.log2Freq(i), lm.gap(i), lm.interval(i));
    const postings = [];
    for (let p = index.offsets[h]!; p < index.offsets[h + 1]!; p++) {
      postings.push([index.postings[2 * p], index.postingTimes[2 * p + 1]]);
    }
    expect(postings).toContainEqual([1, lm.time(i)]);
  });

  it('counts the landmarks of a reference over a time range', () => {
    const index = build();
    const all = index.firsts[1]! - index.firsts[0]!;
    expect(index.landmarksBetween(0, 0, index.frames(0) + 100)).toBe(all);
    const half = index.landmarksBetween(0, 0, index.frames(0) / 2);
    expect(half).toBeGreaterThan(all * 0.3);
    expect(half).toBeLessThan(all * 0.7);
  });

  it('reads back what it wrote', () => {
    const index = build();
    const copy = ReferenceIndex.decode(index.encode());
    expect(copy.ids).toEqual(['a', 'b']);
    expect(copy.postings).toEqual(index.postings);
    expect(copy.offsets).toEqual(index.offsets);
    expect(copy.frames(1)).toBe(index.frames(1));
    expect(copy.leadIn(0)).toBe(0);
    expect(copy.leadIn(1)).toBe(index.leadIn(1));
    expect(copy.leadIn(1)).toBeGreaterThan(0);
    expect(copy.baseline(1)).toBe(index.baseline(1));
    expect(copy.baseline(1)).toBeGreaterThan(0.5);
  });

  it('refuses an index made before the baselines as outdated, naming the file', () => {
    const index = build();
    const { times, freqs, gaps, intervals } = index.landmarks;
    const sections = [index.firsts, index.durations, index.leadIns, times, freqs, gaps, intervals];
    const earlier = encodeContainer('AFPI', { ids: index.ids }, sections);
    expect(() => ReferenceIndex.decode(earlier, 'refs.afpi')).toThrow(
      expect.objectContaining({
        code: 'outdated',
        message: expect.stringMatching(/^refs.afpi: .*index the references again/),
      }),
    );
  });

  it('refuses damaged, truncated or foreign files with a message naming the file', () => {
    const bytes = build().encode();
    const damaged = Buffer.from(bytes);
    damaged[damaged.length >> 1]! ^= 0x40;
    expect(() => ReferenceIndex.decode(damaged, 'refs.idx')).toThrow(/refs.idx: not a valid antena-fp index/);
    expect(() => ReferenceIndex.decode(bytes.subarray(0, 100), 'refs.idx')).toThrow(FingerprintError);
    expect(() => ReferenceIndex.decode(Buffer.from('RIFF....WAVEfmt '), 'x.wav')).toThrow(/wrong file type/);
  });

  it('takes a reference over from a built index as it was analysed', () => {
    const index = build();
    const builder = new IndexBuilder();
    builder.add('c', analyseSamples(melody(4, 3)));
    builder.addFrom(index, 1);
    const rebuilt = builder.build();
    expect(rebuilt.ids).toEqual(['c', 'b']);
    expect(rebuilt.frames(1)).toBe(index.frames(1));
    expect(rebuilt.leadIn(1)).toBe(index.leadIn(1));
    expect(rebuilt.baseline(1)).toBe(index.baseline(1));
    const count = (of: ReferenceIndex, r: number) => of.firsts[r + 1]! - of.firsts[r]!;
    expect(count(rebuilt, 1)).toBe(count(index, 1));
    const [from, at] = [index.firsts[1]!, rebuilt.firsts[1]!];
    for (const k of [0, 7, count(index, 1) - 1]) {
      expect(rebuilt.landmarks.time(at + k)).toBe(index.landmarks.time(from + k));
      expect(rebuilt.landmarks.log2Freq(at + k)).toBe(index.landmarks.log2Freq(from + k));
      expect(rebuilt.landmarks.interval(at + k)).toBe(index.landmarks.interval(from + k));
    }
  });

  it('refuses two references with one id', () => {
    const builder = new IndexBuilder();
    const analysis = analyseSamples(melody(1, 2));
    builder.add('same', analysis);
    expect(() => builder.add('same', analysis)).toThrow(/two references/);
  });
});
