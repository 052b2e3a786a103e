/**
 * Retention: segments older than their client's retention period leave the database, then
 * storage, in batches so that a first run on a long history never holds one huge transaction.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Context } from '../../context';
import { auditFingerprintPacks, clients, segments, stationGaps, stations } from '../../db/schema';
import { fingerprintKey, fingerprintPackKey, packHourOf } from './segment-keys';
import { DAY_MS } from './segment-registry';

const BATCH = 500;

export async function enforceRetention(
  ctx: Pick<Context, 'db' | 'storage' | 'log'>,
  now = Date.now(),
): Promise<number> {
  const allClients = await ctx.db.select({ id: clients.id, retentionDays: clients.retentionDays }).from(clients);
  let deleted = 0;
  for (const client of allClients) {
    const cutoff = now - client.retentionDays * DAY_MS;
    const clientStations = ctx.db.select({ id: stations.id }).from(stations).where(eq(stations.clientId, client.id));
    for (;;) {
      // Rows first, returning their keys, then the files: a crash in between leaves files no row
      // names (harmless, and small), never a row that points at a deleted file.
      const batch = ctx.db
        .select({ id: segments.id })
        .from(segments)
        .where(and(inArray(segments.stationId, clientStations), lt(segments.endTs, cutoff)))
        .limit(BATCH);
      const expired = await ctx.db.delete(segments).where(inArray(segments.id, batch)).returning({
        storageKey: segments.storageKey,
        thumbnailsKey: segments.thumbnailsKey,
        stationId: segments.stationId,
        startTs: segments.startTs,
      });
      if (expired.length === 0) break;
      // The audit's fingerprints go with their segment (most segments have none: deleting is a no-op).
      const keys = expired.flatMap((row) => [
        row.storageKey,
        ...(row.thumbnailsKey ? [row.thumbnailsKey] : []),
        fingerprintKey(row.stationId, row.startTs),
      ]);
      // An hour's fingerprint pack goes with its first expired segment: the rest of the hour is
      // read segment by segment until it expires too.
      const hours = new Map(expired.map((row) => [fingerprintPackKey(row.stationId, packHourOf(row.startTs)), row]));
      for (const row of hours.values())
        await ctx.db
          .delete(auditFingerprintPacks)
          .where(
            and(
              eq(auditFingerprintPacks.stationId, row.stationId),
              eq(auditFingerprintPacks.hourTs, packHourOf(row.startTs)),
            ),
          );
      await deleteFiles(ctx, [...keys, ...hours.keys()]);
      deleted += expired.length;
    }
    await ctx.db
      .delete(stationGaps)
      .where(and(inArray(stationGaps.stationId, clientStations), lt(stationGaps.toTs, cutoff)));
  }
  if (deleted > 0) ctx.log.info({ deleted }, 'retention removed expired segments');
  return deleted;
}

/** Deleting a missing file is fine; a file that will not go is logged and left, never retried by a row. */
async function deleteFiles(ctx: Pick<Context, 'storage' | 'log'>, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await ctx.storage.delete(key);
    } catch (error) {
      ctx.log.warn({ err: error, key }, 'retention could not delete a file whose row is gone');
    }
  }
}
