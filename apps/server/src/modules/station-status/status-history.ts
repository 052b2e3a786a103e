/**
 * The history of status changes: the scheduled job compares each station's status with its
 * last recorded event and records a change. Only stations that record (with a source) count.
 */
import { desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { stations, stationStatusEvents } from '../../db/schema';
import { isOnlineAt, lastSegmentEnds } from './station-status.service';

export async function recordStatusChanges(db: Db, windowMs: number, now = Date.now()): Promise<number> {
  const recorded = await db.select({ id: stations.id }).from(stations).where(isNotNull(stations.streamUrl));
  const lastEnds = await lastSegmentEnds(
    db,
    recorded.map((station) => station.id),
  );
  let changes = 0;
  for (const { id } of recorded) {
    const isOnline = isOnlineAt(lastEnds.get(id) ?? null, now, windowMs);
    const [last] = await db
      .select({ isOnline: stationStatusEvents.isOnline })
      .from(stationStatusEvents)
      .where(eq(stationStatusEvents.stationId, id))
      .orderBy(desc(stationStatusEvents.at))
      .limit(1);
    if (last?.isOnline === isOnline) continue;
    await db.insert(stationStatusEvents).values({ stationId: id, isOnline, at: new Date(now) });
    changes += 1;
  }
  return changes;
}
