/**
 * spec 03 "No-matches item" over several stations (the no-matches screen): audios that apply to
 * them (their own or their groups') uploaded in the audio range that aired on none of them in
 * the match range (default the audio range), each with an audio of the same content (md5) that
 * did air there. The station audit's query, over each client's stations at once.
 */
import type { AuditAudio, GlobalAudiosNoMatchesQuery, GlobalNoMatchesItem } from '@antena/contract';
import type { StationRow } from '../../../access/station-access';
import type { Db } from '../../../db';
import { unmatchedAudios } from '../../audit/station-reports.service';
import type { ReportColumn } from '../report-files';
import { stationsByClient } from './global-report-answer';

export interface NoMatchesRow {
  audio: AuditAudio;
  sameMd5MatchedAudio: AuditAudio | null;
  /** The audio's station clock; a group's audio takes the first report station of that group. */
  timezone: string;
}

export async function globalAudiosNoMatches(
  db: Db,
  stations: StationRow[],
  query: Pick<GlobalAudiosNoMatchesQuery, 'audioRange' | 'matchRange'>,
): Promise<NoMatchesRow[]> {
  const zoneOf = (audio: AuditAudio) =>
    stations.find((station) =>
      audio.stationId ? station.id === audio.stationId : station.stationGroupId === audio.stationsGroupId,
    )?.timezone ?? 'UTC';
  const rows: NoMatchesRow[] = [];
  for (const client of await stationsByClient(db, stations)) {
    const found = await unmatchedAudios(db, client.stations, query.audioRange, query.matchRange ?? query.audioRange);
    rows.push(...found.map((row) => ({ ...row, timezone: zoneOf(row.audio) })));
  }
  // Newest upload first, as the station screen lists them; clients merged alike.
  return rows.sort(
    (a, b) => b.audio.createdAt.localeCompare(a.audio.createdAt) || a.audio.id.localeCompare(b.audio.id),
  );
}

const noMatchAudio = (audio: AuditAudio) => ({
  id: audio.id,
  customId: audio.customId,
  title: audio.title,
  duration: audio.duration,
  createdAt: audio.createdAt,
  station: audio.station,
});

export const toNoMatchesItem = (row: NoMatchesRow): GlobalNoMatchesItem => ({
  audio: noMatchAudio(row.audio),
  sameMd5MatchedAudio: row.sameMd5MatchedAudio && noMatchAudio(row.sameMd5MatchedAudio),
});

const placeOf = (audio: AuditAudio) => audio.station?.name ?? audio.stationsGroup?.name ?? null;
const uploaded = (audio: AuditAudio | null) => (audio ? Date.parse(audio.createdAt) : null);

export const audiosNoMatchesColumns: ReportColumn<NoMatchesRow>[] = [
  { header: 'Custom ID', type: 'text', value: (row) => row.audio.customId },
  { header: 'Title', type: 'text', value: (row) => row.audio.title },
  { header: 'Duration (s)', type: 'duration', value: (row) => row.audio.duration },
  { header: 'Uploaded', type: 'datetime', value: (row) => uploaded(row.audio) },
  { header: 'Station or group', type: 'text', value: (row) => placeOf(row.audio) },
  { header: 'MD5', type: 'text', value: (row) => row.audio.md5 },
  { header: 'Same content aired as', type: 'text', value: (row) => row.sameMd5MatchedAudio?.customId ?? null },
  {
    header: 'Same content station or group',
    type: 'text',
    value: (row) => (row.sameMd5MatchedAudio ? placeOf(row.sameMd5MatchedAudio) : null),
  },
  { header: 'Same content uploaded', type: 'datetime', value: (row) => uploaded(row.sameMd5MatchedAudio) },
];
