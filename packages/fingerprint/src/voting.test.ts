import { describe, expect, it } from 'vitest';
import { HYPOTHESES } from './hypotheses';
import { frames } from './params';
import { CLOSE_GAP, OffsetVoting, type Segment } from './voting';

function collect(minHits = 3): { voting: OffsetVoting; segments: Segment[] } {
  const segments: Segment[] = [];
  return { voting: new OffsetVoting(HYPOTHESES, minHits, (s) => segments.push(s)), segments };
}

describe('OffsetVoting', () => {
  it('gathers hits on one offset into a segment with its extents and line', () => {
    const { voting, segments } = collect();
    for (let i = 0; i < 20; i++) voting.vote(7, 0, 1000 + 10 * i, 5, 10 * i, 5);
    voting.end();
    expect(segments).toHaveLength(1);
    const [s] = segments;
    expect(s).toMatchObject({ ref: 7, hyp: 0, hits: 20, tqMin: 1000, tqEnd: 1195, trMin: 0, trEnd: 195 });
    // Every hit lies on tq = tr + 1000.
    expect(s!.sumTq / s!.hits - s!.sumTr / s!.hits).toBeCloseTo(1000, 6);
  });

  it('keeps references, hypotheses and offsets apart, and drops clusters under the minimum', () => {
    const { voting, segments } = collect();
    for (let i = 0; i < 5; i++) {
      voting.vote(1, 0, 100 + i, 1, i, 1);
      voting.vote(2, 0, 100 + i, 1, i, 1);
      voting.vote(1, 3, 100 + i, 1, i, 1);
      voting.vote(1, 0, 500 + i, 1, i, 1);
    }
    voting.vote(3, 0, 100, 1, 0, 1);
    voting.end();
    expect(segments.map((s) => [s.ref, s.hyp, Math.round(s.tqMin)]).sort()).toEqual([
      [1, 0, 100],
      [1, 0, 500],
      [1, 3, 100],
      [2, 0, 100],
    ]);
  });

  it('reports a one-hit cluster, kept without a full record, as a segment of that hit', () => {
    const { voting, segments } = collect(1);
    voting.vote(4, 2, 300, 6, 20, 5);
    voting.end();
    expect(segments).toEqual([
      {
        ref: 4,
        hyp: 2,
        hits: 1,
        tqMin: 300,
        tqMax: 300,
        tqEnd: 306,
        trMin: 20,
        trEnd: 25,
        sumTr: 20,
        sumTq: 300,
        sumTrTr: 400,
        sumTrTq: 6000,
      },
    ]);
  });

  it('leaves a stray first hit out of the extents', () => {
    const { voting, segments } = collect();
    voting.vote(1, 0, 100, 1, 0, 1);
    for (let i = 0; i < 10; i++) voting.vote(1, 0, 140 + i, 1, 40 + i, 1);
    voting.end();
    expect(segments[0]).toMatchObject({ hits: 11, tqMin: 140, trMin: 40 });
  });

  it('closes a cluster idle for CLOSE_GAP, and a later hit starts a new one', () => {
    const { voting, segments } = collect();
    for (let i = 0; i < 5; i++) voting.vote(1, 0, 100 + i, 1, i, 1);
    voting.advance(110);
    voting.advance(110 + 2 * CLOSE_GAP + 1);
    expect(segments).toHaveLength(1);
    for (let i = 0; i < 5; i++) voting.vote(1, 0, 110 + 2 * CLOSE_GAP + i, 1, 10 + 2 * CLOSE_GAP + i, 1);
    voting.end();
    expect(segments).toHaveLength(2);
  });

  it('holds only the clusters of the last few seconds, however long the recording', () => {
    const { voting } = collect();
    let peak = 0;
    for (let t = 0; t < frames(600); t += 1) {
      // A random hit per frame on 1,000 references: none ever gathers.
      voting.vote((t * 7919) % 1000, t % 9, t, 3, (t * 104729) % 3000, 3);
      if (t % frames(0.5) === 0) voting.advance(t);
      peak = Math.max(peak, voting.open);
    }
    // A cluster lives at most two generations of CLOSE_GAP plus the 0.5 s step of advance().
    expect(peak).toBeLessThanOrEqual(frames(4));
    expect(peak).toBeGreaterThan(frames(1.5));
  });
});
