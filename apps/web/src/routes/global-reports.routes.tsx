/**
 * The global reports (spec 03 "Global reports, under /audit/global-reports/"): the area opens
 * on gip-report; one route per report and the saved reports (created, created/{reportId}), all
 * inside the area's layout and one lazy chunk. These paths are more specific than the audit
 * area's catch-all (audit/$), so the router prefers them; an unknown path under the area goes
 * to gip-report rather than to a station's matches.
 */
import { createRoute, Outlet, redirect, stripSearchParams } from '@tanstack/react-router';
import { cloneSearch } from '../features/global-reports/global-reports-search';
import { createdReportsSearch } from '../features/global-reports/created/created-reports-search';
import { appRoute } from './app.route';
import { lazyArea } from './lazy-area';

export const globalReportsScreens = lazyArea(() => import('../features/global-reports/global-reports.screens'));
const GlobalReportsLayout = globalReportsScreens.screen('GlobalReportsLayout');
const GipReportScreen = globalReportsScreens.screen('GipReportScreen');
const GipAlternativeReportScreen = globalReportsScreens.screen('GipAlternativeReportScreen');
const MissingAudiosScreen = globalReportsScreens.screen('MissingAudiosScreen');
const NoMatchesScreen = globalReportsScreens.screen('NoMatchesScreen');
const SchedulesNoMatchesScreen = globalReportsScreens.screen('SchedulesNoMatchesScreen');
const ConsecutiveSchedulesScreen = globalReportsScreens.screen('ConsecutiveSchedulesScreen');
const LowerthirdScreen = globalReportsScreens.screen('LowerthirdScreen');
const CreatedReportsScreen = globalReportsScreens.screen('CreatedReportsScreen');
const CreatedReportScreen = globalReportsScreens.screen('CreatedReportScreen');

const toGipReport = () => redirect({ to: '/audit/global-reports/gip-report' });

const globalReportsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit/global-reports',
  loader: globalReportsScreens.load,
  component: function GlobalReportsRoute() {
    return (
      <GlobalReportsLayout>
        <Outlet />
      </GlobalReportsLayout>
    );
  },
});

const indexRoute = createRoute({
  getParentRoute: () => globalReportsRoute,
  path: '/',
  beforeLoad: () => {
    throw toGipReport();
  },
});

// Any other path under the area (a report that does not exist) opens the area's first report.
const otherRoute = createRoute({
  getParentRoute: () => globalReportsRoute,
  path: '$',
  beforeLoad: () => {
    throw toGipReport();
  },
});

const gipReportRoute = createRoute({
  getParentRoute: () => globalReportsRoute,
  path: 'gip-report',
  validateSearch: cloneSearch,
  component: function GipReportRoute() {
    const { clone } = gipReportRoute.useSearch();
    // Keyed by the clone, so cloning another saved report starts a fresh form.
    return <GipReportScreen key={clone ?? ''} clone={clone} />;
  },
});

const gipAlternativeReportRoute = createRoute({
  getParentRoute: () => globalReportsRoute,
  path: 'gip-alternative-report',
  validateSearch: cloneSearch,
  component: function GipAlternativeReportRoute() {
    const { clone } = gipAlternativeReportRoute.useSearch();
    return <GipAlternativeReportScreen key={clone ?? ''} clone={clone} />;
  },
});

const missingAudiosRoute = createRoute({
  getParentRoute: () => globalReportsRoute,
  path: 'missing-audios',
  component: MissingAudiosScreen,
});

const noMatchesRoute = createRoute({
  getParentRoute: () => globalReportsRoute,
  path: 'no-matches',
  component: NoMatchesScreen,
});

const schedulesNoMatchesRoute = createRoute({
  getParentRoute: () => globalReportsRoute,
  path: 'schedules-no-matches',
  component: SchedulesNoMatchesScreen,
});

const consecutiveSchedulesRoute = createRoute({
  getParentRoute: () => globalReportsRoute,
  path: 'consecutive-schedules',
  component: ConsecutiveSchedulesScreen,
});

const lowerthirdRoute = createRoute({
  getParentRoute: () => globalReportsRoute,
  path: 'lowerthird',
  component: LowerthirdScreen,
});

/** The first page of my reports, kept out of the URL. */
const DEFAULT_CREATED_SEARCH = createdReportsSearch({} as never);

const createdRoute = createRoute({
  getParentRoute: () => globalReportsRoute,
  path: 'created',
  validateSearch: createdReportsSearch,
  search: { middlewares: [stripSearchParams(DEFAULT_CREATED_SEARCH)] },
  component: function CreatedReportsRoute() {
    const search = createdRoute.useSearch();
    const navigate = createdRoute.useNavigate();
    return (
      <CreatedReportsScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
    );
  },
});

// More specific than created, so the router prefers it for created/{reportId}.
const createdReportRoute = createRoute({
  getParentRoute: () => globalReportsRoute,
  path: 'created/$reportId',
  component: function CreatedReportRoute() {
    const { reportId } = createdReportRoute.useParams();
    return <CreatedReportScreen reportId={reportId} />;
  },
});

export const globalReportsRoutes = [
  globalReportsRoute.addChildren([
    indexRoute,
    otherRoute,
    gipReportRoute,
    gipAlternativeReportRoute,
    missingAudiosRoute,
    noMatchesRoute,
    schedulesNoMatchesRoute,
    consecutiveSchedulesRoute,
    lowerthirdRoute,
    createdRoute,
    createdReportRoute,
  ]),
] as const;
