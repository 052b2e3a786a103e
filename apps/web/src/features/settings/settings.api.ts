import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CHOICES_PAGE_SIZE } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';

/** The signed-in user's settings (timezone); screens that format times read it too. */
export const mySettingsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['settings', 'me'] as const,
    queryFn: ({ signal }) => api.call(endpoints.mySettings, { signal }),
  });

/**
 * spec 01 section 7: the users for log-in-as, with their client, 999 at a time. The server
 * narrows by `search` (e-mail, name or client name) so a platform with more users still finds them.
 */
export const logInAsUsersQueryOptions = (api: ApiClient, search: string) =>
  queryOptions({
    queryKey: ['settings', 'log-in-as-users', search] as const,
    queryFn: ({ signal }) =>
      api.call(endpoints.listUsersForLogInAs, {
        query: { page: 1, pageSize: CHOICES_PAGE_SIZE, contain: 'client', search: search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
