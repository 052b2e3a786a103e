/**
 * The per-client upload quota: what a client's users (or, for the platform's own uploads, one
 * superadmin) stored through POST /assets and POST /v2/audit/audios in the last 24 hours,
 * counted from `asset_uploads`.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { assetUploads } from '../../db/schema';
import { HttpError } from '../../http/errors';

const DAY_MS = 24 * 60 * 60_000;

export interface UploadOwner {
  userId: string;
  clientId: string | null;
}

const ownedBy = (owner: UploadOwner) =>
  owner.clientId
    ? eq(assetUploads.clientId, owner.clientId)
    : and(isNull(assetUploads.clientId), eq(assetUploads.userId, owner.userId));

async function bytesToday(db: Db, owner: UploadOwner): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${assetUploads.size}), 0)` })
    .from(assetUploads)
    .where(and(ownedBy(owner), gt(assetUploads.createdAt, new Date(Date.now() - DAY_MS))));
  return Number(row?.total ?? 0);
}

/** 429 ERR_UPLOAD_QUOTA when `incoming` more bytes would pass the day's quota. */
export async function requireUploadQuota(db: Db, owner: UploadOwner, incoming: number, quotaMb: number): Promise<void> {
  if ((await bytesToday(db, owner)) + incoming <= quotaMb * 1024 * 1024) return;
  throw new HttpError(429, 'ERR_UPLOAD_QUOTA', `Upload quota reached: a client may upload ${quotaMb} MB a day`);
}

export async function recordUpload(
  db: Db,
  owner: UploadOwner,
  upload: { id: string; key: string; size: number },
): Promise<void> {
  await db.insert(assetUploads).values({ ...upload, clientId: owner.clientId, userId: owner.userId });
}
