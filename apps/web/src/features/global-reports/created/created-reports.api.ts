/**
 * The calls of the created (saved) reports screens (spec 03 "Created reports", sections 4 and 7):
 * the list (page from 0), one report (polled while its export runs), delete, the csv or xls
 * file, the evidence export start and its download URL. GIP and alternative reports each have
 * their own file, export and download-url calls; the list, the detail and delete are shared.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ReportExportOptions, type ReportFormat, type SavedReport } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../../lib/api-client';
import { fetchApiFile } from '../../../lib/api-file';
import { exportPollInterval } from './export-status';

/** Under `reports`, as the GIP screens' saved report (`['reports', 'one', id]`): a change to one refreshes both. */
export const createdReportKeys = {
  all: ['reports'] as const,
  lists: ['reports', 'list'] as const,
  list: (query: CreatedReportsQuery) => ['reports', 'list', query] as const,
  one: (reportId: string) => ['reports', 'one', reportId] as const,
};

export interface CreatedReportsQuery {
  /** From 0, as the API counts. */
  page: number;
  pageSize: number;
  /** The caller's id, or undefined for every user's reports ('Show other users' reports'). */
  createdById: string | undefined;
}

export const createdReportsQueryOptions = (api: ApiClient, query: CreatedReportsQuery) =>
  queryOptions({
    queryKey: createdReportKeys.list(query),
    queryFn: ({ signal }) =>
      api.call(endpoints.listReports, {
        query: {
          page: query.page,
          pageSize: query.pageSize,
          contain: 'createdBy',
          ...(query.createdById ? { createdById: query.createdById } : {}),
        },
        signal,
      }),
    // The page being left stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One report, asked again while its export runs (spec 03 section 4: 10 s GIP, 5 s alternative). */
export const createdReportQueryOptions = (api: ApiClient, reportId: string) =>
  queryOptions({
    queryKey: createdReportKeys.one(reportId),
    queryFn: ({ signal }) => api.call(endpoints.getReport, { params: { reportId }, signal }),
    refetchInterval: (query) => (query.state.status === 'success' ? exportPollInterval(query.state.data) : false),
  });

export const deleteReport = (api: ApiClient, reportId: string) =>
  api.call(endpoints.deleteReport, { params: { reportId } });

const isGip = (report: Pick<SavedReport, 'type'>) => report.type === 'AUDIT_GIP_STATUS';

/** Starts (or retries) the evidence export; answers the report with its new export state. */
export const startReportExport = (api: ApiClient, report: SavedReport, body: ReportExportOptions) =>
  api.call(isGip(report) ? endpoints.exportGipReport : endpoints.exportAlternativeReport, {
    params: { reportId: report.id },
    body,
  });

/** The completed export's ZIP: a signed URL made on demand, as it expires. */
export const reportExportDownloadUrl = (api: ApiClient, report: SavedReport) =>
  api.call(isGip(report) ? endpoints.gipExportDownloadUrl : endpoints.alternativeExportDownloadUrl, {
    params: { reportId: report.id },
  });

/**
 * The report's rows as a csv or xls (.xlsx) file. Read with fetch rather than the API client,
 * which reads answers as text and would garble the workbook's bytes; the same auth headers go.
 */
export async function fetchReportFile(
  api: ApiClient,
  report: SavedReport,
  format: ReportFormat,
): Promise<{ blob: Blob; filename: string }> {
  const route = isGip(report) ? endpoints.downloadGipReport : endpoints.downloadAlternativeReport;
  const file = await fetchApiFile(api, { ...route, params: { reportId: report.id }, query: { format } });
  return { blob: file.blob, filename: file.filename ?? `${report.name}.${format === 'xls' ? 'xlsx' : 'csv'}` };
}
