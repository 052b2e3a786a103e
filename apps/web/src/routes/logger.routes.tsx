/**
 * The logger area (spec 02): the status screen and each station's stream. /logger opens the
 * status, /logger/station/{slug} is the old address of a stream, and any other /logger path
 * goes to the status.
 */
import { createRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { DEFAULT_LOGGER_STATUS_SEARCH, loggerStatusSearch } from '../features/logger/logger-status-search';
import { DEFAULT_LOGGER_STREAM_SEARCH, loggerStreamSearch } from '../features/logger-stream/stream-search';
import { streamStationQueryOptions } from '../features/logger-stream/stream.api';
import { appRoute } from './app.route';
import { lazyArea } from './lazy-area';

// Each logger screen is its own chunk: the stream screen brings the player, which the status
// list and every other area do without. Each loads with its route, never as a blank screen.
const statusScreens = lazyArea(() => import('../features/logger/LoggerStatusScreen'));
const streamScreens = lazyArea(() => import('../features/logger-stream/LoggerStreamScreen'));
const LoggerStatusScreen = statusScreens.screen('LoggerStatusScreen');
const LoggerStreamScreen = streamScreens.screen('LoggerStreamScreen');

const loggerIndexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'logger',
  beforeLoad: () => {
    throw redirect({ to: '/logger/status' });
  },
});

const loggerStatusRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'logger/status',
  validateSearch: loggerStatusSearch,
  loader: statusScreens.load,
  // Defaults stay out of the URL, so a plain /logger/status is the unfiltered list.
  search: { middlewares: [stripSearchParams(DEFAULT_LOGGER_STATUS_SEARCH)] },
  component: function LoggerStatusRoute() {
    const search = loggerStatusRoute.useSearch();
    const navigate = loggerStatusRoute.useNavigate();
    return (
      <LoggerStatusScreen
        search={search}
        // Replace: typing and filtering refine one view rather than leave a trail of history entries.
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});

const loggerStationRedirectRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'logger/station/$slug',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/logger/s/$station', params: { station: params.slug } });
  },
});

const loggerStreamRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'logger/s/$station',
  validateSearch: loggerStreamSearch,
  // The station is asked for while the screen's chunk downloads, not after it (issue 31.5: the
  // chunk, then the station, then its segments and matches were three round trips in a row).
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(streamStationQueryOptions(context.api, params.station));
    return streamScreens.load();
  },
  search: { middlewares: [stripSearchParams(DEFAULT_LOGGER_STREAM_SEARCH)] },
  component: function LoggerStreamRoute() {
    const { station } = loggerStreamRoute.useParams();
    const search = loggerStreamRoute.useSearch();
    return <LoggerStreamScreen slug={station} search={search} />;
  },
});

const loggerOtherRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'logger/$',
  beforeLoad: () => {
    throw redirect({ to: '/logger/status' });
  },
});

export const loggerRoutes = [
  loggerIndexRoute,
  loggerStatusRoute,
  loggerStationRedirectRoute,
  loggerStreamRoute,
  loggerOtherRoute,
] as const;
