/**
 * The worker's part of a segment: its waveform (BBC audiowaveform data, kept in the row) unless
 * the capture already computed it, and for video its thumbnail sheet (in storage beside the
 * segment). Safe to run twice.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { THUMBNAIL_CELL } from '@antena/contract';
import { makeThumbnailSheet, waveformOfFile } from '@antena/media';
import { eq } from 'drizzle-orm';
import type { Context } from '../../context';
import { segments } from '../../db/schema';
import { localCopy } from './local-copy';
import { thumbnailsKey } from './segment-keys';
import { waveformColumns } from './segment-registry';

export async function processSegment(ctx: Pick<Context, 'db' | 'storage'>, segmentId: string): Promise<void> {
  const [segment] = await ctx.db.select().from(segments).where(eq(segments.id, segmentId));
  // Retention may have removed it since it was queued.
  if (!segment) return;
  const copy = await localCopy(ctx.storage, [segment.storageKey]);
  try {
    const file = copy.files[0]!;
    const update: Partial<typeof segments.$inferInsert> = segment.waveform
      ? {}
      : waveformColumns(await waveformOfFile(file));
    if (segment.format === 'mpegts') {
      const sheetFile = path.join(copy.dir, 'thumbs.jpg');
      const layout = await makeThumbnailSheet(file, sheetFile, segment.durationMs, THUMBNAIL_CELL);
      const key = thumbnailsKey(segment.stationId, segment.startTs);
      const stored = await ctx.storage.put(key, await readFile(sheetFile));
      Object.assign(update, { thumbnailsKey: key, thumbnailsMeta: layout, derivedBytes: stored.size });
    }
    if (Object.keys(update).length > 0) await ctx.db.update(segments).set(update).where(eq(segments.id, segmentId));
  } finally {
    await copy.dispose();
  }
}
