/** Content AI's configuration calls (issue 35): station prompts, the engine's status and token use. */
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';

export function contentAiConfigRoutes(_app: FastifyInstance, _ctx: Context): void {}
