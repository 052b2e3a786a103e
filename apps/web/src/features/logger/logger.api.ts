import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';

/** spec 02 section 9: status refresh 5 minutes. */
export const STATUS_REFRESH_MS = 5 * 60_000;

/**
 * spec 02 section 6: a client user gets the status of their client's stations (`_client`, by
 * slug); a superadmin without a client gets every station.
 */
export const stationStatusesQueryOptions = (api: ApiClient, clientSlug: string | null) =>
  queryOptions({
    queryKey: ['logger', 'station-statuses', clientSlug] as const,
    queryFn: ({ signal }) =>
      api.call(endpoints.stationStatuses, { query: clientSlug ? { _client: clientSlug } : {}, signal }),
    refetchInterval: STATUS_REFRESH_MS,
  });
