/**
 * Platform administration for a superadmin (not in the spec): clients, their stations, station
 * groups, administrators and feature flags, and the audit log. The contract limits every route
 * to SUPERADMIN, also while they act as another user; every change goes to the audit log.
 */
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { auditLogRoutes } from './audit-log.routes';
import { clientAdminsRoutes } from './client-admins.routes';
import { clientFeatureFlagsRoutes } from './client-feature-flags.routes';
import { clientsRoutes } from './clients.routes';
import { platformStationsRoutes } from './platform-stations.routes';
import { stationGroupsRoutes } from './station-groups.routes';

export function platformRoutes(app: FastifyInstance, ctx: Context): void {
  clientsRoutes(app, ctx);
  platformStationsRoutes(app, ctx);
  stationGroupsRoutes(app, ctx);
  clientAdminsRoutes(app, ctx);
  clientFeatureFlagsRoutes(app, ctx);
  auditLogRoutes(app, ctx);
}
