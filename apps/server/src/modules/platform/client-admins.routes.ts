/** A client's administrators (CLIENT_ADMIN), listed and created by a superadmin. */
import { routes } from '@antena/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { recordChange } from '../../access/admin-audit';
import { clients, groups, users } from '../../db/schema';
import { registerRoute } from '../../http/route';
import { createAccount } from '../users/user-accounts';
import { toUserDto } from '../users/users.service';
import { requireClient } from './clients.service';

export function clientAdminsRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.clientAdmins, async (request) => {
    const client = await requireClient(ctx.db, request.params.clientId);
    const rows = await ctx.db
      .select({ user: users, client: clients, group: groups })
      .from(users)
      .leftJoin(clients, eq(clients.id, users.clientId))
      .leftJoin(groups, eq(groups.id, users.groupId))
      .where(and(eq(users.clientId, client.id), eq(users.role, 'CLIENT_ADMIN')))
      .orderBy(asc(users.email));
    return rows.map((row) => toUserDto({ ...row.user, client: row.client, group: row.group }));
  });

  registerRoute(app, routes.createClientAdmin, async (request, reply) => {
    const client = await requireClient(ctx.db, request.params.clientId);
    const created = await ctx.db.transaction(async (tx) => {
      const { user, temporaryPassword } = await createAccount(tx, ctx.config, {
        ...request.body,
        clientId: client.id,
        role: 'CLIENT_ADMIN',
        groupId: null,
      });
      // The temporary password is answered once and never kept in the log.
      await recordChange(tx, request, {
        action: 'user.create',
        entityType: 'user',
        entityId: user.id,
        clientId: client.id,
        after: toUserDto(user),
      });
      return { ...toUserDto(user), ...(temporaryPassword && { temporaryPassword }) };
    });
    return reply.status(201).send(created);
  });
}
