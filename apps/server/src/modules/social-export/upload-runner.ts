/**
 * The `social.upload` job (issue 34): runs one upload record to its end. One upload at a time per
 * connection: the oldest UPLOADING record of a station and platform goes first, later ones wait
 * their turn. A platform's 401 renews the tokens once; a rate or quota limit is waited out (up to
 * RATE_WAIT_MAX_MS, else the upload fails with the platform's reason); refused credentials fail it
 * once and mark the connection for reconnecting (never a retry loop). A worker that dies mid-way
 * leaves the platform's session in the record: the job's retry resumes it, never a second copy.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from '../../context';
import { fragmentAudiogramVariants, fragments, socialUploads, stations } from '../../db/schema';
import type { UploadData, UploadErrorCode } from '@antena/contract';
import { connectionOf, freshCredentials, markReconnect } from './connections.service';
import { PlatformError, type UploadMedia } from './platform-client';
import { platformClient } from './platforms';
import { uploadVideo, uploadVideoKey, videoFrame } from './upload-media';
import { watermarkAssetKey } from '../fragments/watermark-image';
import { probeUntrusted } from '@antena/media';

/** The longest rate or quota wait an upload sits out before it fails with the platform's reason. */
export const RATE_WAIT_MAX_MS = 15 * 60_000;
/** Network failures retried in place (the platform's session resumes each). */
const ATTEMPTS = 4;

export class EarlierUploadRunning extends Error {
  constructor() {
    super('An earlier upload of this connection is still running');
    this.name = 'EarlierUploadRunning';
  }
}

const finish = (ctx: Context, uploadId: string, values: Partial<typeof socialUploads.$inferInsert>) =>
  ctx.db.update(socialUploads).set(values).where(eq(socialUploads.id, uploadId));

