/**
 * spec 03 "Consecutive schedule item" (at most 10 stations): a station's SPOT schedules of one
 * custom id booked back to back, where one airing could confirm either and the station may air
 * the spot once. Back to back: the next schedule of that custom id on the station starts before
 * the first one's audio ends plus CONSECUTIVE_SCHEDULES_GAP_MS (docs/global-reports.md).
 */
import {
  CONSECUTIVE_SCHEDULES_GAP_MS,
  type ConsecutiveScheduleItem,
  type GlobalConsecutiveSchedulesQuery,
} from '@antena/contract';
import { and, eq, gte, lte, notInArray } from 'drizzle-orm';
import type { StationRow } from '../../../access/station-access';
import type { Db } from '../../../db';
import { auditSchedules } from '../../../db/schema';
import { stationAudioByCustomId } from '../../audit/station-reports.service';
import type { ReportColumn } from '../report-files';
import { stationsByClient } from './global-report-answer';

export interface ScheduledSpot {
  customId: string;
  datetime: number;
}

export interface BackToBack {
  customId: string;
  datetime: number;
  datetimeNext: number;
  audioDuration: number | null;
}

/**
 * Each schedule followed by the next of its custom id within its audio's duration (0 without an
 * audio) plus the gap, by time. Three at once make two pairs: each pair is a double booking.
 */
export function backToBackSchedules(
  schedules: ScheduledSpot[],
  audioDuration: (customId: string) => number | null,
  gapMs = CONSECUTIVE_SCHEDULES_GAP_MS,
): BackToBack[] {
  const byCustomId = new Map<string, number[]>();
  for (const { customId, datetime } of schedules)
    byCustomId.set(customId, [...(byCustomId.get(customId) ?? []), datetime]);
  const pairs: BackToBack[] = [];
  for (const [customId, times] of byCustomId) {
    const duration = audioDuration(customId);
    times.sort((a, b) => a - b);
    for (let i = 0; i + 1 < times.length; i += 1) {
      if (times[i + 1]! - times[i]! < (duration ?? 0) + gapMs)
        pairs.push({ customId, datetime: times[i]!, datetimeNext: times[i + 1]!, audioDuration: duration });
    }
  }
  return pairs.sort((a, b) => a.datetime - b.datetime || a.customId.localeCompare(b.customId));
}

export async function globalConsecutiveSchedules(
  db: Db,
  stations: StationRow[],
  query: Pick<GlobalConsecutiveSchedulesQuery, 'from' | 'to'>,
): Promise<ConsecutiveScheduleItem[]> {
  const results: ConsecutiveScheduleItem[] = [];
  for (const client of await stationsByClient(db, stations)) {
    for (const station of client.stations) {
      const schedules = await db
        .select({ customId: auditSchedules.customId, datetime: auditSchedules.datetime })
        .from(auditSchedules)
        .where(
          and(
            eq(auditSchedules.stationId, station.id),
            eq(auditSchedules.type, 'SPOT'),
            gte(auditSchedules.datetime, query.from),
            lte(auditSchedules.datetime, query.to),
            client.excludedCustomIds.length ? notInArray(auditSchedules.customId, client.excludedCustomIds) : undefined,
          ),
        );
      // Only a custom id scheduled twice can be back to back: only those need their audio.
      const seen = new Set<string>();
      const repeated = new Set<string>();
      for (const { customId } of schedules) (seen.has(customId) ? repeated : seen).add(customId);
      const audios = await stationAudioByCustomId(db, station, [...repeated]);
      const pairs = backToBackSchedules(schedules, (customId) => audios.get(customId)?.duration ?? null);
      results.push(
        ...pairs.map((pair) => ({
          stationSlug: station.slug,
          stationName: station.name,
          ...pair,
          timezone: station.timezone,
        })),
      );
    }
  }
  return results.sort((a, b) => a.datetime - b.datetime || a.stationName.localeCompare(b.stationName));
}

export const consecutiveSchedulesColumns: ReportColumn<ConsecutiveScheduleItem>[] = [
  { header: 'Station', type: 'text', value: (row) => row.stationName },
  { header: 'Custom ID', type: 'text', value: (row) => row.customId },
  { header: 'Scheduled', type: 'datetime', value: (row) => row.datetime },
  { header: 'Next scheduled', type: 'datetime', value: (row) => row.datetimeNext },
  { header: 'Audio duration (s)', type: 'duration', value: (row) => row.audioDuration },
];
