import { defineRoute } from '../route';
import { routePaths } from '../route-paths';
import {
  contentAiEngineStatusSchema,
  contentCreatedSchema,
  contentCreateSchema,
  contentKeyParamsSchema,
  contentParamsSchema,
  contentSchema,
  contentsPageSchema,
  contentsQuerySchema,
  generateArticlesSchema,
  llmUsagePageSchema,
  llmUsageQuerySchema,
  socialGenerateSchema,
  socialUpdateSchema,
  socialVersionParamsSchema,
  contentConfigParamsSchema,
  stationContentConfigSchema,
  stationContentConfigUpdateSchema,
  userArticleSchema,
} from '../schemas/content-ai';

const CONTENT = { tag: 'content-ai', service: 'content-ai', auth: 'user' } as const;
const ADMIN = ['CLIENT_ADMIN', 'SUPERADMIN'] as const;

/** spec 02 section 7 and spec 03 section 7 "Content AI" (issue 35): prompts, contents, articles and social versions. */
export const contentAiRoutes = {
  getStationContentConfig: defineRoute({
    ...routePaths.getStationContentConfig,
    summary: "A station's content-AI prompts (the built-in ones until a list is saved)",
    ...CONTENT,
    params: contentConfigParamsSchema,
    response: { 200: stationContentConfigSchema },
  }),
  putStationContentConfig: defineRoute({
    ...routePaths.putStationContentConfig,
    summary: "Replaces a station's content-AI prompts (order kept; an empty id is made from the name)",
    ...CONTENT,
    roles: ADMIN,
    params: contentConfigParamsSchema,
    body: stationContentConfigUpdateSchema,
    response: { 200: stationContentConfigSchema },
  }),
  contentAiEngineStatus: defineRoute({
    ...routePaths.contentAiEngineStatus,
    summary: "The server's chat engine, or plainly why there is none (every content-AI screen shows it)",
    ...CONTENT,
    response: { 200: contentAiEngineStatusSchema },
  }),
  llmUsage: defineRoute({
    ...routePaths.llmUsage,
    summary: "The chat engine's token use, per call, newest first",
    tag: 'platform',
    auth: 'user',
    roles: ['SUPERADMIN'],
    querystring: llmUsageQuerySchema,
    response: { 200: llmUsagePageSchema },
  }),
  createContent: defineRoute({
    ...routePaths.createContent,
    summary: 'Creates the content of a fragment (its transcription is started if missing); 409 when it exists',
    ...CONTENT,
    body: contentCreateSchema,
    response: { 201: contentCreatedSchema },
  }),
  listContents: defineRoute({
    ...routePaths.listContents,
    summary: "The client's contents, newest first",
    ...CONTENT,
    querystring: contentsQuerySchema,
    response: { 200: contentsPageSchema },
  }),
  getContentByKey: defineRoute({
    ...routePaths.getContentByKey,
    summary: 'The content of a key (FRAGMENT:{id}); 404 when there is none',
    ...CONTENT,
    params: contentKeyParamsSchema,
    response: { 200: contentSchema },
  }),
  getContent: defineRoute({
    ...routePaths.getContent,
    summary: 'A content: media analysis, AI articles, user article and social versions',
    ...CONTENT,
    params: contentParamsSchema,
    response: { 200: contentSchema },
  }),
  generateAiArticles: defineRoute({
    ...routePaths.generateAiArticles,
    summary: 'Writes two articles from the transcript with the chosen prompt (a job; poll the content)',
    ...CONTENT,
    params: contentParamsSchema,
    body: generateArticlesSchema,
    response: { 200: contentSchema },
  }),
  updateUserArticle: defineRoute({
    ...routePaths.updateUserArticle,
    summary: "Saves the user's article (title, and body as HTML, sanitised)",
    ...CONTENT,
    params: contentParamsSchema,
    body: userArticleSchema,
    response: { 200: contentSchema },
  }),
  generateSocialVersion: defineRoute({
    ...routePaths.generateSocialVersion,
    summary: "Adapts the user's article to a platform's length and hashtag rules (a job; poll the content)",
    ...CONTENT,
    params: socialVersionParamsSchema,
    body: socialGenerateSchema,
    response: { 200: contentSchema },
  }),
  updateSocialVersion: defineRoute({
    ...routePaths.updateSocialVersion,
    summary: "Saves the user's edit of a platform's version",
    ...CONTENT,
    params: socialVersionParamsSchema,
    body: socialUpdateSchema,
    response: { 200: contentSchema },
  }),
  publishSocialVersion: defineRoute({
    ...routePaths.publishSocialVersion,
    summary:
      "Publishes the fragment's video (an audio station: its audiogram) with the version's text through the station's connection",
    ...CONTENT,
    params: socialVersionParamsSchema,
    response: { 200: contentSchema },
  }),
} as const;
