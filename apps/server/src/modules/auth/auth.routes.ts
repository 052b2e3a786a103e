import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import { currentActor, currentUser } from '../../http/auth';
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

  registerRoute(app, routes.mediaToken, async (request) =>
    issueMediaToken(app.ctx.storage, { actorId: currentActor(request).id, userId: currentUser(request).id }),
  );
}
