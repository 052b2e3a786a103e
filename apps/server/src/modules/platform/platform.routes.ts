import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';

/** Platform administration for a superadmin. */
export function platformRoutes(app: FastifyInstance, ctx: Context): void {
  void app;
  void ctx;
}
