import { queryOptions, useMutation } from '@tanstack/react-query';
import { API_ROOT, buildPath, routes, type QuickShareCreate } from '@antena/contract';
import { useAppServices } from '../../app/app-services';
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

/** Creates a Quick Share link of a station's range (the selection menu's 'Copy Quick Share URL'). */
export function useCreateQuickShare() {
  const { api } = useAppServices();
  return useMutation({
    mutationFn: (body: QuickShareCreate) => api.call(routes.createQuickShare, { body }),
  });
}
