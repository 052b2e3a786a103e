/**
 * Hourly fingerprint packs: a station's hour of segment archives (segment-archive.ts) in one
 * storage object, so a retro-scan over 30 days of 100 stations reads 72,000 objects rather than
 * 8.6 million, and asks the database one row per hour rather than one per segment. The live
 * matching stores each segment's archive; a periodic job packs the hours that ended, once every
 * segment in them was matched; a retro-scan packs any ended hour it had to read segment by
 * segment (a station whose audit was just switched on, a backfill). A pack that holds fewer
 * segments than its hour now has is not used, and is made again.
 */
import { encodeArchivePack, type Archive } from '@antena/fingerprint';
import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import { auditAudios, auditFingerprintPacks, auditSegmentScans, segments, stations } from '../../db/schema';
import { fingerprintPackKey, PACK_HOUR_MS as HOUR_MS, packHourOf } from '../segments/segment-keys';
import { segmentArchive } from './segment-archive';

type PackContext = Pick<Context, 'db' | 'storage' | 'log'>;

/** An hour is packed this long after it ends: its last segments' match jobs have run by then. */
const SETTLE_MS = 5 * 60_000;
/** The periodic job looks this far back; older hours are packed by the retro-scans that read them. */
const PACK_WITHIN_MS = 48 * HOUR_MS;
const PACKS_PER_RUN = 500;

// The hour inlined, not a parameter: PostgreSQL groups by an expression only when it is written the same.
const hourExpression = sql<number>`(floor(${segments.startTs} / ${sql.raw(String(HOUR_MS))}) * ${sql.raw(String(HOUR_MS))})::bigint`;

/**
 * The station's recorded hours, in order, with how many segments each has and holds in its pack;
 * only those starting in [fromTs, toTs) when given (a retro-scan part's block: a station-year is
 * 8,760 hours of 120 segments to group).
 */
export async function stationHours(
  ctx: Pick<Context, 'db'>,
  stationId: string,
  within: { fromTs?: number; toTs?: number } = {},
) {
  const { fromTs, toTs } = within;
  const hours = await ctx.db
    .select({ hourTs: hourExpression.mapWith(Number), segmentCount: count() })
    .from(segments)
    .where(
      and(
        eq(segments.stationId, stationId),
        fromTs === undefined ? undefined : gte(segments.startTs, fromTs),
        toTs === undefined ? undefined : lt(segments.startTs, toTs),
      ),
    )
    .groupBy(hourExpression)
    .orderBy(hourExpression);
  const packs = await ctx.db
    .select({ hourTs: auditFingerprintPacks.hourTs, segmentCount: auditFingerprintPacks.segmentCount })
    .from(auditFingerprintPacks)
    .where(
      and(
        eq(auditFingerprintPacks.stationId, stationId),
        fromTs === undefined ? undefined : gte(auditFingerprintPacks.hourTs, fromTs),
        toTs === undefined ? undefined : lt(auditFingerprintPacks.hourTs, toTs),
      ),
    );
  const packed = new Map(packs.map((pack) => [pack.hourTs, pack.segmentCount]));
  return hours.map((hour) => ({ ...hour, packed: packed.get(hour.hourTs) === hour.segmentCount }));
}

/** The hour's segments read one by one (fingerprinted where never matched), as a pack; stored when the hour has ended. */
async function packSegments(ctx: PackContext, stationId: string, hourTs: number, now: number): Promise<Buffer> {
  const rows = await ctx.db
    .select()
    .from(segments)
    .where(
      and(eq(segments.stationId, stationId), gte(segments.startTs, hourTs), lt(segments.startTs, hourTs + HOUR_MS)),
    )
    .orderBy(asc(segments.startTs));
  const archives: Archive[] = [];
  const described: [number, number, number][] = [];
  for (const row of rows) {
    const archive = await segmentArchive(ctx, row);
    described.push([row.startTs, row.endTs, archive ? archives.push(archive) - 1 : -1]);
  }
  const bytes = encodeArchivePack(archives, { stationId, hourTs, segments: described });
  if (rows.length === 0 || hourTs + HOUR_MS > now - SETTLE_MS) return bytes;
  await ctx.storage.put(fingerprintPackKey(stationId, hourTs), bytes);
  await ctx.db
    .insert(auditFingerprintPacks)
    .values({ stationId, hourTs, segmentCount: rows.length })
    .onConflictDoUpdate({
      target: [auditFingerprintPacks.stationId, auditFingerprintPacks.hourTs],
      set: { segmentCount: rows.length, createdAt: new Date() },
    });
  return bytes;
}

/**
 * The hour's segments in order with their fingerprints, as a pack's bytes (`decodeArchivePack`,
 * header `segments`: [startTs, endTs, archive or -1 where the audio does not decode]): its stored
 * pack when that holds them all, else read (or made) segment by segment, and packed then when the
 * hour has ended. Whoever searches the bytes checks them: a damaged pack is asked for again with
 * `packed: false`.
 */
export async function hourPack(
  ctx: PackContext,
  stationId: string,
  hour: { hourTs: number; packed: boolean },
  now = Date.now(),
): Promise<Buffer> {
  const stored = hour.packed ? await ctx.storage.read(fingerprintPackKey(stationId, hour.hourTs)) : null;
  return stored ?? packSegments(ctx, stationId, hour.hourTs, now);
}

/**
 * The periodic job: packs the audit stations' hours that ended in the last two days, where every
 * segment was matched (its archive is stored) and no pack holds them all yet. Stations of clients
 * without audios are left: their segments have no archives to pack.
 */
export async function packEndedHours(ctx: PackContext, now = Date.now()): Promise<number> {
  const lastHour = packHourOf(now - SETTLE_MS);
  const withAudios = ctx.db.selectDistinct({ clientId: auditAudios.clientId }).from(auditAudios);
  const hours = await ctx.db
    .select({
      stationId: segments.stationId,
      hourTs: hourExpression.mapWith(Number),
      segmentCount: count(),
      scanned: count(auditSegmentScans.segmentId),
      packedCount: sql<number | null>`max(${auditFingerprintPacks.segmentCount})`,
    })
    .from(segments)
    .innerJoin(stations, eq(stations.id, segments.stationId))
    .leftJoin(auditSegmentScans, eq(auditSegmentScans.segmentId, segments.id))
    .leftJoin(
      auditFingerprintPacks,
      and(eq(auditFingerprintPacks.stationId, segments.stationId), eq(auditFingerprintPacks.hourTs, hourExpression)),
    )
    .where(
      and(
        sql`${stations.featuresConfig} -> 'audit' ->> 'enabled' = 'true'`,
        inArray(stations.clientId, withAudios),
        gte(segments.startTs, lastHour - PACK_WITHIN_MS),
        lt(segments.startTs, lastHour),
      ),
    )
    .groupBy(segments.stationId, hourExpression)
    .orderBy(hourExpression);
  const due = hours
    .filter((hour) => hour.scanned === hour.segmentCount && Number(hour.packedCount) !== hour.segmentCount)
    .slice(0, PACKS_PER_RUN);
  for (const hour of due) await packSegments(ctx, hour.stationId, hour.hourTs, now);
  if (due.length > 0) ctx.log.info({ packed: due.length }, 'audit: fingerprint hours packed');
  return due.length;
}
