/**
 * Admin dashboard, groups, stations, alerts and the admin areas that arrive later (children of
 * the /admin layout, which already requires CLIENT_ADMIN). Thin: search schema, params, one screen.
 */
import { createRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import { tabSearch } from '../lib/search-params';
import { adminRoute, adminScreens } from './admin.route';
import { lazyArea } from './lazy-area';
import { GROUP_TABS } from '../features/admin/groups/group-tabs';
import { FRAGMENTS_CONFIG_TABS } from '../features/fragments-config/fragments-config-tabs';
import { socialPlatformFromPath } from '../features/social-export/social-platform';
import {
  DEFAULT_UPLOADS_SEARCH,
  platformNoticeSearch,
  uploadsSearch,
} from '../features/social-export/social-export-search';
import { STATION_TABS } from '../features/admin/stations/station-tabs';

// The area's screens are one chunk, fetched on the first visit (features/admin/admin.screens.ts).
const AdminDashboardScreen = adminScreens.screen('AdminDashboardScreen');
const AlertsScreen = adminScreens.screen('AlertsScreen');
const GroupFormScreen = adminScreens.screen('GroupFormScreen');
const GroupsListScreen = adminScreens.screen('GroupsListScreen');
const GroupViewScreen = adminScreens.screen('GroupViewScreen');
const SocialExportScreen = adminScreens.screen('SocialExportScreen');
const SocialPlatformScreen = adminScreens.screen('SocialPlatformScreen');
const SocialUploadsScreen = adminScreens.screen('SocialUploadsScreen');
const DailymotionConnectScreen = adminScreens.screen('DailymotionConnectScreen');
const StationEditScreen = adminScreens.screen('StationEditScreen');
const StationsListScreen = adminScreens.screen('StationsListScreen');
const StationViewScreen = adminScreens.screen('StationViewScreen');
// The fragments and content-AI configurations are their own chunks, as the audit configuration.
const fragmentsConfigScreen = lazyArea(() => import('../features/fragments-config/FragmentsConfigScreen'));
const FragmentsConfigScreen = fragmentsConfigScreen.screen('FragmentsConfigScreen');
const contentAiAdminScreen = lazyArea(() => import('../features/content-ai/admin/ContentAiAdminScreen'));
const ContentAiAdminScreen = contentAiAdminScreen.screen('ContentAiAdminScreen');

const dashboardRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  component: AdminDashboardScreen,
});

const groupsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'groups',
  component: GroupsListScreen,
});

const groupAddRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'groups/add',
  component: () => <GroupFormScreen />,
});

const groupViewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'groups/$id',
  validateSearch: tabSearch(GROUP_TABS, 'info'),
  component: function GroupViewRouteComponent() {
    const { id } = groupViewRoute.useParams();
    return <GroupViewScreen key={id} groupId={id} />;
  },
});

const groupEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'groups/$id/edit',
  component: function GroupEditRouteComponent() {
    const { id } = groupEditRoute.useParams();
    return <GroupFormScreen key={id} groupId={id} />;
  },
});

const stationsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'stations',
  component: StationsListScreen,
});

const stationViewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'stations/$slug',
  validateSearch: tabSearch(STATION_TABS, 'info'),
  component: function StationViewRouteComponent() {
    const { slug } = stationViewRoute.useParams();
    return <StationViewScreen key={slug} slug={slug} />;
  },
});

const stationEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'stations/$slug/edit',
  component: function StationEditRouteComponent() {
    const { slug } = stationEditRoute.useParams();
    return <StationEditScreen key={slug} slug={slug} />;
  },
});

const alertsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'alerts',
  component: AlertsScreen,
});

const fragmentsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'fragments',
  validateSearch: tabSearch(FRAGMENTS_CONFIG_TABS, 'footers'),
  loader: fragmentsConfigScreen.load,
  component: FragmentsConfigScreen,
});

const contentAiRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'content-ai',
  loader: contentAiAdminScreen.load,
  component: ContentAiAdminScreen,
});

const socialExportRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'social-export',
  component: SocialExportScreen,
});

// Only the contract's SOCIAL_PLATFORMS have a page; any other name is a missing page.
const platformContext = ({ params }: { params: { platform: string } }) => {
  const platform = socialPlatformFromPath(params.platform);
  if (!platform) throw notFound();
  return { platform };
};

const socialPlatformRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'social-export/$platform',
  // The OAuth callback comes back with ?connected=STATION or ?error=MESSAGE.
  validateSearch: platformNoticeSearch,
  beforeLoad: platformContext,
  component: function SocialPlatformRouteComponent() {
    const { platform } = socialPlatformRoute.useRouteContext();
    const notice = socialPlatformRoute.useSearch();
    const navigate = socialPlatformRoute.useNavigate();
    return (
      <SocialPlatformScreen
        key={platform}
        platform={platform}
        notice={notice}
        onNoticeShown={() => void navigate({ search: {}, replace: true })}
      />
    );
  },
});

const socialUploadsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'social-export/uploaded/$platform',
  validateSearch: uploadsSearch,
  search: { middlewares: [stripSearchParams(DEFAULT_UPLOADS_SEARCH)] },
  beforeLoad: platformContext,
  component: function SocialUploadsRouteComponent() {
    const { platform } = socialUploadsRoute.useRouteContext();
    const search = socialUploadsRoute.useSearch();
    const navigate = socialUploadsRoute.useNavigate();
    return (
      <SocialUploadsScreen
        key={platform}
        platform={platform}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

const dailymotionConnectRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'social-export/dailymotion/connect/$station',
  component: function DailymotionConnectRouteComponent() {
    const { station } = dailymotionConnectRoute.useParams();
    return <DailymotionConnectScreen key={station} stationId={station} />;
  },
});

export const adminRoutes = [
  dashboardRoute,
  groupsRoute,
  groupAddRoute,
  groupViewRoute,
  groupEditRoute,
  stationsRoute,
  stationViewRoute,
  stationEditRoute,
  alertsRoute,
  fragmentsRoute,
  contentAiRoute,
  socialExportRoute,
  socialPlatformRoute,
  socialUploadsRoute,
  dailymotionConnectRoute,
] as const;
