/**
 * Schedules of a station (spec 03 "Schedule"): the list and one schedule, with their audio (the
 * one of their custom id that applies to the station) and their confirming match on request, and
 * the custom ids a client has scheduled.
 */
import type {
  AuditAudio,
  AuditConfig,
  Schedule,
  ScheduleMatch,
  scheduleCustomIdsQuerySchema,
  schedulesQuerySchema,
  SCHEDULE_CONTAINS,
} from '@antena/contract';
import { pagesCount } from '@antena/contract';
import type { LiveMention } from '@antena/contract';
import { and, asc, between, count, desc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db';
import {
  auditAudios,
  auditMatches,
  auditRetroScans,
  auditScheduleConfirmations,
  auditSchedules,
  liveMentions,
  stationGroups,
  stations,
} from '../../db/schema';
import { stationScope, type StationRow } from '../../access/station-access';
import type { UserWithRelations } from '../../access/user-record';
import { mentionCountsSql } from './finding-review';
import { toLiveMention } from './live-mention-dto';
import { auditConfigOf } from './audit-config';
import { appliesTo, toAuditAudio } from './audios.service';

/**
 * What an answer needs of a schedule row, and no more: a month's page reads thousands of rows,
 * and every column costs decoding (bench/audit/schedules.ts).
 */
const scheduleColumns = {
  id: auditSchedules.id,
  stationId: auditSchedules.stationId,
  type: auditSchedules.type,
  datetime: auditSchedules.datetime,
  day: auditSchedules.day,
  customId: auditSchedules.customId,
  advertiser: auditSchedules.advertiser,
  campaign: auditSchedules.campaign,
  version: auditSchedules.version,
  order: auditSchedules.order,
  custom: auditSchedules.custom,
  toleranceBefore: auditSchedules.toleranceBefore,
  toleranceAfter: auditSchedules.toleranceAfter,
  title: auditSchedules.title,
  dirtyText: auditSchedules.dirtyText,
  count: auditSchedules.count,
  createdAt: auditSchedules.createdAt,
};
type ScheduleRow = Pick<typeof auditSchedules.$inferSelect, keyof typeof scheduleColumns>;
type Contain = (typeof SCHEDULE_CONTAINS)[number];
type SchedulesQuery = z.output<typeof schedulesQuerySchema>;
type CustomIdsQuery = z.output<typeof scheduleCustomIdsQuerySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SORTS = { datetime: auditSchedules.datetime, customId: auditSchedules.customId } as const;

function toSchedule(row: ScheduleRow, config: AuditConfig): Schedule {
  const side = (own: number | null, inherited: number) =>
    own === null
      ? { value: inherited, source: 'INHERITED_FROM_CLIENT_CONFIG' as const }
      : { value: own, source: 'ENTRY' as const };
  const toleranceConfig = {
    before: side(row.toleranceBefore, config.tolerance.before),
    after: side(row.toleranceAfter, config.tolerance.after),
  };
  return {
    id: row.id,
    stationId: row.stationId,
    datetime: row.datetime,
    customId: row.customId,
    type: row.type,
    tolerance: toleranceConfig.after.value,
    toleranceConfig,
    advertiser: row.advertiser,
    campaign: row.campaign,
    version: row.version,
    order: row.order,
    custom: row.custom,
    title: row.title,
    dirtyText: row.dirtyText,
    count: row.count,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The audio of each custom id that applies to the station: its own before its group's. */
async function audiosOf(db: Db, station: StationRow, customIds: string[]): Promise<Map<string, AuditAudio>> {
  if (customIds.length === 0) return new Map();
  const rows = await db
    .select({ audio: auditAudios, station: stations, stationGroup: stationGroups, retroScan: auditRetroScans })
    .from(auditAudios)
    .leftJoin(stations, eq(stations.id, auditAudios.stationId))
    .leftJoin(stationGroups, eq(stationGroups.id, auditAudios.stationGroupId))
    .leftJoin(auditRetroScans, eq(auditRetroScans.audioId, auditAudios.id))
    .where(and(appliesTo(station), inArray(auditAudios.customId, customIds)));
  const found = new Map<string, AuditAudio>();
  for (const row of rows)
    if (row.audio.stationId || !found.has(row.audio.customId)) found.set(row.audio.customId, toAuditAudio(row));
  return found;
}

/** Schedules a station-day at least, on average, for its confirmations to be read by day rather than by schedule. */
const DENSE_SCHEDULES_PER_DAY = 16;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Every zone's day lies within this much of its UTC date (schedule-confirmation.ts). */
const ZONE_REACH_MS = 15 * HOUR_MS;

type MatchRow = Pick<typeof auditMatches.$inferSelect, 'id' | 'datetime' | 'playedDurationMs' | 'score' | 'source'>;

const confirmationColumns = {
  scheduleId: auditScheduleConfirmations.scheduleId,
  matchId: auditScheduleConfirmations.matchId,
  type: auditScheduleConfirmations.type,
  diffMinutes: auditScheduleConfirmations.diffMinutes,
};
const matchColumns = {
  id: auditMatches.id,
  datetime: auditMatches.datetime,
  playedDurationMs: auditMatches.playedDurationMs,
  score: auditMatches.score,
  source: auditMatches.source,
};

/** The instants the station's matches of these days (sorted) can have, in as few ranges. */
function dayRanges(days: string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const day of days) {
    const from = Date.parse(`${day}T00:00:00Z`) - ZONE_REACH_MS;
    const to = from + DAY_MS + 2 * ZONE_REACH_MS;
    const last = ranges.at(-1);
    if (last && from <= last[1]) last[1] = to;
    else ranges.push([from, to]);
  }
  return ranges;
}

/**
 * The match confirming each schedule, with how it confirms it. Many schedules of few station-days
 * (a month's list) read their station-days' confirmations through the (station_id, day) index
 * (a schedule's confirmation is filed under its day, which never changes) and the station's
 * matches of those days through the (station_id, datetime) index (a station-day's schedules are
 * paired with the station's matches of that day), and join them by hash: one lookup per schedule
 * and per match in tables of millions was most of the call's time (bench/audit/schedules.ts). A
 * match not among those (none should be: a day lies within ZONE_REACH_MS of its UTC date in any
 * zone) is looked up by id, as are the confirmations of a few schedules spread over many days.
 */
async function matchesOf(db: Db, station: StationRow, rows: ScheduleRow[]): Promise<Map<string, ScheduleMatch[]>> {
  if (rows.length === 0) return new Map();
  const days = [...new Set(rows.map((row) => row.day))].sort();
  const dense = rows.length >= DENSE_SCHEDULES_PER_DAY * days.length;
  const ids = new Set(rows.map((row) => row.id));
  const [confirmations, dayMatches] = await Promise.all([
    dense
      ? db
          .select(confirmationColumns)
          .from(auditScheduleConfirmations)
          .where(
            and(eq(auditScheduleConfirmations.stationId, station.id), inArray(auditScheduleConfirmations.day, days)),
          )
          .then((found) => found.filter((confirmation) => ids.has(confirmation.scheduleId)))
      : db
          .select(confirmationColumns)
          .from(auditScheduleConfirmations)
          .where(inArray(auditScheduleConfirmations.scheduleId, [...ids])),
    dense
      ? db
          .select(matchColumns)
          .from(auditMatches)
          .where(
            and(
              eq(auditMatches.stationId, station.id),
              or(...dayRanges(days).map(([from, to]) => between(auditMatches.datetime, from, to))),
            ),
          )
      : [],
  ]);
  const matches = new Map<string, MatchRow>(dayMatches.map((match) => [match.id, match]));
  const missing = [...new Set(confirmations.map((confirmation) => confirmation.matchId))].filter(
    (id) => !matches.has(id),
  );
  if (missing.length > 0)
    for (const match of await db.select(matchColumns).from(auditMatches).where(inArray(auditMatches.id, missing)))
      matches.set(match.id, match);
  const found = new Map<string, ScheduleMatch[]>();
  for (const confirmation of confirmations) {
    // Never absent (the foreign key cascades); skipped as the inner join before would.
    const match = matches.get(confirmation.matchId);
    if (!match) continue;
    const list = found.get(confirmation.scheduleId) ?? [];
    list.push({
      id: match.id,
      datetime: match.datetime,
      playedDuration: match.playedDurationMs,
      score: match.score,
      source: match.source,
      confirmationType: confirmation.type,
      diff: confirmation.diffMinutes,
    });
    found.set(confirmation.scheduleId, list);
  }
  return found;
}

/**
 * The first live mention, by datetime, confirming each schedule (spec 03 `mentionMatch`); a
 * REJECTED mention, or one waiting for review (issue 33 point 4), confirms nothing.
 */
async function mentionMatchesOf(db: Db, station: StationRow, rows: ScheduleRow[]): Promise<Map<string, LiveMention>> {
  const ids = rows.filter((row) => row.type === 'MENTION').map((row) => row.id);
  if (ids.length === 0) return new Map();
  const mentions = await db
    .selectDistinctOn([liveMentions.scheduleId])
    .from(liveMentions)
    .where(and(inArray(liveMentions.scheduleId, ids), mentionCountsSql))
    .orderBy(liveMentions.scheduleId, asc(liveMentions.datetime), asc(liveMentions.id));
  return new Map(
    mentions.map((mention) => [mention.scheduleId!, toLiveMention(mention, station.mentionReviewThreshold)]),
  );
}

async function withContained(
  db: Db,
  station: StationRow,
  rows: ScheduleRow[],
  contain: Contain[] = [],
): Promise<Schedule[]> {
  const [config, audios, matches, mentionMatches] = await Promise.all([
    auditConfigOf(db, station.clientId),
    contain.includes('audio') ? audiosOf(db, station, [...new Set(rows.map((row) => row.customId))]) : null,
    contain.includes('matches') ? matchesOf(db, station, rows) : null,
    contain.includes('mentionMatch') ? mentionMatchesOf(db, station, rows) : null,
  ]);
  return rows.map((row) => {
    const schedule: Schedule = toSchedule(row, config);
    if (audios) schedule.audio = audios.get(row.customId) ?? null;
    if (matches) schedule.matches = matches.get(row.id) ?? [];
    if (mentionMatches) schedule.mentionMatch = mentionMatches.get(row.id) ?? null;
    return schedule;
  });
}

export async function listSchedules(db: Db, station: StationRow, query: SchedulesQuery) {
  const where = and(
    eq(auditSchedules.stationId, station.id),
    query.type ? eq(auditSchedules.type, query.type) : undefined,
    query['datetime.gte'] === undefined ? undefined : gte(auditSchedules.datetime, query['datetime.gte']),
    query['datetime.lte'] === undefined ? undefined : lte(auditSchedules.datetime, query['datetime.lte']),
    query.customId?.length ? inArray(auditSchedules.customId, query.customId) : undefined,
  );
  const column = SORTS[query.sort.replace(/^-/, '') as keyof typeof SORTS];
  const order = query.sort.startsWith('-') ? desc : asc;
  const offset = (query.page - 1) * query.pageSize;
  const rows = await db
    .select(scheduleColumns)
    .from(auditSchedules)
    .where(where)
    .orderBy(order(column), order(auditSchedules.datetime), asc(auditSchedules.id))
    .limit(query.pageSize)
    .offset(offset);
  // A page short of pageSize (not past the end) is the last one: it tells the count.
  const totalCount =
    rows.length > 0 && rows.length < query.pageSize
      ? offset + rows.length
      : ((await db.select({ value: count() }).from(auditSchedules).where(where))[0]?.value ?? 0);
  return {
    results: await withContained(db, station, rows, query.contain),
    metadata: { totalCount },
    pagesCount: pagesCount(totalCount, query.pageSize),
  };
}

export async function findSchedule(
  db: Db,
  station: StationRow,
  scheduleId: string,
  contain: Contain[] | undefined,
): Promise<Schedule | null> {
  const [row] = await db
    .select(scheduleColumns)
    .from(auditSchedules)
    .where(and(eq(auditSchedules.id, scheduleId), eq(auditSchedules.stationId, station.id)));
  return row ? (await withContained(db, station, [row], contain))[0]! : null;
}

/** spec 03 `mentions-date-schedules`: the station's MENTION schedules of a station day, by custom id, in one page. */
export async function mentionSchedulesOfDay(db: Db, station: StationRow, day: string) {
  const rows = await db
    .select(scheduleColumns)
    .from(auditSchedules)
    .where(
      and(eq(auditSchedules.stationId, station.id), eq(auditSchedules.type, 'MENTION'), eq(auditSchedules.day, day)),
    )
    .orderBy(asc(auditSchedules.customId), asc(auditSchedules.datetime), asc(auditSchedules.id));
  return {
    results: await withContained(db, station, rows),
    metadata: { totalCount: rows.length },
    pagesCount: rows.length > 0 ? 1 : 0,
  };
}

/** The distinct custom ids of the client's schedules on the stations the user reaches, sorted. */
export async function scheduleCustomIds(
  db: Db,
  user: Pick<UserWithRelations, 'id' | 'role' | 'clientId' | 'groupId'>,
  clientId: string,
  query: CustomIdsQuery,
): Promise<string[]> {
  // A value that is no station id names no station (rather than failing the uuid comparison).
  const stationIds = query.stationsIds?.filter((id) => UUID.test(id));
  if (query.stationsIds?.length && !stationIds?.length) return [];
  const conditions: (SQL | undefined)[] = [
    eq(auditSchedules.clientId, clientId),
    stationScope(user),
    stationIds?.length ? inArray(auditSchedules.stationId, stationIds) : undefined,
    query.from === undefined ? undefined : gte(auditSchedules.datetime, query.from),
    query.to === undefined ? undefined : lte(auditSchedules.datetime, query.to),
  ];
  const rows = await db
    .selectDistinct({ customId: auditSchedules.customId })
    .from(auditSchedules)
    .innerJoin(stations, eq(stations.id, auditSchedules.stationId))
    .where(and(...conditions))
    .orderBy(asc(auditSchedules.customId));
  return rows.map((row) => row.customId);
}
