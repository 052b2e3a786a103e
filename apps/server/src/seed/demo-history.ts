/**
 * DEMO_HISTORY_MINUTES: past recording for the demo audio stations that have none yet, made
 * before the recorder starts (so the live recording follows it, after an honest gap). A fresh
 * demo, and the browser tests, can then select, play and download minutes at once instead of
 * waiting for them to be recorded. Video history takes minutes of encoding: `npm run backfill`.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Context } from '../context';
import { segments, stations } from '../db/schema';
import { backfillStation } from '../recorder/backfill';
import { DEMO_STATIONS } from './demo.seed';

export async function seedDemoHistory(
  ctx: Pick<Context, 'db' | 'storage' | 'log'>,
  minutes: number,
  segmentSeconds: number,
) {
  const slugs = DEMO_STATIONS.filter((station) => station.format !== 'mpegts').map((station) => station.slug);
  const rows = await ctx.db.select().from(stations).where(inArray(stations.slug, slugs));
  for (const station of rows) {
    const [recorded] = await ctx.db
      .select({ id: segments.id })
      .from(segments)
      .where(eq(segments.stationId, station.id))
      .limit(1);
    if (recorded) continue;
    const count = await backfillStation(ctx, station, { hours: minutes / 60, segmentSeconds, endTs: Date.now() });
    ctx.log.info({ station: station.slug, segments: count }, 'demo history recorded');
  }
}
