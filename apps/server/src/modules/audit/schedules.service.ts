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
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db';
import {
  auditAudios,
  auditMatches,
  auditRetroScans,
  auditScheduleConfirmations,
  auditSchedules,
  stationGroups,
  stations,
} from '../../db/schema';
import { stationScope, type StationRow } from '../../access/station-access';
import type { UserWithRelations } from '../../access/user-record';
import { auditConfigOf } from './audit-config';
import { appliesTo, toAuditAudio } from './audios.service';

type ScheduleRow = typeof auditSchedules.$inferSelect;
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

/** The match confirming each schedule, with how it confirms it. */
async function matchesOf(db: Db, scheduleIds: string[]): Promise<Map<string, ScheduleMatch[]>> {
  if (scheduleIds.length === 0) return new Map();
  const rows = await db
    .select({ confirmation: auditScheduleConfirmations, match: auditMatches })
    .from(auditScheduleConfirmations)
    .innerJoin(auditMatches, eq(auditMatches.id, auditScheduleConfirmations.matchId))
    .where(inArray(auditScheduleConfirmations.scheduleId, scheduleIds));
  const found = new Map<string, ScheduleMatch[]>();
  for (const { confirmation, match } of rows) {
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

async function withContained(
  db: Db,
  station: StationRow,
  rows: ScheduleRow[],
  contain: Contain[] = [],
): Promise<Schedule[]> {
  const [config, audios, matches] = await Promise.all([
    auditConfigOf(db, station.clientId),
    contain.includes('audio') ? audiosOf(db, station, [...new Set(rows.map((row) => row.customId))]) : null,
    contain.includes('matches')
      ? matchesOf(
          db,
          rows.map((row) => row.id),
        )
      : null,
  ]);
  return rows.map((row) => ({
    ...toSchedule(row, config),
    ...(audios && { audio: audios.get(row.customId) ?? null }),
    ...(matches && { matches: matches.get(row.id) ?? [] }),
    // Live mention matches arrive with the live mentions feature's matching; none exist yet.
    ...(contain.includes('mentionMatch') && { mentionMatch: null }),
  }));
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
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditSchedules)
      .where(where)
      .orderBy(order(column), order(auditSchedules.datetime), asc(auditSchedules.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(auditSchedules).where(where),
  ]);
  const totalCount = total?.value ?? 0;
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
    .select()
    .from(auditSchedules)
    .where(and(eq(auditSchedules.id, scheduleId), eq(auditSchedules.stationId, station.id)));
  return row ? (await withContained(db, station, [row], contain))[0]! : null;
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
