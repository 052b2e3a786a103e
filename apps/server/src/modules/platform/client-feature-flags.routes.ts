/** A client's feature flags, read and turned on or off by a superadmin. */
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { recordChange } from '../../access/admin-audit';
import { featureFlags } from '../../access/feature-flags';
import { registerRoute } from '../../http/route';
import { requireClient } from './clients.service';

export function clientFeatureFlagsRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.clientFeatureFlags, async (request) => {
    const client = await requireClient(ctx.db, request.params.clientId);
    return { flags: await featureFlags(ctx.db).all(client.id) };
  });

  registerRoute(app, routes.updateClientFeatureFlags, async (request) => {
    const client = await requireClient(ctx.db, request.params.clientId);
    const flags = featureFlags(ctx.db);
    const before = await flags.all(client.id);
    const after = { ...before, ...request.body.flags };
    await ctx.db.transaction(async (tx) => {
      await flags.set(client.id, request.body.flags, tx);
      await recordChange(tx, request, {
        action: 'feature-flags.update',
        entityType: 'feature-flags',
        entityId: client.id,
        clientId: client.id,
        before,
        after,
      });
    });
    return { flags: await flags.all(client.id) };
  });
}
