/**
 * AI articles (issue 35, spec 03 "generate-ai-articles"): two articles written from the
 * fragment's transcript with one of the station's prompts, as the `content-ai.generate-articles`
 * job. The articles and their COMPLETED status are written in one update, only by the request's
 * own attempt: an earlier attempt still running, or a dead one retried, writes nothing stale.
 */
import { generatedArticlesSchema, type Content, type GenerateArticles } from '@antena/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { UserWithRelations } from '../../access/user-record';
import type { Context } from '../../context';
import { contents } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { contentRows, findReachableContent } from './content-access';
import { mediaAnalysis, segmentsOf } from './content-view';
import { getContent } from './contents.service';
import { articleMessages } from './generation-messages';
import { busy, failureMessage, requireEngine, requireFragment } from './generation-guards';
import { groundArticles } from './grounding';
import { promptOf } from './prompts.service';

type ServiceContext = Pick<Context, 'db' | 'config' | 'log' | 'storage' | 'queue'>;
export interface ArticlesJob {
  contentId: string;
  attempt: number;
}

export async function requestArticles(
  ctx: ServiceContext,
  user: UserWithRelations,
  id: string,
  body: GenerateArticles,
): Promise<Content> {
  const row = await findReachableContent(ctx.db, user, eq(contents.id, id));
  requireFragment(row);
  if (row.content.articlesStatus === 'IN_PROGRESS') throw busy('Writing the articles');
  const segments = segmentsOf(await mediaAnalysis(ctx, row));
  if (!segments) throw conflict('ERR_CONTENT_NOT_READY', 'The media analysis is not finished');
  if (segments.length === 0) throw conflict('ERR_CONTENT_NOT_READY', 'Nothing was said in this fragment to write from');
  const prompt = await promptOf(ctx, row.content.stationId, body.promptId);
  if (!prompt)
    throw badRequest('Validation failed', [{ path: 'body.promptId', message: 'No such prompt on this station' }]);
  requireEngine(ctx);
  const [updated] = await ctx.db
    .update(contents)
    .set({
      articlesStatus: 'IN_PROGRESS',
      articlesError: null,
      articlesPromptId: prompt.id,
      articlesInstructions: body.instructions?.trim() || null,
      articlesAttempt: sql`${contents.articlesAttempt} + 1`,
      transcript: segments,
    })
    .where(and(eq(contents.id, row.content.id), sql`${contents.articlesStatus} <> 'IN_PROGRESS'`))
    .returning({ attempt: contents.articlesAttempt });
  if (!updated) throw busy('Writing the articles');
  await queueArticles(ctx, { contentId: row.content.id, attempt: updated.attempt });
  return getContent(ctx, user, id);
}

async function queueArticles(ctx: ServiceContext, job: ArticlesJob): Promise<void> {
  if (ctx.queue) {
    await ctx.queue.send('content-ai.generate-articles', job);
    return;
  }
  void writeArticles(ctx, job).catch((error: unknown) => ctx.log.warn({ err: error, ...job }, 'AI articles failed'));
}

export async function writeArticles(ctx: Pick<Context, 'db' | 'config' | 'log'>, job: ArticlesJob): Promise<void> {
  const [row] = await contentRows(ctx.db).where(eq(contents.id, job.contentId));
  if (!row || row.content.articlesAttempt !== job.attempt || row.content.articlesStatus !== 'IN_PROGRESS') return;
  const current = and(eq(contents.id, job.contentId), eq(contents.articlesAttempt, job.attempt));
  const { content, station } = row;
  try {
    const engine = requireEngine(ctx);
    const prompt = await promptOf(ctx, content.stationId, content.articlesPromptId ?? '');
    if (!prompt) throw new Error('the prompt was deleted from the station');
    const segments = content.transcript ?? [];
    const generated = await engine.complete({
      purpose: 'ARTICLES',
      clientId: content.clientId,
      contentId: content.id,
      schema: generatedArticlesSchema,
      schemaName: 'articles',
      messages: articleMessages(
        prompt,
        content.articlesInstructions,
        { fragmentTitle: content.fragmentTitle, stationName: station.name },
        segments,
      ),
    });
    await ctx.db
      .update(contents)
      .set({ articlesStatus: 'COMPLETED', articles: groundArticles(generated, segments), articlesError: null })
      .where(current);
  } catch (error) {
    await ctx.db
      .update(contents)
      .set({ articlesStatus: 'ERROR', articlesError: failureMessage(error, 'The articles') })
      .where(current);
  }
}
