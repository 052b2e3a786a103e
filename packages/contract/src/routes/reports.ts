import { z } from 'zod';
import { defineRoute } from '../route';
import { routePaths } from '../route-paths';
import {
  alternativeReportPreviewSchema,
  gipChoicesQuerySchema,
  gipChoicesSchema,
  gipCustomFieldsQuerySchema,
  gipCustomFieldsSchema,
  gipOrderParamsSchema,
  gipOrderQuerySchema,
  gipReportPreviewSchema,
  reportConfigSchema,
  reportDownloadUrlSchema,
  reportExportOptionsSchema,
  reportFormatQuerySchema,
  reportParamsSchema,
  reportPreviewQuerySchema,
  savedReportSchema,
  savedReportsPageSchema,
  savedReportsQuerySchema,
  saveReportSchema,
} from '../schemas/reports';

const REPORTS = { tag: 'reports', service: 'audit-reports', auth: 'user' } as const;
/** csv, or xls as a real .xlsx workbook. */
export const REPORT_FILE_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

const gipChoices = (summary: string) =>
  ({ summary, ...REPORTS, querystring: gipChoicesQuerySchema, response: { 200: gipChoicesSchema } }) as const;

const savedReportCalls = {
  body: saveReportSchema,
  response: { 200: savedReportSchema },
} as const;

/**
 * spec 03 "GIP" and "Reports" (issue 20 points 1, 2, 4 and 5). Every call covers only the
 * caller's stations with audit; another client's report is 404. The alternative report mirrors
 * the GIP status report under `/v2/audit/gip/alternative-report` (docs/decisions.md "Reports").
 */
