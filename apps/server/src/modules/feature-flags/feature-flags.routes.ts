import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { featureFlags } from '../../access/feature-flags';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';

/** The caller's client's feature flags; a superadmin without a client has every flag off. */
export function featureFlagsRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.featureFlags, async (request) => ({
    flags: await featureFlags(ctx.db).all(currentUser(request).clientId),
  }));
}
