/** Query options and calls of the group screens (contract routes in admin.ts and permissions.ts). */
import { queryOptions } from '@tanstack/react-query';
import { CHOICES_PAGE_SIZE, type GroupSave, type Permission } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../../lib/api-client';

export const groupKeys = {
  all: ['admin', 'groups'] as const,
  one: (id: string) => ['admin', 'groups', id] as const,
  stationPermissions: (id: string) => ['admin', 'groups', id, 'station-permissions'] as const,
  actionPermissions: (id: string) => ['admin', 'groups', id, 'action-permissions'] as const,
  userChoices: ['admin', 'users', 'choices'] as const,
  catalog: ['admin', 'permissions-catalog'] as const,
};

export const groupsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: groupKeys.all,
    queryFn: ({ signal }) => api.call(endpoints.listGroups, { signal }),
  });

export const groupQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: groupKeys.one(id),
    queryFn: ({ signal }) => api.call(endpoints.getGroup, { params: { id }, query: { contain: 'users' }, signal }),
  });

/** spec: group user choices page size 999, with each user's current group for the move warning. */
export const groupUserChoicesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: groupKeys.userChoices,
    queryFn: ({ signal }) =>
      api.call(endpoints.listClientUsers, {
        query: { page: 1, pageSize: CHOICES_PAGE_SIZE, contain: 'group' },
        signal,
      }),
  });

export const groupStationPermissionsQueryOptions = (api: ApiClient, groupId: string) =>
  queryOptions({
    queryKey: groupKeys.stationPermissions(groupId),
    queryFn: ({ signal }) => api.call(endpoints.groupStationPermissions, { params: { groupId }, signal }),
  });

export const groupActionPermissionsQueryOptions = (api: ApiClient, groupId: string) =>
  queryOptions({
    queryKey: groupKeys.actionPermissions(groupId),
    queryFn: ({ signal }) => api.call(endpoints.groupPermissions, { params: { groupId }, signal }),
  });

export const permissionCatalogQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: groupKeys.catalog,
    queryFn: ({ signal }) => api.call(endpoints.permissionCatalog, { signal }),
    staleTime: 10 * 60_000,
  });

export const createGroup = (api: ApiClient, body: GroupSave) => api.call(endpoints.createGroup, { body });
export const updateGroup = (api: ApiClient, id: string, body: GroupSave) =>
  api.call(endpoints.updateGroup, { params: { id }, body });
export const deleteGroup = (api: ApiClient, id: string) => api.call(endpoints.deleteGroup, { params: { id } });

/** A group's value of an action permission: granted, denied, or reset (not set). */
export type GroupPermissionValue = 'allow' | 'deny' | 'reset';

const GROUP_PERMISSION_ROUTES = {
  allow: endpoints.allowGroupPermission,
  deny: endpoints.denyGroupPermission,
  reset: endpoints.resetGroupPermission,
} as const;

export const setGroupPermission = (
  api: ApiClient,
  groupId: string,
  permission: Permission,
  value: GroupPermissionValue,
) => api.call(GROUP_PERMISSION_ROUTES[value], { params: { groupId, permission } });

export const resetGroupPermissions = (api: ApiClient, groupId: string) =>
  api.call(endpoints.resetGroupPermissions, { params: { groupId } });
