import { queryOptions } from '@tanstack/react-query';
import { routes } from '@antena/contract';
import type { ApiClient } from '../../lib/api-client';

/**
 * The stations the signed-in user (or the user acted as) reaches. The protected layout loads it
 * for the no-stations rule; station pickers and lists reuse the cached answer.
 */
export const stationsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['stations', 'list'] as const,
    queryFn: ({ signal }) => api.call(routes.listStations, { signal }),
    staleTime: 5 * 60_000,
  });
