/**
 * The timeline's data: the segments (with waveforms) of the preview range and the thumbnail
 * sheets of the focus range, through TanStack Query.
 */
import { queryOptions, type Query } from '@tanstack/react-query';
import { MAX_MEDIA_RANGE_MS, routes, type Segment, type Thumbnail } from '@antena/contract';
import type { ApiClient } from '../../../lib/api-client';
import type { TimeRange } from './timeline.types';

/** A range ending this close to now is still being recorded (spec 02 section 9: 120000 ms). */
export const LIVE_EDGE_MS = 120_000;
/** How often segments are read again while the range reaches now or a waveform is pending. */
export const SEGMENTS_REFRESH_MS = 10_000;
/** spec 02 section 9: thumbnails cache 30 s for ranges reaching now, 5 minutes otherwise. */
export const THUMBNAILS_LIVE_STALE_MS = 30_000;
export const THUMBNAILS_STALE_MS = 5 * 60_000;

export function reachesNow(range: TimeRange, now = Date.now()): boolean {
  return range.to >= now - LIVE_EDGE_MS;
}

/** `range` cut into pieces the API accepts (at most 24 hours a call). */
export function rangeChunks(range: TimeRange, maxMs = MAX_MEDIA_RANGE_MS): TimeRange[] {
  const chunks: TimeRange[] = [];
  for (let from = range.from; from < range.to; from += maxMs)
    chunks.push({ from, to: Math.min(range.to, from + maxMs) });
  return chunks;
}

async function segmentsOf(api: ApiClient, stationId: string, range: TimeRange, signal: AbortSignal) {
  const pages = await Promise.all(
    rangeChunks(range).map((chunk) =>
      api.call(routes.listSegments, { params: { id: stationId }, query: { from: chunk.from, to: chunk.to }, signal }),
    ),
  );
  // A segment across a chunk boundary comes in both answers.
  const byId = new Map<string, Segment>();
  for (const segment of pages.flat()) byId.set(segment.id, segment);
  return [...byId.values()].sort((a, b) => a.startTs - b.startTs);
}

const keepsRefreshing = (range: TimeRange) => (query: Query<Segment[], Error, Segment[], readonly unknown[]>) =>
  reachesNow(range) || (query.state.data ?? []).some((segment) => segment.waveform === null)
    ? SEGMENTS_REFRESH_MS
    : false;

export const timelineSegmentsQueryOptions = (api: ApiClient, stationId: string, range: TimeRange) =>
  queryOptions({
    queryKey: ['logger-stream', 'segments', stationId, range.from, range.to] as const,
    queryFn: ({ signal }) => segmentsOf(api, stationId, range, signal),
    refetchInterval: keepsRefreshing(range),
    // Keep drawing the previous range of the same station while the next one loads.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === stationId ? previous : undefined),
  });

export const timelineThumbnailsQueryOptions = (api: ApiClient, stationId: string, range: TimeRange) =>
  queryOptions({
    queryKey: ['logger-stream', 'thumbnails', stationId, range.from, range.to] as const,
    queryFn: ({ signal }): Promise<Thumbnail[]> =>
      api.call(routes.segmentThumbnails, {
        params: { id: stationId },
        query: { from: range.from, to: range.to },
        signal,
      }),
    staleTime: reachesNow(range) ? THUMBNAILS_LIVE_STALE_MS : THUMBNAILS_STALE_MS,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === stationId ? previous : undefined),
  });
