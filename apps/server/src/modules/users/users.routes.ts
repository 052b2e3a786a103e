import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';
import {
  createClientUser,
  deleteClientUser,
  findClientUser,
  resetClientUserPassword,
  updateClientUser,
} from './client-users.service';
import { listClientUsers, listUsersForLogInAs } from './users-list.service';
import { toUserDto } from './users.service';

/** Users of the client (/users-ca) and the log-in-as list (/admin/users). */
export function usersRoutes(app: FastifyInstance, ctx: Context): void {
  const { db, config } = ctx;

  registerRoute(app, routes.listClientUsers, async (request) =>
    listClientUsers(db, currentUser(request), request.query),
  );

  registerRoute(app, routes.getClientUser, async (request) =>
    toUserDto(await findClientUser(db, currentUser(request), request.params.id)),
  );

  registerRoute(app, routes.createClientUser, async (request, reply) => {
    const created = await createClientUser(db, config, request, request.body);
    reply.status(201);
    return created;
  });

  registerRoute(app, routes.updateClientUser, async (request) =>
    updateClientUser(db, request, request.params.id, request.body),
  );

  registerRoute(app, routes.deleteClientUser, async (request, reply) => {
    await deleteClientUser(db, request, request.params.id);
    return reply.status(204).send();
  });

  registerRoute(app, routes.resetClientUserPassword, async (request) =>
    resetClientUserPassword(db, config, request, request.params.id),
  );

  registerRoute(app, routes.listUsersForLogInAs, async (request) => listUsersForLogInAs(db, request.query));
}
