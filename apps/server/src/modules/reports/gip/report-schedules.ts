/**
 * The SPOT schedules a GIP or alternative report covers (docs/reports.md "Which schedules"): the
 * stations' schedules in [from, to], narrowed by each list of the config that is not empty and by
 * its custom fields, without the custom ids each station's client excludes from the audit.
 */
import { stationDay } from '@antena/contract';
import type { ReportConfig } from '@antena/contract';
import { and, eq, gte, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db';
import { auditScheduleConfirmations, auditSchedules } from '../../../db/schema';
import type { StationRow } from '../../../access/station-access';
import { auditConfigOf } from '../../audit/audit-config';

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
 * The stations' confirmations of the days the range touches, read by their (station, day) index,
 * as a subquery to join by hash: a primary-key lookup per schedule costs more (bench/audit).
 */
export function confirmationsOfRange(stations: readonly StationRow[], from: number, to: number): SQL {
  const days = stations.flatMap((station) => [stationDay(station.timezone, from), stationDay(station.timezone, to)]);
  const first = days.reduce((a, b) => (a < b ? a : b));
  const last = days.reduce((a, b) => (a > b ? a : b));
  const where = and(
    inArray(
      auditScheduleConfirmations.stationId,
      stations.map((station) => station.id),
    ),
    gte(auditScheduleConfirmations.day, first),
    lte(auditScheduleConfirmations.day, last),
  );
  return sql`(select schedule_id, match_id, type, diff_minutes from ${auditScheduleConfirmations} where ${where})`;
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

/**
 * Counted by a hash aggregate; the latest schedule of each group found again by the unique key
 * (station, type, datetime, custom id): a window over 200,000 sorted rows took seconds.
 */
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
    select g.station_id, g.custom_id, g.schedules, g.latest, latest.advertiser, latest.campaign, latest.version,
      latest."order"
    from (
      select ${auditSchedules.stationId} station_id, ${auditSchedules.customId} custom_id, count(*) schedules,
        max(${auditSchedules.datetime}) latest
      from ${auditSchedules} where ${where} group by 1, 2
    ) g
    join ${auditSchedules} latest on latest.station_id = g.station_id and latest.type = 'SPOT'
      and latest.datetime = g.latest and latest.custom_id = g.custom_id`);
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
