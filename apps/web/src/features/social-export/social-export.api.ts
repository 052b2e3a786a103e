/**
 * The calls of social export (spec 02 section 7 "Social export"): a platform's connections per
 * station, connecting (browser navigation to the login path, or Dailymotion's API key) and
 * disconnecting, and a fragment's uploads, followed every 5 s while one is on its way.
 */
import { queryOptions, type Query } from '@tanstack/react-query';
import type { DailymotionCredentials, SocialPlatform, UploadRecord, UploadStatus, UploadsPage } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';
import { fragmentUploadKey } from './social-platform';

/** spec 02 section 4: an upload is asked for again every 5 s while UPLOADING. */
export const UPLOAD_POLL_MS = 5_000;
/** spec 02 section 4: after starting, the upload is asked for again after 1 s. */
export const UPLOAD_REFETCH_AFTER_START_MS = 1_000;
/** The most keys one by-keys call takes (the contract's uploadsByKeysQuerySchema). */
export const UPLOAD_KEYS_PER_CALL = 200;

export const socialKeys = {
  all: ['social-export'] as const,
  connections: (platform: SocialPlatform) => ['social-export', 'connections', platform] as const,
  connection: (stationId: string, platform: SocialPlatform) =>
    ['social-export', 'connection', stationId, platform] as const,
  upload: (fragmentId: string, platform: SocialPlatform) => ['social-export', 'upload', fragmentId, platform] as const,
  byKeys: (fragmentIds: readonly string[]) => ['social-export', 'by-keys', fragmentIds] as const,
  platformUploads: (platform: SocialPlatform, page: number, pageSize: number) =>
    ['social-export', 'uploads', platform, page, pageSize] as const,
};

const lower = (platform: SocialPlatform) => platform.toLowerCase();

export const connectionsQueryOptions = (api: ApiClient, platform: SocialPlatform) =>
  queryOptions({
    queryKey: socialKeys.connections(platform),
    queryFn: ({ signal }) => api.call(endpoints.listConnections, { params: { platform: lower(platform) }, signal }),
  });

export const connectionQueryOptions = (api: ApiClient, stationId: string, platform: SocialPlatform) =>
  queryOptions({
    queryKey: socialKeys.connection(stationId, platform),
    queryFn: ({ signal }) =>
      api.call(endpoints.getConnection, { params: { station: stationId, platform: lower(platform) }, signal }),
  });

export const deleteConnection = (api: ApiClient, stationId: string, platform: SocialPlatform) =>
  api.call(endpoints.deleteConnection, { params: { station: stationId, platform: lower(platform) } });

export const connectDailymotion = (api: ApiClient, stationId: string, body: DailymotionCredentials) =>
  api.call(endpoints.connectDailymotion, { params: { station: stationId }, body });

export const startUpload = (api: ApiClient, fragmentId: string, platform: SocialPlatform, data: object) =>
  api.call(endpoints.startUpload, {
    params: { fragment: fragmentId, platform: lower(platform) },
    body: { data: data as Record<string, unknown> },
  });

/** Still on its way: asked for again every UPLOAD_POLL_MS. */
export const uploadPending = (status: UploadStatus | undefined): boolean => status === 'UPLOADING';

type UploadAnswer = { upload: UploadRecord | null };

export const uploadStatusQueryOptions = (api: ApiClient, fragmentId: string, platform: SocialPlatform) =>
  queryOptions({
    queryKey: socialKeys.upload(fragmentId, platform),
    queryFn: ({ signal }) =>
      api.call(endpoints.uploadStatus, { params: { fragment: fragmentId, platform: lower(platform) }, signal }),
    refetchInterval: (query: Query<UploadAnswer, Error, UploadAnswer, readonly unknown[]>) =>
      uploadPending(query.state.data?.upload?.status) ? UPLOAD_POLL_MS : false,
  });

/** The latest upload per platform of each fragment, UPLOAD_KEYS_PER_CALL keys a call. */
export async function uploadsByFragments(api: ApiClient, fragmentIds: readonly string[], signal?: AbortSignal) {
  const uploads = [];
  for (let start = 0; start < fragmentIds.length; start += UPLOAD_KEYS_PER_CALL) {
    const keys = fragmentIds.slice(start, start + UPLOAD_KEYS_PER_CALL).map(fragmentUploadKey);
    const answer = await api.call(endpoints.uploadsByKeys, { query: { keys: keys.join(',') }, signal });
    uploads.push(...answer.uploads);
  }
  return uploads;
}
export type FragmentUploadSummary = Awaited<ReturnType<typeof uploadsByFragments>>[number];

export const uploadsByFragmentsQueryOptions = (api: ApiClient, fragmentIds: readonly string[]) =>
  queryOptions({
    queryKey: socialKeys.byKeys(fragmentIds),
    queryFn: ({ signal }) => uploadsByFragments(api, fragmentIds, signal),
    enabled: fragmentIds.length > 0,
    refetchInterval: (query: Query<FragmentUploadSummary[], Error, FragmentUploadSummary[], readonly unknown[]>) =>
      query.state.data?.some((upload) => uploadPending(upload.status)) ? UPLOAD_POLL_MS : false,
  });

export const platformUploadsQueryOptions = (api: ApiClient, platform: SocialPlatform, page: number, pageSize: number) =>
  queryOptions({
    queryKey: socialKeys.platformUploads(platform, page, pageSize),
    queryFn: ({ signal }) =>
      api.call(endpoints.platformUploads, { params: { platform: lower(platform) }, query: { page, pageSize }, signal }),
    placeholderData: (previous: UploadsPage | undefined) => previous,
    refetchInterval: (query: Query<UploadsPage, Error, UploadsPage, readonly unknown[]>) =>
      query.state.data?.results.some((upload) => uploadPending(upload.status)) ? UPLOAD_POLL_MS : false,
  });
