import { describe, expect, it } from 'vitest';
import {
  clipOf,
  joinedClock,
  keepOwnWords,
  LONE_SETTLE_MS,
  OVERLAP_MS,
  planBatches,
  rowsOf,
  SETTLE_MS,
} from './batches';

const T = 1_800_000_000_000;
const seg = (k: number, length = 30_000, offset = 0) => ({
  id: `s${k}`,
  startTs: T + k * 30_000 + offset,
  endTs: T + k * 30_000 + offset + length,
});

describe('planBatches', () => {
  it('pairs consecutive segments from the oldest and waits for the settle time', () => {
    const pending = [0, 1, 2, 3, 4].map((k) => seg(k));
    const now = pending[3]!.endTs + SETTLE_MS;
    // s4 is alone and recent: left for a later pass.
    expect(planBatches(pending, now).map((b) => b.map((s) => s.id))).toEqual([
      ['s0', 's1'],
      ['s2', 's3'],
    ]);
    expect(planBatches(pending, pending[3]!.endTs + SETTLE_MS - 1)).toHaveLength(1);
    expect(planBatches(pending, pending[4]!.endTs + LONE_SETTLE_MS).map((b) => b.length)).toEqual([2, 2, 1]);
  });

  it('never pairs across a gap', () => {
    const pending = [seg(0), seg(1, 30_000, 5000), seg(2, 30_000, 5000)];
    const batches = planBatches(pending, T + 10 * 60_000);
    expect(batches.map((b) => b.map((s) => s.id))).toEqual([['s0'], ['s1', 's2']]);
  });

  it('gives the same batches for the same backlog', () => {
    const pending = [2, 3, 4, 5].map((k) => seg(k));
    const now = T + 60 * 60_000;
    expect(planBatches(pending, now)).toEqual(planBatches([...pending], now));
  });
});

describe('overlap arithmetic', () => {
  it('reaches OVERLAP_MS into the neighbours that exist', () => {
    const batch = [seg(1), seg(2)];
    expect(clipOf(batch, seg(0), seg(3))).toEqual({ fromMs: 30_000 - OVERLAP_MS, toMs: 90_000 + OVERLAP_MS });
    expect(clipOf(batch)).toEqual({ fromMs: 0, toMs: 60_000 });
    expect(clipOf(batch, seg(0, 2000))).toEqual({ fromMs: 0, toMs: 62_000 });
  });

  it('anchors each joined part on its own start', () => {
    const clock = joinedClock([seg(0, 29_900), seg(1)]);
    expect(clock(1000)).toBe(T + 1000);
    expect(clock(29_900)).toBe(T + 30_000);
    expect(clock(30_900)).toBe(T + 31_000);
  });

  it('keeps each word once: the batch whose own segments hold its midpoint', () => {
    const segments = [0, 1, 2, 3, 4, 5].map((k) => seg(k));
    // A word spoken across the cut between batch [s1, s2] and batch [s3, s4]: 89.8 s to 90.6 s.
    const heardBy = (batch: typeof segments, before: (typeof segments)[0], after: (typeof segments)[0]) => {
      const clip = clipOf(batch, before, after);
      const parts = [before, ...batch, after];
      const clipMs = (ts: number) => ts - parts[0]!.startTs - clip.fromMs;
      const words = [{ word: 'corte', start: clipMs(T + 89_800), end: clipMs(T + 90_600), confidence: 0.8 }];
      return keepOwnWords(words, (ms) => joinedClock(parts)(clip.fromMs + ms), batch);
    };
    const first = heardBy(segments.slice(1, 3), segments[0]!, segments[3]!);
    const second = heardBy(segments.slice(3, 5), segments[2]!, segments[5]!);
    expect([...first.values()].flat()).toEqual([]);
    expect(second.get(segments[3]!)).toEqual([{ word: 'corte', start: T + 89_800, end: T + 90_600, confidence: 0.8 }]);
    expect(second.get(segments[4]!)).toEqual([]);
  });
});

describe('rowsOf', () => {
  it('starts a row at each change of speaker', () => {
    const w = (word: string, start: number, speaker?: string) => ({
      word,
      start,
      end: start + 400,
      confidence: 1,
      speaker,
    });
    const rows = rowsOf([
      w('hola', T, 'SPEAKER_1'),
      w('mundo', T + 500, 'SPEAKER_1'),
      w('adiós', T + 1000, 'SPEAKER_2'),
    ]);
    expect(rows.map((r) => [r.time, r.lengthMs, r.speaker, r.text])).toEqual([
      [T, 900, 'SPEAKER_1', 'hola mundo'],
      [T + 1000, 400, 'SPEAKER_2', 'adiós'],
    ]);
    expect(rows[0]!.words[0]).toEqual({ word: 'hola', start: T, end: T + 400, confidence: 1 });
  });
});
