import { routes } from '@antena/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordChange } from '../../access/admin-audit';
import { currentActor, currentUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { issueMediaToken } from '../../http/media-token';
import { registerRoute } from '../../http/route';
import { toUserDto } from '../users/users.service';

export function authRoutes(app: FastifyInstance): void {
  registerRoute(app, routes.meUser, async (request) => {
    const user = currentUser(request);
    const actor = currentActor(request);
    return {
      ...toUserDto(user),
      impersonator: actor.id === user.id ? null : { id: actor.id, email: actor.email, name: actor.name },
    };
  });

  // spec 01 section 6: 'Log in as' and 'Clear user' happen in the browser (the X-Auth-As header);
  // the web app reports each one here, with the header still naming the user, so the audit log
  // keeps who acted as whom and when.
  const recordActingAs =
    (action: 'auth.log-in-as' | 'auth.clear-user') => async (request: FastifyRequest, reply: FastifyReply) => {
      const user = currentUser(request);
      if (currentActor(request).id === user.id) {
        throw badRequest('Name the user acted as in X-Auth-As', [{ path: 'headers.x-auth-as', message: 'Required' }]);
      }
      await app.ctx.db.transaction((tx) =>
        recordChange(tx, request, { action, entityType: 'user', entityId: user.id, clientId: user.clientId }),
      );
      return reply.status(204).send(null);
    };
  registerRoute(app, routes.logInAs, recordActingAs('auth.log-in-as'));
  registerRoute(app, routes.clearUser, recordActingAs('auth.clear-user'));

  registerRoute(app, routes.mediaToken, async (request) =>
    issueMediaToken(app.ctx.storage, { actorId: currentActor(request).id, userId: currentUser(request).id }),
  );
}
