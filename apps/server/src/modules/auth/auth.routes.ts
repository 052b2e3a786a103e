import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';
import { toUserDto } from '../users/users.service';

export function authRoutes(app: FastifyInstance): void {
  registerRoute(app, routes.meUser, async (request) => toUserDto(currentUser(request)));
}
