import { z } from 'zod';
import { errorCodeSchema } from '../errors';
import { aodRunStatusSchema, aodRunTypeSchema, aodTriggerSchema } from '../enum-schemas';
import { AOD_RULE_NAME_MAX, AOD_RUNS_PAGE_SIZE } from '../constants';
import { text } from '../strings';
import { epochMsIntSchema } from './recording';
import { reportConfigObjectSchema, reportExportOptionsSchema } from './reports';

/** spec 03 "AOD rule" and "AOD run" (issue 20 point 6): reports that run and export on their own. */

/** spec 03 section 5: `minEfficiency` a fraction 0 to 1 (the screen's 0-100 divided by 100), or false. */
export const aodExportConditionsSchema = z
  .object({ minEfficiency: z.union([z.number().min(0).max(1), z.literal(false)]) })
  .meta({ id: 'AodExportConditions' });
export type AodExportConditions = z.infer<typeof aodExportConditionsSchema>;

/**
 * The report a rule runs: a GIP report config whose range may be left out, when its orders (or
 * custom field) give it: the run then covers the range of their schedules.
 */
export const aodReportConfigSchema = reportConfigObjectSchema
  .extend({ from: epochMsIntSchema.optional(), to: epochMsIntSchema.optional() })
  .refine((config) => config.from === undefined || config.to === undefined || config.to > config.from, {
    path: ['to'],
    message: 'Must be after from',
  })
  .meta({ id: 'AodReportConfig' });

export const aodRuleInputSchema = z
  .object({
    /** The client the rule belongs to: the caller's own; a superadmin outside any client names one. */
    clientId: z.uuid().optional(),
    name: text(AOD_RULE_NAME_MAX + 1)
      .trim()
      .min(1, 'Nombre es requerido')
      .max(AOD_RULE_NAME_MAX, 'Nombre muy largo'),
    reportType: z.literal('AUDIT_GIP_STATUS', 'Tipo de reporte es requerido'),
    trigger: aodTriggerSchema,
    active: z.boolean().default(true),
    reportConfig: aodReportConfigSchema,
    exportOptions: reportExportOptionsSchema,
    exportConditions: aodExportConditionsSchema,
  })
  .meta({ id: 'AodRuleSave' });
export type AodRuleInput = z.input<typeof aodRuleInputSchema>;

export const aodRuleSchema = z
  .object({
    id: z.uuid(),
    clientId: z.uuid(),
    name: z.string(),
    reportType: z.literal('AUDIT_GIP_STATUS'),
    trigger: aodTriggerSchema,
    active: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    reportConfig: aodReportConfigSchema,
    exportOptions: reportExportOptionsSchema,
    exportConditions: aodExportConditionsSchema,
  })
  .meta({ id: 'AodRule' });
export type AodRule = z.infer<typeof aodRuleSchema>;

const efficiencyFields = {
  /** The report's efficiency, 0 to 1. */
  efficiency: z.number(),
  /** The minimum the run checked, 0 to 1; null: no minimum. */
  minEfficiency: z.number().nullable(),
};

/**
 * Why a run ended as it did, as a code and its figures (issue 31 point 8): the screen words it in
 * the user's language. TEXT is a comment stored before codes that no code describes.
 */
export const aodRunOutcomeSchema = z
  .discriminatedUnion('code', [
    z.object({ code: z.literal('NO_ORDER_SCHEDULES') }),
    z.object({ code: z.literal('UNDER_MINIMUM'), ...efficiencyFields }),
    z.object({ code: z.literal('EXPORTED'), ...efficiencyFields }),
    z.object({ code: z.literal('EXPORT_UNFINISHED'), ...efficiencyFields }),
    z.object({ code: z.literal('ERROR'), errorCode: errorCodeSchema.nullable(), message: z.string() }),
    z.object({ code: z.literal('TEXT'), text: z.string() }),
  ])
  .meta({ id: 'AodRunOutcome' });
export type AodRunOutcome = z.infer<typeof aodRunOutcomeSchema>;

export const aodRunSchema = z
  .object({
    id: z.uuid(),
    datetime: z.string().describe('ISO 8601 UTC, when it started'),
    type: aodRunTypeSchema,
    status: aodRunStatusSchema,
    /** Why it did not export (efficiency under the minimum, an error), or what it exported: English. */
    statusComment: z.string().nullable(),
    /** The same as a code and figures, for a screen to word in its language. */
    statusDetail: aodRunOutcomeSchema.nullable(),
    description: z.string().nullable(),
    reportId: z.uuid().nullable(),
    ruleId: z.uuid(),
    rule: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  })
  .meta({ id: 'AodRun' });
export type AodRun = z.infer<typeof aodRunSchema>;

export const aodManualRunSchema = z
  .object({
    description: text(1000).optional(),
    /** Overrides the rule's conditions for this run only. */
    exportConditions: aodExportConditionsSchema.optional(),
  })
  .meta({ id: 'AodManualRun' });

const crudPage = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
    count: z.number().int().describe('items in this page'),
  });

/** nestjsx/crud style: page from 1, limit, sort `field,ASC|DESC`. */
const crudQuery = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(AOD_RUNS_PAGE_SIZE),
  sort: text(100)
    .regex(/^(createdAt|updatedAt|name|datetime),(ASC|DESC)$/, 'Expected field,ASC or field,DESC')
    .optional(),
};

export const aodRulesQuerySchema = z.object(crudQuery);
export const aodRulesPageSchema = crudPage(aodRuleSchema);

export const aodRunsQuerySchema = z.object({
  ...crudQuery,
  join: z.literal('rule').optional(),
  /** `rule||$eq||{ruleId}`, or `ruleId` itself. */
  filter: text(200)
    .regex(/^rule\|\|\$eq\|\|[0-9a-f-]{36}$/i, 'Expected rule||$eq||{id}')
    .optional(),
  ruleId: z.uuid().optional(),
});
export const aodRunsPageSchema = crudPage(aodRunSchema);

export const aodRuleParamsSchema = z.object({ ruleId: z.uuid() });
export const aodRunParamsSchema = z.object({ runId: z.uuid() });
