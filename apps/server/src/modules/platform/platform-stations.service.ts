/** Stations as platform administration reads and writes them: every field, the source included. */
import type { CaptureFailure, PlatformStation } from '@antena/contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { StationRow } from '../../access/station-access';
import type { Db } from '../../db';
import { stationGroups, stationStorage, stations } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { captureFailures } from '../station-status/station-status.service';
import { selectStationRows, toStationDto, type StationWithRelations } from '../stations/station-dto';

/** The Station of the contract plus its source and storage, which only platform administration sees. */
const toPlatformStation = (
  row: StationWithRelations,
  storageBytes: number,
  captureFailure: CaptureFailure | null,
): PlatformStation => ({
  ...toStationDto(row),
  streamUrl: row.station.streamUrl,
  storageBytes,
  captureFailure,
});

/** Bytes of recordings and what was derived from them, per station (kept by a trigger). */
async function storageByStation(db: Db, stationIds: string[]): Promise<Map<string, number>> {
  if (stationIds.length === 0) return new Map();
  const rows = await db.select().from(stationStorage).where(inArray(stationStorage.stationId, stationIds));
  return new Map(rows.map((row) => [row.stationId, row.bytes]));
}

async function selectPlatformStations(db: Db, where: SQL): Promise<PlatformStation[]> {
  const rows = await selectStationRows(db, where);
  const ids = rows.map((row) => row.station.id);
  const storage = await storageByStation(db, ids);
  const failures = await captureFailures(db, ids);
  return rows.map((row) =>
    toPlatformStation(row, storage.get(row.station.id) ?? 0, failures.get(row.station.id) ?? null),
  );
}

export const listClientStations = (db: Db, clientId: string) =>
  selectPlatformStations(db, eq(stations.clientId, clientId));

export async function findPlatformStation(db: Db, stationId: string): Promise<PlatformStation> {
  const [station] = await selectPlatformStations(db, eq(stations.id, stationId));
  if (!station) throw notFound('Station not found');
  return station;
}

export async function requireStation(db: Db, stationId: string): Promise<StationRow> {
  const [row] = await db.select().from(stations).where(eq(stations.id, stationId));
  if (!row) throw notFound('Station not found');
  return row;
}

/** A station may only be in a station group of its own client. */
export async function checkStationGroup(db: Db, stationGroupId: string | null, clientId: string): Promise<void> {
  if (!stationGroupId) return;
  const [group] = await db
    .select({ id: stationGroups.id })
    .from(stationGroups)
    .where(and(eq(stationGroups.id, stationGroupId), eq(stationGroups.clientId, clientId)));
  if (!group) {
    throw badRequest('Invalid body: body.stationGroupId', [
      { path: 'body.stationGroupId', message: 'No station group of this client has this id' },
    ]);
  }
}

/** What the audit log keeps of a station. */
export const stationSnapshot = (station: StationRow) => ({
  id: station.id,
  name: station.name,
  slug: station.slug,
  logoUrl: station.logoUrl,
  timezone: station.timezone,
  language: station.language,
  format: station.format,
  streamUrl: station.streamUrl,
  featuresConfig: station.featuresConfig,
  stationGroupId: station.stationGroupId,
});
