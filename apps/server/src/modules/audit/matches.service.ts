/**
 * Matches of a station (spec 03 "Match"): the findings at one moment grouped into a main match
 * and the 'also possible' others, for the stream, each with the schedule it confirms
 * (audit_schedule_confirmations); one row per finding, for the audit table. Each finding carries
 * its review and whether it waits for one under the station's threshold (issue 33 point 4).
 */
import type {
  auditMatchesQuerySchema,
  auditResultsQuerySchema,
  AuditResult,
  Match,
  MatchEntry,
} from '@antena/contract';
import { matchWaitsForReview, pagesCount } from '@antena/contract';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db';
import { auditAudios, auditMatches, auditScheduleConfirmations, auditSchedules } from '../../db/schema';
import type { StationRow } from '../../access/station-access';
import { matchWaitsSql, waitsFilter } from './finding-review';

type MatchesQuery = z.output<typeof auditMatchesQuerySchema>;
type ResultsQuery = z.output<typeof auditResultsQuerySchema>;
type MatchRow = {
  match: typeof auditMatches.$inferSelect;
  audio: typeof auditAudios.$inferSelect;
  confirmation: typeof auditScheduleConfirmations.$inferSelect | null;
  schedule: { id: string; datetime: number; customId: string } | null;
};

/** Findings this close together are one moment with several candidate audios. */
const SAME_MOMENT_MS = 1000;

type RangeQuery = { from?: number; to?: number; customId?: string[]; waitsForReview?: boolean };

function rangeOf(stationId: string, query: RangeQuery): SQL {
  return and(
    eq(auditMatches.stationId, stationId),
    query.from === undefined ? undefined : gte(auditMatches.datetime, query.from),
    query.to === undefined ? undefined : lte(auditMatches.datetime, query.to),
    query.customId?.length ? inArray(auditAudios.customId, query.customId) : undefined,
    waitsFilter(matchWaitsSql, query.waitsForReview),
  )!;
}

/** The station's match threshold: what `waitsForReview` is computed against. */
type Threshold = Pick<StationRow, 'matchReviewThreshold'>;

const reviewOf = (match: MatchRow['match'], station: Threshold) => ({
  review: match.review,
  waitsForReview: matchWaitsForReview(match, station.matchReviewThreshold),
});

const joined = (db: Db) =>
  db
    .select({
      match: auditMatches,
      audio: auditAudios,
      confirmation: auditScheduleConfirmations,
      schedule: { id: auditSchedules.id, datetime: auditSchedules.datetime, customId: auditSchedules.customId },
    })
    .from(auditMatches)
    .innerJoin(auditAudios, eq(auditAudios.id, auditMatches.audioId))
    .leftJoin(auditScheduleConfirmations, eq(auditScheduleConfirmations.matchId, auditMatches.id))
    .leftJoin(auditSchedules, eq(auditSchedules.id, auditScheduleConfirmations.scheduleId));

export function toMatchEntry({ match, audio, schedule }: MatchRow, station: Threshold): MatchEntry {
  return {
    id: match.id,
    audio: { id: audio.id, customId: audio.customId, title: audio.title, duration: audio.durationMs },
    score: match.score,
    source: match.source,
    playedDuration: match.playedDurationMs,
    matchedSchedule: schedule,
    ...reviewOf(match, station),
  };
}

/** Rows sorted by time become moments; in each, the one confirming a schedule leads, else the highest score. */
export function groupIntoMatches(rows: MatchRow[], station: Threshold): Match[] {
  const moments: MatchRow[][] = [];
  for (const row of rows) {
    const last = moments.at(-1);
    if (last && row.match.datetime - last[0]!.match.datetime < SAME_MOMENT_MS) last.push(row);
    else moments.push([row]);
  }
  return moments.map((moment) => {
    const [best, ...others] = [...moment].sort(
      (a, b) => Number(Boolean(b.confirmation)) - Number(Boolean(a.confirmation)) || b.match.score - a.match.score,
    );
    return {
      datetime: best!.match.datetime,
      type: 'CUSTOM',
      score: best!.match.score,
      mainMatch: toMatchEntry(best!, station),
      otherMatches: others.map((row) => toMatchEntry(row, station)),
      matchedScheduleConfirmationType: best!.confirmation?.type ?? null,
      matchedScheduleDiff: best!.confirmation?.diffMinutes ?? null,
    };
  });
}

export async function listMatches(db: Db, station: StationRow, query: MatchesQuery) {
  const rows = await joined(db)
    .where(rangeOf(station.id, query))
    .orderBy(asc(auditMatches.datetime), asc(auditMatches.id));
  const moments = groupIntoMatches(rows, station);
  const start = (query.page - 1) * query.pageSize;
  return { results: moments.slice(start, start + query.pageSize), metadata: { totalCount: moments.length } };
}

const RESULT_SORTS = {
  datetime: auditMatches.datetime,
  customId: auditAudios.customId,
  score: auditMatches.score,
} as const;

export async function listResults(db: Db, station: StationRow, query: ResultsQuery) {
  const where = rangeOf(station.id, query);
  const column = RESULT_SORTS[query.sort.replace(/^-/, '') as keyof typeof RESULT_SORTS];
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(query.sort.startsWith('-') ? desc(column) : asc(column), desc(auditMatches.datetime))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: count() })
      .from(auditMatches)
      .innerJoin(auditAudios, eq(auditAudios.id, auditMatches.audioId))
      .where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    results: rows.map((row) => toAuditResult(row, station)),
    metadata: { totalCount },
    pagesCount: pagesCount(totalCount, query.pageSize),
  };
}

export const toAuditResult = ({ match, audio }: MatchRow, station: Threshold): AuditResult => ({
  id: match.id,
  datetime: match.datetime,
  customId: audio.customId,
  title: audio.title,
  duration: audio.durationMs,
  playedDuration: match.playedDurationMs,
  score: match.score,
  source: match.source,
  ...reviewOf(match, station),
});

export async function findMatchRow(db: Db, id: string): Promise<MatchRow | null> {
  const [row] = await joined(db).where(eq(auditMatches.id, id)).limit(1);
  return row ?? null;
}
