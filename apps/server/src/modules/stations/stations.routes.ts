import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';

/** Stations the caller reaches, and station permissions of users and groups. */
export function stationsRoutes(app: FastifyInstance, ctx: Context): void {
  void app;
  void ctx;
}
