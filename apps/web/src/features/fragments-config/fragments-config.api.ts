/**
 * The calls of /admin/fragments: a station's fragments configuration (GET and PUT
 * /fragments/config/{id}), its external target (GET and PUT /station-config/{stationId}) and the
 * image uploads of the watermark and the audiogram backgrounds (POST /assets).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Asset, FragmentsConfigUpdate, StationConfigUpdate } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';

export const fragmentsConfigKeys = {
  config: (stationId: string) => ['fragments-config', stationId] as const,
  stationConfig: (stationId: string) => ['station-config', stationId] as const,
};

export const fragmentsConfigQueryOptions = (api: ApiClient, stationId: string) =>
  queryOptions({
    queryKey: fragmentsConfigKeys.config(stationId),
    queryFn: ({ signal }) => api.call(endpoints.getFragmentsConfig, { params: { id: stationId }, signal }),
  });

export const updateFragmentsConfig = (api: ApiClient, stationId: string, body: FragmentsConfigUpdate) =>
  api.call(endpoints.updateFragmentsConfig, { params: { id: stationId }, body });

export const stationConfigQueryOptions = (api: ApiClient, stationId: string) =>
  queryOptions({
    queryKey: fragmentsConfigKeys.stationConfig(stationId),
    queryFn: ({ signal }) => api.call(endpoints.getStationConfig, { params: { stationId }, signal }),
  });

export const updateStationConfig = (api: ApiClient, stationId: string, body: StationConfigUpdate) =>
  api.call(endpoints.updateStationConfig, { params: { stationId }, body });

/** POST /assets as multipart with the file under `file`; the answer's `url` is what the config keeps. */
export function uploadImage(api: ApiClient, file: File): Promise<Asset> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.call(endpoints.uploadAsset, { body: form });
}
