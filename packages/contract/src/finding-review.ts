/**
 * Which findings wait for review (issue 33 point 4): a match or an unreviewed detected mention
 * whose confidence is under its station's threshold waits for a user's review instead of counting
 * in reports and schedule confirmation; REJECTED never counts, ACCEPTED counts whatever its
 * score. The server's SQL (modules/audit/finding-review.ts) says the same; plain functions, no zod,
 * so every screen may read them.
 */
import type { MatchReview, MatchSource } from './enums';

/** A station's review thresholds, 0 to 100 each; 0 (the default) makes nothing wait. */
export interface AuditReviewThresholds {
  /** Matches whose score (0 to 100) is under it wait for review. */
  matchThreshold: number;
  /** Detected live mentions whose confidence (score × 100, in %) is under it wait for review. */
  mentionThreshold: number;
}

export const REVIEW_THRESHOLD_MAX = 100;
export const DEFAULT_AUDIT_REVIEW: AuditReviewThresholds = { matchThreshold: 0, mentionThreshold: 0 };

/**
 * A live mention's confidence in % (score 0 to 1), to one decimal, halves away from zero as
 * PostgreSQL's numeric round does (the server's SQL compares the same figure): 12 significant
 * digits first, so 0.6995 (69.94999… in binary) is 70.0.
 */
export function mentionConfidencePercent(score: number): number {
  return Math.round(Number((score * 1000).toPrecision(12))) / 10;
}

/** An unreviewed AUTO match under the threshold waits; a MANUAL one counts as accepted. */
export function matchWaitsForReview(
  match: { source: MatchSource; review: MatchReview; score: number },
  matchThreshold: number,
): boolean {
  return match.source === 'AUTO' && match.review === 'AUTO' && match.score < matchThreshold;
}

/** Whether a match counts in reports and confirms schedules. */
export function matchCounts(
  match: { source: MatchSource; review: MatchReview; score: number },
  matchThreshold: number,
): boolean {
  return match.review !== 'REJECTED' && !matchWaitsForReview(match, matchThreshold);
}

/** An unreviewed detected (AUTO) mention under the threshold waits; MANUAL and reviewed ones never do. */
export function mentionWaitsForReview(
  mention: { confidence: string; score: number | null },
  mentionThreshold: number,
): boolean {
  return (
    mention.confidence === 'AUTO' &&
    mention.score !== null &&
    mentionConfidencePercent(mention.score) < mentionThreshold
  );
}

/** Whether a live mention counts in reports and confirms its schedule. */
export function mentionCounts(
  mention: { confidence: string; score: number | null },
  mentionThreshold: number,
): boolean {
  return mention.confidence !== 'REJECTED' && !mentionWaitsForReview(mention, mentionThreshold);
}
