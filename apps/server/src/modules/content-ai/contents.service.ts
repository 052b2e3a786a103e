/**
 * Contents (issue 35, spec 03 "Content AI"): one per fragment (key FRAGMENT:{id}) and client,
 * made from the fragment by a user of its client. Creating one starts the fragment's
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
import { contentAiClient, contentRows, findReachableContent, reachableContents } from './content-access';
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
  // Without an engine the media analysis says so (content-view.ts); nothing is queued.
  if (engineKind(ctx.config) !== 'none') {
    const { record } = await beginFragmentTranscription(ctx, fragment.id, false);
    if (record.status === 'FAILED') await beginFragmentTranscription(ctx, fragment.id, true);
  }
  return created;
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
  return contentOf(ctx, await findReachableContent(ctx.db, user, eq(contents.id, id)));
}

export async function getContentByKey(ctx: ServiceContext, user: UserWithRelations, key: string): Promise<Content> {
  return contentOf(ctx, await findReachableContent(ctx.db, user, eq(contents.key, key)));
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
