import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';

/** Groups of the client (/users/groups). */
export function groupsRoutes(app: FastifyInstance, ctx: Context): void {
  void app;
  void ctx;
}
