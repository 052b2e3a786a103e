import { describe, expect, it } from 'vitest';
import { AiringBuilder, DEFAULT_THRESHOLDS, type FrameAiring } from './airings';
import type { AnchorHistory } from './anchor-history';
import { IDENTITY } from './hypotheses';
import { frames } from './params';
import { recording, reference } from './test-anchors';
import type { Segment } from './voting';

const spot = reference(1, 20);
const at = frames(20);

/** Hash votes for the spot played at `at`: `hits` matches spread over reference seconds `from`-18. */
function votes(hits: number, from = 2): Segment {
  const s: Segment = {
    ref: 0,
    hyp: 0,
    hits,
    tqMin: Infinity,
    tqMax: -Infinity,
    tqEnd: -Infinity,
    trMin: Infinity,
    trEnd: -Infinity,
    sumTr: 0,
    sumTq: 0,
    sumTrTr: 0,
    sumTrTq: 0,
  };
  for (let i = 0; i < hits; i++) {
    const tr = frames(from + ((18 - from) * i) / (hits - 1));
    const tq = at + tr;
    s.tqMin = Math.min(s.tqMin, tq);
    s.tqMax = Math.max(s.tqMax, tq);
    s.tqEnd = Math.max(s.tqEnd, tq + 10);
    s.trMin = Math.min(s.trMin, tr);
    s.trEnd = Math.max(s.trEnd, tr + 10);
    s.sumTr += tr;
    s.sumTq += tq;
    s.sumTrTr += tr * tr;
    s.sumTrTq += tr * tq;
  }
  return s;
}

function airings(history: AnchorHistory, hits: number, from = 2, leadIn = 0): FrameAiring[] {
  const found: FrameAiring[] = [];
  const catalog = {
    frames: () => frames(20),
    leadIn: () => leadIn,
    baseline: () => 1,
    landmarksBetween: () => 60,
    anchors: () => spot,
  };
  const builder = new AiringBuilder(IDENTITY, catalog, history, DEFAULT_THRESHOLDS, (a) => found.push(a));
  builder.addSegment(votes(hits, from));
  builder.end();
  return found;
}

describe('AiringBuilder', () => {
  it("reports an airing whose landmarks are confirmed by the reference's anchors, from start to end", () => {
    const [airing, ...more] = airings(recording(spot, at, 0, 0.4), 12);
    expect(more).toHaveLength(0);
    expect(Math.abs(airing!.start - at)).toBeLessThanOrEqual(1);
    expect(Math.abs(airing!.end - (at + frames(20)))).toBeLessThanOrEqual(1);
  });

  it('reports an airing from the start when its evidence begins inside the quiet opening noise hid', () => {
    // Nothing of the first 2.5 s survived: not a landmark, not an anchor.
    const history = recording(spot, at, frames(2.5), 0.4);
    const [airing] = airings(history, 12, 2.6, frames(2.5));
    expect(Math.abs(airing!.start - at)).toBeLessThanOrEqual(1);
    const [unknownOpening] = airings(history, 12, 2.6, 0);
    expect(unknownOpening!.start - at).toBeGreaterThan(frames(2));
  });

  it('reports nothing where landmarks gathered by chance: the recording holds none of the anchors', () => {
    expect(airings(recording(reference(2, 20), at, 0, 0.4), 12)).toHaveLength(0);
  });

  it('reports nothing on too few landmarks, however well the anchors agree', () => {
    expect(airings(recording(spot, at, 0, 0.9), DEFAULT_THRESHOLDS.minHits - 1)).toHaveLength(0);
  });
});
