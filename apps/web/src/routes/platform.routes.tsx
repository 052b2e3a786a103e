/**
 * Platform administration for a superadmin (not in the spec): clients, their stations,
 * station groups, administrators and feature flags, and the admin audit log. Every route
 * checks the role itself; a superadmin acting as another user keeps access.
 */
import { createRoute } from '@tanstack/react-router';
import { PAGE_SIZES } from '@antena/contract';
import type { AuditLogSearch } from '../features/platform/platform.api';
import { definedOnly, integerParam, oneOfParam, tabSearch, uuidParam, type SearchInput } from '../lib/search-params';
import { CLIENT_TABS } from '../features/platform/shared/client-tabs';

import { appRoute } from './app.route';
import { lazyArea } from './lazy-area';
import { requireRole } from './guards';

// The area's screens are one chunk, fetched on the first visit (features/platform/platform.screens.ts).
const platformScreens = lazyArea(() => import('../features/platform/platform.screens'));
const AuditLogScreen = platformScreens.screen('AuditLogScreen');
const ClientDetailScreen = platformScreens.screen('ClientDetailScreen');
const ClientAddScreen = platformScreens.screen('ClientAddScreen');
const ClientEditScreen = platformScreens.screen('ClientEditScreen');
const ClientsListScreen = platformScreens.screen('ClientsListScreen');
const StationAddScreen = platformScreens.screen('StationAddScreen');
const StationEditScreen = platformScreens.screen('StationEditScreen');

const superadminOnly = ({ context }: { context: Parameters<typeof requireRole>[0] }) =>
  requireRole(context, ['SUPERADMIN']);
// The screens' chunk loads with the route, so a screen never renders blank while it arrives.
const loadScreens = async () => {
  await platformScreens.load();
};

const clientsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'platform',
  beforeLoad: superadminOnly,
  loader: loadScreens,
  component: ClientsListScreen,
});

const clientAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'platform/clients/add',
  beforeLoad: superadminOnly,
  loader: loadScreens,
  component: ClientAddScreen,
});

const clientRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'platform/clients/$clientId',
  beforeLoad: superadminOnly,
  loader: loadScreens,
  validateSearch: tabSearch(CLIENT_TABS, 'info'),
  component: function ClientRouteComponent() {
    const { clientId } = clientRoute.useParams();
    return <ClientDetailScreen key={clientId} clientId={clientId} />;
  },
});

const clientEditRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'platform/clients/$clientId/edit',
  beforeLoad: superadminOnly,
  loader: loadScreens,
  component: function ClientEditRouteComponent() {
    const { clientId } = clientEditRoute.useParams();
    return <ClientEditScreen key={clientId} clientId={clientId} />;
  },
});

const stationAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'platform/clients/$clientId/stations/add',
  beforeLoad: superadminOnly,
  loader: loadScreens,
  component: function StationAddRouteComponent() {
    const { clientId } = stationAddRoute.useParams();
    return <StationAddScreen key={clientId} clientId={clientId} />;
  },
});

const stationEditRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'platform/stations/$stationId/edit',
  beforeLoad: superadminOnly,
  loader: loadScreens,
  component: function StationEditRouteComponent() {
    const { stationId } = stationEditRoute.useParams();
    return <StationEditScreen key={stationId} stationId={stationId} />;
  },
});

const auditLogRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'platform/audit-log',
  beforeLoad: superadminOnly,
  loader: loadScreens,
  validateSearch: (search: SearchInput<AuditLogSearch>): AuditLogSearch =>
    definedOnly({
      page: integerParam(search.page, 1) ?? 1,
      pageSize: oneOfParam(search.pageSize, PAGE_SIZES),
      clientId: uuidParam(search.clientId),
    }),
  component: function AuditLogRouteComponent() {
    const search = auditLogRoute.useSearch();
    const navigate = auditLogRoute.useNavigate();
    return <AuditLogScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});

/** Platform administration for a superadmin. */
export const platformRoutes = [
  clientsRoute,
  clientAddRoute,
  clientRoute,
  clientEditRoute,
  stationAddRoute,
  stationEditRoute,
  auditLogRoute,
] as const;
