import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';

/** The caller's client's feature flags. */
export function featureFlagsRoutes(app: FastifyInstance, ctx: Context): void {
  void app;
  void ctx;
}
