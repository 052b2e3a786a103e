/**
 * Platform administration for a superadmin (not in the spec): clients, their stations,
 * station groups, administrators and feature flags, and the admin audit log. Every route
 * checks the role itself; a superadmin acting as another user keeps access.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { CLIENT_TABS } from '../features/platform/shared/platform-paths';

// The area's screens are one chunk, fetched on the first visit (features/platform/platform.screens.ts).
const load = () => import('../features/platform/platform.screens');
const AuditLogScreen = lazyRouteComponent(load, 'AuditLogScreen');
const ClientDetailScreen = lazyRouteComponent(load, 'ClientDetailScreen');
const ClientAddScreen = lazyRouteComponent(load, 'ClientAddScreen');
const ClientEditScreen = lazyRouteComponent(load, 'ClientEditScreen');
const ClientsListScreen = lazyRouteComponent(load, 'ClientsListScreen');
const StationAddScreen = lazyRouteComponent(load, 'StationAddScreen');
const StationEditScreen = lazyRouteComponent(load, 'StationEditScreen');
import { appRoute } from './app.route';
import { requireRole } from './guards';

const superadminOnly = ({ context }: { context: Parameters<typeof requireRole>[0] }) =>
  requireRole(context, ['SUPERADMIN']);

const clientsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'platform',
  beforeLoad: superadminOnly,
  component: ClientsListScreen,
});

const clientAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'platform/clients/add',
  beforeLoad: superadminOnly,
  component: ClientAddScreen,
});

const clientRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'platform/clients/$clientId',
  beforeLoad: superadminOnly,
  validateSearch: z.object({ tab: z.enum(CLIENT_TABS).catch('info') }),
  component: function ClientRouteComponent() {
    const { clientId } = clientRoute.useParams();
    return <ClientDetailScreen key={clientId} clientId={clientId} />;
  },
});

const clientEditRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'platform/clients/$clientId/edit',
  beforeLoad: superadminOnly,
  component: function ClientEditRouteComponent() {
    const { clientId } = clientEditRoute.useParams();
    return <ClientEditScreen key={clientId} clientId={clientId} />;
  },
});

const stationAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'platform/clients/$clientId/stations/add',
  beforeLoad: superadminOnly,
  component: function StationAddRouteComponent() {
    const { clientId } = stationAddRoute.useParams();
    return <StationAddScreen key={clientId} clientId={clientId} />;
  },
});

const stationEditRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'platform/stations/$stationId/edit',
  beforeLoad: superadminOnly,
  component: function StationEditRouteComponent() {
    const { stationId } = stationEditRoute.useParams();
    return <StationEditScreen key={stationId} stationId={stationId} />;
  },
});

const auditLogRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'platform/audit-log',
  beforeLoad: superadminOnly,
  validateSearch: z.object({
    page: z.number().int().min(1).catch(1),
    clientId: z.uuid().optional().catch(undefined),
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
