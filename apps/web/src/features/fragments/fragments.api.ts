/**
 * The calls of the fragment screens (spec 02 section 7 "Fragments"): the list, one fragment with
 * its polling and retries (section 4), its download URL, edit and delete, and the export
 * sub-route's external export, delivery, station configs and CFR transcoding.
 */
import { queryOptions, type Query } from '@tanstack/react-query';
import {
  CHOICES_PAGE_SIZE,
  FRAGMENT_EXPORT_POLL_MS,
  FRAGMENT_MEDIA_POLL_MS,
  FRAGMENT_QUERY_RETRIES,
  FRAGMENT_QUERY_RETRY_CAP_MS,
  type CfrTranscoding,
  type Delivery,
  type Fragment,
  type FragmentMediaType,
  type FragmentsQuery,
  type FragmentUpdate,
} from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { audiogramPending } from './audiogram/audiogram.api';

/** The list call's query as the screens send it (the contract's input reads page and pageSize as unknown: coerced). */
export type FragmentsListQuery = Omit<FragmentsQuery, 'page' | 'pageSize'> & { page?: number; pageSize?: number };

export const fragmentKeys = {
  all: ['fragments'] as const,
  list: (stationId: string, query: FragmentsListQuery) => ['fragments', 'list', stationId, query] as const,
  one: (fragmentId: string) => ['fragments', 'one', fragmentId] as const,
  downloadUrl: (fragmentId: string, mediaType: FragmentMediaType) =>
    ['fragments', 'one', fragmentId, 'download-url', mediaType] as const,
  delivery: (fragmentId: string) => ['fragments', 'one', fragmentId, 'delivery'] as const,
  cfr: (fragmentId: string) => ['fragments', 'one', fragmentId, 'cfr'] as const,
  stationConfig: (stationId: string) => ['fragments', 'station-config', stationId] as const,
  stationConfigs: ['fragments', 'station-config', 'all'] as const,
};

export const fragmentsPageQueryOptions = (api: ApiClient, stationId: string, query: FragmentsListQuery) =>
  queryOptions({
    queryKey: fragmentKeys.list(stationId, query),
    queryFn: ({ signal }) => api.call(endpoints.listFragments, { params: { id: stationId }, query, signal }),
    // While the next page or filter loads, the rows shown stay (dimmed) instead of a spinner.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === stationId ? previous : undefined),
  });

/** Every fragment of a filter, for the CSV: pages of CHOICES_PAGE_SIZE (999) until the count is reached. */
export async function allFragments(api: ApiClient, stationId: string, query: FragmentsListQuery): Promise<Fragment[]> {
  const pageSize = CHOICES_PAGE_SIZE;
  const fragments: Fragment[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.call(endpoints.listFragments, {
      params: { id: stationId },
      query: { ...query, page, pageSize },
    });
    fragments.push(...answer.results);
    if (answer.results.length < pageSize || fragments.length >= answer.metadata.totalCount) return fragments;
  }
}

/** A call the server refused for what was asked (404 gone, 403 not allowed): asking again cannot help. */
const isRefusal = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/** spec 02 section 4: the fragment query retries up to 15 times (never a 404 or another refusal). */
export const retryFragmentQuery = (failureCount: number, error: unknown): boolean =>
  !isRefusal(error) && failureCount < FRAGMENT_QUERY_RETRIES;

/** Exponential backoff from 1 s, capped at 30 s (spec 02 section 4). */
export const fragmentRetryDelay = (attempt: number): number =>
  Math.min(1000 * 2 ** attempt, FRAGMENT_QUERY_RETRY_CAP_MS);

/** Media still being made: the info page asks again every FRAGMENT_MEDIA_POLL_MS. */
export const mediaPending = (fragment: Fragment | undefined): boolean =>
  fragment?.media.status === 'WAITING' || fragment?.media.status === 'IN_PROGRESS';

export const fragmentQueryOptions = (api: ApiClient, fragmentId: string) =>
  queryOptions({
    queryKey: fragmentKeys.one(fragmentId),
    queryFn: ({ signal }) => api.call(endpoints.getFragment, { params: { fragmentId }, signal }),
    retry: retryFragmentQuery,
    retryDelay: fragmentRetryDelay,
    refetchInterval: (query: Query<Fragment, Error, Fragment, readonly unknown[]>) =>
      // spec 02 section 4: also while an audiogram variant renders or is being published.
      mediaPending(query.state.data) || audiogramPending(query.state.data) ? FRAGMENT_MEDIA_POLL_MS : false,
  });

