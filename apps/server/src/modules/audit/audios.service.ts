/**
 * Reference audios in the database: those that apply to a station (its own and its station
 * group's), the conflicts an upload meets, and the answer shape of spec 03 "Audio".
 */
import type { AuditAudio, auditAudiosQuerySchema } from '@antena/contract';
import { pagesCount, zonedDay } from '@antena/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db';
import { containing } from '../../db/like';
import { auditAudios, auditRetroScans, stationGroups, stations } from '../../db/schema';
import type { StationRow } from '../../access/station-access';

export type AudioRow = typeof auditAudios.$inferSelect;
type AudiosQuery = z.output<typeof auditAudiosQuerySchema>;

/** Where an audio applies: one station, or every station of one station group. */
export type AudioTarget = { stationId: string; stationGroupId: null } | { stationId: null; stationGroupId: string };

export const targetCondition = (target: AudioTarget): SQL =>
  target.stationGroupId === null
    ? eq(auditAudios.stationId, target.stationId)
    : eq(auditAudios.stationGroupId, target.stationGroupId);

/** The audios a station's recordings are matched against: its own, and its group's. */
export function appliesTo(station: Pick<StationRow, 'id' | 'stationGroupId'>): SQL {
  const own = eq(auditAudios.stationId, station.id);
  return station.stationGroupId ? or(own, eq(auditAudios.stationGroupId, station.stationGroupId))! : own;
}

const SORTS = {
  createdAt: auditAudios.createdAt,
  customId: auditAudios.customId,
  duration: auditAudios.durationMs,
} as const;

export async function listStationAudios(db: Db, station: StationRow, query: AudiosQuery) {
  // spec 03 section 9: with no range asked, today on the station's clock.
  const range = query.from === undefined && query.to === undefined ? zonedDay(station.timezone) : query;
  const where = and(
    appliesTo(station),
    range.from === undefined ? undefined : gte(auditAudios.createdAt, new Date(range.from)),
    range.to === undefined ? undefined : lte(auditAudios.createdAt, new Date(range.to)),
    query.customId?.length ? inArray(auditAudios.customId, query.customId) : undefined,
    query.customIdLike ? ilike(auditAudios.customId, containing(query.customIdLike)) : undefined,
  );
  const descending = query.sort.startsWith('-');
  const column = SORTS[query.sort.replace(/^-/, '') as keyof typeof SORTS];
  const [rows, [total]] = await Promise.all([
    withPlaces(db)
      .where(where)
      .orderBy(descending ? desc(column) : asc(column), asc(auditAudios.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(auditAudios).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  const results = rows.map(toAuditAudio);
  return {
    results: query.select
      ? results.map((audio) => Object.fromEntries(query.select!.map((key) => [key, audio[key]])))
      : results,
    metadata: { totalCount },
    pagesCount: pagesCount(totalCount, query.pageSize),
  };
}

/** Audios with the station or station group they belong to, for the answer's names. */
function withPlaces(db: Db) {
  return db
    .select({ audio: auditAudios, station: stations, stationGroup: stationGroups, retroScan: auditRetroScans })
    .from(auditAudios)
    .leftJoin(stations, eq(stations.id, auditAudios.stationId))
    .leftJoin(stationGroups, eq(stationGroups.id, auditAudios.stationGroupId))
    .leftJoin(auditRetroScans, eq(auditRetroScans.audioId, auditAudios.id));
}

export async function findAudio(db: Db, where: SQL): Promise<AuditAudio | null> {
  const [row] = await withPlaces(db).where(where).limit(1);
  return row ? toAuditAudio(row) : null;
}

export function toAuditAudio({
  audio,
  station,
  stationGroup,
  retroScan,
}: {
  audio: AudioRow;
  station: typeof stations.$inferSelect | null;
  stationGroup: typeof stationGroups.$inferSelect | null;
  retroScan: typeof auditRetroScans.$inferSelect | null;
}): AuditAudio {
  return {
    id: audio.id,
    customId: audio.customId,
    filename: audio.filename,
    title: audio.title,
    duration: audio.durationMs,
    md5: audio.md5,
    createdAt: audio.createdAt.toISOString(),
    updatedAt: audio.updatedAt.toISOString(),
    stationId: audio.stationId,
    stationsGroupId: audio.stationGroupId,
    station: station && { id: station.id, slug: station.slug, name: station.name },
    stationsGroup: stationGroup && { id: stationGroup.id, name: stationGroup.name },
    retroScan: retroScan && {
      status: retroScan.status,
      progress: retroScan.status === 'COMPLETED' ? 1 : retroScan.segmentsDone / Math.max(1, retroScan.segmentsTotal),
    },
  };
}
