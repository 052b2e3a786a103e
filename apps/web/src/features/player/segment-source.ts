/**
 * Where the media_source player gets segments (spec 02 section 7): the list of a range, the
 * sequence call for the one after a moment, and each segment's bytes through the audioDb cache.
 */
import { buildPath, MAX_MEDIA_RANGE_MS, type Segment } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { cachedBytes, type AudioCache } from './audio-cache';
import { dedupeByKey } from './segment-downloader';

export interface SegmentSource {
  /** The segments overlapping a range, oldest first (at most the contract's 24 hours). */
  list(stationId: string, from: number, to: number, signal?: AbortSignal): Promise<Segment[]>;
  /** The segment holding a moment or the first after it; null when none is recorded yet. */
  sequence(stationId: string, ts: number, signal?: AbortSignal): Promise<Segment | null>;
  /** A segment's recorded bytes, from the cache or downloaded and stored. */
  audio(segment: Pick<Segment, 'id' | 'stationId'>): Promise<ArrayBuffer>;
}

export interface SegmentSourceDeps {
  api: ApiClient;
  cache: () => Promise<AudioCache>;
  mediaUrl: (path: string) => Promise<string>;
  fetch?: typeof fetch;
}

export function createSegmentSource({ api, cache, mediaUrl, fetch: doFetch }: SegmentSourceDeps): SegmentSource {
  const download = dedupeByKey(async (key: string) => {
    const [stationId = '', segmentId = ''] = key.split('/');
    return cachedBytes(await cache(), segmentId, async () => {
      const url = await mediaUrl(buildPath(endpoints.segmentAudio.path, { id: stationId, segmentId }));
      const response = await (doFetch ?? globalThis.fetch.bind(globalThis))(url);
      if (!response.ok) throw new Error(`Segment audio answered ${response.status}`);
      return response.arrayBuffer();
    });
  });
  return {
    list: (stationId, from, to, signal) =>
      api.call(endpoints.listSegments, {
        params: { id: stationId },
        query: { from, to: Math.min(to, from + MAX_MEDIA_RANGE_MS) },
        signal,
      }),
    async sequence(stationId, ts, signal) {
      try {
        return await api.call(endpoints.segmentSequence, { params: { id: stationId, startTs: ts }, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    audio: (segment) => download(`${segment.stationId}/${segment.id}`),
  };
}
