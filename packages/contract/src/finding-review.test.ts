import { describe, expect, it } from 'vitest';
import {
  matchCounts,
  matchWaitsForReview,
  mentionConfidencePercent,
  mentionCounts,
  mentionWaitsForReview,
} from './finding-review';

describe('finding review (issue 33 point 4)', () => {
  const auto = { source: 'AUTO', review: 'AUTO', score: 49.9 } as const;

  it('makes nothing wait under the default threshold 0', () => {
    expect(matchWaitsForReview({ ...auto, score: 0 }, 0)).toBe(false);
    expect(mentionWaitsForReview({ confidence: 'AUTO', score: 0 }, 0)).toBe(false);
  });

  it('holds an unreviewed AUTO match under the threshold, never a MANUAL or reviewed one', () => {
    expect(matchWaitsForReview(auto, 50)).toBe(true);
    expect(matchCounts(auto, 50)).toBe(false);
    expect(matchWaitsForReview({ ...auto, score: 50 }, 50)).toBe(false);
    expect(matchWaitsForReview({ ...auto, source: 'MANUAL' }, 50)).toBe(false);
    expect(matchCounts({ ...auto, review: 'ACCEPTED' }, 100)).toBe(true);
    expect(matchCounts({ ...auto, score: 100, review: 'REJECTED' }, 0)).toBe(false);
  });

  it('compares a mention in % to one decimal, so a score stored as 0.7 is 70 %', () => {
    expect(mentionConfidencePercent(0.699999988079071)).toBe(70);
    expect(mentionConfidencePercent(0.8745)).toBe(87.5);
    expect(mentionConfidencePercent(0.6995)).toBe(70);
    expect(mentionWaitsForReview({ confidence: 'AUTO', score: 0.699999988079071 }, 70)).toBe(false);
    expect(mentionWaitsForReview({ confidence: 'AUTO', score: 0.69 }, 70)).toBe(true);
  });

  it('never holds a manual, accepted or rejected mention; a rejected one never counts', () => {
    expect(mentionWaitsForReview({ confidence: 'MANUAL', score: null }, 100)).toBe(false);
    expect(mentionWaitsForReview({ confidence: 'ACCEPTED', score: 0.1 }, 100)).toBe(false);
    expect(mentionCounts({ confidence: 'ACCEPTED', score: 0.1 }, 100)).toBe(true);
    expect(mentionCounts({ confidence: 'REJECTED', score: 1 }, 0)).toBe(false);
  });
});
