/**
 * Where a spooled segment fits on its station's timeline. Delivered late (after an outage, or
 * by a recorder that lost the station's lease), it may meet rows another capture registered
 * meanwhile: its own row (a retry whose first answer was lost) means it is delivered already;
 * another capture's rows keep the seconds they hold, and the spooled file gives only the longest
 * stretch they leave free, so nothing is on the timeline twice. A late segment registered inside
 * a recorded gap shrinks or splits that gap, so gaps stay the holes that are really left.
 */
import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import type { Db } from '../db';
import { segments, stationGaps } from '../db/schema';
import { GAP_THRESHOLD_MS } from '../modules/segments/segment-registry';

/** A free stretch shorter than this (a few audio frames) is not worth a segment of its own. */
export const FIT_MIN_MS = 1000;

export type Fit = { kind: 'registered' } | { kind: 'covered' } | { kind: 'fits'; startTs: number; endTs: number };

interface Span {
  startTs: number;
  endTs: number;
}

export async function fitToTimeline(db: Db, stationId: string, span: Span): Promise<Fit> {
  const overlapping = await db
    .select({ startTs: segments.startTs, endTs: segments.endTs })
    .from(segments)
    .where(and(eq(segments.stationId, stationId), lt(segments.startTs, span.endTs), gt(segments.endTs, span.startTs)))
    .orderBy(asc(segments.startTs));
  // Another capture's row may start at the same instant (a new capture's first segment starts
  // where the last registered one ends): only the same span is this file's own row.
  if (overlapping.some((row) => row.startTs === span.startTs && row.endTs === span.endTs))
    return { kind: 'registered' };
  // A short file of its own (the last seconds before a stop) is registered whole; only a cut must be worth it.
  if (overlapping.length === 0) return { kind: 'fits', startTs: span.startTs, endTs: span.endTs };
  let best: Span | null = null;
  let from = span.startTs;
  for (const row of [...overlapping, { startTs: span.endTs, endTs: span.endTs }]) {
    if (row.startTs - from > (best ? best.endTs - best.startTs : 0)) best = { startTs: from, endTs: row.startTs };
    from = Math.max(from, row.endTs);
  }
  if (!best || best.endTs - best.startTs < FIT_MIN_MS) return { kind: 'covered' };
  return { kind: 'fits', ...best };
}

/**
 * After a segment was registered with rows after it: the gap it falls in keeps only the parts
 * still empty, and the hole up to the next row is a gap too (the row after was registered
 * first, with no segment before it to measure a gap from).
 */
export async function repairGapsAround(db: Db, stationId: string, span: Span, reason: string): Promise<void> {
  const [next] = await db
    .select({ startTs: segments.startTs })
    .from(segments)
    .where(and(eq(segments.stationId, stationId), gte(segments.startTs, span.endTs)))
    .orderBy(asc(segments.startTs))
    .limit(1);
  if (!next) return;
  await db.transaction(async (tx) => {
    const around = await tx
      .select()
      .from(stationGaps)
      .where(
        and(
          eq(stationGaps.stationId, stationId),
          lt(stationGaps.fromTs, span.endTs),
          gt(stationGaps.toTs, span.startTs),
        ),
      );
    const pieces = new Map<number, { fromTs: number; toTs: number; reason: string }>();
    const keep = (fromTs: number, toTs: number, why: string) => {
      if (toTs - fromTs > GAP_THRESHOLD_MS && !pieces.has(fromTs)) pieces.set(fromTs, { fromTs, toTs, reason: why });
    };
    for (const gap of around) {
      await tx.delete(stationGaps).where(eq(stationGaps.id, gap.id));
      keep(gap.fromTs, span.startTs, gap.reason);
      keep(span.endTs, gap.toTs, gap.reason);
    }
    keep(span.endTs, next.startTs, reason);
    if (pieces.size === 0) return;
    await tx
      .insert(stationGaps)
      .values([...pieces.values()].map((piece) => ({ stationId, ...piece })))
      .onConflictDoNothing();
  });
}
