/** The station calls of every screen: the reachable stations, one station, its permissions, its update. */
import { queryOptions } from '@tanstack/react-query';
import { type stationUpdateSchema } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { z } from 'zod';
import type { ApiClient } from '../../lib/api-client';

export type StationUpdate = z.input<typeof stationUpdateSchema>;

/**
 * One key space for every station query, so a change made anywhere (an admin edit, a permission)
 * refreshes every screen that shows stations: invalidate `stationKeys.all`.
 */
export const stationKeys = {
  all: ['stations'] as const,
  list: ['stations', 'list'] as const,
  one: (idOrSlug: string) => ['stations', 'one', idOrSlug] as const,
  usersPermissions: (stationId: string) => ['stations', 'one', stationId, 'users-permissions'] as const,
  groupsPermissions: (stationId: string) => ['stations', 'one', stationId, 'groups-permissions'] as const,
};

/**
 * The stations the signed-in user (or the user acted as) reaches. The protected layout loads it
 * for the no-stations rule; the sidebar, station pickers and the admin list reuse the answer.
 */
export const stationsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: stationKeys.list,
    queryFn: ({ signal }) => api.call(endpoints.listStations, { signal }),
    staleTime: 5 * 60_000,
  });

/** `:id` takes the id or the slug; the admin screens link by slug. */
export const stationQueryOptions = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: stationKeys.one(slug),
    queryFn: ({ signal }) => api.call(endpoints.getStation, { params: { id: slug }, signal }),
  });

export const stationUsersPermissionsQueryOptions = (api: ApiClient, stationId: string) =>
  queryOptions({
    queryKey: stationKeys.usersPermissions(stationId),
    queryFn: ({ signal }) => api.call(endpoints.stationUsersPermissions, { params: { id: stationId }, signal }),
  });

export const stationGroupsPermissionsQueryOptions = (api: ApiClient, stationId: string) =>
  queryOptions({
    queryKey: stationKeys.groupsPermissions(stationId),
    queryFn: ({ signal }) => api.call(endpoints.stationGroupsPermissions, { params: { id: stationId }, signal }),
  });

export const setStationUserPermission = (api: ApiClient, stationId: string, userId: string, allowed: boolean) =>
  api.call(endpoints.setStationUserPermission, { params: { id: stationId, userId }, body: { allowed } });

export const setStationGroupPermission = (api: ApiClient, stationId: string, groupId: string, allowed: boolean) =>
  api.call(endpoints.setStationGroupPermission, { params: { id: stationId, groupId }, body: { allowed } });

export const updateStation = (api: ApiClient, stationId: string, body: StationUpdate) =>
  api.call(endpoints.updateStation, { params: { id: stationId }, body });
