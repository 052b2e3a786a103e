/**
 * The calls of a fragment's audiogram sub-route (spec 02 section 7 "Audiogram"): its caption
 * words, generating variants, a completed variant's signed video URL and publishing a variant to
 * a social platform; and when the fragment is asked for again (every 2 s while a variant renders
 * or an export runs).
 */
import { queryOptions, type Query } from '@tanstack/react-query';
import {
  FRAGMENT_MEDIA_POLL_MS,
  type AudiogramGenerate,
  type AudiogramGeneration,
  type AudiogramVariant,
  type Fragment,
  type SocialPlatform,
} from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../../lib/api-client';

/** spec 02 section 4: the fragment is asked for every 2 s while an audiogram renders or is published. */
export const AUDIOGRAM_POLL_MS = FRAGMENT_MEDIA_POLL_MS;

export const audiogramKeys = {
  captions: (fragmentId: string) => ['fragments', 'one', fragmentId, 'audiogram', 'captions'] as const,
  mediaUrl: (fragmentId: string, variant: AudiogramVariant) =>
    ['fragments', 'one', fragmentId, 'audiogram', 'media-url', variant] as const,
};

/** A variant QUEUED or IN_PROGRESS, or an export QUEUED or IN_PROGRESS. */
export function audiogramPending(fragment: Fragment | undefined): boolean {
  const jobs = Object.values(fragment?.audiogramGeneration?.variantsJobs ?? {});
  const exports = Object.values(fragment?.audiogramExport.platforms ?? {});
  return [...jobs, ...exports].some((job) => job.status === 'QUEUED' || job.status === 'IN_PROGRESS');
}

export const audiogramRefetchInterval = (query: Query<Fragment, Error, Fragment, readonly unknown[]>) =>
  audiogramPending(query.state.data) ? AUDIOGRAM_POLL_MS : false;

export const audiogramCaptionsQueryOptions = (api: ApiClient, fragmentId: string) =>
  queryOptions({
    queryKey: audiogramKeys.captions(fragmentId),
    queryFn: ({ signal }) => api.call(endpoints.audiogramCaptions, { params: { fragmentId }, signal }),
  });

/** Signed URLs last an hour: asked for again well before. */
export const audiogramMediaUrlQueryOptions = (api: ApiClient, fragmentId: string, variant: AudiogramVariant) =>
  queryOptions({
    queryKey: audiogramKeys.mediaUrl(fragmentId, variant),
    queryFn: ({ signal }) =>
      api.call(endpoints.audiogramMediaUrl, { params: { fragmentId }, query: { variant }, signal }),
    staleTime: 10 * 60_000,
  });

export const generateAudiogram = (api: ApiClient, fragmentId: string, body: AudiogramGenerate) =>
  api.call(endpoints.generateAudiogram, { params: { fragmentId }, body });

/**
 * The fragment with a generation the server answered: a whole new audiogram replaces the old one;
 * one variant generated again replaces only that variant's job.
 */
export const withGeneration = (
  fragment: Fragment,
  generation: AudiogramGeneration,
  mode: 'replace' | 'merge',
): Fragment => ({
  ...fragment,
  audiogramGeneration:
    mode === 'merge' && fragment.audiogramGeneration
      ? {
          inputProps: generation.inputProps ?? fragment.audiogramGeneration.inputProps,
          variantsJobs: { ...fragment.audiogramGeneration.variantsJobs, ...generation.variantsJobs },
        }
      : generation,
});

export const startAudiogramSocialExport = (
  api: ApiClient,
  fragmentId: string,
  target: SocialPlatform,
  body: { variant: AudiogramVariant; data: Record<string, unknown> },
) => api.call(endpoints.audiogramSocialExport, { params: { fragmentId, target }, body });
