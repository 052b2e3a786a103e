/**
 * The global reports' calls (spec 03 "Global reports", issue 20 point 3): one POST per report
 * under /v2/audit/reports/, answering JSON, or with `options.format` csv or xls the file itself.
 */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ReportFormat,
  consecutiveSchedulesResultSchema,
  globalAudiosNoMatchesQuerySchema,
  globalAudiosNoMatchesResultSchema,
  globalConsecutiveSchedulesQuerySchema,
  globalLowerthirdQuerySchema,
  globalMissingAudiosQuerySchema,
  globalMissingAudiosResultSchema,
  globalSchedulesNoMatchesQuerySchema,
  lowerthirdResultSchema,
  schedulesNoMatchesResultSchema,
} from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import { fetchApiFile } from '../../lib/api-file';
import type { ApiClient } from '../../lib/api-client';
import { saveBlob } from '../downloads/fetch-with-progress';

const ENDPOINTS = {
  'missing-audios': endpoints.missingAudiosGlobalReport,
  'no-matches': endpoints.audiosNoMatchesGlobalReport,
  'schedules-no-matches': endpoints.schedulesNoMatchesGlobalReport,
  'consecutive-schedules': endpoints.consecutiveSchedulesGlobalReport,
  lowerthird: endpoints.lowerthirdGlobalReport,
} as const;

/** The reports of this folder, by their path under /audit/global-reports/. */
export type GlobalReport = keyof typeof ENDPOINTS;

/** What each report is asked (its filters; `options` is added for a file) and answers as JSON. */
interface Reports {
  'missing-audios': {
    body: z.input<typeof globalMissingAudiosQuerySchema>;
    result: z.output<typeof globalMissingAudiosResultSchema>;
  };
  'no-matches': {
    body: z.input<typeof globalAudiosNoMatchesQuerySchema>;
    result: z.output<typeof globalAudiosNoMatchesResultSchema>;
  };
  'schedules-no-matches': {
    body: z.input<typeof globalSchedulesNoMatchesQuerySchema>;
    result: z.output<typeof schedulesNoMatchesResultSchema>;
  };
  'consecutive-schedules': {
    body: z.input<typeof globalConsecutiveSchedulesQuerySchema>;
    result: z.output<typeof consecutiveSchedulesResultSchema>;
  };
  lowerthird: { body: z.input<typeof globalLowerthirdQuerySchema>; result: z.output<typeof lowerthirdResultSchema> };
}

export type GlobalReportBody<R extends GlobalReport> = Omit<Reports[R]['body'], 'options'>;
export type GlobalReportResult<R extends GlobalReport> = Reports[R]['result'];

export const globalReportKeys = { all: ['global-reports'] as const };

/** The report as JSON; the timezone rides along so the server reads days the way the screen shows them. */
export const globalReportQueryOptions = <R extends GlobalReport>(
  api: ApiClient,
  report: R,
  body: GlobalReportBody<R>,
  timezone: string,
) =>
  queryOptions({
    queryKey: [...globalReportKeys.all, report, body, timezone] as const,
    queryFn: async ({ signal }) => {
      const answer: unknown = await api.call(ENDPOINTS[report], {
        body: { ...body, options: { timezone } } as never,
        signal,
      });
      // The route describes its JSON in schemas/global-reports.ts (it has no response schema, as it may be a file).
      return answer as GlobalReportResult<R>;
    },
  });

/** The file's extension for each format: xls is a real .xlsx. */
const EXTENSIONS: Record<ReportFormat, string> = { csv: 'csv', xls: 'xlsx' };

/**
 * Asks the report as a file (csv or xls, dates on `timezone`'s clock) and saves it. Read as
 * bytes, not through the client's JSON/text reader, which would spoil an .xlsx.
 */
export async function downloadGlobalReport<R extends GlobalReport>(
  api: ApiClient,
  report: R,
  body: GlobalReportBody<R>,
  format: ReportFormat,
  timezone: string,
): Promise<void> {
  const file = await fetchApiFile(api, { ...ENDPOINTS[report], body: { ...body, options: { format, timezone } } });
  saveBlob(file.blob, file.filename ?? `${report}.${EXTENSIONS[format]}`);
}
