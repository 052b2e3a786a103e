/** The calls of the stream screen: the station by slug, the Quick Share permission and link. */
import { queryOptions } from '@tanstack/react-query';
import { type QuickShareCreate } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';
import { stationKeys } from '../stations/stations.api';

/**
 * The station of /logger/s/{slug}, under the shared `stationKeys.one(slug)`: an admin or
 * platform edit of the station (which invalidates `stationKeys.all`) refreshes an open stream
 * screen. When the user moves to another station first, TanStack Query aborts this call (nothing
 * observes it any more): spec 02 section 8, the stale result is discarded with a console warning.
 */
export const streamStationQueryOptions = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: stationKeys.one(slug),
    queryFn: async ({ signal }) => {
      try {
        return await api.call(endpoints.getStation, { params: { id: slug }, signal });
      } catch (error) {
        if (signal.aborted) console.warn(`Discarded the stream of ${slug}: the screen moved to another station`);
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });

/** spec 02 section 6: whether the caller may share with Quick Share (asked only when the flag is on). */
export const quickSharePermissionQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['logger-stream', 'permission', 'QuickShare_Share'] as const,
    queryFn: ({ signal }) => api.call(endpoints.myPermission, { params: { permission: 'QuickShare_Share' }, signal }),
    staleTime: 5 * 60_000,
  });

export const createQuickShare = (api: ApiClient, body: QuickShareCreate) =>
  api.call(endpoints.createQuickShare, { body });
