/**
 * Query options for platform administration. Every key starts with 'platform', so a change
 * made here can refresh the whole area (counts, lists, the audit log) with one invalidation.
 */
import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';

export const platformKeys = {
  all: ['platform'] as const,
  clients: () => ['platform', 'clients'] as const,
  client: (clientId: string) => ['platform', 'clients', clientId] as const,
  clientStations: (clientId: string) => ['platform', 'clients', clientId, 'stations'] as const,
  clientStationGroups: (clientId: string) => ['platform', 'clients', clientId, 'station-groups'] as const,
  clientAdmins: (clientId: string) => ['platform', 'clients', clientId, 'admins'] as const,
  clientFeatureFlags: (clientId: string) => ['platform', 'clients', clientId, 'feature-flags'] as const,
  station: (stationId: string) => ['platform', 'stations', stationId] as const,
  auditLog: (search: AuditLogSearch) => ['platform', 'audit-log', search] as const,
};

export interface AuditLogSearch {
  page: number;
  /** 50 when absent (spec 01 section 9). */
  pageSize?: PageSize | undefined;
  clientId?: string | undefined;
}

export const clientsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: platformKeys.clients(),
    queryFn: ({ signal }) => api.call(endpoints.listClients, { signal }),
  });

export const clientQueryOptions = (api: ApiClient, clientId: string) =>
  queryOptions({
    queryKey: platformKeys.client(clientId),
    queryFn: ({ signal }) => api.call(endpoints.getClient, { params: { clientId }, signal }),
  });

export const clientStationsQueryOptions = (api: ApiClient, clientId: string) =>
  queryOptions({
    queryKey: platformKeys.clientStations(clientId),
    queryFn: ({ signal }) => api.call(endpoints.clientStations, { params: { clientId }, signal }),
  });

export const clientStationGroupsQueryOptions = (api: ApiClient, clientId: string) =>
  queryOptions({
    queryKey: platformKeys.clientStationGroups(clientId),
    queryFn: ({ signal }) => api.call(endpoints.clientStationGroups, { params: { clientId }, signal }),
  });

export const clientAdminsQueryOptions = (api: ApiClient, clientId: string) =>
  queryOptions({
    queryKey: platformKeys.clientAdmins(clientId),
    queryFn: ({ signal }) => api.call(endpoints.clientAdmins, { params: { clientId }, signal }),
  });

export const clientFeatureFlagsQueryOptions = (api: ApiClient, clientId: string) =>
  queryOptions({
    queryKey: platformKeys.clientFeatureFlags(clientId),
    queryFn: ({ signal }) => api.call(endpoints.clientFeatureFlags, { params: { clientId }, signal }),
  });

export const platformStationQueryOptions = (api: ApiClient, stationId: string) =>
  queryOptions({
    queryKey: platformKeys.station(stationId),
    queryFn: ({ signal }) => api.call(endpoints.getPlatformStation, { params: { stationId }, signal }),
  });

export const auditLogQueryOptions = (api: ApiClient, search: AuditLogSearch) =>
  queryOptions({
    queryKey: platformKeys.auditLog(search),
    queryFn: ({ signal }) =>
      api.call(endpoints.auditLog, {
        query: { page: search.page, pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE, clientId: search.clientId },
        signal,
      }),
    // Keep the previous page on screen while the next one loads.
    placeholderData: (previous) => previous,
  });
