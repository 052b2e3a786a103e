/**
 * TanStack Query defaults (spec 01 section 7): queries are not retried on 404 and retried up to
 * 3 times otherwise. Failures also feed the global notices (server unresponsive, fatal error).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { globalNotices } from './global-notices';

// spec: client query retry 3 (none on 404).
export const QUERY_MAX_RETRIES = 3;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) {
    if (error.status === 404) return false;
    // The session is gone: the unauthentication callback is already logging out.
    if (error.status === 401 || error.status === 403) return false;
  }
  return failureCount < QUERY_MAX_RETRIES;
}

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
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
