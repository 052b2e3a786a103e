import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';

export const meUserQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['auth', 'me', 'user'] as const,
    queryFn: ({ signal }) => api.call(endpoints.meUser, { signal }),
    staleTime: 5 * 60_000,
  });
