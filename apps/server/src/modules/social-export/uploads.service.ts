/**
 * Uploads to social platforms (issue 34, spec 02 "Upload record"): one record per publication of
 * a fragment (or of one of its audiogram variants), started here and run by the `social.upload`
 * job (upload-runner.ts). The screens poll the records.
 */
import {
  uploadDataSchemas,
  type AudiogramVariant,
  type SocialPlatform,
  type UploadErrorCode,
  type UploadRecord,
} from '@antena/contract';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { stationScope } from '../../access/station-access';
import type { UserWithRelations } from '../../access/user-record';
import type { Context } from '../../context';
import { fragmentAudiogramVariants, fragments, socialUploads, stations, users } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { findReachableFragment, mediaNotReady } from '../fragments/fragment-export.service';
import { connectionOf } from './connections.service';

type UploadRow = typeof socialUploads.$inferSelect;

const recordColumns = { upload: socialUploads, fragmentTitle: fragments.title, createdBy: users.email };

function toRecord(row: { upload: UploadRow; fragmentTitle: string; createdBy: string | null }): UploadRecord {
  const { upload } = row;
  return {
    id: upload.id,
    key: `FRAGMENT:${upload.fragmentId}`,
    stationId: upload.stationId,
    fragmentId: upload.fragmentId,
    fragmentTitle: row.fragmentTitle,
    platform: upload.platform,
    variant: upload.variant,
    status: upload.status,
    createdAt: upload.createdAt.toISOString(),
    createdBy: row.createdBy,
    progress: { sentBytes: upload.sentBytes, totalBytes: upload.totalBytes },
    videoUrl: upload.videoUrl,
    error: upload.error,
    errorCode: upload.errorCode,
  };
}

const records = (ctx: Context) =>
  ctx.db
    .select(recordColumns)
    .from(socialUploads)
    .innerJoin(fragments, eq(fragments.id, socialUploads.fragmentId))
    .leftJoin(users, eq(users.id, socialUploads.createdBy));

export async function uploadRecordById(ctx: Context, uploadId: string): Promise<UploadRecord> {
  const [row] = await records(ctx).where(eq(socialUploads.id, uploadId));
  return toRecord(row!);
}

/**
 * spec 02 section 8: video-platform export only on video stations. A radio fragment reaches them as
 * an audiogram; X (a text platform) takes its post with the fragment as a plain audiogram video.
 */
export function notVideoRefusal(station: { format: string }, platform: SocialPlatform): string | null {
  if (station.format === 'mpegts' || platform === 'TWITTER') return null;
  return `Only video stations publish fragments to ${platform}: publish an audiogram of this fragment instead`;
}

/** The platform's form checked by its own schema: a bad field is a 400 naming `body.data.<field>`. */
function platformData(platform: SocialPlatform, data: Record<string, unknown>): Record<string, unknown> {
  const parsed = uploadDataSchemas[platform].safeParse(data);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  throw badRequest(
    'Validation failed',
    parsed.error.issues.map((issue) => ({ path: ['body', 'data', ...issue.path].join('.'), message: issue.message })),
  );
}

/**
 * Records an upload and queues its job. The fragment's media (or the audiogram variant) must be
 * ready and the station connected to the platform; the job does the rest.
 */
export async function startUpload(
  ctx: Context,
  user: UserWithRelations,
  fragmentId: string,
  platform: SocialPlatform,
  body: { data: Record<string, unknown>; variant?: AudiogramVariant | undefined },
): Promise<UploadRecord> {
  const { fragment, station } = await findReachableFragment(ctx.db, user, fragmentId);
  const data = platformData(platform, body.data);
  if (body.variant) {
    const [variant] = await ctx.db
      .select({ status: fragmentAudiogramVariants.status })
      .from(fragmentAudiogramVariants)
      .where(
        and(eq(fragmentAudiogramVariants.fragmentId, fragment.id), eq(fragmentAudiogramVariants.variant, body.variant)),
      );
    if (variant?.status !== 'COMPLETED') {
      throw conflict('ERR_AUDIOGRAM_NOT_READY', `The ${body.variant} audiogram is not ready yet`);
    }
  } else if (fragment.mediaStatus !== 'READY') {
    throw mediaNotReady();
  } else {
    const refusal = notVideoRefusal(station, platform);
    if (refusal) throw conflict('ERR_NOT_VIDEO_STATION', refusal);
  }
  const unconnected = await notConnectedRefusal(ctx, station, platform);
  if (unconnected) throw conflict('ERR_SOCIAL_NOT_CONNECTED', unconnected);
  const created = await recordUpload(
    ctx,
    { station, fragmentId: fragment.id, platform, data, createdBy: user.id },
    {
      variant: body.variant ?? null,
    },
  );
  return uploadRecordById(ctx, created);
}

/** Why the station cannot publish to the platform now (no connection, or one to make again), or null. */
export async function notConnectedRefusal(
  ctx: Context,
  station: { id: string; name: string },
  platform: SocialPlatform,
): Promise<string | null> {
  const connection = await connectionOf(ctx, station.id, platform);
  if (connection && !connection.needsReconnect) return null;
  return `${station.name} is not connected to ${platform}: a client admin connects it`;
}

