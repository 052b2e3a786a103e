/**
 * Contents (issue 35, spec 03 "Content AI"): one per fragment (key FRAGMENT:{id}) and client,
 * made from the fragment by a user of its client. Creating or reading one starts the fragment's
 * transcription (the media analysis) when it has none.
 */
import { contentKeyOf, type Content, type ContentsPage, type UserArticle } from '@antena/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { UserWithRelations } from '../../access/user-record';
import type { Context } from '../../context';
import { contents, stations } from '../../db/schema';
import { conflict } from '../../http/errors';
import { findReachableFragment } from '../fragments/fragment-export.service';
import { beginFragmentTranscription } from '../fragment-transcription/fragment-transcription.service';
import { engineKind } from '../transcription/engine';
import {
  contentAiClient,
  contentRows,
  findReachableContent,
  reachableContents,
  type ContentRow,
} from './content-access';
import { contentOf, listItemOf } from './content-view';
import { sanitiseArticleHtml } from './html';

type ServiceContext = Pick<Context, 'db' | 'config' | 'log' | 'storage' | 'queue'>;

export async function createContent(ctx: ServiceContext, user: UserWithRelations, fragmentId: string) {
  const clientId = await contentAiClient(ctx.db, user);
  const { fragment } = await findReachableFragment(ctx.db, user, fragmentId);
  const [created] = await ctx.db
    .insert(contents)
    .values({
      clientId,
      stationId: fragment.stationId,
      fragmentId: fragment.id,
      fragmentTitle: fragment.title,
      key: contentKeyOf(fragment.id),
      createdBy: user.id,
    })
    .onConflictDoNothing()
    .returning({ id: contents.id });
  if (!created) throw conflict('ERR_CONTENT_EXISTS', 'This fragment already has a content');
  const record = await startAnalysis(ctx, fragment.id);
  if (record?.status === 'FAILED') await beginFragmentTranscription(ctx, fragment.id, true);
  return created;
}

/**
 * The media analysis is the fragment's transcription: started when it has none and a speech
 * engine is configured (one configured after the content was made starts it on the next read).
 * Without an engine the analysis says so (content-view.ts) and nothing is queued.
 */
async function startAnalysis(ctx: ServiceContext, fragmentId: string) {
  if (engineKind(ctx.config) === 'none') return null;
  return (await beginFragmentTranscription(ctx, fragmentId, false)).record;
}

async function readContent(ctx: ServiceContext, row: ContentRow): Promise<Content> {
  if (row.fragment) await startAnalysis(ctx, row.fragment.id);
  return contentOf(ctx, row);
}

export async function listContents(
  ctx: ServiceContext,
  user: UserWithRelations,
  query: { page: number; limit: number },
): Promise<ContentsPage> {
  const where = await reachableContents(ctx.db, user);
  const [rows, [total]] = await Promise.all([
    contentRows(ctx.db)
      .where(where)
      .orderBy(desc(contents.createdAt), desc(contents.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db
      .select({ value: count() })
      .from(contents)
      .innerJoin(stations, eq(stations.id, contents.stationId))
      .where(where),
  ]);
  return {
    data: rows.map(listItemOf),
    total: total?.value ?? 0,
    page: query.page,
    pageCount: Math.ceil((total?.value ?? 0) / query.limit),
    count: rows.length,
  };
}

export async function getContent(ctx: ServiceContext, user: UserWithRelations, id: string): Promise<Content> {
  return readContent(ctx, await findReachableContent(ctx.db, user, eq(contents.id, id)));
}

export async function getContentByKey(ctx: ServiceContext, user: UserWithRelations, key: string): Promise<Content> {
  return readContent(ctx, await findReachableContent(ctx.db, user, eq(contents.key, key)));
}

/** The user's article, its HTML sanitised (the editor's formatting kept, anything executable dropped). */
export async function updateUserArticle(
  ctx: ServiceContext,
  user: UserWithRelations,
  id: string,
  article: UserArticle,
): Promise<Content> {
  const row = await findReachableContent(ctx.db, user, eq(contents.id, id));
  await ctx.db
    .update(contents)
    .set({ userArticle: { title: article.title, body: sanitiseArticleHtml(article.body) } })
    .where(eq(contents.id, row.content.id));
  return getContent(ctx, user, id);
}
