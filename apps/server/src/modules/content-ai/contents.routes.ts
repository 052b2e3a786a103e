/** Content AI's contents (issue 35, spec 03 section 7): articles, the user's article and social versions. */
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';

export function contentsRoutes(_app: FastifyInstance, _ctx: Context): void {}
