/** The chat engine's token use for the platform admin (issue 35): totals and the calls, newest first. */
import type { LlmUsagePage } from '@antena/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Context } from '../../../context';
import { clients, llmUsage } from '../../../db/schema';
import { chatEngineStatus } from './chat-engine';

export async function llmUsagePage(
  ctx: Pick<Context, 'db' | 'config'>,
  query: { page: number; limit: number },
): Promise<LlmUsagePage> {
  const [totals] = await ctx.db
    .select({
      calls: count(),
      promptTokens: sql<number>`coalesce(sum(${llmUsage.promptTokens}), 0)`.mapWith(Number),
      completionTokens: sql<number>`coalesce(sum(${llmUsage.completionTokens}), 0)`.mapWith(Number),
    })
    .from(llmUsage);
  const rows = await ctx.db
    .select({ usage: llmUsage, clientName: clients.name })
    .from(llmUsage)
    .leftJoin(clients, eq(clients.id, llmUsage.clientId))
    .orderBy(desc(llmUsage.createdAt), desc(llmUsage.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = totals?.calls ?? 0;
  return {
    engine: chatEngineStatus(ctx.config),
    totals: {
      calls: total,
      promptTokens: totals?.promptTokens ?? 0,
      completionTokens: totals?.completionTokens ?? 0,
    },
    data: rows.map(({ usage, clientName }) => ({
      id: usage.id,
      createdAt: usage.createdAt.toISOString(),
      clientName,
      purpose: usage.purpose,
      model: usage.model,
      promptTokens: usage.promptTokens,
      completionTokens: usage.completionTokens,
      durationMs: usage.durationMs,
      outcome: usage.outcome,
      error: usage.error,
    })),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / query.limit)),
    count: rows.length,
  };
}
