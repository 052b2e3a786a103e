import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../../lib/api-client';

/** spec: the invite link is obtained on demand (a button), not when the screen opens. */
export const whatsappGroupQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'alerts', 'whatsapp-group'] as const,
    queryFn: ({ signal }) => api.call(endpoints.whatsappGroup, { signal }),
  });
