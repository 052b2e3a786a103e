import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from './groups.service';

/** `contain` lists relations separated by commas, e.g. `users`. */
const contains = (contain: string | undefined, relation: string) =>
  (contain ?? '').split(',').some((part) => part.trim() === relation);

/** Groups of the client (/users/groups). */
export function groupsRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  registerRoute(app, routes.listGroups, async (request) => listGroups(db, currentUser(request)));

  registerRoute(app, routes.getGroup, async (request) =>
    getGroup(db, currentUser(request), request.params.id, contains(request.query.contain, 'users')),
  );

  registerRoute(app, routes.createGroup, async (request, reply) => {
    const created = await createGroup(db, request, request.body);
    reply.status(201);
    return created;
  });

  registerRoute(app, routes.updateGroup, async (request) => updateGroup(db, request, request.params.id, request.body));

  registerRoute(app, routes.deleteGroup, async (request, reply) => {
    await deleteGroup(db, request, request.params.id);
    return reply.status(204).send();
  });
}
