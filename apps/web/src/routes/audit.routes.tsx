/**
 * The station audit (spec 03 section 2, "Station audit, under /audit/s/{slug}/"): /audit opens
 * the first audit-enabled station's matches, /audit/s/{slug} its matches, matches its CUSTOM ADS
 * tab, schedule its ads tab, and any other /audit path the first station's matches. The screens
 * are one lazy chunk.
 */
import { createRoute, Outlet, redirect, stripSearchParams } from '@tanstack/react-router';
import { isAuditCategory } from '../features/audit/audit-categories';
import {
  auditAudiosSearch,
  auditResultsSearch,
  DEFAULT_AUDIT_AUDIOS_SEARCH,
  DEFAULT_AUDIT_RESULTS_SEARCH,
} from '../features/audit/audit-search';
import { firstAuditStation } from '../features/audit/audit-stations';
import { DEFAULT_AUDIT_REPORTS_SEARCH, auditReportsSearch } from '../features/audit/reports/reports-search';
import {
  DEFAULT_SCHEDULE_LIST_SEARCH,
  isScheduleCategory,
  scheduleListSearch,
  scheduleStatusSearch,
} from '../features/audit/schedule/schedule-search';
import { isScheduleUploadEntry } from '../features/audit/upload/upload-entries';
import { stationsQueryOptions } from '../features/stations/stations.api';
import { appRoute } from './app.route';
import { lazyArea } from './lazy-area';
import type { RouterContext } from './root.route';

export const auditScreens = lazyArea(() => import('../features/audit/audit.screens'));
const AuditAudiosScreen = auditScreens.screen('AuditAudiosScreen');
const AuditMatchesScreen = auditScreens.screen('AuditMatchesScreen');
const AuditNoStationScreen = auditScreens.screen('AuditNoStationScreen');
const AuditReportsScreen = auditScreens.screen('AuditReportsScreen');
const AuditScheduleScreen = auditScreens.screen('AuditScheduleScreen');
const MentionScheduleScreen = auditScreens.screen('MentionScheduleScreen');
const ScheduleStatusScreen = auditScreens.screen('ScheduleStatusScreen');
const SpotScheduleScreen = auditScreens.screen('SpotScheduleScreen');
const AuditStationLayout = auditScreens.screen('AuditStationLayout');
const AuditUploadScreen = auditScreens.screen('AuditUploadScreen');

const matchesOf = (station: string) =>
  redirect({ to: '/audit/s/$station/matches/$category', params: { station, category: 'spot' } });

/** The first audit-enabled station's matches; /audit itself (its empty state) when there is none. */
async function firstStationMatches(context: RouterContext) {
  const stations = await context.queryClient.ensureQueryData(stationsQueryOptions(context.api));
  const station = firstAuditStation(stations);
  return station ? matchesOf(station.slug) : null;
}

const auditIndexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit',
  beforeLoad: async ({ context }) => {
    const target = await firstStationMatches(context);
    if (target) throw target;
  },
  loader: auditScreens.load,
  component: AuditNoStationScreen,
});

// The router may match a plain /audit here too (an empty splat): then it is /audit's empty state.
const auditOtherRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit/$',
  beforeLoad: async ({ context, params }) => {
    const target = await firstStationMatches(context);
    if (target) throw target;
    if (params._splat) throw redirect({ to: '/audit' });
  },
  loader: auditScreens.load,
  component: AuditNoStationScreen,
});

const auditStationRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit/s/$station',
  loader: auditScreens.load,
  component: function AuditStationRoute() {
    const { station } = auditStationRoute.useParams();
    return (
      <AuditStationLayout slug={station}>
        <Outlet />
      </AuditStationLayout>
    );
  },
});

const auditStationIndexRoute = createRoute({
  getParentRoute: () => auditStationRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw matchesOf(params.station);
  },
});

const matchesIndexRoute = createRoute({
  getParentRoute: () => auditStationRoute,
  path: 'matches',
  beforeLoad: ({ params }) => {
    throw matchesOf(params.station);
  },
});

