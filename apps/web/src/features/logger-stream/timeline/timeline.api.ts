/**
 * The timeline's data: the segments (with waveforms) of the preview range and the thumbnail
 * sheets of the focus range, through TanStack Query.
 */
import { queryOptions, type Query } from '@tanstack/react-query';
import { SIGNED_URL_SECONDS, type Segment, type Thumbnail } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../../lib/api-client';
import type { TimeRange } from './timeline.types';

/** A range ending this close to now is still being recorded (spec 02 section 9: 120000 ms). */
export const LIVE_EDGE_MS = 120_000;
/** How often segments are read again while the range reaches now or a waveform is pending. */
export const SEGMENTS_REFRESH_MS = 10_000;
/** spec 02 section 9: thumbnails cache 30 s for ranges reaching now, 5 minutes otherwise. */
export const THUMBNAILS_LIVE_STALE_MS = 30_000;
export const THUMBNAILS_STALE_MS = 5 * 60_000;
/**
 * The sheets' URLs are signed for SIGNED_URL_SECONDS (minutes): a shown range is read again, and
 * so signed again, once its cache goes stale, well before they expire (issue 14.23).
 */
export const thumbnailsRefreshMs = (range: TimeRange, now = Date.now()) =>
  Math.min(reachesNow(range, now) ? THUMBNAILS_LIVE_STALE_MS : THUMBNAILS_STALE_MS, (SIGNED_URL_SECONDS * 1000) / 2);

export function reachesNow(range: TimeRange, now = Date.now()): boolean {
  return range.to >= now - LIVE_EDGE_MS;
}

/**
 * Segments are read in clock-aligned hours: a live range refetches only its last hour, a
 * preview moved by an hour reuses the hours it already read, and no call nears the API's 24 h.
 */
export const SEGMENTS_CHUNK_MS = 60 * 60_000;

/** The aligned chunks that together cover `range`. */
export function segmentChunks(range: TimeRange, chunkMs = SEGMENTS_CHUNK_MS): TimeRange[] {
  const chunks: TimeRange[] = [];
  for (let from = Math.floor(range.from / chunkMs) * chunkMs; from < range.to; from += chunkMs) {
    chunks.push({ from, to: from + chunkMs });
  }
  return chunks;
}

const keepsRefreshing = (chunk: TimeRange) => (query: Query<Segment[], Error, Segment[], readonly unknown[]>) =>
  reachesNow(chunk) || (query.state.data ?? []).some((segment) => segment.waveform === null)
    ? SEGMENTS_REFRESH_MS
    : false;

/**
 * A refetched chunk keeps the segment objects it already had where nothing a strip draws changed
 * (same end, waveform and thumbnails present or not: a waveform never changes once made), and the
 * whole previous list when all are kept. The default deep comparison walked every waveform value
 * of the hour on each refresh, the biggest cost of the screen in the browser benchmark.
 */
export function keepUnchangedSegments(previous: Segment[] | undefined, next: Segment[]): Segment[] {
  if (!previous) return next;
  const byId = new Map(previous.map((segment) => [segment.id, segment]));
  let unchanged = previous.length === next.length;
  const kept = next.map((segment, index) => {
    const old = byId.get(segment.id);
    const same =
      old !== undefined &&
      old.endTs === segment.endTs &&
      (old.waveform === null) === (segment.waveform === null) &&
      (old.metadata.thumbnails === null) === (segment.metadata.thumbnails === null);
    if (!same || previous[index] !== old) unchanged = false;
    return same ? old : segment;
  });
  return unchanged ? previous : kept;
}

export const segmentsChunkQueryOptions = (api: ApiClient, stationId: string, chunk: TimeRange) =>
  queryOptions({
    queryKey: ['logger-stream', 'segments', stationId, chunk.from, chunk.to] as const,
    queryFn: ({ signal }) =>
      api.call(endpoints.listSegments, {
        params: { id: stationId },
        query: { from: chunk.from, to: chunk.to },
        signal,
      }),
    refetchInterval: keepsRefreshing(chunk),
    structuralSharing: (previous, next) => keepUnchangedSegments(previous as Segment[] | undefined, next as Segment[]),
  });

/** The segments of the chunks' answers, oldest first, each once (one across two chunks comes in both). */
export function mergeSegments(pages: readonly (readonly Segment[] | undefined)[]): Segment[] {
  const byId = new Map<string, Segment>();
  for (const page of pages) for (const segment of page ?? []) byId.set(segment.id, segment);
  return [...byId.values()].sort((a, b) => a.startTs - b.startTs);
}

export const timelineThumbnailsQueryOptions = (api: ApiClient, stationId: string, range: TimeRange) =>
  queryOptions({
    queryKey: ['logger-stream', 'thumbnails', stationId, range.from, range.to] as const,
    queryFn: ({ signal }): Promise<Thumbnail[]> =>
      api.call(endpoints.segmentThumbnails, {
        params: { id: stationId },
        query: { from: range.from, to: range.to },
        signal,
      }),
    staleTime: thumbnailsRefreshMs(range),
    // A live range gains sheets as the worker makes them, and every range's URLs expire: refreshed
    // as often as its cache lives, and on return to a tab left long enough for them to go stale.
    refetchInterval: thumbnailsRefreshMs(range),
    refetchOnWindowFocus: true,
    // While a panned range loads, the frames of the previous one stay shown (same station only).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === stationId ? previous : undefined),
  });
