/**
 * Absolute API URLs for media elements and downloads (spec 02 section 7): an audio or video
 * element cannot send the bearer header, so a token travels as `access_token`. It is a media
 * token (GET /auth/media-token), never the access token: it reads only media calls, for an hour,
 * so a URL in a log or a history gives no API access. A new one is asked for halfway through.
 */
import { useCallback } from 'react';
import { API_ROOT, type MediaToken } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import { useAppServices } from '../../lib/app-services';
import type { ApiClient } from '../../lib/api-client';

/** A URL made now stays usable at least this long (tokens live an hour). */
const REFRESH_MARGIN_MS = 30 * 60_000;

/** One media token at a time, shared by every URL until it nears its end. */
export class MediaTokenSource {
  private current: MediaToken | null = null;
  private pending: Promise<MediaToken> | null = null;

  constructor(
    private readonly fetchToken: () => Promise<MediaToken>,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<string> {
    if (this.current && this.current.expiresAt - this.now() > REFRESH_MARGIN_MS) return this.current.token;
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = null;
    });
    this.current = await this.pending;
    return this.current.token;
  }
}

const sources = new WeakMap<ApiClient, MediaTokenSource>();
const sourceFor = (api: ApiClient) => {
  let source = sources.get(api);
  if (!source) {
    source = new MediaTokenSource(() => api.call(endpoints.mediaToken));
    sources.set(api, source);
  }
  return source;
};

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

/** (path under the API root, query) => the absolute URL with a current media token. */
export function useMediaUrl(): (path: string, query?: MediaQuery) => Promise<string> {
  const { api } = useAppServices();
  return useCallback(
    async (path, query) => buildMediaUrl(window.location.origin, path, query, await sourceFor(api).get()),
    [api],
  );
}
