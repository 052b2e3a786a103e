/**
 * spec 03 "GIP report" (issue 20 point 1): each of the campaign's schedules that an airing
 * confirms, with that airing, and the counts over every schedule (docs/reports.md "GIP report").
 */
import type { ConfirmationType, GipReportRow, GipReportSummary } from '@antena/contract';
import { NO_CONTRACT_FIELDS } from '@antena/contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db';
import { auditAudios, auditMatches, auditSchedules } from '../../db/schema';
import type { StationRow } from '../../access/station-access';
import {
  confirmationsOfRange,
  notExcluded,
  scheduleConditions,
  scheduleGroups,
  type ScheduleFilter,
  type ScheduleGroup,
} from './report-schedules';

export type GipReport = { rows: GipReportRow[]; summary: GipReportSummary; missingAudioCustomIds: string[] };

/** The contract of a schedule: its nocontrato custom field, else nocontratonacional, else ''. */
export function contractOf(custom: Record<string, string>): string {
  for (const field of NO_CONTRACT_FIELDS) if (custom[field]) return custom[field];
  return '';
}

/** An airing confirms its schedule within the tolerance unless the pairing says OFF_TOLERANCE. */
export const inTolerance = (type: ConfirmationType): boolean => type !== 'OFF_TOLERANCE';

/** efficiency = schedules confirmed within tolerance / schedules, 0 when there are none. */
export function gipSummary(schedules: number, rows: readonly Pick<GipReportRow, 'inTolerance'>[]): GipReportSummary {
  const offTolerance = rows.filter((row) => !row.inTolerance).length;
  const confirmed = rows.length;
  return { schedules, confirmed, offTolerance, efficiency: schedules ? (confirmed - offTolerance) / schedules : 0 };
}

/**
 * The custom ids of the report's schedules that no reference audio applies to on a station they
 * are scheduled on (its own audio or its station group's): they cannot have airings.
 */
export async function missingAudioCustomIds(
  db: Db,
  stations: readonly StationRow[],
  groups: readonly Pick<ScheduleGroup, 'stationId' | 'customId'>[],
): Promise<string[]> {
  const customIds = [...new Set(groups.map((group) => group.customId))];
  if (!customIds.length) return [];
  const stationGroupIds = [...new Set(stations.flatMap((station) => station.stationGroupId ?? []))];
  const audios = await db
    .select({
      stationId: auditAudios.stationId,
      stationGroupId: auditAudios.stationGroupId,
      customId: auditAudios.customId,
    })
    .from(auditAudios)
    .where(
      and(
        inArray(auditAudios.customId, customIds),
        or(
          inArray(
            auditAudios.stationId,
            stations.map((station) => station.id),
          ),
          stationGroupIds.length ? inArray(auditAudios.stationGroupId, stationGroupIds) : undefined,
        ),
      ),
    );
  const held = new Set(audios.map((audio) => `${audio.stationId ?? audio.stationGroupId}|${audio.customId}`));
  const groupOf = new Map(stations.map((station) => [station.id, station.stationGroupId]));
  const missing = new Set<string>();
  for (const { stationId, customId } of groups) {
    const stationGroupId = groupOf.get(stationId);
    const applies =
      held.has(`${stationId}|${customId}`) || (stationGroupId && held.has(`${stationGroupId}|${customId}`));
    if (!applies) missing.add(customId);
  }
  return [...missing].sort();
}

/** The rows (confirmed schedules with their airing), sorted by the airing's time, then station. */
async function confirmedRows(
  db: Db,
  stations: readonly StationRow[],
  filter: ScheduleFilter,
  where: ReturnType<typeof scheduleConditions>,
): Promise<GipReportRow[]> {
  const confirmation = confirmationsOfRange(db, stations, filter.from, filter.to);
  const found = await db
    .select({
      scheduleId: auditSchedules.id,
      stationId: auditSchedules.stationId,
      scheduleDatetime: auditSchedules.datetime,
      customId: auditSchedules.customId,
      advertiser: auditSchedules.advertiser,
      campaign: auditSchedules.campaign,
      version: auditSchedules.version,
      order: auditSchedules.order,
      custom: auditSchedules.custom,
      matchId: auditMatches.id,
      datetime: auditMatches.datetime,
      playedDuration: auditMatches.playedDurationMs,
      duration: auditAudios.durationMs,
      confirmationType: confirmation.type,
      diffMinutes: confirmation.diffMinutes,
    })
    .from(auditSchedules)
    .innerJoin(confirmation, eq(confirmation.scheduleId, auditSchedules.id))
    .innerJoin(auditMatches, eq(auditMatches.id, confirmation.matchId))
    .innerJoin(auditAudios, eq(auditAudios.id, auditMatches.audioId))
    .where(where)
    .orderBy(asc(auditMatches.datetime), asc(auditSchedules.id));
  const stationOf = new Map(stations.map((station, index) => [station.id, { station, index }]));
  const rows = found.map(({ custom, stationId, ...row }): GipReportRow & { stationIndex: number } => {
    const { station, index } = stationOf.get(stationId)!;
    return {
      ...row,
      stationId,
      stationName: station.name,
      stationSlug: station.slug,
      timezone: station.timezone,
      contract: contractOf(custom),
      inTolerance: inTolerance(row.confirmationType),
      stationIndex: index,
    };
  });
  // Stations come ordered by name (reportStations): the same instant lists them alike everywhere.
  rows.sort((a, b) => a.datetime - b.datetime || a.stationIndex - b.stationIndex);
  return rows.map(({ stationIndex: _index, ...row }) => row);
}

export async function gipReport(db: Db, stations: readonly StationRow[], config: ScheduleFilter): Promise<GipReport> {
  if (!stations.length) return { rows: [], summary: gipSummary(0, []), missingAudioCustomIds: [] };
  const where = scheduleConditions(stations, config, await notExcluded(db, stations));
  const [rows, groups] = await Promise.all([confirmedRows(db, stations, config, where), scheduleGroups(db, where)]);
  const schedules = groups.reduce((sum, group) => sum + group.schedules, 0);
  return {
    rows,
    summary: gipSummary(schedules, rows),
    missingAudioCustomIds: await missingAudioCustomIds(db, stations, groups),
  };
}

/** The preview's page of rows; the counts stay over every row (spec 03 "GIP report screen"). */
export function gipPreviewPage(
  report: GipReport,
  query: { page: number; pageSize: number; hideOffTolerance?: 'true' | 'false' },
) {
  const shown = query.hideOffTolerance === 'true' ? report.rows.filter((row) => row.inTolerance) : report.rows;
  const start = (query.page - 1) * query.pageSize;
  return {
    rows: shown.slice(start, start + query.pageSize),
    total: shown.length,
    summary: report.summary,
    missingAudioCustomIds: report.missingAudioCustomIds,
  };
}
