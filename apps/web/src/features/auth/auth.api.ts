import { queryOptions } from '@tanstack/react-query';
import { routes } from '@antena/contract';
import type { ApiClient } from '../../lib/api-client';

export const meUserQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['auth', 'me', 'user'] as const,
    queryFn: ({ signal }) => api.call(routes.meUser, { signal }),
    staleTime: 5 * 60_000,
  });
