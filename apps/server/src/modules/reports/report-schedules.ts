/**
 * The SPOT schedules a GIP or alternative report covers (docs/reports.md "Which schedules"): the
 * stations' schedules in [from, to], narrowed by each list of the config that is not empty and by
 * its custom fields, without the custom ids each station's client excludes from the audit.
 */
import type { ReportConfig } from '@antena/contract';
import { and, eq, gte, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { auditScheduleConfirmations, auditSchedules } from '../../db/schema';
import type { StationRow } from '../../access/station-access';
import { auditConfigOf } from '../audit/audit-config';
import { stationDay } from '../audit/schedule-confirmation';

export type ScheduleFilter = Pick<
  ReportConfig,
  'from' | 'to' | 'advertisers' | 'campaigns' | 'versions' | 'customIds' | 'orders' | 'customFields'
>;

const anyOf = (column: Parameters<typeof inArray>[0], values: readonly string[]) =>
  values.length ? inArray(column, [...values]) : undefined;

/**
 * The custom ids excluded on each station (its client's audit config), as one condition. A
 * superadmin's report may span clients, so each client's list applies to its own stations only.
 */
export async function notExcluded(db: Db, stations: readonly StationRow[]): Promise<SQL | undefined> {
  const clientIds = [...new Set(stations.map((station) => station.clientId))];
  const conditions: SQL[] = [];
  for (const clientId of clientIds) {
    const { excludedCustomIds } = await auditConfigOf(db, clientId);
    if (!excludedCustomIds.length) continue;
    const ids = stations.filter((station) => station.clientId === clientId).map((station) => station.id);
    conditions.push(and(inArray(auditSchedules.stationId, ids), inArray(auditSchedules.customId, excludedCustomIds))!);
  }
  return conditions.length ? not(or(...conditions)!) : undefined;
}

/** The condition on audit_schedules for the report's schedules (`excluded` from notExcluded). */
export function scheduleConditions(
  stations: readonly StationRow[],
  filter: ScheduleFilter,
  excluded: SQL | undefined,
): SQL {
  const customFields = Object.entries(filter.customFields ?? {});
  return and(
    inArray(
      auditSchedules.stationId,
      stations.map((station) => station.id),
    ),
    eq(auditSchedules.type, 'SPOT'),
    gte(auditSchedules.datetime, filter.from),
    lte(auditSchedules.datetime, filter.to),
    anyOf(auditSchedules.advertiser, filter.advertisers),
    anyOf(auditSchedules.campaign, filter.campaigns),
    anyOf(auditSchedules.version, filter.versions),
    anyOf(auditSchedules.customId, filter.customIds),
    anyOf(auditSchedules.order, filter.orders),
    // Containment of string values is equality of each key (and uses no per-row function call).
    customFields.length
      ? sql`${auditSchedules.custom} @> ${JSON.stringify(Object.fromEntries(customFields))}::jsonb`
      : undefined,
    excluded,
  )!;
}

/**
 * The stations' confirmations of the days the range touches, by their (station, day) index: a
 * hash join on this beats a primary-key lookup per schedule (bench/audit/schedules.ts).
 */
export function confirmationsOfRange(db: Db, stations: readonly StationRow[], from: number, to: number) {
  const days = stations.flatMap((station) => [stationDay(station.timezone, from), stationDay(station.timezone, to)]);
  const first = days.reduce((a, b) => (a < b ? a : b));
  const last = days.reduce((a, b) => (a > b ? a : b));
  return db
    .select({
      scheduleId: auditScheduleConfirmations.scheduleId,
      matchId: auditScheduleConfirmations.matchId,
      type: auditScheduleConfirmations.type,
      diffMinutes: auditScheduleConfirmations.diffMinutes,
    })
    .from(auditScheduleConfirmations)
    .where(
      and(
        inArray(
          auditScheduleConfirmations.stationId,
          stations.map((station) => station.id),
        ),
        gte(auditScheduleConfirmations.day, first),
        lte(auditScheduleConfirmations.day, last),
      ),
    )
    .as('confirmation');
}

/** Per station and custom id: how many of the report's schedules, and the latest one's fields. */
export type ScheduleGroup = {
  stationId: string;
  customId: string;
  schedules: number;
  advertiser: string;
  campaign: string;
  version: string;
  order: string | null;
  latest: number;
};

export async function scheduleGroups(db: Db, where: SQL): Promise<ScheduleGroup[]> {
  const rows = await db.execute<{
    station_id: string;
    custom_id: string;
    schedules: string | number;
    advertiser: string;
    campaign: string;
    version: string;
    order: string | null;
    latest: string | number;
  }>(sql`
    select distinct on (${auditSchedules.stationId}, ${auditSchedules.customId})
      ${auditSchedules.stationId} as station_id, ${auditSchedules.customId} as custom_id,
      count(*) over (partition by ${auditSchedules.stationId}, ${auditSchedules.customId}) as schedules,
      ${auditSchedules.advertiser} as advertiser, ${auditSchedules.campaign} as campaign,
      ${auditSchedules.version} as version, ${auditSchedules.order} as "order", ${auditSchedules.datetime} as latest
    from ${auditSchedules}
    where ${where}
    order by ${auditSchedules.stationId}, ${auditSchedules.customId}, ${auditSchedules.datetime} desc, ${auditSchedules.id}`);
  return rows.rows.map((row) => ({
    stationId: row.station_id,
    customId: row.custom_id,
    schedules: Number(row.schedules),
    advertiser: row.advertiser,
    campaign: row.campaign,
    version: row.version,
    order: row.order,
    latest: Number(row.latest),
  }));
}
