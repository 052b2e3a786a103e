/**
 * Station status (spec 02 section 3: isOnline, segments): online while the last segment ended
 * within ONLINE_WINDOW_MS, with the segments of the last hour for the activity strip. Computed
 * from the segment rows, so it is right the moment a segment lands.
 */
import { featuresConfigSchema, ONLINE_WINDOW_MS, STATUS_ACTIVITY_MS, type StationStatus } from '@antena/contract';
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { clients, segments } from '../../db/schema';
import { selectStationRows, type StationWithRelations } from '../stations/station-dto';
import { toSegmentSummary, type SegmentRow } from '../segments/segments.service';

export const isOnlineAt = (lastSegmentEndTs: number | null, now: number): boolean =>
  lastSegmentEndTs !== null && now - lastSegmentEndTs <= ONLINE_WINDOW_MS;

/** The end of each station's newest segment, read backwards along the (station, start) index. */
export async function lastSegmentEnds(db: Db, stationIds: string[]): Promise<Map<string, number>> {
  if (stationIds.length === 0) return new Map();
  const rows = await db.execute<{ station_id: string; end_ts: string }>(sql`
    select distinct on (${segments.stationId}) ${segments.stationId} as station_id, ${segments.endTs} as end_ts
    from ${segments}
    where ${inArray(segments.stationId, stationIds)}
    order by ${segments.stationId}, ${segments.startTs} desc`);
  return new Map(rows.rows.map((row) => [row.station_id, Number(row.end_ts)]));
}

export async function stationStatuses(db: Db, where: SQL | undefined, now = Date.now()): Promise<StationStatus[]> {
  const stations = await selectStationRows(db, where);
  const ids = stations.map((row) => row.station.id);
  const lastEnds = await lastSegmentEnds(db, ids);
  const recent = await recentSegments(db, ids, now);
  return stations.map((row) => toStationStatus(row, lastEnds.get(row.station.id) ?? null, recent, now));
}

type RecentSegment = Pick<SegmentRow, 'id' | 'stationId' | 'startTs' | 'endTs' | 'durationMs'>;

function recentSegments(db: Db, stationIds: string[], now: number): Promise<RecentSegment[]> {
  if (stationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: segments.id,
      stationId: segments.stationId,
      startTs: segments.startTs,
      endTs: segments.endTs,
      durationMs: segments.durationMs,
    })
    .from(segments)
    .where(
      and(
        inArray(segments.stationId, stationIds),
        gt(segments.startTs, now - STATUS_ACTIVITY_MS - 60_000),
        gt(segments.endTs, now - STATUS_ACTIVITY_MS),
      ),
    )
    .orderBy(asc(segments.startTs));
}

function toStationStatus(
  { station, client }: StationWithRelations,
  lastSegmentEndTs: number | null,
  recent: RecentSegment[],
  now: number,
): StationStatus {
  return {
    stationId: station.id,
    slug: station.slug,
    name: station.name,
    logoUrl: station.logoUrl,
    client: { name: client.name, slug: client.slug },
    format: station.format,
    streamerBoxDeviceId: featuresConfigSchema.parse(station.featuresConfig ?? {}).streamerBox.deviceId ?? null,
    isOnline: isOnlineAt(lastSegmentEndTs, now),
    lastSegmentEndTs,
    segments: recent.filter((segment) => segment.stationId === station.id).map(toSegmentSummary),
  };
}

export const clientSlugIs = (slug: string): SQL => eq(clients.slug, slug);
