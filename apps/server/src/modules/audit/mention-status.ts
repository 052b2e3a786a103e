/**
 * spec 03 "Mention status item" (issue 19 point 3): per MENTION schedule, the live mentions
 * confirming it. A REJECTED mention, or one waiting for review (issue 33 point 4), confirms
 * nothing and is left out; the colour is the
 * contract's `mentionStatusColour` (matches against the schedule's count). The client's excluded
 * custom ids are left out, as from every audit report (docs/decisions.md, issue 16).
 */
import type { MentionStatusItem } from '@antena/contract';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db';
import { auditSchedules, liveMentions } from '../../db/schema';
import type { StationRow } from '../../access/station-access';
import { auditConfigOf } from './audit-config';
import { mentionCountsSql } from './finding-review';
import { toLiveMention } from './live-mention-dto';

/** A station day (`day`, YYYY-MM-DD on its clock) or a range of schedule datetimes, both ends included. */
export type MentionStatusFilter = ({ day: string } | { from: number; to: number }) & { customId?: string[] };

/** Ids a single `in` list carries: far under PostgreSQL's 65,535 parameters. */
const IDS_PER_QUERY = 5000;

function chunks<T>(items: T[], size: number): T[][] {
  const found: T[][] = [];
  for (let start = 0; start < items.length; start += size) found.push(items.slice(start, start + size));
  return found;
}

async function excludedByClient(db: Db, stations: StationRow[]): Promise<Map<string, Set<string>>> {
  const clientIds = [...new Set(stations.map((station) => station.clientId))];
  const configs = await Promise.all(clientIds.map((clientId) => auditConfigOf(db, clientId)));
  return new Map(clientIds.map((clientId, index) => [clientId, new Set(configs[index]!.excludedCustomIds)]));
}

/** The stations' MENTION schedules of the filter, by datetime then custom id, each with its confirming mentions. */
export async function mentionStatus(
  db: Db,
  stations: StationRow[],
  filter: MentionStatusFilter,
): Promise<MentionStatusItem[]> {
  if (stations.length === 0) return [];
  const schedules = await db
    .select({
      id: auditSchedules.id,
      stationId: auditSchedules.stationId,
      clientId: auditSchedules.clientId,
      customId: auditSchedules.customId,
      title: auditSchedules.title,
      count: auditSchedules.count,
      datetime: auditSchedules.datetime,
    })
    .from(auditSchedules)
    .where(
      and(
        inArray(
          auditSchedules.stationId,
          stations.map((station) => station.id),
        ),
        eq(auditSchedules.type, 'MENTION'),
        'day' in filter
          ? eq(auditSchedules.day, filter.day)
          : and(gte(auditSchedules.datetime, filter.from), lte(auditSchedules.datetime, filter.to)),
        filter.customId?.length ? inArray(auditSchedules.customId, filter.customId) : undefined,
      ),
    )
    .orderBy(asc(auditSchedules.datetime), asc(auditSchedules.customId), asc(auditSchedules.stationId));
  const excluded = await excludedByClient(db, stations);
  const reported = schedules.filter((schedule) => !excluded.get(schedule.clientId)?.has(schedule.customId));

  const thresholdOf = new Map(stations.map((station) => [station.id, station.mentionReviewThreshold]));
  const matches = new Map<string, MentionStatusItem['matches']>();
  for (const ids of chunks(
    reported.map((schedule) => schedule.id),
    IDS_PER_QUERY,
  )) {
    const rows = await db
      .select()
      .from(liveMentions)
      .where(and(inArray(liveMentions.scheduleId, ids), mentionCountsSql))
      .orderBy(asc(liveMentions.datetime), asc(liveMentions.id));
    for (const row of rows) {
      const list = matches.get(row.scheduleId!) ?? [];
      list.push(toLiveMention(row, thresholdOf.get(row.stationId) ?? 0));
      matches.set(row.scheduleId!, list);
    }
  }
  return reported.map((schedule) => ({
    stationId: schedule.stationId,
    customId: schedule.customId,
    schedule: {
      id: schedule.id,
      name: schedule.title?.trim() || schedule.customId,
      count: schedule.count,
      datetime: schedule.datetime,
    },
    matches: matches.get(schedule.id) ?? [],
  }));
}
