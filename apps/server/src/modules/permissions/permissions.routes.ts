import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';

/** The action permission catalogue and group/user action permissions. */
export function permissionsRoutes(app: FastifyInstance, ctx: Context): void {
  void app;
  void ctx;
}
