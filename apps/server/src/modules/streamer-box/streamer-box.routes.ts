/** StreamerBox fleet calls and the agent's WebSocket (issue 21). */
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';

export function streamerBoxRoutes(_app: FastifyInstance, _ctx: Context): void {}
