/** The device's segment upload (issue 21). */
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';

export function ingestRoutes(_app: FastifyInstance, _ctx: Context): void {}
