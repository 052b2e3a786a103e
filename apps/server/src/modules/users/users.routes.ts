import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';

/** Users of the client (/users-ca) and the log-in-as list (/admin/users). */
export function usersRoutes(app: FastifyInstance, ctx: Context): void {
  void app;
  void ctx;
}
