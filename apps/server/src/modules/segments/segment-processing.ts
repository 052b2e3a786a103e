/**
 * The worker's part of a segment: its waveform (BBC audiowaveform data, kept in the row) unless
 * the capture already computed it, and for video its thumbnail sheet (in storage beside the
 * segment). Safe to run twice. A failure is kept on the row (`processingError`); a segment
 * whose job was lost is queued again by the sweep below.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { THUMBNAIL_CELL } from '@antena/contract';
import { makeThumbnailSheet, waveformOfFile } from '@antena/media';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Context } from '../../context';
import { segments } from '../../db/schema';
import { redactQueryError } from '../../observability/query-redaction';
import { localCopy } from './local-copy';
import { thumbnailsKey } from './segment-keys';
import { waveformColumns } from './segment-registry';

/** A segment still unprocessed this long after it was registered lost its job. */
export const REQUEUE_AFTER_MS = 10 * 60_000;
/** Older ones are left alone: a segment that never processed in a day needs a person, not a loop. */
export const REQUEUE_WITHIN_MS = 24 * 60 * 60_000;

export async function processSegment(ctx: Pick<Context, 'db' | 'storage'>, segmentId: string): Promise<void> {
  const [segment] = await ctx.db.select().from(segments).where(eq(segments.id, segmentId));
  // Retention may have removed it since it was queued.
  if (!segment) return;
  try {
    await derive(ctx, segment);
  } catch (error) {
    const safe = redactQueryError(error);
    const reason = safe instanceof Error ? safe.message : String(safe);
    await ctx.db
      .update(segments)
      .set({ processingError: reason.slice(0, 2000) })
      .where(eq(segments.id, segmentId));
    throw error;
  }
}

async function derive(ctx: Pick<Context, 'db' | 'storage'>, segment: typeof segments.$inferSelect): Promise<void> {
  // One segment (bounded: not an export's worth) read by up to two ffmpeg runs, the waveform and
  // the thumbnail sheet: one local copy costs one GET, where reading the store twice costs two.
  const copy = await localCopy(ctx.storage, [segment.storageKey]);
  try {
    const file = copy.files[0]!;
    const update: Partial<typeof segments.$inferInsert> = segment.waveform
      ? {}
      : waveformColumns(await waveformOfFile(file));
    if (segment.processingError) update.processingError = null;
    if (segment.format === 'mpegts') {
      const sheetFile = path.join(copy.dir, 'thumbs.jpg');
      const layout = await makeThumbnailSheet(file, sheetFile, segment.durationMs, THUMBNAIL_CELL);
      const key = thumbnailsKey(segment.stationId, segment.startTs);
      const stored = await ctx.storage.put(key, await readFile(sheetFile));
      Object.assign(update, { thumbnailsKey: key, thumbnailsMeta: layout, derivedBytes: stored.size });
    }
    if (Object.keys(update).length > 0) await ctx.db.update(segments).set(update).where(eq(segments.id, segment.id));
  } finally {
    await copy.dispose();
  }
}

/**
 * Queues again the segments registered between a day and ten minutes ago that still miss what
 * the worker derives (a waveform; a thumbnail sheet for video) and did not fail: their job was
 * lost (a crash before pg-boss stored it, a queue wiped). Processing is idempotent.
 */
export async function requeueUnprocessed(
  ctx: Pick<Context, 'db' | 'queue' | 'log'>,
  now = Date.now(),
): Promise<number> {
  if (!ctx.queue) return 0;
  const lost = await ctx.db
    .select({ id: segments.id })
    .from(segments)
    .where(
      and(
        lt(segments.createdAt, new Date(now - REQUEUE_AFTER_MS)),
        gt(segments.createdAt, new Date(now - REQUEUE_WITHIN_MS)),
        isNull(segments.processingError),
        or(isNull(segments.waveform), and(eq(segments.format, 'mpegts'), isNull(segments.thumbnailsKey))),
      ),
    );
  for (const { id } of lost) await ctx.queue.send('segment.process', { segmentId: id });
  if (lost.length > 0) ctx.log.warn({ requeued: lost.length }, 'queued unprocessed segments again');
  return lost.length;
}
