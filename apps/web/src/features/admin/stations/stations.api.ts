/** Query options and calls of the admin station screens (contract routes in admin.ts and permissions.ts). */
import { queryOptions } from '@tanstack/react-query';
import { routes } from '@antena/contract';
import type { z } from 'zod';
import type { stationUpdateSchema } from '@antena/contract';
import type { ApiClient } from '../../../lib/api-client';

export type StationUpdate = z.input<typeof stationUpdateSchema>;

export const stationKeys = {
  all: ['admin', 'stations'] as const,
  one: (slug: string) => ['admin', 'stations', slug] as const,
  usersPermissions: (stationId: string) => ['admin', 'stations', stationId, 'users-permissions'] as const,
  groupsPermissions: (stationId: string) => ['admin', 'stations', stationId, 'groups-permissions'] as const,
};

export const stationsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: stationKeys.all,
    queryFn: ({ signal }) => api.call(routes.listStations, { signal }),
  });

/** `:id` takes the id or the slug; the admin screens link by slug. */
export const stationQueryOptions = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: stationKeys.one(slug),
    queryFn: ({ signal }) => api.call(routes.getStation, { params: { id: slug }, signal }),
  });

export const stationUsersPermissionsQueryOptions = (api: ApiClient, stationId: string) =>
  queryOptions({
    queryKey: stationKeys.usersPermissions(stationId),
    queryFn: ({ signal }) => api.call(routes.stationUsersPermissions, { params: { id: stationId }, signal }),
  });

export const stationGroupsPermissionsQueryOptions = (api: ApiClient, stationId: string) =>
  queryOptions({
    queryKey: stationKeys.groupsPermissions(stationId),
    queryFn: ({ signal }) => api.call(routes.stationGroupsPermissions, { params: { id: stationId }, signal }),
  });

export const setStationUserPermission = (api: ApiClient, stationId: string, userId: string, allowed: boolean) =>
  api.call(routes.setStationUserPermission, { params: { id: stationId, userId }, body: { allowed } });

export const setStationGroupPermission = (api: ApiClient, stationId: string, groupId: string, allowed: boolean) =>
  api.call(routes.setStationGroupPermission, { params: { id: stationId, groupId }, body: { allowed } });

export const updateStation = (api: ApiClient, stationId: string, body: StationUpdate) =>
  api.call(routes.updateStation, { params: { id: stationId }, body });
