import { queryOptions } from '@tanstack/react-query';
import { API_ROOT, buildPath, routes } from '@antena/contract';
import type { ApiClient } from '../../lib/api-client';

/** What a Quick Share link shows; no retry, since a 404 (expired) is an answer, not a hiccup. */
export const publicQuickShareQueryOptions = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: ['quick-share', 'public', token] as const,
    queryFn: ({ signal }) => api.call(routes.publicQuickShare, { params: { token }, signal }),
    retry: false,
    staleTime: Infinity,
  });

/** The link's media, for an audio or video element: public, so no access token. */
export const quickShareMediaUrl = (token: string, apiRoot: string = API_ROOT): string =>
  `${apiRoot}${buildPath(routes.publicQuickShareMedia.path, { token })}`;
