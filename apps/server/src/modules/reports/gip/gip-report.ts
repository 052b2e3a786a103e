/**
 * spec 03 "GIP report" (issue 20 point 1): each of the campaign's schedules that an airing
 * confirms, with that airing, and the counts over every schedule (docs/reports.md "GIP report").
 */
import type { ConfirmationType, GipReportRow, GipReportSummary } from '@antena/contract';
import { NO_CONTRACT_FIELDS } from '@antena/contract';
import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db';
import { auditAudios, auditMatches, auditSchedules } from '../../../db/schema';
import type { StationRow } from '../../../access/station-access';
import {
  confirmationsOfRange,
  notExcluded,
  scheduleConditions,
  type ScheduleFilter,
  type ScheduleGroup,
} from './report-schedules';
import { withinTimeBounds } from '../time-bounds';

export type GipReport = { rows: GipReportRow[]; summary: GipReportSummary; missingAudioCustomIds: string[] };

/** An airing confirms its schedule within the tolerance unless the pairing says OFF_TOLERANCE. */
export const inTolerance = (type: ConfirmationType): boolean => type !== 'OFF_TOLERANCE';

/** The counts of a GIP report (spec 03): schedules, confirmed in tolerance or not, off tolerance. */
export type GipCounts = { schedules: number; confirmed: number; offTolerance: number };

/**
 * efficiency = schedules confirmed within tolerance / schedules, 0 when there are none. The
 * summary's `confirmed` is that same count (issue 31 point 11): an off-tolerance airing is counted
 * once, under offTolerance, so Confirmed / Schedules reads as the efficiency shown beside it.
 */
export const gipSummary = ({ schedules, confirmed, offTolerance }: GipCounts): GipReportSummary => ({
  schedules,
  confirmed: confirmed - offTolerance,
  offTolerance,
  efficiency: schedules ? (confirmed - offTolerance) / schedules : 0,
});

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

type RowRecord = {
  schedule_id: string;
  station_id: string;
  schedule_datetime: string;
  custom_id: string;
  advertiser: string;
  campaign: string;
  version: string;
  order: string | null;
  contract: string;
  match_id: string;
  datetime: string;
  played_duration: number;
  duration: number;
  type: ConfirmationType;
  diff_minutes: number;
};

/** The schedule's contract: its first non-empty NO_CONTRACT_FIELDS custom field, else ''. */
const contractSql = sql.raw(
  `coalesce(${NO_CONTRACT_FIELDS.map((field) => `nullif(audit_schedules.custom->>'${field}', '')`).join(', ')}, '')`,
);

/**
 * The rows (confirmed schedules with their airing), in one query of plain SQL: at 200,000 rows
 * the ORM's row mapping and a jsonb column per row cost more than the joins. Without `page` every
 * row, sorted here (a sort in PGlite is slower); with it, the page sorted alike by the database.
 */
async function confirmedRows(
  db: Db,
  stations: readonly StationRow[],
  filter: ScheduleFilter,
  where: SQL,
  page?: { offset: number; limit: number; hideOffTolerance: boolean },
): Promise<GipReportRow[]> {
  const confirmation = confirmationsOfRange(stations, filter.from, filter.to);
  const ids = sql.join(
    stations.map((station) => sql`${station.id}`),
    sql`, `,
  );
  const found = await db.execute<RowRecord>(sql`
    select audit_schedules.id schedule_id, audit_schedules.station_id, audit_schedules.datetime schedule_datetime, audit_schedules.custom_id, audit_schedules.advertiser, audit_schedules.campaign,
      audit_schedules.version, audit_schedules."order", ${contractSql} contract, m.id match_id, m.datetime, m.played_duration_ms played_duration,
      a.duration_ms duration, c.type, c.diff_minutes
    from ${auditSchedules}
    join ${confirmation} c on c.schedule_id = audit_schedules.id
    join ${auditMatches} m on m.id = c.match_id
    join ${auditAudios} a on a.id = m.audio_id
    where ${where} ${page?.hideOffTolerance ? sql`and c.type <> 'OFF_TOLERANCE'` : sql``}
    ${page ? sql`order by m.datetime, array_position(array[${ids}]::uuid[], audit_schedules.station_id), audit_schedules.id limit ${page.limit} offset ${page.offset}` : sql``}`);
  const stationOf = new Map(stations.map((station, index) => [station.id, { station, index }]));
  const rows = found.rows.map((row) => {
    const { station, index } = stationOf.get(row.station_id)!;
    const gipRow: GipReportRow = {
      matchId: row.match_id,
      scheduleId: row.schedule_id,
      stationId: row.station_id,
      stationName: station.name,
      stationSlug: station.slug,
      timezone: station.timezone,
      datetime: Number(row.datetime),
      scheduleDatetime: Number(row.schedule_datetime),
      customId: row.custom_id,
      advertiser: row.advertiser,
      campaign: row.campaign,
      version: row.version,
      duration: row.duration,
      playedDuration: row.played_duration,
      contract: row.contract,
      order: row.order,
      confirmationType: row.type,
      diffMinutes: row.diff_minutes,
      inTolerance: inTolerance(row.type),
    };
    return { row: gipRow, index };
  });
  if (page) return rows.map(({ row }) => row);
  // Stations come ordered by name (reportStations): the same instant lists them alike everywhere.
  rows.sort(
    (a, b) =>
      a.row.datetime - b.row.datetime ||
      a.index - b.index ||
      (a.row.scheduleId < b.row.scheduleId ? -1 : a.row.scheduleId > b.row.scheduleId ? 1 : 0),
  );
  return rows.map(({ row }) => row);
}

