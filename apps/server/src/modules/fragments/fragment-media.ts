/**
 * A fragment's media (issue 17 point 2), rendered by the job `fragments.render-media` with the
 * range export's machinery (segments copied next to ffmpeg, an ffconcat list per chunk): audio
 * in the station's codec, `fragments/{clientId}/{fragmentId}/audio.{mp3|aac}`; video stations as
 * MP4 with the client's watermark, `…/video.mp4`, and its audio copied out as `…/audio.aac`.
 * WAITING → IN_PROGRESS → READY | ERROR (with the reason). A retry renders again over the same
 * keys; every failure leaves ERROR, which the next try moves back to IN_PROGRESS.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { AUDIOGRAM_VARIANTS, featuresConfigSchema, type AudiogramVariant } from '@antena/contract';
import { extractAudioArgs, fragmentAudioArgs, fragmentVideoArgs, run, type WatermarkOverlay } from '@antena/media';
import { eq } from 'drizzle-orm';
import type { StationRow } from '../../access/station-access';
import type { Context } from '../../context';
import type { Db } from '../../db';
import { fragments, stations, type FragmentMediaKeys } from '../../db/schema';
import { cutFragment } from './fragment-cuts';
import type { FragmentRow } from './fragment-dto';
import { fetchWatermarkImage } from './watermark-image';
import { startEnabledUploads } from '../social-export/auto-uploads';

type Owner = Pick<FragmentRow, 'clientId' | 'id'>;

const mediaKey = (fragment: Owner, file: string) => `fragments/${fragment.clientId}/${fragment.id}/${file}`;

/** Every key a render may have written, whatever the station's format was then. */
export const possibleMediaKeys = (fragment: Owner): string[] =>
  ['audio.mp3', 'audio.aac', 'video.mp4', ...AUDIOGRAM_VARIANTS.map(audiogramFile)].map((file) =>
    mediaKey(fragment, file),
  );

const audiogramFile = (variant: AudiogramVariant) => `audiogram-${variant}.mp4`;
/** Where a fragment's audiogram variant is stored (deleted with the fragment). */
export const audiogramKey = (fragment: Owner, variant: AudiogramVariant) => mediaKey(fragment, audiogramFile(variant));

/** The worker renders; a process without a queue (tests, scripts) renders beside its answer. */
export async function queueFragmentMedia(ctx: Context, fragmentId: string): Promise<void> {
  if (ctx.queue) {
    await ctx.queue.send('fragments.render-media', { fragmentId });
    return;
  }
  void renderFragmentMedia(ctx, fragmentId).catch((error: unknown) =>
    ctx.log.warn({ err: error, fragmentId }, 'fragment media failed'),
  );
}

const setMedia = (db: Db, fragmentId: string, values: Partial<FragmentRow>) =>
  db
    .update(fragments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(fragments.id, fragmentId))
    .returning({ id: fragments.id });

/** The job: renders the fragment's media; a fragment deleted meanwhile leaves nothing behind. */
export async function renderFragmentMedia(ctx: Context, fragmentId: string): Promise<void> {
  const [found] = await ctx.db
    .select({ fragment: fragments, station: stations })
    .from(fragments)
    .innerJoin(stations, eq(stations.id, fragments.stationId))
    .where(eq(fragments.id, fragmentId));
  if (!found) return;
  await setMedia(ctx.db, fragmentId, { mediaStatus: 'IN_PROGRESS', mediaError: null });
  try {
    const keys = await render(ctx, found.fragment, found.station);
    const kept = await setMedia(ctx.db, fragmentId, { mediaStatus: 'READY', mediaError: null, mediaKeys: keys });
    if (kept.length === 0) {
      for (const key of Object.values(keys)) await ctx.storage.delete(key);
      return;
    }
  } catch (error) {
    const reason = ((error as Error).message || String(error)).slice(0, 1000);
    await setMedia(ctx.db, fragmentId, { mediaStatus: 'ERROR', mediaError: reason });
    throw error;
  }
  // The media is READY whatever happens to the uploads it starts.
  await startEnabledUploads(ctx, fragmentId).catch((error: unknown) =>
    ctx.log.warn({ err: error, fragmentId }, 'uploads after the render did not start'),
  );
}

async function render(ctx: Context, fragment: FragmentRow, station: StationRow): Promise<FragmentMediaKeys> {
  const video = station.format === 'mpegts';
  const { dir, cuts, dispose } = await cutFragment(ctx, fragment);
  try {
    const put = async (file: string) => {
      const key = mediaKey(fragment, file);
      await ctx.storage.put(key, createReadStream(path.join(dir, file)));
      return key;
    };
    if (!video) {
      const format = station.format === 'mp3' ? 'mp3' : 'aac';
      await run('ffmpeg', fragmentAudioArgs(cuts, format, path.join(dir, `audio.${format}`)));
      return { audio: await put(`audio.${format}`) };
    }
    const watermark = await watermarkOf(ctx, station, dir);
    await run('ffmpeg', fragmentVideoArgs(cuts, path.join(dir, 'video.mp4'), watermark));
    await run('ffmpeg', extractAudioArgs(path.join(dir, 'video.mp4'), path.join(dir, 'audio.aac')));
    return { video: await put('video.mp4'), audio: await put('audio.aac') };
  } finally {
    await dispose();
  }
}

/** The station's watermark, its image beside the render, when enabled. */
async function watermarkOf(ctx: Context, station: StationRow, dir: string): Promise<WatermarkOverlay | undefined> {
  const mark = featuresConfigSchema.parse(station.featuresConfig ?? {}).fragments.mediaWatermark;
  if (!mark.enabled || !mark.imageUrl) return undefined;
  const { file, demuxer } = await fetchWatermarkImage(ctx, mark.imageUrl, station.clientId, dir);
  const { positionX, positionY, paddingX, paddingY, opacity } = mark;
  return { file, demuxer, positionX, positionY, paddingX, paddingY, opacity };
}