export async function runUpload(ctx: Context, uploadId: string): Promise<void> {
  const [found] = await ctx.db
    .select({ upload: socialUploads, fragment: fragments, station: stations })
    .from(socialUploads)
    .innerJoin(fragments, eq(fragments.id, socialUploads.fragmentId))
    .innerJoin(stations, eq(stations.id, socialUploads.stationId))
    .where(eq(socialUploads.id, uploadId));
  if (!found || found.upload.status !== 'UPLOADING') return;
  const { upload, fragment, station } = found;
  const [earlier] = await ctx.db
    .select({ id: socialUploads.id })
    .from(socialUploads)
    .where(
      and(
        eq(socialUploads.stationId, upload.stationId),
        eq(socialUploads.platform, upload.platform),
        eq(socialUploads.status, 'UPLOADING'),
        lt(socialUploads.createdAt, upload.createdAt),
      ),
    )
    .limit(1);
  if (earlier) throw new EarlierUploadRunning();

  const connection = await connectionOf(ctx, station.id, upload.platform);
  if (!connection) {
    await finish(ctx, uploadId, {
      status: 'ERROR',
      error: `${station.name} is no longer connected to ${upload.platform}`,
      errorCode: 'NOT_CONNECTED',
    });
    return;
  }
  const workDir = await mkdtemp(path.join(tmpdir(), 'antena-social-'));
  try {
    const [variant] = upload.variant
      ? await ctx.db
          .select()
          .from(fragmentAudiogramVariants)
          .where(
            and(
              eq(fragmentAudiogramVariants.fragmentId, fragment.id),
              eq(fragmentAudiogramVariants.variant, upload.variant),
            ),
          )
      : [];
    const video = await uploadVideo(ctx, upload, fragment, station, variant ?? null, workDir);
    await finish(ctx, uploadId, { totalBytes: video.size });
    const data = upload.data as UploadData;
    const thumbnail = await thumbnailOf(ctx, station.clientId, data, video, workDir);
    const result = await uploadWithRetries(ctx, connection.id, uploadId, {
      data,
      video,
      thumbnail,
      session: upload.session,
    });
    await finish(ctx, uploadId, { status: 'SUCCESS', videoUrl: result.videoUrl, sentBytes: video.size, error: null });
    await ctx.storage.delete(uploadVideoKey(uploadId));
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.options.reconnect) await markReconnect(ctx, connection.id, error.message);
    await finish(ctx, uploadId, { status: 'ERROR', error: error.message, errorCode: errorCodeOf(error) });
    await ctx.storage.delete(uploadVideoKey(uploadId));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * The thumbnail's bytes, for platforms that take a file (YouTube): a frame of the video, or a
 * picture the client uploaded to Antena. Other image URLs reach the platforms that take a URL
 * (Dailymotion, Instagram) as they are; Antena does not fetch arbitrary addresses.
 */
/** The kind of a platform's refusal, for the screens to name in the user's language. */
function errorCodeOf(error: PlatformError): UploadErrorCode {
  if (error.options.reconnect) return 'RECONNECT';
  if (error.options.code === 'quotaExceeded') return 'QUOTA';
  if (error.options.retryAfterMs !== undefined) return 'RATE_LIMITED';
  if (error instanceof UploadNetworkError) return 'NETWORK';
  return 'REFUSED';
}

/** The network failed on every attempt (the platform's session is kept for a later try). */
class UploadNetworkError extends PlatformError {}

async function thumbnailOf(
  ctx: Context,
  clientId: string,
  data: UploadData,
  video: UploadMedia,
  workDir: string,
): Promise<UploadMedia | null> {
  if (!('thumbnailType' in data)) return null;
  if (data.thumbnailType === 'VIDEO_FRAME' && data.thumbnailOffset !== null) {
    return videoFrame(video, data.thumbnailOffset, workDir);
  }
  const key = data.thumbnailType === 'IMAGE_URL' && data.thumbnailUrl && watermarkAssetKey(data.thumbnailUrl, clientId);
  const bytes = key ? await ctx.storage.read(key) : null;
  if (!bytes) return null;
  const file = path.join(workDir, 'thumbnail');
  await writeFile(file, bytes);
  // An asset is any bytes a client admin uploaded: only a picture is sent.
  const demuxer = (await probeUntrusted(file, 'image').catch(() => null))?.demuxer;
  if (!demuxer) return null;
  const contentType = demuxer.startsWith('png')
    ? 'image/png'
    : demuxer.startsWith('webp')
      ? 'image/webp'
      : 'image/jpeg';
  return { file, size: bytes.length, contentType, publicUrl: data.thumbnailUrl! };
}

async function uploadWithRetries(
  ctx: Context,
  connectionId: string,
  uploadId: string,
  input: {
    data: UploadData;
    video: UploadMedia;
    thumbnail: UploadMedia | null;
    session: Record<string, unknown> | null;
  },
) {
  let session = input.session;
  let renewed = false;
  for (let attempt = 1; ; attempt += 1) {
    const { row, credentials } = await freshCredentials(ctx, connectionId, false);
    const controller = new AbortController();
    try {
      return await platformClient(row.platform).upload({
        config: ctx.config,
        credentials,
        account: row.account,
        data: input.data,
        video: input.video,
        thumbnail: input.thumbnail,
        session,
        saveSession: async (next) => {
          session = next;
          await finish(ctx, uploadId, { session: next });
        },
        progress: async (sentBytes) => {
          await finish(ctx, uploadId, { sentBytes });
        },
        signal: controller.signal,
      });
    } catch (error) {
      if (error instanceof PlatformError) {
        if (error.options.status === 401 && !renewed) {
          renewed = true;
          await freshCredentials(ctx, connectionId, true);
          continue;
        }
        const wait = error.options.retryAfterMs;
        if (wait !== undefined && wait <= RATE_WAIT_MAX_MS && attempt < ATTEMPTS) {
          ctx.log.info({ uploadId, waitMs: wait }, 'social upload waits out a rate limit');
          await sleep(wait);
          continue;
        }
        throw error;
      }
      if (attempt >= ATTEMPTS) throw new UploadNetworkError(`The upload failed: ${(error as Error).message}`);
      ctx.log.warn({ uploadId, attempt, err: { message: (error as Error).message } }, 'social upload resumes');
      await sleep(1000 * 2 ** attempt);
    }
  }
}
