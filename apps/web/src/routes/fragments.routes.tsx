/**
 * The fragments area (spec 02 "Fragments"): /fragments opens the first station's list,
 * /fragments/s/{slug} a station's list, /fragments/s/{slug}/fragment/{id} a fragment's info and
 * .../export its export sub-route, .../audiogram its audiogram sub-route and .../content-ai its
 * Content AI sub-route (only with the content-AI feature flag). The screens are one lazy chunk;
 * the audiogram screen another and the Content AI screens a third, loaded when first opened.
 */
import { createRoute, Outlet, redirect, stripSearchParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/PageHeader';
import { LoadingState } from '../components/QueryState';
import { DEFAULT_FRAGMENTS_LIST_SEARCH, fragmentsListSearch } from '../features/fragments/fragments-search';
import { stationsQueryOptions } from '../features/stations/stations.api';
import { appRoute } from './app.route';
import { requireFeatureFlag } from './guards';
import { lazyArea } from './lazy-area';

const fragmentsScreens = lazyArea(() => import('../features/fragments/fragments.screens'));
const FragmentExportScreen = fragmentsScreens.screen('FragmentExportScreen');
const FragmentInfoScreen = fragmentsScreens.screen('FragmentInfoScreen');
const FragmentLayout = fragmentsScreens.screen('FragmentLayout');
const FragmentsListScreen = fragmentsScreens.screen('FragmentsListScreen');
const FragmentsNoStationScreen = fragmentsScreens.screen('FragmentsNoStationScreen');
const audiogramScreens = lazyArea(() => import('../features/fragments/audiogram/FragmentAudiogramScreen'));
const FragmentAudiogramScreen = audiogramScreens.screen('FragmentAudiogramScreen');
const contentAiScreens = lazyArea(() => import('../features/content-ai/content-ai.screens'));
const FragmentContentAiScreen = contentAiScreens.screen('FragmentContentAiScreen');

/** While the area's chunk loads on a first visit: the page's header at once, not a blank page. */
function FragmentsPending() {
  const { t } = useTranslation('fragments');
  return (
    <>
      <PageHeader title={t('title')} />
      <LoadingState label={t('list.loading')} />
    </>
  );
}

const fragmentsIndexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'fragments',
  beforeLoad: async ({ context }) => {
    // The list's chunk loads while the stations are read, so the redirect lands on a ready screen.
    void fragmentsScreens.load().catch(() => {});
    const stations = await context.queryClient.ensureQueryData(stationsQueryOptions(context.api));
    const first = stations[0];
    if (first) throw redirect({ to: '/fragments/s/$station', params: { station: first.slug }, replace: true });
  },
  loader: fragmentsScreens.load,
  component: FragmentsNoStationScreen,
});

const fragmentsListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'fragments/s/$station',
  validateSearch: fragmentsListSearch,
  search: { middlewares: [stripSearchParams(DEFAULT_FRAGMENTS_LIST_SEARCH)] },
  loader: fragmentsScreens.load,
  pendingComponent: FragmentsPending,
  component: function FragmentsListRoute() {
    const { station } = fragmentsListRoute.useParams();
    const search = fragmentsListRoute.useSearch();
    const navigate = fragmentsListRoute.useNavigate();
    return (
      <FragmentsListScreen
        key={station}
        slug={station}
        search={search}
        // Replace: paging and filtering refine one view rather than leave a trail of history entries.
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});

const fragmentRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'fragments/s/$station/fragment/$fragmentId',
  loader: fragmentsScreens.load,
  component: function FragmentRoute() {
    const { station, fragmentId } = fragmentRoute.useParams();
    return (
      <FragmentLayout key={fragmentId} slug={station} fragmentId={fragmentId}>
        <Outlet />
      </FragmentLayout>
    );
  },
});

const fragmentInfoRoute = createRoute({
  getParentRoute: () => fragmentRoute,
  path: '/',
  component: FragmentInfoScreen,
});

const fragmentExportRoute = createRoute({
  getParentRoute: () => fragmentRoute,
  path: 'export',
  component: FragmentExportScreen,
});

const fragmentAudiogramRoute = createRoute({
  getParentRoute: () => fragmentRoute,
  path: 'audiogram',
  loader: audiogramScreens.load,
  component: FragmentAudiogramScreen,
});

/** spec 02 section 2: the Content AI sub-route only where Content AI is enabled. */
const fragmentContentAiRoute = createRoute({
  getParentRoute: () => fragmentRoute,
  path: 'content-ai',
  beforeLoad: ({ context }) => requireFeatureFlag(context, 'app__content_ai_enabled'),
  loader: contentAiScreens.load,
  component: FragmentContentAiScreen,
});

export const fragmentsRoutes = [
  fragmentsIndexRoute,
  fragmentsListRoute,
  fragmentRoute.addChildren([fragmentInfoRoute, fragmentExportRoute, fragmentAudiogramRoute, fragmentContentAiRoute]),
] as const;
