/**
 * Expired Quick Share links leave the database, then their kept clips leave storage: rows first,
 * so a row never names a clip that is gone (an expired link already answers 404 either way).
 */
import { inArray, lt } from 'drizzle-orm';
import type { Context } from '../../context';
import { quickShares } from '../../db/schema';
import { quickShareMediaKey } from './quick-share-media';
import type { QuickShareRow } from './quick-share.service';

const BATCH = 500;
/**
 * Every name a link's clip may have been kept under, whatever its station's format was: AAC clips
 * are kept as .m4a, and were kept as raw .aac before.
 */
const CLIP_EXTENSIONS = ['mp3', 'm4a', 'aac', 'mp4'] as const;

export async function purgeExpiredQuickShares(
  ctx: Pick<Context, 'db' | 'storage' | 'log'>,
  now = new Date(),
): Promise<number> {
  let purged = 0;
  for (;;) {
    const expired = await ctx.db.select().from(quickShares).where(lt(quickShares.expiresAt, now)).limit(BATCH);
    if (expired.length === 0) break;
    await ctx.db.delete(quickShares).where(
      inArray(
        quickShares.id,
        expired.map((share) => share.id),
      ),
    );
    for (const share of expired) await deleteClips(ctx, share);
    purged += expired.length;
  }
  if (purged > 0) ctx.log.info({ purged }, 'removed expired Quick Share links and their clips');
  return purged;
}

async function deleteClips(ctx: Pick<Context, 'storage'>, share: QuickShareRow) {
  for (const extension of CLIP_EXTENSIONS) {
    await ctx.storage.delete(quickShareMediaKey(share, extension));
    await ctx.storage.delete(quickShareMediaKey(share, extension, true));
  }
}
