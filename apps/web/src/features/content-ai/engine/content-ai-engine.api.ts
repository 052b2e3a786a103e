/**
 * The content-AI chat engine's status (issue 35): every content-AI screen reads it to say plainly
 * why nothing can be generated, and to disable the buttons that would call the engine.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../../lib/api-client';
import { useAppServices } from '../../../lib/app-services';

export const contentAiKeys = {
  all: ['content-ai'] as const,
  engine: () => ['content-ai', 'engine'] as const,
  stationConfig: (stationId: string) => ['content-ai', 'station-config', stationId] as const,
};

/** The engine's configuration changes only with a server restart: no need to ask again soon. */
const ENGINE_STALE_MS = 60_000;

export const contentAiEngineQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: contentAiKeys.engine(),
    queryFn: ({ signal }) => api.call(endpoints.contentAiEngineStatus, { signal }),
    staleTime: ENGINE_STALE_MS,
  });

/**
 * The engine's status query, and whether it is known to be configured: `configured` is false while
 * loading, on error and when the server has no engine, so callers can disable generation buttons.
 */
export function useContentAiEngine() {
  const { api } = useAppServices();
  const query = useQuery(contentAiEngineQueryOptions(api));
  return { query, configured: query.data?.configured === true };
}
