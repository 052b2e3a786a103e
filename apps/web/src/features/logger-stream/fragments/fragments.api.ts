/**
 * The calls of the stream screen's fragment forms (spec 02 section 7 "Fragments"): creating a
 * single or joint fragment, and whether the station has an external target to export to.
 */
import { queryOptions } from '@tanstack/react-query';
import type { FragmentCreateInput } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../../lib/api-client';

/** Under `fragments`, so a fragment created here refreshes the fragment screens' lists. */
export const fragmentCreateKeys = {
  all: ['fragments'] as const,
  stationConfig: (stationId: string) => ['fragments', 'station-config', stationId] as const,
  deliveryPermission: ['fragments', 'permission', 'Fragments_Delivery'] as const,
};

export const createFragment = (api: ApiClient, stationId: string, body: FragmentCreateInput) =>
  api.call(endpoints.createFragment, { params: { id: stationId }, body });

/** GET /station-config/{stationId}: its `externalExport.enabled` allows the export switch. */
export const stationConfigQueryOptions = (api: ApiClient, stationId: string) =>
  queryOptions({
    queryKey: fragmentCreateKeys.stationConfig(stationId),
    queryFn: ({ signal }) => api.call(endpoints.getStationConfig, { params: { stationId }, signal }),
    staleTime: 60_000,
  });

/** spec 02 section 6: the external export switch needs Fragments_Delivery (asked only when the flag is on). */
export const deliveryPermissionQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: fragmentCreateKeys.deliveryPermission,
    queryFn: ({ signal }) => api.call(endpoints.myPermission, { params: { permission: 'Fragments_Delivery' }, signal }),
    staleTime: 5 * 60_000,
  });

/** The app path of a fragment's info page (features/fragments). */
export const fragmentPath = (stationSlug: string, fragmentId: string) =>
  `/fragments/s/${encodeURIComponent(stationSlug)}/fragment/${encodeURIComponent(fragmentId)}`;
