import { routes } from '@antena/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { requireClientId } from '../../access/tenant';
import { clients } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';

/** The WhatsApp alerts group of the client; its link is set in platform administration. */
export function alertsRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.whatsappGroup, async (request) => {
    const clientId = requireClientId(currentUser(request));
    const [client] = await ctx.db
      .select({ link: clients.alertsInviteLink })
      .from(clients)
      .where(eq(clients.id, clientId));
    return { groupInviteLink: client?.link ?? null };
  });
}
