/**
 * The search area (spec 02 Search): /search and the bare /search/s open the first station's
 * search, /search/s/{slug} a station's. The screens are one lazy chunk.
 */
import { createRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/PageHeader';
import { LoadingState } from '../components/QueryState';
import { DEFAULT_TRANSCRIPTION_SEARCH, transcriptionSearch } from '../features/search/search-params';
import { stationsQueryOptions } from '../features/stations/stations.api';
import { appRoute } from './app.route';
import type { RouterContext } from './root.route';
import { lazyArea } from './lazy-area';

const searchScreens = lazyArea(() => import('../features/search/search.screens'));
const SearchScreen = searchScreens.screen('SearchScreen');
const SearchNoStationScreen = searchScreens.screen('SearchNoStationScreen');

/** While the area's chunk loads on a first visit: the page's header at once, not a blank page. */
function SearchPending() {
  const { t } = useTranslation('search');
  return (
    <>
      <PageHeader title={t('title')} />
      <LoadingState label={t('station.loading')} />
    </>
  );
}

async function toFirstStation({ context }: { context: RouterContext }) {
  // The screen's chunk loads while the stations are read, so the redirect lands on a ready screen.
  void searchScreens.load().catch(() => {});
  const stations = await context.queryClient.ensureQueryData(stationsQueryOptions(context.api));
  const first = stations[0];
  if (first) throw redirect({ to: '/search/s/$station', params: { station: first.slug }, replace: true });
}

const searchIndexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'search',
  beforeLoad: toFirstStation,
  loader: searchScreens.load,
  component: SearchNoStationScreen,
});

const searchBareStationRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'search/s',
  beforeLoad: toFirstStation,
  loader: searchScreens.load,
  component: SearchNoStationScreen,
});

const searchStationRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'search/s/$station',
  validateSearch: transcriptionSearch,
  search: { middlewares: [stripSearchParams(DEFAULT_TRANSCRIPTION_SEARCH)] },
  loader: searchScreens.load,
  pendingComponent: SearchPending,
  component: function SearchRoute() {
    const { station } = searchStationRoute.useParams();
    const search = searchStationRoute.useSearch();
    const navigate = searchStationRoute.useNavigate();
    return (
      <SearchScreen
        key={station}
        slug={station}
        search={search}
        // Each search is a history entry, so Back from the logger (Show on stream) returns to it.
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

export const searchRoutes = [searchIndexRoute, searchBareStationRoute, searchStationRoute] as const;
