/**
 * Which findings count (issue 33 point 4), as SQL conditions: the contract's finding-review.ts
 * said over rows. A match or an unreviewed detected live mention whose confidence is under its
 * station's threshold (`stations.match_review_threshold`, `.mention_review_threshold`) waits for
 * review and counts nowhere (schedule confirmation, status reports, GIP, evidence, mention
 * status) until accepted; REJECTED never counts; ACCEPTED counts whatever its score. Each
 * condition reads the threshold of the row's own station, so it fits any query over the rows.
 */
import { and, eq, gte, lte, not, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db';
import { auditMatches, liveMentions, stations } from '../../db/schema';

const matchThreshold = sql`(select ${stations.matchReviewThreshold} from ${stations} where ${stations.id} = ${auditMatches.stationId})`;
const mentionThreshold = sql`(select ${stations.mentionReviewThreshold} from ${stations} where ${stations.id} = ${liveMentions.stationId})`;

/** An unreviewed AUTO match scoring under its station's threshold (MANUAL ones count as accepted). */
export const matchWaitsSql: SQL = sql`(${auditMatches.source} = 'AUTO' and ${auditMatches.review} = 'AUTO' and ${auditMatches.score} < ${matchThreshold})`;

/** A match that confirms schedules and counts in reports. */
export const matchCountsSql: SQL = sql`(${auditMatches.review} <> 'REJECTED' and not ${matchWaitsSql})`;

/** An unreviewed detected mention whose score in % (one decimal, as the contract rounds it) is under the threshold. */
export const mentionWaitsSql: SQL = sql`(${liveMentions.confidence} = 'AUTO' and ${liveMentions.score} is not null and round(${liveMentions.score}::numeric * 100, 1) < ${mentionThreshold})`;

/** A live mention that confirms its schedule and counts in reports. */
export const mentionCountsSql: SQL = sql`(${liveMentions.confidence} <> 'REJECTED' and not ${mentionWaitsSql})`;

/** The `waitsForReview` filter of a list: only waiting (true), only the others (false), all (undefined). */
export function waitsFilter(waits: SQL, wanted: boolean | undefined): SQL | undefined {
  if (wanted === undefined) return undefined;
  return wanted ? waits : not(waits);
}

/** Airings this close to a reviewed match of the same audio are that match found again. */
const SAME_AIRING_MS = 1000;

/**
 * A rerun of the matching (live or retro-scan) replaces only unreviewed findings: this reads the
 * reviewed AUTO matches of the station in a range and answers whether a new airing is one of them
 * (same audio, start within a second), so the review stays and the airing is not doubled.
 */
export async function reviewedAirings(
  tx: Tx,
  stationId: string,
  range: { from: number; to: number },
): Promise<(audioId: string, startMs: number) => boolean> {
  const kept = await tx
    .select({ audioId: auditMatches.audioId, datetime: auditMatches.datetime })
    .from(auditMatches)
    .where(
      and(
        eq(auditMatches.stationId, stationId),
        eq(auditMatches.source, 'AUTO'),
        sql`${auditMatches.review} <> 'AUTO'`,
        gte(auditMatches.datetime, range.from - SAME_AIRING_MS),
        lte(auditMatches.datetime, range.to + SAME_AIRING_MS),
      ),
    );
  return (audioId, startMs) =>
    kept.some((match) => match.audioId === audioId && Math.abs(match.datetime - startMs) < SAME_AIRING_MS);
}
