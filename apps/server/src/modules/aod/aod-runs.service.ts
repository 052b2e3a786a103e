/**
 * AOD runs (spec 03 "AOD run"): the list (newest first, by rule), one run with its rule, and a
 * manual run. Runs live with their rule: another client's run is 404.
 */
import type { AodRun, aodManualRunSchema, aodRunsQuerySchema } from '@antena/contract';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context } from '../../context';
import type { Db } from '../../db';
import { aodRules, aodRuns } from '../../db/schema';
import { notFound } from '../../http/errors';
import { aodScope, requireAodEnabled } from './aod-access';
import { outcomeComment } from './export-check';
import { createAodRun, dispatchAodRun, type AodRunRow } from './aod-run';
import { findAodRule } from './aod-rules.service';
import { crudPage } from './crud-page';

type Caller = Parameters<typeof aodScope>[1];

const runDto = (run: AodRunRow, rule: { id: string; name: string } | null): AodRun => ({
  id: run.id,
  datetime: run.createdAt.toISOString(),
  type: run.type,
  status: run.status,
  statusComment: run.statusDetail && outcomeComment(run.statusDetail),
  statusDetail: run.statusDetail,
  description: run.description,
  reportId: run.reportId,
  ruleId: run.ruleId,
  rule,
});

const ruleColumns = { id: aodRules.id, name: aodRules.name };

export async function findAodRun(db: Db, caller: Caller, runId: string): Promise<AodRun> {
  const scope = await aodScope(db, caller);
  const [found] = await db
    .select({ run: aodRuns, rule: ruleColumns })
    .from(aodRuns)
    .innerJoin(aodRules, eq(aodRules.id, aodRuns.ruleId))
    .where(and(eq(aodRuns.id, runId), scope.clientId ? eq(aodRuns.clientId, scope.clientId) : undefined));
  if (!found) throw notFound('AOD run not found');
  if (!scope.clientId) await requireAodEnabled(db, found.run.clientId);
  return runDto(found.run, found.rule);
}

const RUN_SORT = {
  createdAt: aodRuns.createdAt,
  datetime: aodRuns.createdAt,
  updatedAt: aodRuns.updatedAt,
  name: aodRules.name,
} as const;

/** `filter=rule||$eq||{id}` (nestjsx/crud) or `ruleId`; the rule of each run comes joined. */
export async function listAodRuns(db: Db, caller: Caller, query: z.output<typeof aodRunsQuerySchema>) {
  const scope = await aodScope(db, caller);
  const ruleId = query.filter?.split('||')[2] ?? query.ruleId;
  const where: SQL | undefined = and(
    scope.clientId ? eq(aodRuns.clientId, scope.clientId) : undefined,
    ruleId ? eq(aodRuns.ruleId, ruleId.toLowerCase()) : undefined,
  );
  const [field = 'createdAt', direction = 'DESC'] = (query.sort ?? 'createdAt,DESC').split(',');
  const order = direction === 'ASC' ? asc : desc;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(aodRuns).where(where);
  const rows = await db
    .select({ run: aodRuns, rule: ruleColumns })
    .from(aodRuns)
    .innerJoin(aodRules, eq(aodRules.id, aodRuns.ruleId))
    .where(where)
    .orderBy(order(RUN_SORT[field as keyof typeof RUN_SORT] ?? aodRuns.createdAt), desc(aodRuns.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return crudPage(
    rows.map(({ run, rule }) => runDto(run, rule)),
    total,
    query,
  );
}

/** "Run now": PENDING, then the worker (or, without a queue, this request) does it. Inactive rules too. */
export async function manualAodRun(
  ctx: Context,
  caller: Caller,
  ruleId: string,
  body: z.output<typeof aodManualRunSchema>,
): Promise<AodRun> {
  const rule = await findAodRule(ctx.db, caller, ruleId);
  const run = await createAodRun(ctx, rule, {
    type: 'MANUAL',
    description: body.description?.trim() || null,
    exportConditions: body.exportConditions,
  });
  await dispatchAodRun(ctx, run.id);
  const [current] = await ctx.db.select().from(aodRuns).where(eq(aodRuns.id, run.id));
  return runDto(current ?? run, { id: rule.id, name: rule.name });
}
