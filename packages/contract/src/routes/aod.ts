import { z } from 'zod';
import { defineRoute } from '../route';
import { routePaths } from '../route-paths';
import {
  aodManualRunSchema,
  aodRuleInputSchema,
  aodRuleParamsSchema,
  aodRuleSchema,
  aodRulesPageSchema,
  aodRulesQuerySchema,
  aodRunParamsSchema,
  aodRunSchema,
  aodRunsPageSchema,
  aodRunsQuerySchema,
} from '../schemas/aod';

/** spec 03 "AOD": client admins (and superadmins) with the app__audit_aod_enabled flag; 403 otherwise. */
const AOD = {
  tag: 'aod',
  service: 'audit-reports',
  auth: 'user',
  roles: ['CLIENT_ADMIN', 'SUPERADMIN'],
} as const;

export const aodRoutes = {
  listAodRules: defineRoute({
    ...routePaths.listAodRules,
    summary: 'AOD rules of the client (default sort createdAt,DESC)',
    ...AOD,
    querystring: aodRulesQuerySchema,
    response: { 200: aodRulesPageSchema },
  }),
  createAodRule: defineRoute({
    ...routePaths.createAodRule,
    summary: 'Create an AOD rule',
    ...AOD,
    body: aodRuleInputSchema,
    response: { 200: aodRuleSchema },
  }),
  getAodRule: defineRoute({
    ...routePaths.getAodRule,
    summary: 'One AOD rule',
    ...AOD,
    params: aodRuleParamsSchema,
    response: { 200: aodRuleSchema },
  }),
  updateAodRule: defineRoute({
    ...routePaths.updateAodRule,
    summary: 'Update an AOD rule',
    ...AOD,
    params: aodRuleParamsSchema,
    body: aodRuleInputSchema,
    response: { 200: aodRuleSchema },
  }),
  deleteAodRule: defineRoute({
    ...routePaths.deleteAodRule,
    summary: 'Delete an AOD rule and its runs (their saved reports stay)',
    ...AOD,
    params: aodRuleParamsSchema,
    response: { 200: z.object({ deleted: z.literal(true) }) },
  }),
  manualAodRun: defineRoute({
    ...routePaths.manualAodRun,
    summary: 'Run a rule now, optionally with other export conditions for this run',
    ...AOD,
    params: aodRuleParamsSchema,
    body: aodManualRunSchema,
    response: { 200: aodRunSchema },
  }),
  listAodRuns: defineRoute({
    ...routePaths.listAodRuns,
    summary: 'AOD runs of the client, newest first; filter rule||$eq||{id}',
    ...AOD,
    querystring: aodRunsQuerySchema,
    response: { 200: aodRunsPageSchema },
  }),
  getAodRun: defineRoute({
    ...routePaths.getAodRun,
    summary: 'One AOD run with its rule',
    ...AOD,
    params: aodRunParamsSchema,
    response: { 200: aodRunSchema },
  }),
};
