/**
 * Fragments (issue 17, spec 02 "Fragments"): a station's list, creation from recorded ranges
 * (validated again here against the segments table), edit, delete with its stored media, and the
 * signed download URL of the rendered media.
 */
import {
  featuresConfigSchema,
  pagesCount,
  SIGNED_URL_SECONDS,
  type ErrorDetail,
  type Fragment,
  type FragmentCreate,
  type FragmentMediaType,
  type FragmentsPage,
  type FragmentUpdate,
  type fragmentsQuerySchema,
} from '@antena/contract';
import { and, asc, count, desc, eq, gte, ilike, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { findReachableStation, type StationRow } from '../../access/station-access';
import type { UserWithRelations } from '../../access/user-record';
import type { Context } from '../../context';
import type { Db } from '../../db';
import { containing } from '../../db/like';
import { fragments, fragmentTranscriptions, segments, users, type StoredChunk } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { segmentsInRange } from '../segments/segments.service';
import { cfrKeyOf } from './cfr.service';
import { creatorColumns, fragmentById, toFragment, transcriptionColumns } from './fragment-dto';
import { findReachableFragment, mediaNotReady } from './fragment-export.service';
import { possibleMediaKeys, queueFragmentMedia } from './fragment-media';
import { gapsBetween, lengthOf, recordedParts, unrecorded } from './fragment-ranges';

type FragmentsQuery = z.output<typeof fragmentsQuerySchema>;

const fragmentNotFound = () => notFound('Fragment not found');

/** spec 02 section 9: the list's default range starts one month back. */
function monthBefore(now: Date): number {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - 1);
  return start.getTime();
}

const SORTS = { createdAt: fragments.createdAt, title: fragments.title } as const;

