/** The AOD screens' search parameters: the rule view's tab, the runs list's rule filter and page. */
import { z } from 'zod';
import { PAGE_SIZES } from '@antena/contract';

export const AOD_RULE_TABS = ['info', 'reportConfig', 'exportOptions', 'exportConditions', 'runs'] as const;
export type AodRuleTab = (typeof AOD_RULE_TABS)[number];

export const aodRunsSearch = z.object({
  ruleId: z.uuid().optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  /** spec 03 section 9: 50 by default; the table offers the app's other page sizes. */
  limit: z.coerce
    .number()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size))
    .optional()
    .catch(undefined),
});
export type AodRunsSearch = z.infer<typeof aodRunsSearch>;
