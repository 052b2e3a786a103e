/**
 * Starts the Content AI routes (and the fragment routes, for the fragment's Content AI tab) against
 * a fake API, with content fixtures the contract accepts.
 */
import type { AiArticle, Content, IntegrationState, MeUser, SocialPlatform, SocialVersion } from '@antena/contract';
import { aMeUser, createFakeApi, featureFlagsAnswer, reply, type Answer } from '../../test/app-kit';
import { startAppRoutes } from '../../test/app-routes-kit';
import { contentAiRoutes } from '../../routes/areas.routes';
import { fragmentsRoutes } from '../../routes/fragments.routes';
import { loggerRoutes } from '../../routes/logger.routes';
import {
  aFragment,
  aFragmentsStation,
  downloadUrl,
  FM1_ID,
  FRAGMENT_ID,
  fragmentsPage,
} from '../fragments/fragments-test-kit';

export { FM1_ID, FRAGMENT_ID };
export const CONTENT_ID = '9c1b2c3d-0000-4000-8000-00000000c001';
export const UPLOAD_ID = '5c1b2c3d-0000-4000-8000-00000000c0a1';
export const fm1 = aFragmentsStation('fm-1');

export const anArticle = (n: 1 | 2, overrides: Partial<AiArticle> = {}): AiArticle => ({
  title: `Budget article ${n}`,
  titleClaim: null,
  body: `<h1>Budget article ${n}</h1><p>The minister said "we will cut taxes" on air.</p>`,
  paragraphs: [
    {
      spans: [
        { text: 'The minister said ', claim: null },
        { text: `"we will cut taxes" (${n})`, claim: 1 },
        { text: ' and ', claim: null },
        { text: `promised a surplus (${n})`, claim: 2 },
        { text: '.', claim: null },
      ],
    },
  ],
  claims: [
    {
      id: 1,
      kind: 'QUOTE',
      text: 'we will cut taxes',
      segments: [3],
      start: 12.5,
      end: 15,
      verified: true,
      problem: null,
    },
    {
      id: 2,
      kind: 'FACT',
      text: 'promised a surplus',
      segments: [9],
      start: 40,
      end: 44,
      verified: false,
      problem: 'QUOTE_NOT_ON_AIR',
    },
  ],
  ...overrides,
});

export const aVersion = (platform: SocialPlatform, overrides: Partial<SocialVersion> = {}): SocialVersion => ({
  platform,
  generation: { status: 'NONE', data: null, error: null },
  userConfig: null,
  publish: { status: 'NONE', data: null, error: null },
  ...overrides,
});

const ORIGIN = {
  id: FRAGMENT_ID,
  title: 'Morning interview',
  duration: 120,
  station: { id: FM1_ID, slug: 'fm-1', name: 'FM-1', isVideo: false },
};

export type ContentOverrides = Partial<Omit<Content, 'pntApiResult' | 'aiArticles'>> & {
  pntApiResult?: Partial<Content['pntApiResult']>;
  aiArticles?: Partial<Content['aiArticles']>;
  fragmentDeleted?: boolean;
};

export function aContent({ pntApiResult, aiArticles, fragmentDeleted, ...overrides }: ContentOverrides = {}): Content {
  return {
    id: CONTENT_ID,
    key: `FRAGMENT:${FRAGMENT_ID}`,
    createdAt: '2026-03-10T12:30:00Z',
    createdBy: 'ana@radio.com',
    source: {
      type: 'FRAGMENT',
      data: {
        fragmentId: fragmentDeleted ? null : FRAGMENT_ID,
        fragment: fragmentDeleted ? null : ORIGIN,
        fragmentTitle: 'Morning interview',
      },
    },
    pntApiResult: {
      status: 'COMPLETED',
      data: { segments: [{ index: 1, start: 0, end: 5, speaker: 'A', text: 'Good morning' }] },
      error: null,
      ...pntApiResult,
    },
    aiArticles: { status: 'NONE', data: null, error: null, promptId: null, instructions: null, ...aiArticles },
    userArticle: { data: null },
    socialVersions: { versions: [] },
    ...overrides,
  };
}

/** Both articles written. */
export const withArticles = (overrides: ContentOverrides = {}) =>
  aContent({
    aiArticles: { status: 'COMPLETED', data: { article1: anArticle(1), article2: anArticle(2) }, promptId: 'NEWS' },
    ...overrides,
  });

export const prompts = {
  stationId: FM1_ID,
  prompts: [
    { id: 'NEWS', name: 'News article', content: 'Write a news article.' },
    { id: 'OPINION', name: 'Opinion column', content: 'Write an opinion column.' },
  ],
  builtIn: false,
  updatedAt: null,
};

export const connection = (platform: SocialPlatform, connected: boolean): IntegrationState => ({
  stationId: FM1_ID,
  platform,
  connected,
  connectedBy: connected ? 'ana@radio.com' : null,
  connectedAt: connected ? '2026-03-10T12:05:00Z' : null,
  profile: connected ? { displayName: 'Radio FM 1', photo: null, url: null } : null,
  needsReconnect: false,
  error: null,
});

export const CONTENT_PATH = `/content-ai/contents/${CONTENT_ID}`;

export function startContentAi(
  path: string,
  answers: Record<string, Answer> = {},
  {
    user = aMeUser('CLIENT_USER'),
    flags = {},
  }: { user?: MeUser; flags?: Parameters<typeof featureFlagsAnswer>[0] } = {},
) {
  const api = createFakeApi({
    'GET /auth/me/user': user,
    'GET /stations': [fm1],
    'GET /feature-flags': featureFlagsAnswer({ app__content_ai_enabled: true, ...flags }),
    'GET /users/me/settings': { timezone: 'UTC' },
    'GET /stations/:id/fragments': fragmentsPage([]),
    'GET /segments/stations/:id/segments': [],
    'GET /content-ai/engine': { configured: true, model: 'test-model', host: 'llm.test', detail: 'Ready' },
    'GET /content-ai/station-config/:id': prompts,
    [`GET /fragments/${FRAGMENT_ID}`]: aFragment(),
    'GET /fragments/:id/download-url': (call) => downloadUrl(call.query.get('mediaType') ?? 'AUDIO'),
    'GET /delivery/:id': reply(404),
    'GET /station-config/all': { results: [] },
    'GET /connections/:station/:platform': (call) =>
      connection(call.path.split('/').pop()!.toUpperCase() as SocialPlatform, true),
    ...answers,
  });
  return startAppRoutes([...loggerRoutes, ...fragmentsRoutes, ...contentAiRoutes], api, path);
}
