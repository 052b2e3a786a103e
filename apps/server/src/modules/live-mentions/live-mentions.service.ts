/**
 * The live mentions of a station (spec 02 Live Mentions tab, spec 03 live mention calls; issue 19
 * points 2 and 3): the list, one mention, its review, the manual mention and the mention
 * schedules of a day. Detection (detection.ts) writes the AUTO mentions; a reviewed mention
 * (ACCEPTED or REJECTED) is never replaced by a later detection.
 */
import {
  LIVE_MENTION_CONFIDENCES,
  type LiveMention,
  type LiveMentionConfidence,
  type liveMentionsQuerySchema,
  type LiveMentionType,
  type manualLiveMentionSchema,
  stationDay,
} from '@antena/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db';
import { containing } from '../../db/like';
import { auditSchedules, liveMentions } from '../../db/schema';
import type { StationRow } from '../../access/station-access';
import { recordChange } from '../../access/admin-audit';
import { badRequest, notFound } from '../../http/errors';
import { findAuditStation } from '../audit/audit-station';
import { requireLiveMentions } from '../audit/schedule-import';
import { mentionWaitsSql, waitsFilter } from '../audit/finding-review';
import { toLiveMention, withConfirmedSchedules, type LiveMentionRow } from '../audit/live-mention-dto';

type ListQuery = z.output<typeof liveMentionsQuerySchema>;
type ManualInput = z.output<typeof manualLiveMentionSchema>;

/** The confidence a mention of each type has until someone reviews it. */
export const UNREVIEWED: Record<LiveMentionType, LiveMentionConfidence> = { zeroshot: 'AUTO', manual: 'MANUAL' };

/** A station the user reaches (404 otherwise), with audit and live mentions on (403 otherwise). */
export async function findLiveMentionsStation(db: Db, request: FastifyRequest, idOrSlug: string): Promise<StationRow> {
  const station = await findAuditStation(db, request, idOrSlug);
  requireLiveMentions(station);
  return station;
}

function confidencesOf(values: string[] | undefined): LiveMentionConfidence[] | undefined {
  if (!values?.length) return undefined;
  const known = new Set<string>(LIVE_MENTION_CONFIDENCES);
  const unknown = values.filter((value) => !known.has(value));
  if (unknown.length > 0)
    throw badRequest(`Unknown confidence ${unknown.join(', ')}`, [
      { path: 'querystring.confidence', message: `Expected a comma list of ${LIVE_MENTION_CONFIDENCES.join(', ')}` },
    ]);
  return values as LiveMentionConfidence[];
}

export async function listLiveMentions(db: Db, station: StationRow, query: ListQuery) {
  const confidences = confidencesOf(query.confidence);
  const createdAt = (ms: number) => new Date(ms);
  const where = and(
    eq(liveMentions.stationId, station.id),
    query.from === undefined ? undefined : gte(liveMentions.datetime, query.from),
    query.to === undefined ? undefined : lt(liveMentions.datetime, query.to),
    query['createdAt.gte'] === undefined ? undefined : gte(liveMentions.createdAt, createdAt(query['createdAt.gte'])),
    query['createdAt.lte'] === undefined ? undefined : lte(liveMentions.createdAt, createdAt(query['createdAt.lte'])),
    query.name ? ilike(liveMentions.name, containing(query.name)) : undefined,
    confidences ? inArray(liveMentions.confidence, confidences) : undefined,
    waitsFilter(mentionWaitsSql, query.waitsForReview),
  );
  const order = query.sort === 'datetime' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(liveMentions)
      .where(where)
      .orderBy(order(liveMentions.datetime), order(liveMentions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(liveMentions).where(where),
  ]);
  const results =
    query.contain === 'confirmedSchedule'
      ? await withConfirmedSchedules(db, rows, station.mentionReviewThreshold)
      : rows.map((row) => toLiveMention(row, station.mentionReviewThreshold));
  return { results, metadata: { totalCount: total?.value ?? 0 } };
}

async function findRow(db: Db | Tx, station: StationRow, mentionId: string): Promise<LiveMentionRow> {
  const [row] = await db
    .select()
    .from(liveMentions)
    .where(and(eq(liveMentions.id, mentionId), eq(liveMentions.stationId, station.id)));
  if (!row) throw notFound('Live mention not found');
  return row;
}

