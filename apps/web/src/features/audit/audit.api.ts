/** The station audit's calls: the CUSTOM ADS table, the reference audios, their files and deletion. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { buildPath, type auditAudiosQuerySchema, type auditResultsQuerySchema } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { z } from 'zod';
import type { ApiClient } from '../../lib/api-client';

/** The lists' queries as the screens send them (the schemas coerce page and page size from text). */
type Paged<Q> = Omit<Q, 'page' | 'pageSize'> & { page: number; pageSize: number };
export type AuditResultsQuery = Paged<z.input<typeof auditResultsQuerySchema>>;
export type AuditAudiosQuery = Paged<z.input<typeof auditAudiosQuerySchema>>;

/** Invalidate `auditKeys.station(id)` after a change to a station's audios or matches. */
export const auditKeys = {
  station: (stationId: string) => ['audit', stationId] as const,
  results: (stationId: string, query: AuditResultsQuery) => ['audit', stationId, 'results', query] as const,
  audios: (stationId: string, query: AuditAudiosQuery) => ['audit', stationId, 'audios', query] as const,
};

export const auditResultsQueryOptions = (api: ApiClient, stationId: string, query: AuditResultsQuery) =>
  queryOptions({
    queryKey: auditKeys.results(stationId, query),
    queryFn: ({ signal }) => api.call(endpoints.auditResults, { params: { id: stationId }, query, signal }),
    // A new page or sort keeps the rows shown (dimmed) until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const auditAudiosQueryOptions = (api: ApiClient, stationId: string, query: AuditAudiosQuery) =>
  queryOptions({
    queryKey: auditKeys.audios(stationId, query),
    queryFn: ({ signal }) => api.call(endpoints.listAuditAudios, { params: { id: stationId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const deleteAuditAudio = (api: ApiClient, audioId: string) =>
  api.call(endpoints.deleteAuditAudio, { params: { audioId } });

/** The audio file's path under the API root (a media URL: useMediaUrl adds the media token). */
export const auditAudioMediaPath = (stationId: string, customId: string) =>
  buildPath(endpoints.auditAudioMedia.path, { id: stationId, customId });
