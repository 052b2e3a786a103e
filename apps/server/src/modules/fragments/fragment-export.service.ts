/**
 * External export (spec 02 "External export"): a fragment's media copied to a station's external
 * target. NONE or ERROR → WAITING_FOR_MEDIA (media not READY yet) or IN_PROGRESS → READY | ERROR.
 * The copy runs in the job `fragments.external-export`; `fragments.start-pending-exports` starts
 * the ones that waited for their media and those created with doExternalExport.
 */
import type { FragmentMediaStatus } from '@antena/contract';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { findReachableStation, stationScope, type StationRow } from '../../access/station-access';
import type { UserWithRelations } from '../../access/user-record';
import type { Context } from '../../context';
import type { Db } from '../../db';
import { fragments, stationExternalTargets, stations } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http/errors';
import { localCopy } from '../segments/local-copy';
import {
  localDateTime,
  publicFailure,
  renderKey,
  TargetError,
  titleSlug,
  writeToTarget,
  type KeyValues,
} from './external-target';
import { storedTarget, targetOfStation } from './station-config.service';

export type FragmentRow = typeof fragments.$inferSelect;
type Reader = Pick<Db, 'select'>;

/** How long after its creation a fragment with doExternalExport still starts its export by itself. */
export const AUTO_EXPORT_WINDOW_MS = 24 * 3_600_000;

/** A fragment of a station the user reaches, with its station; anything else is 'Fragment not found'. */
export async function findReachableFragment(
  db: Reader,
  user: UserWithRelations,
  fragmentId: string,
): Promise<{ fragment: FragmentRow; station: StationRow }> {
  const [found] = await db
    .select({ fragment: fragments, station: stations })
    .from(fragments)
    .innerJoin(stations, eq(stations.id, fragments.stationId))
    .where(and(eq(fragments.id, fragmentId), stationScope(user)))
    .limit(1);
  if (!found) throw notFound('Fragment not found');
  return found;
}

/** A target station of the caller's: the fragment's own unless another (by id or slug) is named. */
export async function targetStationOf(
  db: Db,
  user: UserWithRelations,
  station: StationRow,
  requested: string | undefined,
): Promise<StationRow> {
  if (!requested || requested === station.id || requested === station.slug) return station;
  return findReachableStation(db, user, requested);
}

export const targetMissing = () =>
  new HttpError(400, 'ERR_EXTERNAL_TARGET_MISSING', 'It is required to configure an external target');

export const mediaNotReady = () => conflict('ERR_FRAGMENT_MEDIA_NOT_READY', "The fragment's media is not ready yet");

/** The media a station's exports carry: the MP4 for video stations, the audio otherwise. */
export function exportedMedia(fragment: FragmentRow, station: Pick<StationRow, 'format'>) {
  const key = station.format === 'mpegts' ? fragment.mediaKeys.video : fragment.mediaKeys.audio;
  if (!key) return null;
  const ext = key.slice(key.lastIndexOf('.') + 1);
  const contentType = ext === 'mp4' ? 'video/mp4' : ext === 'mp3' ? 'audio/mpeg' : 'audio/aac';
  return { key, ext, contentType };
}

/** The key pattern's values for a fragment (times in its station's time zone). */
export function keyValues(fragment: FragmentRow, station: StationRow, ext: string): KeyValues {
  return {
    station: station.slug,
    ...localDateTime(fragment.fromTs, station.timezone),
    title: titleSlug(fragment.title),
    id: fragment.id,
    ext,
  };
}

const exportStatusFor = (mediaStatus: FragmentMediaStatus) =>
  mediaStatus === 'READY' ? ('IN_PROGRESS' as const) : ('WAITING_FOR_MEDIA' as const);

/**
 * Starts an export unless one is under way or done (409): the row moves only from NONE or ERROR,
 * so two calls at once start one export.
 */
export async function startExternalExport(
  ctx: Context,
  user: UserWithRelations,
  fragmentId: string,
  requestedStation: string | undefined,
): Promise<void> {
  const { fragment, station } = await findReachableFragment(ctx.db, user, fragmentId);
  const target = await targetStationOf(ctx.db, user, station, requestedStation);
  if (!(await storedTarget(ctx.db, target.id))) throw targetMissing();
  const status = exportStatusFor(fragment.mediaStatus);
  const started = await ctx.db
    .update(fragments)
    .set({
      externalExportStatus: status,
      externalExportTargetStationId: target.id,
      externalExportError: null,
      externalExportFilename: null,
      externalExportCompletedAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(fragments.id, fragment.id), inArray(fragments.externalExportStatus, ['NONE', 'ERROR'])))
    .returning({ id: fragments.id });
  if (started.length === 0) {
    throw conflict('ERR_EXTERNAL_EXPORT_BUSY', 'The external export is already in progress or done');
  }
  if (status === 'IN_PROGRESS') await queueExport(ctx, fragment.id);
}

