/**
 * Calls of the admin users screens (spec 01 section 7: /users-ca and /users/groups) as query
 * options and mutations. Writes refresh the user lists and the groups, whose user counts move.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type User, type UserCreate, type UserUpdate } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import { useAppServices } from '../../../lib/app-services';
import type { ApiClient } from '../../../lib/api-client';

export const usersKeys = {
  all: ['admin', 'users'] as const,
  list: (page: number, pageSize: number) => [...usersKeys.all, 'list', page, pageSize] as const,
  one: (id: string) => [...usersKeys.all, 'one', id] as const,
};
/** Prefix shared with the groups screens so a user's move refreshes their counts too. */
export const groupsKey = ['admin', 'groups'] as const;

/** spec 01 section 9: users list 50 per page by default, 20 or 100 on request. */
export const usersPageQueryOptions = (api: ApiClient, page: number, pageSize: number) =>
  queryOptions({
    queryKey: usersKeys.list(page, pageSize),
    queryFn: ({ signal }) => api.call(endpoints.listClientUsers, { query: { page, pageSize }, signal }),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const userQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: usersKeys.one(id),
    queryFn: ({ signal }) => api.call(endpoints.getClientUser, { params: { id }, query: { contain: 'group' }, signal }),
  });

export const groupChoicesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [...groupsKey, 'list'] as const,
    queryFn: ({ signal }) => api.call(endpoints.listGroups, { signal }),
  });

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return async (user?: User) => {
    if (user) queryClient.setQueryData(usersKeys.one(user.id), user);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...usersKeys.all, 'list'] }),
      queryClient.invalidateQueries({ queryKey: groupsKey }),
    ]);
  };
}

export function useCreateUser() {
  const { api } = useAppServices();
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: UserCreate) => api.call(endpoints.createClientUser, { body }),
    onSuccess: ({ temporaryPassword: _secret, ...user }) => refresh(user),
  });
}

export function useUpdateUser(id: string) {
  const { api } = useAppServices();
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: UserUpdate) => api.call(endpoints.updateClientUser, { params: { id }, body }),
    onSuccess: (user) => refresh(user),
  });
}

export function useDeleteUser(id: string) {
  const { api } = useAppServices();
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: () => api.call(endpoints.deleteClientUser, { params: { id } }),
    onSuccess: () => refresh(),
  });
}

/** Drops a deleted user from the cache; call it once the screen has left them, or it refetches into a 404. */
export const forgetUser = (queryClient: QueryClient, id: string) =>
  queryClient.removeQueries({ queryKey: usersKeys.one(id) });

export function useResetUserPassword(id: string) {
  const { api } = useAppServices();
  return useMutation({
    mutationFn: () => api.call(endpoints.resetClientUserPassword, { params: { id } }),
  });
}