const matchesRoute = createRoute({
  getParentRoute: () => auditStationRoute,
  path: 'matches/$category',
  beforeLoad: ({ params }) => {
    if (!isAuditCategory(params.category)) throw matchesOf(params.station);
  },
  validateSearch: auditResultsSearch,
  search: { middlewares: [stripSearchParams(DEFAULT_AUDIT_RESULTS_SEARCH)] },
  component: function AuditMatchesRoute() {
    const { category } = matchesRoute.useParams();
    const search = matchesRoute.useSearch();
    const navigate = matchesRoute.useNavigate();
    if (!isAuditCategory(category)) return null;
    return (
      <AuditMatchesScreen
        category={category}
        search={search}
        // Replace: paging and filtering refine one view rather than leave a trail of history entries.
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});

const audiosRoute = createRoute({
  getParentRoute: () => auditStationRoute,
  path: 'audios',
  validateSearch: auditAudiosSearch,
  search: { middlewares: [stripSearchParams(DEFAULT_AUDIT_AUDIOS_SEARCH)] },
  component: function AuditAudiosRoute() {
    const search = audiosRoute.useSearch();
    const navigate = audiosRoute.useNavigate();
    return (
      <AuditAudiosScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
    );
  },
});

const scheduleOf = (station: string) =>
  redirect({ to: '/audit/s/$station/schedule/$category', params: { station, category: 'spot' } });

const scheduleIndexRoute = createRoute({
  getParentRoute: () => auditStationRoute,
  path: 'schedule',
  beforeLoad: ({ params }) => {
    throw scheduleOf(params.station);
  },
});

const scheduleRoute = createRoute({
  getParentRoute: () => auditStationRoute,
  path: 'schedule/$category',
  beforeLoad: ({ params }) => {
    if (!isScheduleCategory(params.category)) throw scheduleOf(params.station);
  },
  validateSearch: scheduleListSearch,
  search: { middlewares: [stripSearchParams(DEFAULT_SCHEDULE_LIST_SEARCH)] },
  component: function AuditScheduleRoute() {
    const { category } = scheduleRoute.useParams();
    const search = scheduleRoute.useSearch();
    const navigate = scheduleRoute.useNavigate();
    if (!isScheduleCategory(category)) return null;
    return (
      <AuditScheduleScreen
        category={category}
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});

// The detail paths are more specific than schedule/$category, so the router prefers them.
const spotScheduleRoute = createRoute({
  getParentRoute: () => auditStationRoute,
  path: 'schedule/spot/$id',
  component: function SpotScheduleRoute() {
    const { id } = spotScheduleRoute.useParams();
    return <SpotScheduleScreen id={id} />;
  },
});

const mentionScheduleRoute = createRoute({
  getParentRoute: () => auditStationRoute,
  path: 'schedule/mentions/$id',
  component: function MentionScheduleRoute() {
    const { id } = mentionScheduleRoute.useParams();
    return <MentionScheduleScreen id={id} />;
  },
});

const scheduleStatusRoute = createRoute({
  getParentRoute: () => auditStationRoute,
  path: 'schedule-status',
  validateSearch: scheduleStatusSearch,
  component: function ScheduleStatusRoute() {
    const search = scheduleStatusRoute.useSearch();
    const navigate = scheduleStatusRoute.useNavigate();
    return (
      <ScheduleStatusScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
    );
  },
});

const reportsRoute = createRoute({
  getParentRoute: () => auditStationRoute,
  path: 'reports',
  validateSearch: auditReportsSearch,
  search: { middlewares: [stripSearchParams(DEFAULT_AUDIT_REPORTS_SEARCH)] },
  component: function AuditReportsRoute() {
    const search = reportsRoute.useSearch();
    const navigate = reportsRoute.useNavigate();
    return (
      <AuditReportsScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
    );
  },
});

const uploadIndexRoute = createRoute({
  getParentRoute: () => auditStationRoute,
  path: 'upload',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/audit/s/$station/upload/audios', params: { station: params.station } });
  },
});

const uploadAudiosRoute = createRoute({
  getParentRoute: () => auditStationRoute,
  path: 'upload/audios',
  component: AuditUploadScreen,
});

// The schedule imports (the audios entry above is the more specific path and wins over this one).
const uploadScheduleRoute = createRoute({
  getParentRoute: () => auditStationRoute,
  path: 'upload/$entry',
  beforeLoad: ({ params }) => {
    if (!isScheduleUploadEntry(params.entry))
      throw redirect({ to: '/audit/s/$station/upload/audios', params: { station: params.station } });
  },
  component: function AuditUploadScheduleRoute() {
    const { entry } = uploadScheduleRoute.useParams();
    return isScheduleUploadEntry(entry) ? <AuditUploadScreen entry={entry} /> : null;
  },
});

export const auditRoutes = [
  auditIndexRoute,
  auditOtherRoute,
  auditStationRoute.addChildren([
    auditStationIndexRoute,
    matchesIndexRoute,
    matchesRoute,
    audiosRoute,
    scheduleIndexRoute,
    scheduleRoute,
    spotScheduleRoute,
    mentionScheduleRoute,
    scheduleStatusRoute,
    reportsRoute,
    uploadIndexRoute,
    uploadAudiosRoute,
    uploadScheduleRoute,
  ]),
] as const;
