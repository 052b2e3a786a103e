/**
 * spec 03 "Missing audios screen" over several stations: SPOT schedules whose custom id has no
 * reference audio applying to their station (the station audit's missing-audios query, station
 * set by station set), one row a schedule or grouped by custom id (and station).
 */
import type { GlobalMissingAudioItem, MissingAudiosGroupBy } from '@antena/contract';
import type { StationRow } from '../../../access/station-access';
import type { Db } from '../../../db';
import { missingAudioSchedules } from '../../audit/station-reports.service';
import type { ReportColumn } from '../report-files';
import { reportStation, stationsByClient } from './global-report-answer';

/** An item with the clock of its (first) schedule's station, for the file. */
export type MissingAudioRow = GlobalMissingAudioItem & { timezone: string };

/**
 * One row a schedule (`none`), or a row per custom id (and station) holding its first schedule
 * and how many there are; `station` null when the grouping merges stations. Rows come and stay in
 * time order, a group at its first schedule.
 */
export function groupMissingAudios(rows: MissingAudioRow[], groupBy: MissingAudiosGroupBy): MissingAudioRow[] {
  if (groupBy === 'none') return rows;
  const groups = new Map<string, MissingAudioRow>();
  for (const row of rows) {
    const key = groupBy === 'custom_id' ? row.customId : `${row.customId}\u0000${row.station!.id}`;
    const group = groups.get(key);
    if (group) group.schedules += 1;
    else groups.set(key, { ...row, station: groupBy === 'custom_id' ? null : row.station });
  }
  return [...groups.values()];
}

export async function globalMissingAudios(
  db: Db,
  stations: StationRow[],
  query: { from: number; to: number; groupBy: MissingAudiosGroupBy },
): Promise<MissingAudioRow[]> {
  const rows: MissingAudioRow[] = [];
  const byId = new Map(stations.map((station) => [station.id, station]));
  for (const client of await stationsByClient(db, stations)) {
    for (const schedule of await missingAudioSchedules(db, client.stations, query)) {
      const station = byId.get(schedule.stationId)!;
      rows.push({
        id: schedule.id,
        station: reportStation(station),
        customId: schedule.customId,
        datetime: schedule.datetime,
        advertiser: schedule.advertiser,
        version: schedule.version,
        schedules: 1,
        timezone: station.timezone,
      });
    }
  }
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  rows.sort(
    (a, b) =>
      a.datetime - b.datetime ||
      text(a.station!.name, b.station!.name) ||
      text(a.customId, b.customId) ||
      text(a.id, b.id),
  );
  return groupMissingAudios(rows, query.groupBy);
}

export const toMissingAudioItem = ({ timezone: _zone, ...item }: MissingAudioRow): GlobalMissingAudioItem => item;

export function missingAudiosColumns(groupBy: MissingAudiosGroupBy): ReportColumn<MissingAudioRow>[] {
  return [
    ...(groupBy === 'custom_id'
      ? []
      : [
          {
            header: 'Station',
            type: 'text',
            value: (row) => row.station?.name ?? null,
          } as ReportColumn<MissingAudioRow>,
        ]),
    { header: 'Custom ID', type: 'text', value: (row) => row.customId },
    { header: groupBy === 'none' ? 'Scheduled' : 'First scheduled', type: 'datetime', value: (row) => row.datetime },
    { header: 'Advertiser', type: 'text', value: (row) => row.advertiser },
    { header: 'Version', type: 'text', value: (row) => row.version },
    ...(groupBy === 'none'
      ? []
      : [{ header: 'Schedules', type: 'number', value: (row) => row.schedules } as ReportColumn<MissingAudioRow>]),
  ];
}
