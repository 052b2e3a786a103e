/**
 * Delivery (spec 02 "External delivery"): a fragment's media and a JSON sidecar of its metadata
 * written to a station's external target, each an asset IN_PROGRESS → COMPLETED (with where it
 * landed) or FAILED (with why). The job `fragments.deliver` writes them.
 */
import type { Delivery } from '@antena/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { StationRow } from '../../access/station-access';
import type { UserWithRelations } from '../../access/user-record';
import type { Context } from '../../context';
import type { Db } from '../../db';
import { fragmentDeliveries, fragmentDeliveryAssets, fragments, stations } from '../../db/schema';
import { publicFailure, renderKey, TargetError, writeToTarget, type Written } from './external-target';
import {
  exportedMedia,
  findReachableFragment,
  keyValues,
  mediaCopy,
  mediaNotReady,
  targetMissing,
  targetStationOf,
  type FragmentRow,
} from './fragment-export.service';
import { storedTarget, targetOfStation } from './station-config.service';

type Reader = Pick<Db, 'select'>;

export async function deliveryOf(db: Reader, fragmentId: string): Promise<Delivery> {
  const [delivery] = await db.select().from(fragmentDeliveries).where(eq(fragmentDeliveries.fragmentId, fragmentId));
  if (!delivery) return { fragmentId, enabled: false, options: { targetStationId: null }, assets: [] };
  const assets = await db
    .select()
    .from(fragmentDeliveryAssets)
    .where(eq(fragmentDeliveryAssets.fragmentId, fragmentId))
    .orderBy(asc(fragmentDeliveryAssets.type));
  return {
    fragmentId,
    enabled: delivery.enabled,
    options: { targetStationId: delivery.targetStationId },
    assets: assets.map(({ id, type, status, targetUri, error }) => ({ id, type, status, targetUri, error })),
  };
}

/**
 * Enables the delivery to the target station and sends both assets again; while a delivery is
 * still being written, the call answers it as it is.
 */
export async function enableDelivery(
  ctx: Context,
  user: UserWithRelations,
  fragmentId: string,
  requestedStation: string | undefined,
): Promise<Delivery> {
  const { fragment, station } = await findReachableFragment(ctx.db, user, fragmentId);
  const target = await targetStationOf(ctx.db, user, station, requestedStation);
  if (!(await storedTarget(ctx.db, target.id))) throw targetMissing();
  if (fragment.mediaStatus !== 'READY') throw mediaNotReady();
  const started = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(fragmentDeliveries)
      .where(eq(fragmentDeliveries.fragmentId, fragment.id))
      .for('update');
    const assets = await tx
      .select({ status: fragmentDeliveryAssets.status })
      .from(fragmentDeliveryAssets)
      .where(eq(fragmentDeliveryAssets.fragmentId, fragment.id));
    if (current?.enabled && assets.some((asset) => asset.status === 'IN_PROGRESS')) return false;
    await tx
      .insert(fragmentDeliveries)
      .values({ fragmentId: fragment.id, enabled: true, targetStationId: target.id })
      .onConflictDoUpdate({
        target: fragmentDeliveries.fragmentId,
        set: { enabled: true, targetStationId: target.id, updatedAt: new Date() },
      });
    await tx.delete(fragmentDeliveryAssets).where(eq(fragmentDeliveryAssets.fragmentId, fragment.id));
    await tx.insert(fragmentDeliveryAssets).values([
      { fragmentId: fragment.id, type: 'MEDIA' },
      { fragmentId: fragment.id, type: 'METADATA' },
    ]);
    return true;
  });
  if (started) {
    if (ctx.queue) await ctx.queue.send('fragments.deliver', { fragmentId: fragment.id });
    else await runDelivery(ctx, fragment.id);
  }
  return deliveryOf(ctx.db, fragment.id);
}

