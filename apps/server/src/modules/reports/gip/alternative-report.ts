/**
 * spec 03 "GIP alternative report" (issue 20 point 2): every airing of the report's custom ids on
 * its stations in the range, scheduled or not, and per custom id its schedules and airings with
 * their shares (docs/reports.md "Alternative report").
 */
import type { AlternativeReportRow, AlternativeReportStat, ReportConfig } from '@antena/contract';
import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { auditAudios, auditMatches, auditSchedules } from '../../../db/schema';
import type { StationRow } from '../../../access/station-access';
import {
  confirmationsOfRange,
  notExcluded,
  scheduleConditions,
  scheduleGroups,
  type ScheduleFilter,
  type ScheduleGroup,
} from './report-schedules';
import { withinTimeBounds } from '../time-bounds';
import { matchCountsSql } from '../../audit/finding-review';

export type AlternativeReport = {
  rows: AlternativeReportRow[];
  stats: AlternativeReportStat[];
  totals: { schedules: number; matches: number };
};

/** A share of a whole in percent, rounded to 2 decimals (0 when the whole is 0). */
export const percentage = (part: number, whole: number): number =>
  whole ? Math.round((part / whole) * 10_000) / 100 : 0;

/** Per custom id: its schedules and airings, and their shares of all; sorted by custom id. */
export function alternativeStats(
  groups: readonly Pick<ScheduleGroup, 'customId' | 'schedules'>[],
  rows: readonly Pick<AlternativeReportRow, 'customId'>[],
): Pick<AlternativeReport, 'stats' | 'totals'> {
  const counts = new Map<string, { schedules: number; matches: number }>();
  const countOf = (customId: string) => {
    let count = counts.get(customId);
    if (!count) counts.set(customId, (count = { schedules: 0, matches: 0 }));
    return count;
  };
  for (const group of groups) countOf(group.customId).schedules += group.schedules;
  for (const row of rows) countOf(row.customId).matches += 1;
  const totals = { schedules: 0, matches: 0 };
  for (const count of counts.values()) {
    totals.schedules += count.schedules;
    totals.matches += count.matches;
  }
  const stats = [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([customId, count]) => ({
      customId,
      schedules: count.schedules,
      schedulesPercentage: percentage(count.schedules, totals.schedules),
      matches: count.matches,
      matchesPercentage: percentage(count.matches, totals.matches),
    }));
  return { stats, totals };
}

/** The schedule an unconfirmed airing takes its names from: the latest on its station, else anywhere. */
function latestSchedules(groups: readonly ScheduleGroup[]) {
  const onStation = new Map<string, ScheduleGroup>();
  const anywhere = new Map<string, ScheduleGroup>();
  for (const group of groups) {
    onStation.set(`${group.stationId}|${group.customId}`, group);
    const latest = anywhere.get(group.customId);
    if (!latest || group.latest > latest.latest) anywhere.set(group.customId, group);
  }
  return (stationId: string, customId: string) => onStation.get(`${stationId}|${customId}`) ?? anywhere.get(customId)!;
}

/** The report of a config sent now or saved before times were bounded (withinTimeBounds). */
export async function alternativeReport(
  db: Db,
  stations: readonly StationRow[],
  saved: ScheduleFilter & Pick<ReportConfig, 'excludedMatches'>,
): Promise<AlternativeReport> {
  const empty = { rows: [], stats: [], totals: { schedules: 0, matches: 0 } };
  if (!stations.length) return empty;
  const config = withinTimeBounds(saved);
  const groups = await scheduleGroups(db, scheduleConditions(stations, config, await notExcluded(db, stations)));
  const customIds = [...new Set(groups.map((group) => group.customId))];
  if (!customIds.length) return empty;
  const confirmation = confirmationsOfRange(stations, config.from, config.to);
  // Plain SQL and no ORDER BY: at 200,000 airings the ORM's row mapping and PGlite's sort cost more.
  const found = await db.execute<{
    match_id: string;
    station_id: string;
    datetime: string;
    custom_id: string;
    duration: number;
    schedule_id: string | null;
    advertiser: string | null;
    campaign: string | null;
    version: string | null;
    order: string | null;
  }>(sql`
    select audit_matches.id match_id, audit_matches.station_id, audit_matches.datetime, audit_audios.custom_id,
      audit_audios.duration_ms duration, s.id schedule_id, s.advertiser, s.campaign, s.version, s."order"
    from ${auditMatches}
    join ${auditAudios} on audit_audios.id = audit_matches.audio_id
    left join ${confirmation} c on c.match_id = audit_matches.id
    left join ${auditSchedules} s on s.id = c.schedule_id
    where ${and(
      inArray(
        auditMatches.stationId,
        stations.map((station) => station.id),
      ),
      gte(auditMatches.datetime, config.from),
      lte(auditMatches.datetime, config.to),
      inArray(auditAudios.customId, customIds),
      // Matches waiting for review, or rejected, are no airings of the report (issue 33 point 4).
      matchCountsSql,
    )}`);
  const latest = latestSchedules(groups);
  const stationOf = new Map(stations.map((station, index) => [station.id, { station, index }]));
  // Left out here rather than in SQL: a user may leave out 200,000 airings, past a query's parameters.
  const excluded = new Set(config.excludedMatches);
  const rows = found.rows
    .filter((match) => !excluded.has(match.match_id))
    .map((match) => {
      const { station, index } = stationOf.get(match.station_id)!;
      const names = match.schedule_id
        ? { advertiser: match.advertiser!, campaign: match.campaign!, version: match.version!, order: match.order }
        : latest(match.station_id, match.custom_id);
      const row: AlternativeReportRow = {
        matchId: match.match_id,
        stationId: match.station_id,
        stationName: station.name,
        stationSlug: station.slug,
        timezone: station.timezone,
        datetime: Number(match.datetime),
        customId: match.custom_id,
        duration: match.duration,
        advertiser: names.advertiser,
        campaign: names.campaign,
        version: names.version,
        order: names.order,
      };
      return { row, index };
    })
    .sort(
      (a, b) =>
        a.row.datetime - b.row.datetime ||
        a.index - b.index ||
        (a.row.matchId < b.row.matchId ? -1 : a.row.matchId > b.row.matchId ? 1 : 0),
    )
    .map(({ row }) => row);
  return { rows, ...alternativeStats(groups, rows) };
}

/** The preview's page of airings; the stats stay over every one. */
export function alternativePreviewPage(report: AlternativeReport, query: { page: number; pageSize: number }) {
  const start = (query.page - 1) * query.pageSize;
  return { ...report, rows: report.rows.slice(start, start + query.pageSize), total: report.rows.length };
}
