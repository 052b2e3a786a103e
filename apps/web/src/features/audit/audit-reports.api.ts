/** The station audit reports' calls (spec 03 section 7): equal-md5, no-matches and missing audios. */
import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';
import { auditKeys } from './audit.api';

/** Epoch-ms bounds of a report's range. */
export type ReportRange = { from: number; to: number };

export type NoMatchesQuery = { audioFrom: number; audioTo: number; matchFrom: number; matchTo: number };

// Under the station's audit key, so a new audio or match marks the reports stale too.
const reportKey = (stationId: string, report: string, query: object) =>
  [...auditKeys.station(stationId), 'reports', report, query] as const;

export const equalMd5QueryOptions = (api: ApiClient, stationId: string, query: ReportRange) =>
  queryOptions({
    queryKey: reportKey(stationId, 'equal-md5', query),
    queryFn: ({ signal }) => api.call(endpoints.equalMd5Report, { params: { id: stationId }, query, signal }),
  });

export const noMatchesQueryOptions = (api: ApiClient, stationId: string, query: NoMatchesQuery) =>
  queryOptions({
    queryKey: reportKey(stationId, 'no-matches', query),
    queryFn: ({ signal }) => api.call(endpoints.noMatchesReport, { params: { id: stationId }, query, signal }),
  });

export const missingAudiosQueryOptions = (api: ApiClient, stationId: string, query: ReportRange) =>
  queryOptions({
    queryKey: reportKey(stationId, 'missing-audios', query),
    queryFn: ({ signal }) => api.call(endpoints.missingAudiosReport, { params: { id: stationId }, query, signal }),
  });