export const reportRoutes = {
  gipAdvertisers: defineRoute({
    ...routePaths.gipAdvertisers,
    ...gipChoices('Advertisers of the stations’ schedules in the range'),
  }),
  gipCampaigns: defineRoute({
    ...routePaths.gipCampaigns,
    ...gipChoices('Campaigns of those advertisers'),
  }),
  gipVersions: defineRoute({
    ...routePaths.gipVersions,
    ...gipChoices('Versions of those campaigns'),
  }),
  gipCustomFields: defineRoute({
    ...routePaths.gipCustomFields,
    summary: 'Custom fields of the stations’ schedules, with their values',
    ...REPORTS,
    querystring: gipCustomFieldsQuerySchema,
    response: { 200: gipCustomFieldsSchema },
  }),
  gipParamsForOrder: defineRoute({
    ...routePaths.gipParamsForOrder,
    summary: 'What an order’s schedules cover (stations, advertisers, campaigns, versions, range)',
    ...REPORTS,
    querystring: gipOrderQuerySchema,
    response: { 200: gipOrderParamsSchema },
  }),
  gipPreview: defineRoute({
    ...routePaths.gipPreview,
    summary: 'The GIP status report: a page of rows and the counts over all of them',
    ...REPORTS,
    querystring: reportPreviewQuerySchema,
    body: reportConfigSchema,
    response: { 200: gipReportPreviewSchema },
  }),
  gipDownload: defineRoute({
    ...routePaths.gipDownload,
    summary: 'The GIP status report as csv or xls (.xlsx)',
    ...REPORTS,
    querystring: reportFormatQuerySchema,
    body: reportConfigSchema,
    produces: REPORT_FILE_TYPES,
  }),
  createGipReport: defineRoute({
    ...routePaths.createGipReport,
    summary: 'Save a GIP status report (its config; rows are computed when read)',
    ...REPORTS,
    ...savedReportCalls,
  }),
  listGipReports: defineRoute({
    ...routePaths.listGipReports,
    summary: 'Saved GIP status reports of the client, newest first',
    ...REPORTS,
    querystring: savedReportsQuerySchema,
    response: { 200: savedReportsPageSchema },
  }),
  getGipReport: defineRoute({
    ...routePaths.getGipReport,
    summary: 'One saved GIP status report',
    ...REPORTS,
    params: reportParamsSchema,
    response: { 200: savedReportSchema },
  }),
  deleteGipReport: defineRoute({
    ...routePaths.deleteGipReport,
    summary: 'Delete a saved report (admins any, others their own) and its export',
    ...REPORTS,
    params: reportParamsSchema,
    response: { 200: z.object({ deleted: z.literal(true) }) },
  }),
  downloadGipReport: defineRoute({
    ...routePaths.downloadGipReport,
    summary: 'A saved GIP status report as csv or xls (.xlsx)',
    ...REPORTS,
    params: reportParamsSchema,
    querystring: reportFormatQuerySchema,
    produces: REPORT_FILE_TYPES,
  }),
  exportGipReport: defineRoute({
    ...routePaths.exportGipReport,
    summary: 'Start (or retry) the evidence export: a ZIP of the xlsx, every airing’s audio and a manifest',
    ...REPORTS,
    params: reportParamsSchema,
    body: reportExportOptionsSchema,
    response: { 200: savedReportSchema },
  }),
  gipExportDownloadUrl: defineRoute({
    ...routePaths.gipExportDownloadUrl,
    summary: 'A signed URL of the completed export’s ZIP',
    ...REPORTS,
    params: reportParamsSchema,
    response: { 200: reportDownloadUrlSchema },
  }),
  alternativePreview: defineRoute({
    ...routePaths.alternativePreview,
    summary: 'The GIP alternative report: a page of airings, the stats per custom id',
    ...REPORTS,
    querystring: reportPreviewQuerySchema,
    body: reportConfigSchema,
    response: { 200: alternativeReportPreviewSchema },
  }),
  alternativeDownload: defineRoute({
    ...routePaths.alternativeDownload,
    summary: 'The GIP alternative report as csv or xls (.xlsx), without its excluded matches',
    ...REPORTS,
    querystring: reportFormatQuerySchema,
    body: reportConfigSchema,
    produces: REPORT_FILE_TYPES,
  }),
  createAlternativeReport: defineRoute({
    ...routePaths.createAlternativeReport,
    summary: 'Save a GIP alternative report',
    ...REPORTS,
    ...savedReportCalls,
  }),
  downloadAlternativeReport: defineRoute({
    ...routePaths.downloadAlternativeReport,
    summary: 'A saved alternative report as csv or xls (.xlsx)',
    ...REPORTS,
    params: reportParamsSchema,
    querystring: reportFormatQuerySchema,
    produces: REPORT_FILE_TYPES,
  }),
  exportAlternativeReport: defineRoute({
    ...routePaths.exportAlternativeReport,
    summary: 'Start (or restart) the alternative report’s evidence export',
    ...REPORTS,
    params: reportParamsSchema,
    body: reportExportOptionsSchema,
    response: { 200: savedReportSchema },
  }),
  alternativeExportDownloadUrl: defineRoute({
    ...routePaths.alternativeExportDownloadUrl,
    summary: 'A signed URL of the completed alternative export’s ZIP',
    ...REPORTS,
    params: reportParamsSchema,
    response: { 200: reportDownloadUrlSchema },
  }),
  listReports: defineRoute({
    ...routePaths.listReports,
    summary: 'Saved reports of every type, newest first (page from 0)',
    ...REPORTS,
    querystring: savedReportsQuerySchema,
    response: { 200: savedReportsPageSchema },
  }),
  getReport: defineRoute({
    ...routePaths.getReport,
    summary: 'One saved report',
    ...REPORTS,
    params: reportParamsSchema,
    response: { 200: savedReportSchema },
  }),
  deleteReport: defineRoute({
    ...routePaths.deleteReport,
    summary: 'Delete a saved report (admins any, others their own) and its export',
    ...REPORTS,
    params: reportParamsSchema,
    response: { 200: z.object({ deleted: z.literal(true) }) },
  }),
};
