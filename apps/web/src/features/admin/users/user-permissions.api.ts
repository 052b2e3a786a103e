/**
 * Calls of a user's permission tabs (spec 01 section 7): station permissions
 * (/stations/users-permissions) and action permissions (users-authz /admin/user/.../permissions).
 * Every write answers the new value, which replaces the old one in the cache.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Permission, type StationUserPermission, type UserPermission } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import { useAppServices } from '../../../lib/app-services';
import type { ApiClient } from '../../../lib/api-client';

export const userPermissionKeys = {
  stations: (userId: string) => ['admin', 'users', 'permissions', userId, 'stations'] as const,
  actions: (userId: string) => ['admin', 'users', 'permissions', userId, 'actions'] as const,
  catalog: ['permissions', 'catalog'] as const,
};

export const userStationPermissionsQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({
    queryKey: userPermissionKeys.stations(userId),
    queryFn: ({ signal }) => api.call(endpoints.userStationPermissions, { params: { userId }, signal }),
  });

export const permissionCatalogQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: userPermissionKeys.catalog,
    queryFn: ({ signal }) => api.call(endpoints.permissionCatalog, { signal }),
    // The catalogue is fixed by the installation.
    staleTime: Infinity,
  });

export const userActionPermissionsQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({
    queryKey: userPermissionKeys.actions(userId),
    queryFn: ({ signal }) => api.call(endpoints.userPermissions, { params: { userId }, signal }),
  });

export function useSetStationPermission(userId: string) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stationId, allowed }: { stationId: string; allowed: boolean }) =>
      api.call(endpoints.setStationUserPermission, { params: { id: stationId, userId }, body: { allowed } }),
    onSuccess: (entry) =>
      queryClient.setQueryData<StationUserPermission[]>(userPermissionKeys.stations(userId), (entries) =>
        entries?.map((old) => (old.station.id === entry.station.id ? entry : old)),
      ),
  });
}

/** What an action permission switch asks: a value of its own, or the group's value. */
export type ActionPermissionChange = { permission: Permission; action: 'allow' | 'deny' | 'inherit' };

const actionRoutes = {
  allow: endpoints.allowUserPermission,
  deny: endpoints.denyUserPermission,
  inherit: endpoints.inheritUserPermission,
} as const;

export function useSetActionPermission(userId: string) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ permission, action }: ActionPermissionChange) =>
      api.call(actionRoutes[action], { params: { userId, permission } }),
    onSuccess: (value) =>
      queryClient.setQueryData<UserPermission[]>(userPermissionKeys.actions(userId), (values = []) =>
        values.some((old) => old.permission === value.permission)
          ? values.map((old) => (old.permission === value.permission ? value : old))
          : [...values, value],
      ),
  });
}

export function useResetActionPermissions(userId: string) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.resetUserPermissions, { params: { userId } }),
    onSuccess: (values) => queryClient.setQueryData(userPermissionKeys.actions(userId), values),
  });
}
