/**
 * AOD rules (spec 03 "AOD rule", issue 20 point 6): create, read, update and delete, each checked
 * against the rule's client (docs/aod.md). Another client's rule is 404, as every tenant object.
 */
import { aodReportConfigSchema, ORDER_CUSTOM_FIELD, type AodRule, type aodRuleInputSchema } from '@antena/contract';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db';
import { aodRules, clients } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { auditConfigOf } from '../audit/audit-config';
import { reportStations } from '../reports/report-stations';
import { withinTimeBounds } from '../reports/time-bounds';
import { aodScope, clientAccessUser, requireAodEnabled, type AodScope } from './aod-access';
import { crudPage, type CrudQuery } from './crud-page';

export type AodRuleRow = typeof aodRules.$inferSelect;
type RuleInput = z.output<typeof aodRuleInputSchema>;
type Caller = Parameters<typeof aodScope>[1];

export const aodRuleDto = (row: AodRuleRow): AodRule => ({
  id: row.id,
  clientId: row.clientId,
  name: row.name,
  reportType: row.reportType,
  trigger: row.trigger,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  // Stored configs hold every list; one written otherwise (a seed, an older row) gets the defaults,
  // and one saved before times were bounded has its range clamped into them.
  reportConfig: aodReportConfigSchema.parse(withinTimeBounds(row.reportConfig)),
  exportOptions: row.exportOptions,
  exportConditions: row.exportConditions,
});

const invalid = (path: string, message: string) => badRequest(message, [{ path: `body.${path}`, message }]);

/**
 * What the schema cannot check: the stations (the client's, with audit: 404 / 403 as every
 * report), the path format (one of the client's audit config), and what the report covers.
 */
async function validateRule(db: Db, clientId: string, input: RuleInput): Promise<void> {
  const { reportConfig, exportOptions } = input;
  const hasFrom = reportConfig.from !== undefined;
  const hasTo = reportConfig.to !== undefined;
  if (hasFrom !== hasTo) throw invalid(`reportConfig.${hasFrom ? 'to' : 'from'}`, 'A range needs both from and to');
  const orderField = reportConfig.customFields[ORDER_CUSTOM_FIELD]?.trim();
  if (!hasFrom && !reportConfig.orders.length && !orderField)
    throw invalid('reportConfig', 'A rule needs a range (from and to), orders or a numorden custom field');

  await reportStations(db, clientAccessUser(clientId), reportConfig.stationsIds);

  const { pathFormats } = (await auditConfigOf(db, clientId)).evidenceExport;
  const format = pathFormats.find((candidate) => candidate.id === exportOptions.pathFormat.formatId);
  if (!format)
    throw invalid(
      'exportOptions.pathFormat.formatId',
      `Unknown path format: expected one of ${pathFormats.map(({ id }) => id).join(', ')}`,
    );
  if (format.pattern.includes('{customText}') && !exportOptions.pathFormat.formatCustomText?.trim())
    throw invalid('exportOptions.pathFormat.formatCustomText', 'This path format needs a custom text');
}

/** The client a new rule belongs to: the caller's, or the one a superadmin outside any client names. */
async function newRuleClient(db: Db, scope: AodScope, clientId: string | undefined): Promise<string> {
  // A caller in a client makes rules of that client, whatever the body names.
  if (scope.clientId) return scope.clientId;
  if (!clientId) throw invalid('clientId', 'clientId is required outside a client');
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw invalid('clientId', 'No client has this id');
  await requireAodEnabled(db, clientId);
  return clientId;
}

const ruleValues = (input: RuleInput) => ({
  name: input.name,
  reportType: input.reportType,
  trigger: input.trigger,
  active: input.active,
  reportConfig: input.reportConfig,
  exportOptions: input.exportOptions,
  exportConditions: input.exportConditions,
});

export async function createAodRule(db: Db, caller: Caller, input: RuleInput): Promise<AodRule> {
  const scope = await aodScope(db, caller);
  const clientId = await newRuleClient(db, scope, input.clientId);
  await validateRule(db, clientId, input);
  const [row] = await db
    .insert(aodRules)
    .values({ clientId, ...ruleValues(input) })
    .returning();
  return aodRuleDto(row!);
}

/** A rule the caller reaches (404 otherwise), its client's flag on (403 otherwise). */
export async function findAodRule(db: Db, caller: Caller, ruleId: string): Promise<AodRuleRow> {
  const scope = await aodScope(db, caller);
  const [row] = await db
    .select()
    .from(aodRules)
    .where(and(eq(aodRules.id, ruleId), scope.clientId ? eq(aodRules.clientId, scope.clientId) : undefined));
  if (!row) throw notFound('AOD rule not found');
  if (!scope.clientId) await requireAodEnabled(db, row.clientId);
  return row;
}

export async function updateAodRule(db: Db, caller: Caller, ruleId: string, input: RuleInput): Promise<AodRule> {
  const rule = await findAodRule(db, caller, ruleId);
  // A rule stays in its client: `clientId` only names the client of a new rule.
  await validateRule(db, rule.clientId, input);
  const [row] = await db
    .update(aodRules)
    .set({ ...ruleValues(input), updatedAt: new Date() })
    .where(eq(aodRules.id, rule.id))
    .returning();
  if (!row) throw notFound('AOD rule not found');
  return aodRuleDto(row);
}

/** Its runs go with it (cascade); the reports they saved stay in the created reports. */
export async function deleteAodRule(db: Db, caller: Caller, ruleId: string): Promise<void> {
  const rule = await findAodRule(db, caller, ruleId);
  await db.delete(aodRules).where(eq(aodRules.id, rule.id));
}

const RULE_SORT = {
  createdAt: aodRules.createdAt,
  datetime: aodRules.createdAt,
  updatedAt: aodRules.updatedAt,
  name: aodRules.name,
} as const;

export async function listAodRules(db: Db, caller: Caller, query: CrudQuery) {
  const scope = await aodScope(db, caller);
  const where: SQL | undefined = scope.clientId ? eq(aodRules.clientId, scope.clientId) : undefined;
  const [field = 'createdAt', direction = 'DESC'] = (query.sort ?? 'createdAt,DESC').split(',');
  const order = direction === 'ASC' ? asc : desc;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(aodRules).where(where);
  const rows = await db
    .select()
    .from(aodRules)
    .where(where)
    .orderBy(order(RULE_SORT[field as keyof typeof RULE_SORT] ?? aodRules.createdAt), desc(aodRules.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return crudPage(rows.map(aodRuleDto), total, query);
}
