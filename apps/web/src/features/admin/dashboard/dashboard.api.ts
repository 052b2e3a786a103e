import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../../lib/api-client';

/** The number of the client's users: one row is enough, the count is in metadata.totalCount. */
export const usersCountQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'users', 'count'] as const,
    queryFn: ({ signal }) => api.call(endpoints.listClientUsers, { query: { page: 1, pageSize: 1 }, signal }),
    select: (page) => page.metadata.totalCount,
  });