/** The worker copies; a process without a queue (tests, scripts) copies before answering. */
async function queueExport(ctx: Context, fragmentId: string): Promise<void> {
  if (ctx.queue) await ctx.queue.send('fragments.external-export', { fragmentId });
  else await runExternalExport(ctx, fragmentId);
}

const finish = (db: Db, fragmentId: string, values: Partial<FragmentRow>) =>
  db
    .update(fragments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(fragments.id, fragmentId), eq(fragments.externalExportStatus, 'IN_PROGRESS')));

/** A local copy of the fragment's media; a storage error (it names server paths) in plain words. */
export async function mediaCopy(ctx: Context, key: string) {
  try {
    return await localCopy(ctx.storage, [key]);
  } catch (error) {
    ctx.log.warn({ err: error, key }, 'fragment media not readable for an external copy');
    throw new TargetError("The fragment's media could not be read");
  }
}

/**
 * The job: copies the media of an IN_PROGRESS export; any other state is left as it is (retries).
 * `filename` is the key written, which has a suffix when a file of that name was already in the
 * folder. The error the user reads never holds a server path or a remote answer (publicFailure).
 */
export async function runExternalExport(ctx: Context, fragmentId: string): Promise<void> {
  const [found] = await ctx.db
    .select({ fragment: fragments, station: stations })
    .from(fragments)
    .innerJoin(stations, eq(stations.id, fragments.stationId))
    .where(eq(fragments.id, fragmentId));
  if (!found || found.fragment.externalExportStatus !== 'IN_PROGRESS') return;
  const { fragment, station } = found;
  try {
    const targetStation = fragment.externalExportTargetStationId ?? station.id;
    const stored = await targetOfStation(ctx.db, targetStation);
    if (!stored) throw new TargetError('The target station has no external target');
    const media = exportedMedia(fragment, station);
    if (!media) throw new TargetError('The fragment has no rendered media');
    const key = renderKey(stored.target.keyPattern, keyValues(fragment, station, media.ext));
    const copy = await mediaCopy(ctx, media.key);
    let written;
    try {
      written = await writeToTarget(
        ctx.config,
        stored.clientId,
        stored.target,
        key,
        { file: copy.files[0]! },
        media.contentType,
      );
    } finally {
      await copy.dispose();
    }
    await finish(ctx.db, fragment.id, {
      externalExportStatus: 'READY',
      externalExportCompletedAt: new Date(),
      externalExportFilename: written.key,
    });
  } catch (error) {
    ctx.log.warn({ err: error, fragmentId }, 'external export failed');
    await finish(ctx.db, fragment.id, { externalExportStatus: 'ERROR', externalExportError: publicFailure(error) });
  }
}

/**
 * The minute job: exports that waited for media start once it is READY (or fail with it), and a
 * fragment created with doExternalExport starts its own export on its station's target once its
 * media is READY, within a day of its creation (a target configured later does not sweep old
 * fragments out).
 */
export async function startPendingExports(ctx: Context, now = Date.now()): Promise<void> {
  const { db } = ctx;
  await db
    .update(fragments)
    .set({
      externalExportStatus: 'ERROR',
      externalExportError: 'The media could not be rendered',
      updatedAt: new Date(),
    })
    .where(and(eq(fragments.externalExportStatus, 'WAITING_FOR_MEDIA'), eq(fragments.mediaStatus, 'ERROR')));
  const waiting = and(eq(fragments.externalExportStatus, 'WAITING_FOR_MEDIA'), eq(fragments.mediaStatus, 'READY'));
  const waited = await db
    .update(fragments)
    .set({ externalExportStatus: 'IN_PROGRESS', updatedAt: new Date() })
    .where(waiting)
    .returning({ id: fragments.id });
  const automatic = await db
    .select({ id: fragments.id, stationId: fragments.stationId })
    .from(fragments)
    .innerJoin(stationExternalTargets, eq(stationExternalTargets.stationId, fragments.stationId))
    .where(
      and(
        eq(fragments.doExternalExport, true),
        eq(fragments.externalExportStatus, 'NONE'),
        eq(fragments.mediaStatus, 'READY'),
        gt(fragments.createdAt, new Date(now - AUTO_EXPORT_WINDOW_MS)),
      ),
    );
  const started = waited.map((row) => row.id);
  for (const row of automatic) {
    const [moved] = await db
      .update(fragments)
      .set({ externalExportStatus: 'IN_PROGRESS', externalExportTargetStationId: row.stationId, updatedAt: new Date() })
      .where(and(eq(fragments.id, row.id), eq(fragments.externalExportStatus, 'NONE')))
      .returning({ id: fragments.id });
    if (moved) started.push(moved.id);
  }
  for (const id of started) await queueExport(ctx, id);
}
