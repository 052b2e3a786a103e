/**
 * Feature flags of the caller's client (contract FEATURE_FLAGS, GET /feature-flags). The
 * protected layout loads them with the current user, so flagged links and screens do not
 * appear late; a flag reads false while unknown, so flagged areas stay hidden rather than half-shown.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FeatureFlag } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import { useAppServices } from './app-services';
import type { ApiClient } from './api-client';

export const featureFlagsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['feature-flags'] as const,
    queryFn: ({ signal }) => api.call(endpoints.featureFlags, { signal }),
    staleTime: 5 * 60_000,
  });

export function useFeatureFlag(flag: FeatureFlag): boolean {
  const { api } = useAppServices();
  const { data } = useQuery({ ...featureFlagsQueryOptions(api), select: ({ flags }) => flags[flag] === true });
  return data ?? false;
}