const withSchedule = async (db: Db, station: StationRow, row: LiveMentionRow): Promise<LiveMention> =>
  (await withConfirmedSchedules(db, [row], station.mentionReviewThreshold))[0]!;

export async function findLiveMention(db: Db, station: StationRow, mentionId: string): Promise<LiveMention> {
  return withSchedule(db, station, await findRow(db, station, mentionId));
}

/**
 * spec 02 section 4: accept sets ACCEPTED and back to unreviewed, reject sets REJECTED. The
 * unreviewed value is the mention type's own (AUTO found, MANUAL created by hand): the other one
 * would make a detected mention look hand-made, or a hand-made one replaceable by a detection.
 * Each review is written to the audit log (issue 33 point 4), in the transaction of the change.
 */
export async function reviewLiveMention(
  db: Db,
  request: FastifyRequest,
  station: StationRow,
  mentionId: string,
  confidence: LiveMentionConfidence,
): Promise<LiveMention> {
  const updated = await db.transaction(async (tx) => {
    const row = await findRow(tx, station, mentionId);
    const reviewed = confidence === 'ACCEPTED' || confidence === 'REJECTED';
    if (!reviewed && confidence !== UNREVIEWED[row.type])
      throw badRequest(`A ${row.type} mention is unreviewed as ${UNREVIEWED[row.type]}, not ${confidence}`, [
        { path: 'body.confidence', message: `Expected ACCEPTED, REJECTED or ${UNREVIEWED[row.type]}` },
      ]);
    const [after] = await tx.update(liveMentions).set({ confidence }).where(eq(liveMentions.id, row.id)).returning();
    const logged = (mention: LiveMentionRow) => ({
      stationId: mention.stationId,
      name: mention.name,
      datetime: mention.datetime,
      score: mention.score,
      confidence: mention.confidence,
    });
    await recordChange(tx, request, {
      action: 'live-mention.review',
      entityType: 'live-mention',
      entityId: row.id,
      clientId: station.clientId,
      before: logged(row),
      after: logged(after!),
    });
    return after!;
  });
  return withSchedule(db, station, updated);
}

/** The schedule a manual mention confirms: a MENTION schedule of the station and of the mention's day. */
async function scheduleToConfirm(db: Db, station: StationRow, scheduleId: string, day: string) {
  const [schedule] = await db
    .select({ id: auditSchedules.id, type: auditSchedules.type, day: auditSchedules.day })
    .from(auditSchedules)
    .where(and(eq(auditSchedules.id, scheduleId), eq(auditSchedules.stationId, station.id)));
  const refuse = (message: string) => badRequest(message, [{ path: 'body.scheduleId', message }]);
  if (!schedule || schedule.type !== 'MENTION') throw refuse('Not a mention schedule of this station');
  if (schedule.day !== day) throw refuse(`The schedule is of ${schedule.day}, the mention of ${day}`);
  return schedule.id;
}

/**
 * spec 02 section 5: a mention created by hand, at `datetime` (not in the future on the server's
 * clock), custom or confirming a mention schedule of its station day.
 */
export async function createManualLiveMention(
  db: Db,
  station: StationRow,
  userId: string,
  input: ManualInput,
  now = Date.now(),
): Promise<LiveMention> {
  if (input.datetime > now)
    throw badRequest('The mention cannot be in the future', [
      { path: 'body.datetime', message: 'Must not be in the future' },
    ]);
  const day = stationDay(station.timezone, input.datetime);
  const scheduleId = input.scheduleId && (await scheduleToConfirm(db, station, input.scheduleId, day));
  const [row] = await db
    .insert(liveMentions)
    .values({
      clientId: station.clientId,
      stationId: station.id,
      scheduleId: scheduleId || null,
      day,
      datetime: input.datetime,
      name: input.name,
      description: input.description,
      confidence: UNREVIEWED.manual,
      type: 'manual',
      score: null,
      timeStart: input.datetime,
      timeEnd: input.datetime,
      content: '',
      createdBy: userId,
    })
    .returning();
  return withSchedule(db, station, row!);
}
