/**
 * DEMO_HISTORY_MINUTES: past recording for the demo audio stations that have none yet, made
 * before the recorder starts. A fresh demo, and the browser tests, can then select, play and
 * download minutes at once instead of waiting for them to be recorded. Video history takes
 * minutes of encoding: `npm run backfill`.
 *
 * The history ends at the end of the current segment, so live capture joins it with no hole:
 * the recorder cuts at clock multiples of the segment length and drops what it records before
 * the last registered end, so its first kept segment starts exactly where the history stops.
 */
import { eq, inArray, max } from 'drizzle-orm';
import type { Context } from '../context';
import { segments, stations } from '../db/schema';
import { backfillStation } from '../recorder/backfill';
import { existingDemoTalkTrack } from './demo-talk';
import { DEMO_STATIONS } from './demo.seed';

/** Generating the history takes time; catching up what passed meanwhile converges in a pass or two. */
const CATCH_UP_PASSES = 3;

export async function seedDemoHistory(
  ctx: Pick<Context, 'db' | 'storage' | 'log' | 'config'>,
  minutes: number,
  segmentSeconds: number,
) {
  // The demo radio's history airs its talk too, so it can be searched at once.
  const demoTalkTrack = await existingDemoTalkTrack(ctx.config.dataDir);
  const segmentMs = segmentSeconds * 1000;
  const currentSegmentEnd = () => Math.ceil(Date.now() / segmentMs) * segmentMs;
  const slugs = DEMO_STATIONS.filter((station) => station.format !== 'mpegts').map((station) => station.slug);
  const rows = await ctx.db.select().from(stations).where(inArray(stations.slug, slugs));
  for (const station of rows) {
    const lastEnd = async () =>
      (
        await ctx.db
          .select({ endTs: max(segments.endTs) })
          .from(segments)
          .where(eq(segments.stationId, station.id))
      )[0]?.endTs ?? null;
    if ((await lastEnd()) !== null) continue;
    let count = await backfillStation(ctx, station, {
      hours: minutes / 60,
      segmentSeconds,
      endTs: currentSegmentEnd(),
      demoTalkTrack,
    });
    for (let pass = 0; pass < CATCH_UP_PASSES; pass += 1) {
      const end = currentSegmentEnd();
      const recordedTo = await lastEnd();
      if (recordedTo === null || recordedTo >= end) break;
      count += await backfillStation(ctx, station, {
        hours: (end - recordedTo) / 3_600_000,
        segmentSeconds,
        endTs: end,
        demoTalkTrack,
      });
    }
    ctx.log.info({ station: station.slug, segments: count }, 'demo history recorded');
  }
}
