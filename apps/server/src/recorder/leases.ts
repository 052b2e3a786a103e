/**
 * Station leases: each station with a source is captured by exactly one recorder. A recorder
 * renews its leases every tick; a dead recorder's leases expire and another one claims them.
 * A station linked to a StreamerBox device is never claimed: the device is its source.
 */
import type { StationFormat } from '@antena/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db';
import type { ClassifiedFailure } from './capture-failure';
import { recorderLeases } from '../db/schema';

export interface LeasedStation {
  stationId: string;
  streamUrl: string;
  format: StationFormat;
}

/** Renews this recorder's leases and claims free or expired ones, up to `max` stations. */
export async function claimLeases(
  db: Db,
  recorderId: string,
  leaseSeconds: number,
  max: number,
): Promise<LeasedStation[]> {
  const result = await db.execute<{ station_id: string; stream_url: string; format: StationFormat }>(sql`
    with wanted as (
      select s.id, s.stream_url, s.format
      from stations s
      left join recorder_leases l on l.station_id = s.id
      where s.stream_url is not null
        -- A station fed by a StreamerBox device records what the device uploads, not its URL.
        and s.features_config -> 'streamerBox' ->> 'deviceId' is null
        and (l.station_id is null or l.recorder_id = ${recorderId} or l.expires_at < now())
      order by (l.recorder_id = ${recorderId}) desc nulls last, s.id
      limit ${max}
    ), claimed as (
      insert into recorder_leases (station_id, recorder_id, expires_at)
      select id, ${recorderId}, now() + make_interval(secs => ${leaseSeconds}) from wanted
      on conflict (station_id) do update set recorder_id = excluded.recorder_id, expires_at = excluded.expires_at,
        -- A failure belongs to the capture that met it: a new holder starts with none.
        capture_error = case when recorder_leases.recorder_id = excluded.recorder_id then recorder_leases.capture_error end,
        capture_error_code = case when recorder_leases.recorder_id = excluded.recorder_id then recorder_leases.capture_error_code end,
        capture_error_since = case when recorder_leases.recorder_id = excluded.recorder_id then recorder_leases.capture_error_since end
      where recorder_leases.recorder_id = excluded.recorder_id or recorder_leases.expires_at < now()
      returning station_id
    )
    select w.id as station_id, w.stream_url, w.format from wanted w join claimed c on c.station_id = w.id`);
  return result.rows.map((row) => ({ stationId: row.station_id, streamUrl: row.stream_url, format: row.format }));
}

export async function releaseLeases(db: Db, recorderId: string): Promise<void> {
  await db.delete(recorderLeases).where(eq(recorderLeases.recorderId, recorderId));
}

/**
 * Records why this recorder's capture of a station is failing (null: it records again): the
 * code users read and the raw detail. The first failure's time is kept while the reason
 * changes, so the status says since when.
 */
export async function reportCaptureFailure(
  db: Db,
  recorderId: string,
  stationId: string,
  failure: ClassifiedFailure | null,
): Promise<void> {
  const held = and(eq(recorderLeases.stationId, stationId), eq(recorderLeases.recorderId, recorderId));
  if (failure === null) {
    await db
      .update(recorderLeases)
      .set({ captureError: null, captureErrorCode: null, captureErrorSince: null })
      .where(held);
    return;
  }
  await db.update(recorderLeases).set({ captureError: failure.reason, captureErrorCode: failure.code }).where(held);
  await db
    .update(recorderLeases)
    .set({ captureErrorSince: new Date() })
    .where(and(held, isNull(recorderLeases.captureErrorSince)));
}
