/**
 * The station audit's reports (spec 03 section 7): the schedule status per custom id, the audios
 * sharing their content, the audios without matches, and the scheduled custom ids without an
 * audio. The client's excluded custom ids are left out of all of them (docs/decisions.md).
 */
import { stationDay, zonedDay } from '@antena/contract';
import type {
  AuditAudio,
  equalMd5QuerySchema,
  missingAudiosQuerySchema,
  noMatchesQuerySchema,
  ScheduleStatusItem,
  scheduleStatusQuerySchema,
} from '@antena/contract';
import { and, asc, count, desc, eq, exists, gte, inArray, lte, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
import type { StationRow } from '../../access/station-access';
import { auditConfigOf } from './audit-config';
import { appliesTo, toAuditAudio } from './audios.service';
import { matchCountsSql } from './finding-review';

export type Range = { from?: number; to?: number };
const DAY_MS = 86_400_000;
const asked = (range: Range) => range.from !== undefined || range.to !== undefined;

/** spec 03 section 9: a report asked without a range covers today on the station's clock. */
const todayOr = (station: StationRow, range: Range): Range => (asked(range) ? range : zonedDay(station.timezone));

/** spec 03 section 9: the no-matches report's default, the last seven days on the station's clock. */
function lastWeekOr(station: StationRow, range: Range): Range {
  if (asked(range)) return range;
  const today = zonedDay(station.timezone);
  return { from: zonedDay(station.timezone, today.from - 6 * DAY_MS).from, to: today.to };
}

/** `column` within the range, both ends included; `toValue` turns epoch ms into the column's type. */
const inRange = (column: AnyPgColumn, range: Range, toValue: (ms: number) => unknown = (ms) => ms) =>
  and(
    range.from === undefined ? undefined : gte(column, toValue(range.from)),
    range.to === undefined ? undefined : lte(column, toValue(range.to)),
  );
const createdIn = (range: Range) => inRange(auditAudios.createdAt, range, (ms) => new Date(ms));

/** The client's excluded custom ids: left out of every report (docs/decisions.md, issue 16). */
const excludedOf = async (db: Db, station: StationRow) => (await auditConfigOf(db, station.clientId)).excludedCustomIds;
const notIn = (column: AnyPgColumn, excluded: string[]) => (excluded.length ? notInArray(column, excluded) : undefined);

/** Audios with the station or station group they belong to, as toAuditAudio takes them. */
const audioRows = (db: Db) =>
  db
    .select({ audio: auditAudios, station: stations, stationGroup: stationGroups, retroScan: auditRetroScans })
    .from(auditAudios)
    .leftJoin(stations, eq(stations.id, auditAudios.stationId))
    .leftJoin(stationGroups, eq(stationGroups.id, auditAudios.stationGroupId))
    .leftJoin(auditRetroScans, eq(auditRetroScans.audioId, auditAudios.id));

/** The audio each custom id plays on the station: its own when it has one, else its group's. */
export async function stationAudioByCustomId(db: Db, station: StationRow, customIds: string[]) {
  const byCustomId = new Map<string, AuditAudio>();
  if (!customIds.length) return byCustomId;
  const rows = await audioRows(db).where(and(appliesTo(station), inArray(auditAudios.customId, customIds)));
  for (const row of rows) {
    if (!byCustomId.has(row.audio.customId) || row.audio.stationId === station.id)
      byCustomId.set(row.audio.customId, toAuditAudio(row));
  }
  return byCustomId;
}

/**
 * spec 03 "Status item": each custom id with SPOT schedules or matches in the range, sorted. A
 * match counts as with a schedule when it confirms one (audit_schedule_confirmations), and as
 * off tolerance when that confirmation is OFF_TOLERANCE; a schedule is `matched` when a match
 * confirms it, in tolerance or not.
 */
export async function scheduleStatus(
  db: Db,
  station: StationRow,
  query: z.output<typeof scheduleStatusQuerySchema>,
): Promise<ScheduleStatusItem[]> {
  const range = todayOr(station, query);
  const excluded = await excludedOf(db, station);
  const scheduleFilter = and(
    eq(auditSchedules.stationId, station.id),
    eq(auditSchedules.type, 'SPOT'),
    inRange(auditSchedules.datetime, range),
    query.customId?.length ? inArray(auditSchedules.customId, query.customId) : undefined,
    notIn(auditSchedules.customId, excluded),
  );
  const matchFilter = and(
    eq(auditMatches.stationId, station.id),
    inRange(auditMatches.datetime, range),
    // Matches waiting for review, or rejected, are not counted (issue 33 point 4).
    matchCountsSql,
    query.customId?.length ? inArray(auditAudios.customId, query.customId) : undefined,
    notIn(auditAudios.customId, excluded),
  );
  // The station-days' confirmations by their index, joined by hash: one lookup per schedule and
  // per match in a table of millions was most of the call's time (bench/audit/schedules.ts).
  const confirmation = db
    .select({
      scheduleId: auditScheduleConfirmations.scheduleId,
      matchId: auditScheduleConfirmations.matchId,
      type: auditScheduleConfirmations.type,
    })
    .from(auditScheduleConfirmations)
    .where(
      and(
        eq(auditScheduleConfirmations.stationId, station.id),
        range.from === undefined
          ? undefined
          : gte(auditScheduleConfirmations.day, stationDay(station.timezone, range.from)),
        range.to === undefined
          ? undefined
          : lte(auditScheduleConfirmations.day, stationDay(station.timezone, range.to)),
      ),
    )
    .as('confirmation');
  const [schedules, matchCounts] = await Promise.all([
    db
      .select({
        id: auditSchedules.id,
        customId: auditSchedules.customId,
        datetime: auditSchedules.datetime,
        matched: sql<boolean>`${confirmation.scheduleId} is not null`,
      })
      .from(auditSchedules)
      .leftJoin(confirmation, eq(confirmation.scheduleId, auditSchedules.id))
      .where(scheduleFilter)
      .orderBy(asc(auditSchedules.datetime), asc(auditSchedules.id)),
    db
      .select({
        customId: auditAudios.customId,
        matches: count(),
        withSchedule: count(confirmation.matchId),
        offTolerance: sql<number>`count(*) filter (where ${confirmation.type} = 'OFF_TOLERANCE')`.mapWith(Number),
      })
      .from(auditMatches)
      .innerJoin(auditAudios, eq(auditAudios.id, auditMatches.audioId))
      .leftJoin(confirmation, eq(confirmation.matchId, auditMatches.id))
      .where(matchFilter)
      .groupBy(auditAudios.customId),
  ]);

  const items = new Map<string, ScheduleStatusItem>();
  const itemOf = (customId: string) => {
    let item = items.get(customId);
    if (!item) {
      item = {
        customId,
        audio: null,
        status: {
          matchesCount: 0,
          matchesWithScheduleCount: 0,
          matchesWithScheduleOffToleranceCount: 0,
          schedulesCount: 0,
        },
        schedules: [],
      };
      items.set(customId, item);
    }
    return item;
  };
  for (const { customId, ...schedule } of schedules) {
    const item = itemOf(customId);
    item.schedules.push(schedule);
    item.status.schedulesCount += 1;
  }
  for (const row of matchCounts) {
    const { status } = itemOf(row.customId);
    status.matchesCount = row.matches;
    status.matchesWithScheduleCount = row.withSchedule;
    status.matchesWithScheduleOffToleranceCount = row.offTolerance;
  }
  const audios = await stationAudioByCustomId(db, station, [...items.keys()]);
  return [...items.values()]
    .map((item) => ({ ...item, audio: audios.get(item.customId) ?? null }))
    .sort((a, b) => (a.customId < b.customId ? -1 : a.customId > b.customId ? 1 : 0));
}

/**
 * spec 03 "Same-content report item": the md5s of the station's audios created in the range
 * that more than one of the station's audios (its own and its group's) carry, with all of them,
 * the older ones included.
 */
export async function equalMd5Report(db: Db, station: StationRow, query: z.output<typeof equalMd5QuerySchema>) {
  const excluded = notIn(auditAudios.customId, await excludedOf(db, station));
  const recent = db
    .selectDistinct({ md5: auditAudios.md5 })
    .from(auditAudios)
    .where(and(appliesTo(station), createdIn(todayOr(station, query)), excluded));
  const rows = await audioRows(db)
    .where(and(appliesTo(station), inArray(auditAudios.md5, recent), excluded))
    .orderBy(asc(auditAudios.md5), asc(auditAudios.createdAt), asc(auditAudios.id));
  const groups = new Map<string, AuditAudio[]>();
  for (const row of rows) groups.set(row.audio.md5, [...(groups.get(row.audio.md5) ?? []), toAuditAudio(row)]);
  return [...groups].filter(([, audios]) => audios.length > 1).map(([md5, audios]) => ({ md5, audios }));
}

/**
 * spec 03 "No-matches item": the station's audios created in the audio range (default the last
 * week) without a match on the station in the match range (default the audio range), newest
 * first; with each, another of the station's audios of the same content that has matches there.
 */
export async function noMatchesReport(db: Db, station: StationRow, query: z.output<typeof noMatchesQuerySchema>) {
  const audioRange = lastWeekOr(station, { from: query.audioFrom, to: query.audioTo });
  const askedMatches = { from: query.matchFrom, to: query.matchTo };
  return unmatchedAudios(db, [station], audioRange, asked(askedMatches) ? askedMatches : audioRange);
}

/** Audios that apply to any of the stations: their own or their groups'. */
function appliesToAny(list: StationRow[]): SQL | undefined {
  const groups = [...new Set(list.flatMap((station) => (station.stationGroupId ? [station.stationGroupId] : [])))];
  return or(
    inArray(
      auditAudios.stationId,
      list.map((station) => station.id),
    ),
    groups.length ? inArray(auditAudios.stationGroupId, groups) : undefined,
  );
}

/**
 * The no-matches report over stations of one client (the station screen's, and the global
 * report's): audios that apply to them created in the audio range with no match on any of them
 * in the match range, newest first, each with the first audio of the same content that has one.
 */
export async function unmatchedAudios(db: Db, list: StationRow[], audioRange: Range, matchRange: Range) {
  if (!list.length) return [];
  const matchedHere = exists(
    db
      .select({ one: sql`1` })
      .from(auditMatches)
      .where(
        and(
          eq(auditMatches.audioId, auditAudios.id),
          inArray(
            auditMatches.stationId,
            list.map((station) => station.id),
          ),
          inRange(auditMatches.datetime, matchRange),
          matchCountsSql,
        ),
      ),
  );
  const applies = appliesToAny(list);
  const excluded = notIn(auditAudios.customId, await excludedOf(db, list[0]!));
  const unmatched = await audioRows(db)
    .where(and(applies, createdIn(audioRange), not(matchedHere), excluded))
    .orderBy(desc(auditAudios.createdAt), asc(auditAudios.id));
  const md5s = [...new Set(unmatched.map((row) => row.audio.md5))];
  const matchedTwins = md5s.length
    ? await audioRows(db)
        .where(and(applies, inArray(auditAudios.md5, md5s), matchedHere, excluded))
        .orderBy(asc(auditAudios.createdAt), asc(auditAudios.id))
    : [];
  const twinOf = new Map<string, AuditAudio>();
  for (const row of matchedTwins) if (!twinOf.has(row.audio.md5)) twinOf.set(row.audio.md5, toAuditAudio(row));
  return unmatched.map((row) => ({ audio: toAuditAudio(row), sameMd5MatchedAudio: twinOf.get(row.audio.md5) ?? null }));
}

/**
 * Whether a schedule's custom id has an audio that applies to its station (the station's own or
 * its group's): a condition on `audit_schedules` rows, whatever else the query joins.
 */
export const scheduleHasAudio = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(auditAudios)
      .where(
        and(
          eq(auditAudios.customId, auditSchedules.customId),
          or(
            eq(auditAudios.stationId, auditSchedules.stationId),
            eq(
              auditAudios.stationGroupId,
              sql`(select ${stations.stationGroupId} from ${stations} where ${stations.id} = ${auditSchedules.stationId})`,
            ),
          ),
        ),
      ),
  );

