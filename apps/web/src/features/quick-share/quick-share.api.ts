import { queryOptions } from '@tanstack/react-query';
import { API_ROOT, buildPath } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';

/** What a Quick Share link shows; no retry, since a 404 (expired) is an answer, not a hiccup. */
export const publicQuickShareQueryOptions = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: ['quick-share', 'public', token] as const,
    queryFn: ({ signal }) => api.call(endpoints.publicQuickShare, { params: { token }, signal }),
    retry: false,
    staleTime: Infinity,
  });

/** The link's media, for an audio or video element: public, so no access token. */
export const quickShareMediaUrl = (token: string, apiRoot: string = API_ROOT): string =>
  `${apiRoot}${buildPath(endpoints.publicQuickShareMedia.path, { token })}`;

/**
 * Why a media element could not load the link's media, which the element itself never tells:
 * one more request for a single byte reads the answer. 'busy' is the server's 429 (too many clips
 * in preparation for this address), which passes; anything else is a failure.
 */
export async function quickShareMediaProblem(mediaUrl: string): Promise<'busy' | 'failed'> {
  try {
    const response = await fetch(mediaUrl, { headers: { range: 'bytes=0-0' } });
    await response.body?.cancel();
    return response.status === 429 ? 'busy' : 'failed';
  } catch {
    return 'failed';
  }
}
