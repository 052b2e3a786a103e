/** Platform administration of clients: list, create, read and change. */
import { routes } from '@antena/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { recordChange } from '../../access/admin-audit';
import { clients } from '../../db/schema';
import { registerRoute } from '../../http/route';
import { clientSnapshot, findPlatformClient, listPlatformClients, requireClient } from './clients.service';
import { withUniqueSlug } from './platform-errors';

export function clientsRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.listClients, async () => listPlatformClients(ctx.db));

  registerRoute(app, routes.createClient, async (request, reply) => {
    const client = await withUniqueSlug(() =>
      ctx.db.transaction(async (tx) => {
        const row = (await tx.insert(clients).values(request.body).returning())[0]!;
        await recordChange(tx, request, {
          action: 'client.create',
          entityType: 'client',
          entityId: row.id,
          clientId: row.id,
          after: clientSnapshot(row),
        });
        return findPlatformClient(tx, row.id);
      }),
    );
    return reply.status(201).send(client);
  });

  registerRoute(app, routes.getClient, async (request) => findPlatformClient(ctx.db, request.params.clientId));

  registerRoute(app, routes.updateClient, async (request) => {
    const { clientId } = request.params;
    return withUniqueSlug(() =>
      ctx.db.transaction(async (tx) => {
        const before = await requireClient(tx, clientId);
        const [after] = await tx.update(clients).set(request.body).where(eq(clients.id, clientId)).returning();
        await recordChange(tx, request, {
          action: 'client.update',
          entityType: 'client',
          entityId: clientId,
          clientId,
          before: clientSnapshot(before),
          after: clientSnapshot(after!),
        });
        return findPlatformClient(tx, clientId);
      }),
    );
  });
}
