/**
 * Months of archive for the retro-scan benchmark without recording them: each station's latest
 * full hour of fingerprints (its pack) copied to earlier hours, with the segment rows and
 * pack rows a recorded hour leaves. The retro-scan then reads and searches real fingerprints,
 * hour by hour, as it would over 30 days; only the audio behind them is missing, which it never
 * reads. Returns the station-hours of audio added.
 */
import { decodeArchivePack, encodeArchivePack } from '@antena/fingerprint';
import { desc, eq, min } from 'drizzle-orm';
import type { Context } from '../../apps/server/src/context';
import { auditFingerprintPacks, segments } from '../../apps/server/src/db/schema';
import { fingerprintPackKey, PACK_HOUR_MS } from '../../apps/server/src/modules/segments/segment-keys';

type BenchContext = Pick<Context, 'db' | 'storage'>;

async function fullestPack(ctx: BenchContext, stationId: string) {
  const [row] = await ctx.db
    .select()
    .from(auditFingerprintPacks)
    .where(eq(auditFingerprintPacks.stationId, stationId))
    .orderBy(desc(auditFingerprintPacks.segmentCount), desc(auditFingerprintPacks.hourTs))
    .limit(1);
  if (!row) throw new Error(`station ${stationId} has no packed hour: record more minutes`);
  const key = fingerprintPackKey(stationId, row.hourTs);
  return { hourTs: row.hourTs, ...decodeArchivePack((await ctx.storage.read(key))!, key) };
}

export async function addArchivedHours(ctx: BenchContext, stations: { id: string }[], hours: number): Promise<number> {
  const sources = await Promise.all(stations.map((station) => fullestPack(ctx, station.id)));
  const [first] = await ctx.db.select({ startTs: min(segments.startTs) }).from(segments);
  const firstHour = Math.floor(first!.startTs! / PACK_HOUR_MS) * PACK_HOUR_MS;
  let addedMs = 0;
  for (let k = 0; k < hours; k++) {
    const station = stations[k % stations.length]!;
    const source = sources[k % stations.length]!;
    const hourTs = firstHour - (Math.floor(k / stations.length) + 1) * PACK_HOUR_MS;
    const shift = hourTs - source.hourTs;
    const described = (source.header.segments as [number, number, number][]).map(
      ([startTs, endTs, archive]) => [startTs + shift, endTs + shift, archive] as const,
    );
    await ctx.storage.put(
      fingerprintPackKey(station.id, hourTs),
      encodeArchivePack(source.archives, { ...source.header, hourTs, segments: described }),
    );
    await ctx.db.insert(segments).values(
      described.map(([startTs, endTs], seq) => ({
        stationId: station.id,
        startTs,
        endTs,
        seq,
        durationMs: endTs - startTs,
        format: 'mp3' as const,
        codec: 'mp3',
        bytes: 0,
        storageKey: `bench/archived/${station.id}/${startTs}.mp3`,
      })),
    );
    await ctx.db
      .insert(auditFingerprintPacks)
      .values({ stationId: station.id, hourTs, segmentCount: described.length });
    addedMs += described.reduce((sum, [startTs, endTs]) => sum + endTs - startTs, 0);
  }
  return addedMs / PACK_HOUR_MS;
}
