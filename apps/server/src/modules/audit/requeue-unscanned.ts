/**
 * A match job lost with a worker (or never sent: audit switched on mid-day) is sent again: the
 * audit stations' recent segments that no scan recorded, once they are old enough that their
 * job should have run. A segment that does not decode has a scan row with its error, so it is
 * never sent again.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import { auditSegmentScans, segments, stations } from '../../db/schema';

const REQUEUE_AFTER_MS = 5 * 60_000;
const REQUEUE_WITHIN_MS = 24 * 60 * 60_000;
const AT_MOST = 2000;

export async function requeueUnscanned(ctx: Pick<Context, 'db' | 'queue' | 'log'>, now = Date.now()): Promise<number> {
  if (!ctx.queue) return 0;
  const lost = await ctx.db
    .select({ id: segments.id })
    .from(segments)
    .innerJoin(stations, eq(stations.id, segments.stationId))
    .leftJoin(auditSegmentScans, eq(auditSegmentScans.segmentId, segments.id))
    .where(
      and(
        isNull(auditSegmentScans.segmentId),
        sql`${stations.featuresConfig} -> 'audit' ->> 'enabled' = 'true'`,
        lt(segments.createdAt, new Date(now - REQUEUE_AFTER_MS)),
        gt(segments.createdAt, new Date(now - REQUEUE_WITHIN_MS)),
      ),
    )
    .limit(AT_MOST);
  for (const { id } of lost) await ctx.queue.send('audit.match-segment', { segmentId: id });
  if (lost.length > 0) ctx.log.warn({ requeued: lost.length }, 'queued unmatched audit segments again');
  return lost.length;
}