export async function listFragments(
  db: Db,
  user: UserWithRelations,
  stationKey: string,
  query: FragmentsQuery,
): Promise<FragmentsPage> {
  const station = await findReachableStation(db, user, stationKey);
  const where = and(
    eq(fragments.stationId, station.id),
    gte(fragments.createdAt, new Date(query.createdAtFrom ?? monthBefore(new Date()))),
    query.createdAtTo === undefined ? undefined : lte(fragments.createdAt, new Date(query.createdAtTo)),
    query.title ? ilike(fragments.title, containing(query.title)) : undefined,
  );
  const column = SORTS[query.sort.replace(/^-/, '') as keyof typeof SORTS];
  const order = query.sort.startsWith('-') ? desc : asc;
  // The page's ids first, then their rows: sorting and skipping narrow index entries instead of
  // whole rows (chunks and all) keeps a deep page of 10,000 fragments as fast as the first.
  const page = db
    .select({ id: fragments.id })
    .from(fragments)
    .where(where)
    .orderBy(order(column), order(fragments.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('page');
  const [rows, [total]] = await Promise.all([
    db
      .select({ fragment: fragments, creator: creatorColumns, transcription: transcriptionColumns })
      .from(page)
      .innerJoin(fragments, eq(fragments.id, page.id))
      .leftJoin(users, eq(users.id, fragments.createdBy))
      .leftJoin(fragmentTranscriptions, eq(fragmentTranscriptions.fragmentId, fragments.id))
      .orderBy(order(column), order(fragments.id)),
    db.select({ value: count() }).from(fragments).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    results: rows.map((row) => toFragment(row.fragment, row.creator, row.transcription)),
    metadata: { totalCount },
    pagesCount: pagesCount(totalCount, query.pageSize),
  };
}

/** A body's `stationId`, when sent, names the path's station (by id or slug). */
function assertSameStation(station: StationRow, sent: string | undefined): void {
  if (sent === undefined || sent === station.id || sent.toLowerCase() === station.slug) return;
  throw badRequest('The body names another station than the path', [
    { path: 'body.stationId', message: 'Must be the station of the path' },
  ]);
}

/** Where the station's recording starts and ends, or null when it has none. */
async function recordedExtent(db: Db, stationId: string): Promise<{ first: number; last: number } | null> {
  const edge = (direction: typeof asc) =>
    db
      .select({ startTs: segments.startTs, endTs: segments.endTs })
      .from(segments)
      .where(eq(segments.stationId, stationId))
      .orderBy(direction(segments.startTs))
      .limit(1);
  const [[first], [last]] = await Promise.all([edge(asc), edge(desc)]);
  return first && last ? { first: first.startTs, last: last.endTs } : null;
}

/**
 * The body's ranges as stored chunks with their recorded parts; a range outside the station's
 * recording, or holding none of it, is a 400 naming it.
 */
async function chunksOf(db: Db, station: StationRow, body: FragmentCreate): Promise<StoredChunk[]> {
  const requested =
    body.type === 'DEFAULT_FRAGMENT'
      ? [{ from: body.from!, to: body.to!, label: null, color: null }]
      : body.chunks!.map((chunk) => ({ ...chunk, label: chunk.label ?? null, color: chunk.color ?? null }));
  const extent = await recordedExtent(db, station.id);
  const details: ErrorDetail[] = [];
  const chunks: StoredChunk[] = [];
  for (const [index, range] of requested.entries()) {
    const rows = await segmentsInRange(db, station.id, range.from, range.to);
    const parts = recordedParts(rows, range.from, range.to);
    const problem = unrecorded(range, parts, extent);
    if (problem) {
      const path = body.type === 'DEFAULT_FRAGMENT' ? `body.${problem.end}` : `body.chunks.${index}`;
      details.push({ path, message: problem.message });
    }
    chunks.push({ ...range, segments: parts });
  }
  if (details.length > 0) {
    throw new HttpError(400, 'ERR_FRAGMENT_NOT_RECORDED', 'The fragment reaches outside the recording', details);
  }
  return chunks;
}

/** The description with the station's default footer appended (spec 02 "Fragments configuration"). */
function withFooter(station: StationRow, description: string | null | undefined): string | null {
  const footers = featuresConfigSchema.parse(station.featuresConfig ?? {}).fragments.descriptionFooters;
  const footer = footers.find((candidate) => candidate.default)?.content.trim();
  return [description?.trim(), footer].filter(Boolean).join('\n\n') || null;
}

export async function createFragment(
  ctx: Context,
  user: UserWithRelations,
  stationKey: string,
  body: FragmentCreate,
): Promise<Fragment> {
  const station = await findReachableStation(ctx.db, user, stationKey);
  assertSameStation(station, body.stationId);
  const chunks = await chunksOf(ctx.db, station, body);
  const [row] = await ctx.db
    .insert(fragments)
    .values({
      clientId: station.clientId,
      stationId: station.id,
      type: body.type,
      title: body.title,
      description: withFooter(station, body.description),
      tags: body.tags ?? [],
      fromTs: chunks[0]!.from,
      toTs: chunks.at(-1)!.to,
      durationMs: lengthOf(chunks.flatMap((chunk) => chunk.segments)),
      chunks,
      gaps: chunks.flatMap((chunk) => gapsBetween(chunk.segments, chunk.from, chunk.to)),
      doExternalExport: body.doExternalExport ?? false,
      platformUpload: body.platformUpload ?? {},
      createdBy: user.id,
    })
    .returning();
  await queueFragmentMedia(ctx, row!.id);
  return (await fragmentById(ctx.db, row!.id))!;
}

export async function updateFragment(
  db: Db,
  user: UserWithRelations,
  params: { id: string; fragmentId: string },
  body: FragmentUpdate,
): Promise<Fragment> {
  const station = await findReachableStation(db, user, params.id);
  assertSameStation(station, body.stationId);
  const [updated] = await db
    .update(fragments)
    .set({
      title: body.title,
      // Left out, a field keeps its value; sent empty, it is cleared.
      ...(body.description !== undefined && { description: body.description?.trim() || null }),
      ...(body.tags !== undefined && { tags: body.tags }),
      updatedAt: new Date(),
    })
    .where(and(eq(fragments.id, params.fragmentId), eq(fragments.stationId, station.id)))
    .returning({ id: fragments.id });
  if (!updated) throw fragmentNotFound();
  return (await fragmentById(db, updated.id))!;
}

/** Every key a fragment's media may be stored under: any render's, and CFR's. */
export const storedKeysOf = (fragment: typeof fragments.$inferSelect): string[] => [
  ...new Set([
    ...possibleMediaKeys(fragment),
    ...Object.values(fragment.mediaKeys),
    ...(fragment.cfrKey ? [fragment.cfrKey] : []),
    cfrKeyOf(fragment),
  ]),
];

/**
 * The row first, then its objects: a row never names media that is gone. Once the row is gone the
 * fragment is deleted for the user, so an object storage refuses to delete is logged and the call
 * still succeeds (answering an error would make the user retry a delete that already happened, and
 * a retry finds no row to name the objects again); the other objects are still deleted.
 */
export async function deleteFragment(ctx: Context, user: UserWithRelations, fragmentId: string): Promise<void> {
  const { fragment } = await findReachableFragment(ctx.db, user, fragmentId);
  await ctx.db.delete(fragments).where(eq(fragments.id, fragment.id));
  for (const key of storedKeysOf(fragment)) {
    try {
      await ctx.storage.delete(key);
    } catch (error) {
      ctx.log.error({ err: error, fragmentId: fragment.id, key }, 'deleted fragment left an object in storage');
    }
  }
}

/** A file name from the title: what a download may be saved as, anywhere. */
export function downloadFilename(title: string, extension: string): string {
  const base = title
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
    .trim();
  return `${base || 'fragment'}.${extension}`;
}

export async function fragmentDownloadUrl(
  ctx: Context,
  user: UserWithRelations,
  fragmentId: string,
  mediaType: FragmentMediaType,
): Promise<{ url: string; expiresAt: string }> {
  const { fragment, station } = await findReachableFragment(ctx.db, user, fragmentId);
  if (mediaType === 'VIDEO' && station.format !== 'mpegts') {
    throw new HttpError(400, 'ERR_NOT_VIDEO_STATION', 'Only a video station has video', [
      { path: 'querystring.mediaType', message: 'VIDEO needs a video station' },
    ]);
  }
  const key = mediaType === 'VIDEO' ? fragment.mediaKeys.video : fragment.mediaKeys.audio;
  if (fragment.mediaStatus !== 'READY' || !key) throw mediaNotReady();
  const filename = downloadFilename(fragment.title, key.slice(key.lastIndexOf('.') + 1));
  const expires = Math.floor(Date.now() / 1000) + SIGNED_URL_SECONDS;
  return {
    url: ctx.storage.signedUrl(key, { expiresInSeconds: SIGNED_URL_SECONDS, filename }),
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}
