/**
 * Absolute API URLs for media elements and downloads (spec 02 section 7): an audio or video
 * element cannot send the bearer header, so the access token travels as `access_token`.
 */
import { useCallback } from 'react';
import { API_ROOT } from '@antena/contract';
import { useAppServices } from '../../app/app-services';

export type MediaQuery = Record<string, string | number | boolean | undefined>;

export function buildMediaUrl(
  origin: string,
  path: string,
  query: MediaQuery = {},
  accessToken?: string | null,
): string {
  const url = new URL(`${API_ROOT}${path}`, origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  if (accessToken) url.searchParams.set('access_token', accessToken);
  return url.toString();
}

/** (path under the API root, query) => the absolute URL with the current access token. */
export function useMediaUrl(): (path: string, query?: MediaQuery) => Promise<string> {
  const { auth } = useAppServices();
  return useCallback(
    async (path, query) => buildMediaUrl(window.location.origin, path, query, await auth.getAccessToken()),
    [auth],
  );
}
