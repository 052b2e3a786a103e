/**
 * TanStack Query defaults. Queries are not retried here: the API client already repeats a failed
 * read 3 times on network errors and 5xx (never on a 404 or another 4xx), which is the spec 01
 * section 7 policy; a second layer here multiplied one failing query into 16 requests.
 * Failures also feed the global notices (server unresponsive, fatal error).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { globalNotices } from './global-notices';

/** Maps a failure that no screen handles to the global notice it deserves. */
export function reportGlobalFailure(error: unknown): void {
  if (!isApiError(error)) return;
  if (error.isNetworkError && error.code !== 'ERR_ABORTED') globalNotices.show('unresponsive');
  else if (error.status >= 500) globalNotices.show('fatal');
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: reportGlobalFailure,
      onSuccess: () => globalNotices.hide('unresponsive'),
    }),
    mutationCache: new MutationCache({ onError: reportGlobalFailure }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
