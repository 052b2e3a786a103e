/**
 * Station status (spec 02 section 3: isOnline, segments): online while the last segment ended
 * within three segment durations (90 s at the default 30 s), with the segments of the last hour for the activity strip. Computed
 * from the segment rows, so it is right the moment a segment lands.
 */
import {
  CAPTURE_FAILURE_CODES,
  featuresConfigSchema,
  STATUS_ACTIVITY_MS,
  type CaptureFailure,
  type CaptureFailureCode,
  type StationStatus,
} from '@antena/contract';
import { and, asc, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { clients, recorderLeases, segments, streamerBoxDevices } from '../../db/schema';
import { isDeviceOnline } from '../streamer-box/devices.service';
import { selectStationRows, type StationWithRelations } from '../stations/station-dto';
import { toSegmentSummary, type SegmentRow } from '../segments/segments.service';

/** Two segments may be late before a station counts as offline. */
export const onlineWindowMs = (segmentSeconds: number): number => 3 * segmentSeconds * 1000;

export const isOnlineAt = (lastSegmentEndTs: number | null, now: number, windowMs: number): boolean =>
  lastSegmentEndTs !== null && now - lastSegmentEndTs <= windowMs;

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

/** The failures reported by the recorders that hold these stations now (an expired lease says nothing). */
export async function captureFailures(db: Db, stationIds: string[]): Promise<Map<string, CaptureFailure>> {
  if (stationIds.length === 0) return new Map();
  const rows = await db
    .select({
      stationId: recorderLeases.stationId,
      code: recorderLeases.captureErrorCode,
      reason: recorderLeases.captureError,
      since: recorderLeases.captureErrorSince,
    })
    .from(recorderLeases)
    .where(
      and(
        inArray(recorderLeases.stationId, stationIds),
        isNotNull(recorderLeases.captureError),
        gt(recorderLeases.expiresAt, sql`now()`),
      ),
    );
  return new Map(rows.map((row) => [row.stationId, toCaptureFailure(row)]));
}

/** A row written before failures had codes (or by a newer recorder's unknown one) reads as UNKNOWN. */
export function toCaptureFailure(row: {
  code: string | null;
  reason: string | null;
  since: Date | null;
}): CaptureFailure {
  const code = (CAPTURE_FAILURE_CODES as readonly string[]).includes(row.code ?? '')
    ? (row.code as CaptureFailureCode)
    : 'UNKNOWN';
  return { code, reason: row.reason ?? '', since: (row.since ?? new Date()).getTime() };
}

export async function stationStatuses(
  db: Db,
  where: SQL | undefined,
  options: { windowMs: number; now?: number },
): Promise<StationStatus[]> {
  const now = options.now ?? Date.now();
  const stations = await selectStationRows(db, where);
  const ids = stations.map((row) => row.station.id);
  const lastEnds = await lastSegmentEnds(db, ids);
  const recent = await recentSegments(db, ids, now);
  const failures = await captureFailures(db, ids);
  const statuses = stations.map((row) => {
    const lastEnd = lastEnds.get(row.station.id) ?? null;
    const online = isOnlineAt(lastEnd, now, options.windowMs);
    return toStationStatus(row, lastEnd, online, recent, failures.get(row.station.id) ?? null);
  });
  const backlogs = await deviceBacklogs(
    db,
    statuses.flatMap((s) => (!s.isOnline && s.streamerBoxDeviceId ? [s.streamerBoxDeviceId] : [])),
    now,
  );
  return statuses.map((s) => ({
    ...s,
    catchingUpSeconds: s.isOnline || !s.streamerBoxDeviceId ? null : (backlogs.get(s.streamerBoxDeviceId) ?? null),
  }));
}

/**
 * The seconds of audio each online device still has to upload, as its last report said: a
 * station whose box is delivering a backlog is catching up, not offline.
 */
async function deviceBacklogs(db: Db, deviceIds: string[], now: number): Promise<Map<string, number>> {
  const ids = deviceIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: streamerBoxDevices.id,
      lastSeenAt: streamerBoxDevices.lastSeenAt,
      services: streamerBoxDevices.services,
    })
    .from(streamerBoxDevices)
    .where(inArray(streamerBoxDevices.id, ids));
  const backlogs = new Map<string, number>();
  for (const row of rows) {
    if (!isDeviceOnline(row, now) || !Array.isArray(row.services)) continue;
    const seconds = row.services.reduce((sum, service) => sum + (service.backlog?.seconds ?? 0), 0);
    if (seconds > 0) backlogs.set(row.id, seconds);
  }
  return backlogs;
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
  isOnline: boolean,
  recent: RecentSegment[],
  captureFailure: CaptureFailure | null,
): StationStatus {
  return {
    stationId: station.id,
    slug: station.slug,
    name: station.name,
    logoUrl: station.logoUrl,
    client: { name: client.name, slug: client.slug },
    format: station.format,
    streamerBoxDeviceId: featuresConfigSchema.parse(station.featuresConfig ?? {}).streamerBox.deviceId ?? null,
    isOnline,
    lastSegmentEndTs,
    captureFailure,
    segments: recent.filter((segment) => segment.stationId === station.id).map(toSegmentSummary),
  };
}

export const clientSlugIs = (slug: string): SQL => eq(clients.slug, slug);
