/**
 * The history of status changes: the scheduled job compares each station's status with its
 * last recorded event and records the changes, in one read and one write whatever the number of
 * stations. Only stations that record (with a source) count.
 */
import { isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { stations, stationStatusEvents } from '../../db/schema';
import { isOnlineAt, lastSegmentEnds } from './station-status.service';

async function lastRecordedStatuses(db: Db): Promise<Map<string, boolean>> {
  const rows = await db.execute<{ station_id: string; is_online: boolean }>(sql`
    select distinct on (${stationStatusEvents.stationId})
      ${stationStatusEvents.stationId} as station_id, ${stationStatusEvents.isOnline} as is_online
    from ${stationStatusEvents}
    order by ${stationStatusEvents.stationId}, ${stationStatusEvents.at} desc`);
  return new Map(rows.rows.map((row) => [row.station_id, row.is_online]));
}

export async function recordStatusChanges(db: Db, windowMs: number, now = Date.now()): Promise<number> {
  const recorded = await db.select({ id: stations.id }).from(stations).where(isNotNull(stations.streamUrl));
  const lastEnds = await lastSegmentEnds(
    db,
    recorded.map((station) => station.id),
  );
  const previous = await lastRecordedStatuses(db);
  const changes = recorded.flatMap(({ id }) => {
    const isOnline = isOnlineAt(lastEnds.get(id) ?? null, now, windowMs);
    return previous.get(id) === isOnline ? [] : [{ stationId: id, isOnline, at: new Date(now) }];
  });
  if (changes.length > 0) await db.insert(stationStatusEvents).values(changes);
  return changes.length;
}
