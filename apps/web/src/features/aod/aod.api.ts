/**
 * The AOD calls (packages/contract routes/aod.ts): rules, runs and a manual run, plus the GIP
 * choice lists and the client's path formats the wizard offers. Lists answer data, total, page,
 * pageCount and count (nestjsx/crud style, page from 1).
 */
import { queryOptions } from '@tanstack/react-query';
import {
  AOD_RULE_RUNS_LIMIT,
  AOD_RUNS_PAGE_SIZE,
  REPORT_TEXT_LIST_SEPARATOR,
  type AodRuleInput,
} from '@antena/contract';
import type { AodExportConditions } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';

export const aodKeys = {
  all: ['aod'] as const,
  rules: () => ['aod', 'rules'] as const,
  rule: (ruleId: string) => ['aod', 'rule', ruleId] as const,
  runs: (page: number, ruleId: string | undefined, limit: number) => ['aod', 'runs', { page, ruleId, limit }] as const,
  run: (runId: string) => ['aod', 'run', runId] as const,
};

/** The contract's largest page: a client's rules in one answer. */
export const AOD_RULES_LIMIT = 500;

export const aodRulesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: aodKeys.rules(),
    queryFn: ({ signal }) =>
      api.call(endpoints.listAodRules, { query: { page: 1, limit: AOD_RULES_LIMIT, sort: 'createdAt,DESC' }, signal }),
  });

export const aodRuleQueryOptions = (api: ApiClient, ruleId: string) =>
  queryOptions({
    queryKey: aodKeys.rule(ruleId),
    queryFn: ({ signal }) => api.call(endpoints.getAodRule, { params: { ruleId }, signal }),
  });

/** spec 03 section 9: the runs list pages 50 from page 1; the rule view shows its 20 latest, unpaged. */
export function aodRunsQueryOptions(
  api: ApiClient,
  { page = 1, ruleId, limit = AOD_RUNS_PAGE_SIZE }: { page?: number; ruleId?: string | undefined; limit?: number },
) {
  return queryOptions({
    queryKey: aodKeys.runs(page, ruleId, limit),
    queryFn: ({ signal }) =>
      api.call(endpoints.listAodRuns, {
        query: {
          page,
          limit,
          sort: 'datetime,DESC',
          join: 'rule',
          ...(ruleId ? { filter: `rule||$eq||${ruleId}` } : {}),
        },
        signal,
      }),
  });
}

export const ruleRunsQueryOptions = (api: ApiClient, ruleId: string) =>
  aodRunsQueryOptions(api, { ruleId, limit: AOD_RULE_RUNS_LIMIT });

export const aodRunQueryOptions = (api: ApiClient, runId: string) =>
  queryOptions({
    queryKey: aodKeys.run(runId),
    queryFn: ({ signal }) => api.call(endpoints.getAodRun, { params: { runId }, signal }),
  });

export const createAodRule = (api: ApiClient, body: AodRuleInput) => api.call(endpoints.createAodRule, { body });

export const updateAodRule = (api: ApiClient, ruleId: string, body: AodRuleInput) =>
  api.call(endpoints.updateAodRule, { params: { ruleId }, body });

export const deleteAodRule = (api: ApiClient, ruleId: string) =>
  api.call(endpoints.deleteAodRule, { params: { ruleId } });

export const startManualRun = (
  api: ApiClient,
  ruleId: string,
  body: { description?: string; exportConditions?: AodExportConditions },
) => api.call(endpoints.manualAodRun, { params: { ruleId }, body });

/** The GIP choice lists: advertisers need stations, campaigns advertisers too, versions campaigns too (spec 03 section 5). */
export type GipChoiceList = 'advertisers' | 'campaigns' | 'versions';
const CHOICE_ENDPOINTS = {
  advertisers: endpoints.gipAdvertisers,
  campaigns: endpoints.gipCampaigns,
  versions: endpoints.gipVersions,
} as const;

export const gipChoicesQueryOptions = (
  api: ApiClient,
  list: GipChoiceList,
  filter: { stations: readonly string[]; advertisers: readonly string[]; campaigns: readonly string[] },
) =>
  queryOptions({
    queryKey: ['aod', 'gip-choices', list, filter] as const,
    queryFn: ({ signal }) =>
      api.call(CHOICE_ENDPOINTS[list], {
        query: {
          stations: filter.stations.join(','),
          ...(list !== 'advertisers' ? { advertisers: filter.advertisers.join(REPORT_TEXT_LIST_SEPARATOR) } : {}),
          ...(list === 'versions' ? { campaigns: filter.campaigns.join(REPORT_TEXT_LIST_SEPARATOR) } : {}),
        },
        signal,
      }),
    staleTime: 60_000,
  });
