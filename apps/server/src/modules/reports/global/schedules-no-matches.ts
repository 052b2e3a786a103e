/**
 * spec 03 "schedules-no-matches": SPOT schedules of the stations in the range that no airing
 * confirms (no audit_schedule_confirmations row, in tolerance or not), by time. Those whose custom
 * id has no audio are left out unless asked (they cannot air: the missing-audios report lists
 * them). The client's excluded custom ids are left out, as in every audit report.
 */
import type { GlobalSchedulesNoMatchesQuery, ScheduleNoMatchesItem } from '@antena/contract';
import { and, asc, eq, gte, inArray, lte, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { StationRow } from '../../../access/station-access';
import type { Db } from '../../../db';
import { auditScheduleConfirmations, auditSchedules } from '../../../db/schema';
import { scheduleHasAudio } from '../../audit/station-reports.service';
import type { ReportColumn } from '../report-files';
import { reportStation, stationsByClient } from './global-report-answer';

export type ScheduleNoMatchesRow = ScheduleNoMatchesItem & { timezone: string };

export async function globalSchedulesNoMatches(
  db: Db,
  stations: StationRow[],
  query: Pick<GlobalSchedulesNoMatchesQuery, 'from' | 'to' | 'includeMissingAudio' | 'pageSize'>,
): Promise<{ rows: ScheduleNoMatchesRow[]; total: number }> {
  if (!stations.length) return { rows: [], total: 0 };
  const clients = await stationsByClient(db, stations);
  const ofStations = or(
    ...clients.map((client) =>
      and(
        inArray(
          auditSchedules.stationId,
          client.stations.map((station) => station.id),
        ),
        client.excludedCustomIds.length ? notInArray(auditSchedules.customId, client.excludedCustomIds) : undefined,
      ),
    ),
  );
  const confirmed = db
    .select({ one: sql`1` })
    .from(auditScheduleConfirmations)
    .where(eq(auditScheduleConfirmations.scheduleId, auditSchedules.id));
  const hasAudio = scheduleHasAudio(db);
  const found = await db
    .select({
      id: auditSchedules.id,
      stationId: auditSchedules.stationId,
      customId: auditSchedules.customId,
      datetime: auditSchedules.datetime,
      advertiser: auditSchedules.advertiser,
      campaign: auditSchedules.campaign,
      version: auditSchedules.version,
      hasAudio: sql<boolean>`${hasAudio}`,
      // Counted before the limit: the report says how many there are beyond the page it lists.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditSchedules)
    .where(
      and(
        ofStations,
        eq(auditSchedules.type, 'SPOT'),
        gte(auditSchedules.datetime, query.from),
        lte(auditSchedules.datetime, query.to),
        notExists(confirmed),
        query.includeMissingAudio ? undefined : hasAudio,
      ),
    )
    .orderBy(asc(auditSchedules.datetime), asc(auditSchedules.customId), asc(auditSchedules.id))
    .limit(query.pageSize);
  const byId = new Map(stations.map((station) => [station.id, station]));
  const rows = found.map(({ stationId, total: _total, ...schedule }) => {
    const station = byId.get(stationId)!;
    return { ...schedule, station: reportStation(station), timezone: station.timezone };
  });
  return { rows, total: found[0]?.total ?? 0 };
}

export const toScheduleNoMatchesItem = ({ timezone: _zone, ...item }: ScheduleNoMatchesRow): ScheduleNoMatchesItem =>
  item;

export const schedulesNoMatchesColumns: ReportColumn<ScheduleNoMatchesRow>[] = [
  { header: 'Station', type: 'text', value: (row) => row.station.name },
  { header: 'Custom ID', type: 'text', value: (row) => row.customId },
  { header: 'Scheduled', type: 'datetime', value: (row) => row.datetime },
  { header: 'Advertiser', type: 'text', value: (row) => row.advertiser },
  { header: 'Campaign', type: 'text', value: (row) => row.campaign },
  { header: 'Version', type: 'text', value: (row) => row.version },
  { header: 'Audio loaded', type: 'text', value: (row) => (row.hasAudio ? 'Yes' : 'No') },
];
