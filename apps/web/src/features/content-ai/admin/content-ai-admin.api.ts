/** The calls of /admin/content-ai: a station's prompts (GET and PUT /content-ai/station-config/{stationId}). */
import { queryOptions } from '@tanstack/react-query';
import type { StationContentConfigUpdate } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../../lib/api-client';
import { contentAiKeys } from '../engine/content-ai-engine.api';

export const stationContentConfigQueryOptions = (api: ApiClient, stationId: string) =>
  queryOptions({
    queryKey: contentAiKeys.stationConfig(stationId),
    queryFn: ({ signal }) => api.call(endpoints.getStationContentConfig, { params: { stationId }, signal }),
  });

export const putStationContentConfig = (api: ApiClient, stationId: string, body: StationContentConfigUpdate) =>
  api.call(endpoints.putStationContentConfig, { params: { stationId }, body });
