/**
 * The GIP report and GIP alternative report calls (spec 03 "GIP", issue 20 points 1 and 2): the
 * form's choice lists (advertisers ← stations, campaigns ← advertisers, versions ← campaigns),
 * the custom fields, what an order covers, the previews, the csv / xls downloads, saving, and the
 * saved report a Clone starts from.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  REPORT_TEXT_LIST_SEPARATOR,
  type ReportConfigInput,
  type ReportFormat,
  type SaveReportInput,
} from '@antena/contract';
import { endpoints, type Endpoint } from '@antena/contract/endpoints';
import type { ApiClient } from '../../../lib/api-client';
import { fetchApiFile } from '../../../lib/api-file';

export type ReportKind = 'gip' | 'alternative';

/** What the choice lists narrow by: the stations (empty: every station with audit) and the range. */
export interface ChoicesScope {
  stationsIds: readonly string[];
  from: number;
  to: number;
  advertisers?: readonly string[];
  campaigns?: readonly string[];
}

export interface PreviewPage {
  page: number;
  pageSize: number;
  hideOffTolerance?: boolean;
}

export const reportKeys = {
  all: ['gip-reports'] as const,
  choices: (list: string, scope: ChoicesScope) => ['gip-reports', 'choices', list, scope] as const,
  customFields: (stationsIds: readonly string[]) => ['gip-reports', 'custom-fields', stationsIds] as const,
  preview: (kind: ReportKind, config: ReportConfigInput, page: PreviewPage) =>
    ['gip-reports', 'preview', kind, config, page] as const,
  saved: (reportId: string) => ['reports', 'one', reportId] as const,
};

// spec 03 section 7: stations (and orders) by ',', advertisers, campaigns and versions by ';;'.
const stationsParam = (ids: readonly string[]) => ids.join(',');
const textListParam = (items: readonly string[] | undefined) =>
  items?.length ? items.join(REPORT_TEXT_LIST_SEPARATOR) : undefined;

const choicesQuery = (scope: ChoicesScope) => ({
  stations: stationsParam(scope.stationsIds),
  from: scope.from,
  to: scope.to,
  advertisers: textListParam(scope.advertisers),
  campaigns: textListParam(scope.campaigns),
});

const CHOICE_ENDPOINTS = {
  advertisers: endpoints.gipAdvertisers,
  campaigns: endpoints.gipCampaigns,
  versions: endpoints.gipVersions,
} as const;
export type ChoiceList = keyof typeof CHOICE_ENDPOINTS;

export const gipChoicesQueryOptions = (api: ApiClient, list: ChoiceList, scope: ChoicesScope, enabled: boolean) =>
  queryOptions({
    queryKey: reportKeys.choices(list, scope),
    queryFn: async ({ signal }) =>
      (await api.call(CHOICE_ENDPOINTS[list], { query: choicesQuery(scope), signal })).results,
    enabled,
    staleTime: 60_000,
  });

export const gipCustomFieldsQueryOptions = (api: ApiClient, stationsIds: readonly string[], enabled: boolean) =>
  queryOptions({
    queryKey: reportKeys.customFields(stationsIds),
    queryFn: async ({ signal }) =>
      (await api.call(endpoints.gipCustomFields, { query: { stations: stationsParam(stationsIds) }, signal })).results,
    enabled,
    staleTime: 60_000,
  });

export const gipParamsForOrder = (api: ApiClient, orderId: string) =>
  api.call(endpoints.gipParamsForOrder, { query: { orderId } });

const previewQuery = ({ page, pageSize, hideOffTolerance }: PreviewPage) => ({
  page,
  pageSize,
  ...(hideOffTolerance ? { hideOffTolerance: 'true' as const } : {}),
});

export const gipPreviewQueryOptions = (api: ApiClient, config: ReportConfigInput, page: PreviewPage) =>
  queryOptions({
    queryKey: reportKeys.preview('gip', config, page),
    queryFn: ({ signal }) => api.call(endpoints.gipPreview, { query: previewQuery(page), body: config, signal }),
    // A new page or the toggle keeps the rows shown (dimmed) until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const alternativePreviewQueryOptions = (api: ApiClient, config: ReportConfigInput, page: PreviewPage) =>
  queryOptions({
    queryKey: reportKeys.preview('alternative', config, { page: page.page, pageSize: page.pageSize }),
    queryFn: ({ signal }) =>
      api.call(endpoints.alternativePreview, {
        query: previewQuery({ page: page.page, pageSize: page.pageSize }),
        body: config,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The saved report a Clone (`?clone={reportId}`) prefills the form from. */
export const savedReportQueryOptions = (api: ApiClient, reportId: string) =>
  queryOptions({
    queryKey: reportKeys.saved(reportId),
    queryFn: ({ signal }) => api.call(endpoints.getReport, { params: { reportId }, signal }),
  });

export const saveReport = (api: ApiClient, kind: ReportKind, body: SaveReportInput) =>
  api.call(kind === 'gip' ? endpoints.createGipReport : endpoints.createAlternativeReport, { body });

/** A report file (csv, or xls as .xlsx) asked for with a POSTed config. */
export const fetchReportFile = (
  api: ApiClient,
  endpoint: Endpoint,
  { body, format }: { body: unknown; format: ReportFormat },
) => fetchApiFile(api, { ...endpoint, query: { format }, body });

export const reportDownloadEndpoint = (kind: ReportKind) =>
  kind === 'gip' ? endpoints.gipDownload : endpoints.alternativeDownload;
