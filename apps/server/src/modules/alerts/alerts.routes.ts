import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';

/** The WhatsApp alerts group of the client. */
export function alertsRoutes(app: FastifyInstance, ctx: Context): void {
  void app;
  void ctx;
}