/** Why an upload the fragment asked for is not sent. */
export interface UploadRefusal {
  code: UploadErrorCode;
  message: string;
}

interface UploadOwner {
  station: { id: string; clientId: string };
  fragmentId: string;
  platform: SocialPlatform;
  data: Record<string, unknown>;
  createdBy: string | null;
}

/**
 * Records an upload and queues its job; with a `refusal` it is recorded as that ERROR (the screens
 * show why a platform the fragment asked for was not sent) and nothing is queued.
 */
export async function recordUpload(
  ctx: Context,
  owner: UploadOwner,
  options: { variant?: AudiogramVariant | null; refusal?: UploadRefusal | null } = {},
): Promise<string> {
  const [created] = await ctx.db
    .insert(socialUploads)
    .values({
      clientId: owner.station.clientId,
      stationId: owner.station.id,
      fragmentId: owner.fragmentId,
      platform: owner.platform,
      variant: options.variant ?? null,
      data: owner.data,
      createdBy: owner.createdBy,
      ...(options.refusal && {
        status: 'ERROR' as const,
        error: options.refusal.message,
        errorCode: options.refusal.code,
      }),
    })
    .returning({ id: socialUploads.id });
  if (!options.refusal) await queueUpload(ctx, created!.id);
  return created!.id;
}

async function queueUpload(ctx: Context, uploadId: string): Promise<void> {
  if (ctx.queue) {
    await ctx.queue.send('social.upload', { uploadId });
    return;
  }
  // Without a queue (a process with no worker role, tests) the upload runs here, waiting its turn.
  const { runUpload, EarlierUploadRunning } = await import('./upload-runner');
  const run = async (): Promise<void> => {
    try {
      await runUpload(ctx, uploadId);
    } catch (error) {
      if (!(error instanceof EarlierUploadRunning)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return run();
    }
  };
  void run().catch((error: unknown) => ctx.log.warn({ err: error, uploadId }, 'social upload failed'));
}

/** The fragment's latest upload (of the fragment itself, not an audiogram) to the platform. */
export async function latestUpload(
  ctx: Context,
  user: UserWithRelations,
  fragmentId: string,
  platform: SocialPlatform,
): Promise<UploadRecord | null> {
  const { fragment } = await findReachableFragment(ctx.db, user, fragmentId);
  const [row] = await records(ctx)
    .where(
      and(
        eq(socialUploads.fragmentId, fragment.id),
        eq(socialUploads.platform, platform),
        isNull(socialUploads.variant),
      ),
    )
    .orderBy(desc(socialUploads.createdAt))
    .limit(1);
  return row ? toRecord(row) : null;
}

/** The latest upload per platform of each `FRAGMENT:{id}` key the user reaches (others are left out). */
export async function uploadsByKeys(ctx: Context, user: UserWithRelations, keys: string[]) {
  const ids = [...new Set(keys.map((key) => key.slice('FRAGMENT:'.length).toLowerCase()))];
  if (!ids.length) return { uploads: [] };
  const rows = await ctx.db
    .select({ upload: socialUploads })
    .from(socialUploads)
    .innerJoin(stations, eq(stations.id, socialUploads.stationId))
    .where(and(inArray(socialUploads.fragmentId, ids), isNull(socialUploads.variant), stationScope(user)))
    .orderBy(desc(socialUploads.createdAt));
  const seen = new Set<string>();
  const uploads = [];
  for (const { upload } of rows) {
    const key = `FRAGMENT:${upload.fragmentId}`;
    if (seen.has(`${key}|${upload.platform}`)) continue;
    seen.add(`${key}|${upload.platform}`);
    uploads.push({
      key,
      platform: upload.platform,
      status: upload.status,
      videoUrl: upload.videoUrl,
      error: upload.error,
      errorCode: upload.errorCode,
    });
  }
  return { uploads };
}

/** The uploads to a platform of the stations the user reaches, newest first. */
export async function platformUploads(
  ctx: Context,
  user: UserWithRelations,
  platform: SocialPlatform,
  query: { page: number; pageSize: number; station?: string | undefined },
) {
  const where = and(
    eq(socialUploads.platform, platform),
    stationScope(user),
    query.station ? eq(socialUploads.stationId, query.station) : undefined,
  );
  const [total] = await ctx.db
    .select({ value: count() })
    .from(socialUploads)
    .innerJoin(stations, eq(stations.id, socialUploads.stationId))
    .where(where);
  const rows = await records(ctx)
    .innerJoin(stations, eq(stations.id, socialUploads.stationId))
    .where(where)
    .orderBy(desc(socialUploads.createdAt))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const totalCount = total?.value ?? 0;
  return {
    results: rows.map(toRecord),
    metadata: { totalCount },
    pagesCount: Math.ceil(totalCount / query.pageSize),
  };
}