/** The sidecar: what a receiving system needs to file the media without asking Antena. */
export function deliveryMetadata(fragment: FragmentRow, station: StationRow, mediaKey: string) {
  return {
    id: fragment.id,
    type: fragment.type,
    title: fragment.title,
    description: fragment.description,
    tags: fragment.tags,
    station: { id: station.id, slug: station.slug, name: station.name, timezone: station.timezone },
    from: new Date(fragment.fromTs).toISOString(),
    to: new Date(fragment.toTs).toISOString(),
    durationMs: fragment.durationMs,
    chunks: fragment.chunks.map((chunk) => ({
      from: new Date(chunk.from).toISOString(),
      to: new Date(chunk.to).toISOString(),
      label: chunk.label,
    })),
    gaps: fragment.gaps.map((gap) => ({ from: new Date(gap.from).toISOString(), to: new Date(gap.to).toISOString() })),
    media: mediaKey,
    createdAt: fragment.createdAt.toISOString(),
  };
}

/**
 * The job: writes each IN_PROGRESS asset, the media first; one failing does not stop the other.
 * In a folder an existing file is never replaced: the media takes the first free suffix, and the
 * sidecar tries its media's suffix first, so the two keep one name; the sidecar names the media's
 * key as written. The error the user reads never holds a server path or a remote answer.
 */
export async function runDelivery(ctx: Context, fragmentId: string): Promise<void> {
  const [found] = await ctx.db
    .select({ fragment: fragments, station: stations, delivery: fragmentDeliveries })
    .from(fragmentDeliveries)
    .innerJoin(fragments, eq(fragments.id, fragmentDeliveries.fragmentId))
    .innerJoin(stations, eq(stations.id, fragments.stationId))
    .where(eq(fragmentDeliveries.fragmentId, fragmentId));
  if (!found) return;
  const { fragment, station, delivery } = found;
  const assets = await ctx.db
    .select()
    .from(fragmentDeliveryAssets)
    .where(and(eq(fragmentDeliveryAssets.fragmentId, fragmentId), eq(fragmentDeliveryAssets.status, 'IN_PROGRESS')))
    .orderBy(asc(fragmentDeliveryAssets.type));
  const stored = await targetOfStation(ctx.db, delivery.targetStationId ?? station.id);
  const media = exportedMedia(fragment, station);
  let mediaWritten: Written | null = null;
  for (const asset of assets) {
    try {
      if (!stored) throw new TargetError('The target station has no external target');
      if (!media) throw new TargetError('The fragment has no rendered media');
      const { target, clientId } = stored;
      const mediaKey = renderKey(target.keyPattern, keyValues(fragment, station, media.ext));
      let written: Written;
      if (asset.type === 'MEDIA') {
        const copy = await mediaCopy(ctx, media.key);
        try {
          written = await writeToTarget(
            ctx.config,
            clientId,
            target,
            mediaKey,
            { file: copy.files[0]! },
            media.contentType,
          );
        } finally {
          await copy.dispose();
        }
        mediaWritten = written;
      } else {
        const key = renderKey(target.keyPattern, keyValues(fragment, station, 'json'));
        const sidecar = deliveryMetadata(fragment, station, mediaWritten?.key ?? mediaKey);
        const body = Buffer.from(JSON.stringify(sidecar, null, 2));
        written = await writeToTarget(ctx.config, clientId, target, key, { bytes: body }, 'application/json', {
          suffixFrom: mediaWritten?.suffix ?? 0,
        });
      }
      await setAsset(ctx.db, asset.id, { status: 'COMPLETED', targetUri: written.uri, error: null });
    } catch (error) {
      ctx.log.warn({ err: error, fragmentId, asset: asset.type }, 'delivery asset failed');
      await setAsset(ctx.db, asset.id, { status: 'FAILED', error: publicFailure(error) });
    }
  }
}

const setAsset = (db: Db, id: string, values: Partial<typeof fragmentDeliveryAssets.$inferInsert>) =>
  db
    .update(fragmentDeliveryAssets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(fragmentDeliveryAssets.id, id));
