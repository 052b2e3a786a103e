/**
 * The Station of the contract from its rows: the client and station group it belongs to, the
 * stream list (one entry per stream URL), and featuresConfig with every default filled in and
 * each sub-feature off while its parent is off (what the station effectively does).
 */
import { effectiveFeaturesConfig, featuresConfigSchema, type Station, type StationSummary } from '@antena/contract';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { clients, stationGroups, stations } from '../../db/schema';
import type { StationRow } from '../../access/station-access';

export interface StationWithRelations {
  station: StationRow;
  client: Pick<typeof clients.$inferSelect, 'id' | 'name' | 'slug' | 'retentionDays'>;
  stationGroup: Pick<typeof stationGroups.$inferSelect, 'id' | 'name'> | null;
}

export const toStationSummary = (station: StationRow): StationSummary => ({
  id: station.id,
  slug: station.slug,
  name: station.name,
  logoUrl: station.logoUrl,
});

export function toStationDto({ station, client, stationGroup }: StationWithRelations): Station {
  return {
    ...toStationSummary(station),
    client: { id: client.id, name: client.name, slug: client.slug, retentionDays: client.retentionDays },
    timezone: station.timezone,
    language: station.language,
    format: station.format,
    streams: station.streamUrl ? [{ url: station.streamUrl }] : [],
    featuresConfig: effectiveFeaturesConfig(featuresConfigSchema.parse(station.featuresConfig ?? {})),
    stationGroup: stationGroup ? { id: stationGroup.id, name: stationGroup.name } : null,
    auditReview: { matchThreshold: station.matchReviewThreshold, mentionThreshold: station.mentionReviewThreshold },
  };
}

/** The stations matching `where` with their client and group, sorted by name. */
export function selectStationRows(db: Pick<Db, 'select'>, where: SQL | undefined): Promise<StationWithRelations[]> {
  return db
    .select({
      station: stations,
      client: { id: clients.id, name: clients.name, slug: clients.slug, retentionDays: clients.retentionDays },
      stationGroup: { id: stationGroups.id, name: stationGroups.name },
    })
    .from(stations)
    .innerJoin(clients, eq(clients.id, stations.clientId))
    .leftJoin(stationGroups, eq(stationGroups.id, stations.stationGroupId))
    .where(where)
    .orderBy(asc(stations.name), asc(stations.id));
}

/** The stations matching `where`, as Station DTOs sorted by name. */
export async function selectStationDtos(db: Pick<Db, 'select'>, where: SQL | undefined): Promise<Station[]> {
  return (await selectStationRows(db, where)).map(toStationDto);
}
