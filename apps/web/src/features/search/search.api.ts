/**
 * The Search screen's calls (spec 02 section 7): a page of `simple-search` (windows of
 * TRANSCRIPTION_SEARCH_GROUP_SECONDS, pages from 0) and, for video stations, the thumbnail
 * sheets of a result's window (the logger's call, cached as the logger caches it).
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import { TRANSCRIPTION_SEARCH_GROUP_SECONDS } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';
import { timelineThumbnailsQueryOptions } from '../logger-stream/timeline/timeline.api';

export interface SearchPageQuery {
  query: string;
  from: number;
  to: number;
  /** From 0, as the API counts. */
  page: number;
}

/** A page of a search; with no search asked yet (null), nothing is called. */
export const searchPageQueryOptions = (api: ApiClient, stationId: string, query: SearchPageQuery | null) =>
  queryOptions({
    queryKey: ['search', 'transcription', stationId, query] as const,
    queryFn: query
      ? ({ signal }) =>
          api.call(endpoints.searchTranscription, {
            params: { id: stationId },
            query: { ...query, groupByLength: TRANSCRIPTION_SEARCH_GROUP_SECONDS },
            signal,
          })
      : skipToken,
    // While the next page loads, the results shown stay (dimmed) instead of a spinner.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === stationId ? previous : undefined),
  });

/** A result window's sheets, through the logger's query: the same cache times and re-signing of their URLs. */
export const windowThumbnailsQueryOptions = (
  api: ApiClient,
  stationId: string,
  window: { time: number; length: number },
) => timelineThumbnailsQueryOptions(api, stationId, { from: window.time, to: window.time + window.length });
