/**
 * A stored live mention as the contract answers it (spec 03 "Live mention match"), and the mention
 * schedules it confirms, read in one query for a whole page.
 */
import { mentionWaitsForReview, type LiveMention, type LiveMentionSchedule } from '@antena/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import type { liveMentions } from '../../db/schema';
import { auditSchedules } from '../../db/schema';

export type LiveMentionRow = typeof liveMentions.$inferSelect;

const scheduleColumns = {
  id: auditSchedules.id,
  customId: auditSchedules.customId,
  title: auditSchedules.title,
  dirtyText: auditSchedules.dirtyText,
  datetime: auditSchedules.datetime,
  count: auditSchedules.count,
};

/**
 * `mentionThreshold` is the station's (issue 33 point 4: under it an unreviewed detected mention
 * waits for review). `confirmedSchedule` is left out unless given (the list answers it only with
 * `contain=confirmedSchedule`); null says the mention confirms no schedule.
 */
export function toLiveMention(
  row: LiveMentionRow,
  mentionThreshold: number,
  confirmedSchedule?: LiveMentionSchedule | null,
): LiveMention {
  return {
    id: row.id,
    stationId: row.stationId,
    datetime: row.datetime,
    name: row.name,
    description: row.description,
    confidence: row.confidence,
    waitsForReview: mentionWaitsForReview(row, mentionThreshold),
    type: row.type,
    score: row.score,
    explanation: row.explanation ?? null,
    customData: { time: { start: row.timeStart, end: row.timeEnd }, content: row.content },
    scheduleId: row.scheduleId,
    ...(confirmedSchedule !== undefined && { confirmedSchedule }),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The schedules these mentions confirm, by id. */
export async function confirmedSchedulesOf(db: Db, rows: LiveMentionRow[]): Promise<Map<string, LiveMentionSchedule>> {
  const ids = [...new Set(rows.flatMap((row) => (row.scheduleId ? [row.scheduleId] : [])))];
  if (ids.length === 0) return new Map();
  const schedules = await db.select(scheduleColumns).from(auditSchedules).where(inArray(auditSchedules.id, ids));
  return new Map(schedules.map((schedule) => [schedule.id, schedule]));
}

/** The mentions with their confirmed schedule (null when they confirm none). */
export async function withConfirmedSchedules(
  db: Db,
  rows: LiveMentionRow[],
  mentionThreshold: number,
): Promise<LiveMention[]> {
  const schedules = await confirmedSchedulesOf(db, rows);
  return rows.map((row) =>
    toLiveMention(row, mentionThreshold, (row.scheduleId && schedules.get(row.scheduleId)) || null),
  );
}