/** Per station and custom id, the report's schedules and how many are confirmed, in or out of tolerance. */
async function scheduleCounts(db: Db, stations: readonly StationRow[], filter: ScheduleFilter, where: SQL) {
  const confirmation = confirmationsOfRange(stations, filter.from, filter.to);
  const found = await db.execute<{
    station_id: string;
    custom_id: string;
    schedules: string;
    confirmed: string;
    off: string;
  }>(sql`
    select audit_schedules.station_id, audit_schedules.custom_id, count(*) schedules, count(c.schedule_id) confirmed,
      count(*) filter (where c.type = 'OFF_TOLERANCE') off
    from ${auditSchedules} left join ${confirmation} c on c.schedule_id = audit_schedules.id
    where ${where}
    group by audit_schedules.station_id, audit_schedules.custom_id`);
  const groups = found.rows.map((row) => ({ stationId: row.station_id, customId: row.custom_id }));
  const counts: GipCounts = { schedules: 0, confirmed: 0, offTolerance: 0 };
  for (const row of found.rows) {
    counts.schedules += Number(row.schedules);
    counts.confirmed += Number(row.confirmed);
    counts.offTolerance += Number(row.off);
  }
  return { groups, counts };
}

/**
 * Every row of the report, its counts and the custom ids without audio (downloads, exports, AOD),
 * of a config that may have been saved before times were bounded (withinTimeBounds).
 */
export async function gipReport(db: Db, stations: readonly StationRow[], saved: ScheduleFilter): Promise<GipReport> {
  if (!stations.length) return { rows: [], summary: gipSummary(EMPTY), missingAudioCustomIds: [] };
  const config = withinTimeBounds(saved);
  const where = scheduleConditions(stations, config, await notExcluded(db, stations));
  const [rows, { groups, counts }] = await Promise.all([
    confirmedRows(db, stations, config, where),
    scheduleCounts(db, stations, config, where),
  ]);
  return {
    rows,
    summary: gipSummary(counts),
    missingAudioCustomIds: await missingAudioCustomIds(db, stations, groups),
  };
}

const EMPTY: GipCounts = { schedules: 0, confirmed: 0, offTolerance: 0 };

/**
 * The preview: one page of rows (without the off-tolerance ones on demand), the counts over every
 * schedule (spec 03 "GIP report screen"). Only the page leaves the database.
 */
export async function gipPreview(
  db: Db,
  stations: readonly StationRow[],
  config: ScheduleFilter,
  query: { page: number; pageSize: number; hideOffTolerance?: 'true' | 'false' },
) {
  if (!stations.length) return { rows: [], total: 0, summary: gipSummary(EMPTY), missingAudioCustomIds: [] };
  const where = scheduleConditions(stations, config, await notExcluded(db, stations));
  const hideOffTolerance = query.hideOffTolerance === 'true';
  const page = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize, hideOffTolerance };
  const [rows, { groups, counts }] = await Promise.all([
    confirmedRows(db, stations, config, where, page),
    scheduleCounts(db, stations, config, where),
  ]);
  return {
    rows,
    total: hideOffTolerance ? counts.confirmed - counts.offTolerance : counts.confirmed,
    summary: gipSummary(counts),
    missingAudioCustomIds: await missingAudioCustomIds(db, stations, groups),
  };
}