/**
 * SPOT schedules of stations of one client in the range whose custom id has no audio that
 * applies to their station (mentions are read live and have none), by time: the station
 * screen's missing-audios report and the global one.
 */
export async function missingAudioSchedules(db: Db, list: StationRow[], range: Range) {
  if (!list.length) return [];
  return db
    .select()
    .from(auditSchedules)
    .where(
      and(
        inArray(
          auditSchedules.stationId,
          list.map((station) => station.id),
        ),
        eq(auditSchedules.type, 'SPOT'),
        inRange(auditSchedules.datetime, range),
        not(scheduleHasAudio(db)),
        notIn(auditSchedules.customId, await excludedOf(db, list[0]!)),
      ),
    )
    .orderBy(asc(auditSchedules.datetime), asc(auditSchedules.customId), asc(auditSchedules.id));
}

/** spec 03 "Missing audio item": the station's SPOT schedules in the range (default today) with no audio. */
export async function missingAudiosReport(
  db: Db,
  station: StationRow,
  query: z.output<typeof missingAudiosQuerySchema>,
) {
  const rows = await missingAudioSchedules(db, [station], todayOr(station, query));
  return rows.map((schedule) => ({
    id: schedule.id,
    station: { name: station.name, slug: station.slug },
    customId: schedule.customId,
    datetime: schedule.datetime,
    advertiser: schedule.advertiser,
    version: schedule.version,
  }));
}
