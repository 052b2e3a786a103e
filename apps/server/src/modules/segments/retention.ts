/**
 * Retention: segments older than their client's retention period leave storage and the
 * database, in batches so that a first run on a long history never holds one huge transaction.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Context } from '../../context';
import { clients, segments, stationGaps, stations } from '../../db/schema';
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
      const expired = await ctx.db
        .select({ id: segments.id, storageKey: segments.storageKey, thumbnailsKey: segments.thumbnailsKey })
        .from(segments)
        .where(and(inArray(segments.stationId, clientStations), lt(segments.endTs, cutoff)))
        .limit(BATCH);
      if (expired.length === 0) break;
      for (const segment of expired) {
        await ctx.storage.delete(segment.storageKey);
        if (segment.thumbnailsKey) await ctx.storage.delete(segment.thumbnailsKey);
      }
      await ctx.db.delete(segments).where(
        inArray(
          segments.id,
          expired.map((segment) => segment.id),
        ),
      );
      deleted += expired.length;
    }
    await ctx.db
      .delete(stationGaps)
      .where(and(inArray(stationGaps.stationId, clientStations), lt(stationGaps.toTs, cutoff)));
  }
  if (deleted > 0) ctx.log.info({ deleted }, 'retention removed expired segments');
  return deleted;
}
