/**
 * The calls of Content AI (spec 03 sections 7 and 9, issue 35): the client's contents, one content
 * (asked for again every CONTENT_POLL_MS while something on it runs), a fragment's content by key,
 * creating one, and the steps of the wizard. A step that starts a job is shown IN_PROGRESS in the
 * cache as soon as it is asked for (spec 03 section 4); the server's answer, the whole content,
 * then replaces it.
 */
import { keepPreviousData, queryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import {
  CONTENT_POLL_MS,
  contentKeyOf,
  type Content,
  type GenerateArticles,
  type SocialPlatform,
  type SocialVersion,
  type SocialVersionUpdate,
  type UserArticle,
} from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

export const contentKeys = {
  all: ['content-ai'] as const,
  list: (page: number, limit: number) => ['content-ai', 'contents', page, limit] as const,
  one: (id: string) => ['content-ai', 'content', id] as const,
  byKey: (key: string) => ['content-ai', 'content-key', key] as const,
  // The same key as the prompts' administration (engine/content-ai-engine.api.ts).
  stationConfig: (stationId: string) => ['content-ai', 'station-config', stationId] as const,
};

const lower = (platform: SocialPlatform) => platform.toLowerCase();

/** A platform's version, or the empty one the server has not written yet. */
export function socialVersionOf(content: Content, platform: SocialPlatform): SocialVersion {
  return (
    content.socialVersions.versions.find((version) => version.platform === platform) ?? {
      platform,
      generation: { status: 'NONE', data: null, error: null },
      userConfig: null,
      publish: { status: 'NONE', data: null, error: null },
    }
  );
}

/** spec 03 section 9: something on the content runs (every action waits for it). */
export const contentInProgress = (content: Content | undefined | null): boolean =>
  !!content &&
  (content.pntApiResult.status === 'IN_PROGRESS' ||
    content.aiArticles.status === 'IN_PROGRESS' ||
    content.socialVersions.versions.some(
      (version) => version.generation.status === 'IN_PROGRESS' || version.publish.status === 'IN_PROGRESS',
    ));

/**
 * Polled while something runs; also while the media analysis has not started (NONE): the server
 * starts it when the content is created, so it is on its way.
 */
export const contentPolling = (content: Content | undefined | null): boolean =>
  contentInProgress(content) || content?.pntApiResult.status === 'NONE';

type ContentQuery = Query<Content, Error, Content, readonly unknown[]>;

export const contentQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: contentKeys.one(id),
    queryFn: ({ signal }) => api.call(endpoints.getContent, { params: { id }, signal }),
    refetchInterval: (query: ContentQuery) => (contentPolling(query.state.data) ? CONTENT_POLL_MS : false),
  });

/** A fragment's content; null when it has none (spec 03 section 7: a 404 means none). */
export const contentByFragmentQueryOptions = (api: ApiClient, fragmentId: string) =>
  queryOptions({
    queryKey: contentKeys.byKey(contentKeyOf(fragmentId)),
    queryFn: async ({ signal }): Promise<Content | null> => {
      try {
        return await api.call(endpoints.getContentByKey, { params: { key: contentKeyOf(fragmentId) }, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });

export const contentsPageQueryOptions = (api: ApiClient, page: number, limit: number) =>
  queryOptions({
    queryKey: contentKeys.list(page, limit),
    queryFn: ({ signal }) => api.call(endpoints.listContents, { query: { page, limit }, signal }),
    placeholderData: keepPreviousData,
  });

/** The station's prompts (the built-in ones until its administrators save a list). */
export const stationPromptsQueryOptions = (api: ApiClient, stationId: string) =>
  queryOptions({
    queryKey: contentKeys.stationConfig(stationId),
    queryFn: ({ signal }) => api.call(endpoints.getStationContentConfig, { params: { stationId }, signal }),
  });

export const createContent = (api: ApiClient, fragmentId: string) =>
  api.call(endpoints.createContent, {
    body: { sourceType: 'FRAGMENT', sourceData: { fragmentId }, key: contentKeyOf(fragmentId) },
  });

export const generateAiArticles = (api: ApiClient, id: string, body: GenerateArticles) =>
  api.call(endpoints.generateAiArticles, { params: { id }, body });

export const updateUserArticle = (api: ApiClient, id: string, body: UserArticle) =>
  api.call(endpoints.updateUserArticle, { params: { id }, body });

export const generateSocialVersion = (
  api: ApiClient,
  id: string,
  platform: SocialPlatform,
  body: { instructions?: string },
) => api.call(endpoints.generateSocialVersion, { params: { id, platform: lower(platform) }, body });

export const updateSocialVersion = (api: ApiClient, id: string, platform: SocialPlatform, body: SocialVersionUpdate) =>
  api.call(endpoints.updateSocialVersion, { params: { id, platform: lower(platform) }, body });

export const publishSocialVersion = (api: ApiClient, id: string, platform: SocialPlatform) =>
  api.call(endpoints.publishSocialVersion, { params: { id, platform: lower(platform) } });

/** The content as it reads once the articles are asked for (spec 03 section 4). */
export const articlesRequested = (content: Content, body: GenerateArticles): Content => ({
  ...content,
  aiArticles: {
    status: 'IN_PROGRESS',
    data: null,
    error: null,
    promptId: body.promptId,
    instructions: body.instructions ?? null,
  },
});

function withVersion(content: Content, platform: SocialPlatform, change: (version: SocialVersion) => SocialVersion) {
  const others = content.socialVersions.versions.filter((version) => version.platform !== platform);
  return { ...content, socialVersions: { versions: [...others, change(socialVersionOf(content, platform))] } };
}

export const socialGenerationRequested = (content: Content, platform: SocialPlatform): Content =>
  withVersion(content, platform, (version) => ({
    ...version,
    generation: { status: 'IN_PROGRESS', data: version.generation.data, error: null },
  }));

export const socialPublishRequested = (content: Content, platform: SocialPlatform): Content =>
  withVersion(content, platform, (version) => ({
    ...version,
    publish: { status: 'IN_PROGRESS', data: null, error: null },
  }));

/** Puts the server's answer (the whole content) wherever the content is cached. */
export function storeContent(queryClient: QueryClient, content: Content): void {
  queryClient.setQueryData(contentKeys.one(content.id), content);
  if (queryClient.getQueryData(contentKeys.byKey(content.key)) !== undefined)
    queryClient.setQueryData(contentKeys.byKey(content.key), content);
}