/** External export on its way: the export panel asks again every FRAGMENT_EXPORT_POLL_MS. */
export const externalExportPending = (fragment: Fragment | undefined): boolean =>
  fragment?.externalExport.status === 'WAITING_FOR_MEDIA' || fragment?.externalExport.status === 'IN_PROGRESS';

/** A signed media URL, asked for again before it expires (signed URLs last minutes). */
export const fragmentDownloadUrlQueryOptions = (api: ApiClient, fragmentId: string, mediaType: FragmentMediaType) =>
  queryOptions({
    queryKey: fragmentKeys.downloadUrl(fragmentId, mediaType),
    queryFn: ({ signal }) =>
      api.call(endpoints.fragmentDownloadUrl, { params: { fragmentId }, query: { mediaType }, signal }),
    staleTime: 60_000,
  });

export const updateFragment = (api: ApiClient, fragment: Pick<Fragment, 'id' | 'stationId'>, body: FragmentUpdate) =>
  api.call(endpoints.updateFragment, {
    params: { id: fragment.stationId, fragmentId: fragment.id },
    body: { ...body, stationId: fragment.stationId },
  });

export const deleteFragment = (api: ApiClient, fragmentId: string) =>
  api.call(endpoints.deleteFragment, { params: { fragmentId } });

export const startExternalExport = (api: ApiClient, fragmentId: string, targetStation?: string) =>
  api.call(endpoints.startExternalExport, { params: { fragmentId }, body: targetStation ? { targetStation } : {} });

export const stationConfigQueryOptions = (api: ApiClient, stationId: string) =>
  queryOptions({
    queryKey: fragmentKeys.stationConfig(stationId),
    queryFn: ({ signal }) => api.call(endpoints.getStationConfig, { params: { stationId }, signal }),
  });

export const stationConfigsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: fragmentKeys.stationConfigs,
    queryFn: ({ signal }) => api.call(endpoints.listStationConfigs, { signal }),
  });

/** spec 02 section 4: a delivery is asked for again while enabled and its assets are missing or in progress. */
export const deliveryPending = (delivery: Delivery | null | undefined): boolean =>
  !!delivery?.enabled &&
  (delivery.assets.length === 0 || delivery.assets.some((asset) => asset.status === 'IN_PROGRESS'));

/** The fragment's delivery; null when none was ever enabled (the server may answer that as a 404). */
export const deliveryQueryOptions = (api: ApiClient, fragmentId: string) =>
  queryOptions({
    queryKey: fragmentKeys.delivery(fragmentId),
    queryFn: async ({ signal }): Promise<Delivery | null> => {
      try {
        return await api.call(endpoints.getDelivery, { params: { fragmentId }, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: (query: Query<Delivery | null, Error, Delivery | null, readonly unknown[]>) =>
      deliveryPending(query.state.data) ? FRAGMENT_EXPORT_POLL_MS : false,
  });

export const enableDelivery = (api: ApiClient, fragmentId: string, targetStationId?: string) =>
  api.call(endpoints.enableDelivery, { params: { fragmentId }, body: targetStationId ? { targetStationId } : {} });

/** spec 02 section 4: the CFR job is asked for every 2 s while it waits or runs. */
export const cfrPending = (cfr: CfrTranscoding | undefined): boolean =>
  cfr?.status === 'WAITING' || cfr?.status === 'IN_PROGRESS';

export const cfrQueryOptions = (api: ApiClient, fragmentId: string) =>
  queryOptions({
    queryKey: fragmentKeys.cfr(fragmentId),
    queryFn: ({ signal }) => api.call(endpoints.cfrTranscodingStatus, { params: { fragmentId }, signal }),
    refetchInterval: (query: Query<CfrTranscoding, Error, CfrTranscoding, readonly unknown[]>) =>
      cfrPending(query.state.data) ? FRAGMENT_MEDIA_POLL_MS : false,
  });

export const startCfrTranscoding = (api: ApiClient, fragmentId: string) =>
  api.call(endpoints.startCfrTranscoding, { params: { fragmentId } });
