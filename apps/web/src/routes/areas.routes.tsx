/**
 * The top-level areas of spec 01 section 2 that have no routes file of their own: /settings, and
 * Content AI (spec 03 "Content AI", only with the content-AI feature flag): /content-ai/contents
 * (the list, paged by `page` and `limit`) and /content-ai/contents/{contentId}; every other
 * /content-ai path (the sidebar's /content-ai/s/{station} included) redirects to the list. The
 * screens are one lazy chunk.
 */
import { createRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import type { MeUser } from '@antena/contract';
import { DEFAULT_CONTENTS_SEARCH, contentsSearch } from '../features/content-ai/content-ai-search';
import { appRoute } from './app.route';
import type { RouterContext } from './root.route';
import { requireFeatureFlag } from './guards';
import { lazyArea } from './lazy-area';

const contentAiScreens = lazyArea(() => import('../features/content-ai/content-ai.screens'));
const ContentsListScreen = contentAiScreens.screen('ContentsListScreen');
const ContentDetailScreen = contentAiScreens.screen('ContentDetailScreen');

type GuardOptions = { context: RouterContext & { currentUser: MeUser } };

/** spec 01 section 2: Content AI only with the content-AI feature flag. */
const contentAiGuard = ({ context }: GuardOptions) => requireFeatureFlag(context, 'app__content_ai_enabled');

/** spec 03: content-ai paths other than the list and a content's detail open the list. */
const toContentsList = async (options: GuardOptions) => {
  await contentAiGuard(options);
  throw redirect({ to: '/content-ai/contents', replace: true });
};

export const contentAiRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'content-ai',
  beforeLoad: toContentsList,
});

const contentAiStationRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'content-ai/s/$station',
  beforeLoad: toContentsList,
});

const contentAiOtherRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'content-ai/$',
  beforeLoad: toContentsList,
});

const contentsListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'content-ai/contents',
  beforeLoad: contentAiGuard,
  validateSearch: contentsSearch,
  search: { middlewares: [stripSearchParams(DEFAULT_CONTENTS_SEARCH)] },
  loader: contentAiScreens.load,
  component: function ContentsListRoute() {
    const search = contentsListRoute.useSearch();
    const navigate = contentsListRoute.useNavigate();
    return (
      <ContentsListScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
    );
  },
});

const contentDetailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'content-ai/contents/$contentId',
  beforeLoad: contentAiGuard,
  loader: contentAiScreens.load,
  component: function ContentDetailRoute() {
    const { contentId } = contentDetailRoute.useParams();
    return <ContentDetailScreen key={contentId} contentId={contentId} />;
  },
});

export const contentAiRoutes = [
  contentAiRoute,
  contentAiStationRoute,
  contentsListRoute,
  contentDetailRoute,
  contentAiOtherRoute,
] as const;

/** /settings has no screen of its own: it opens the settings form. */
export const settingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'settings',
  beforeLoad: () => {
    throw redirect({ to: '/settings/config' });
  },
});
