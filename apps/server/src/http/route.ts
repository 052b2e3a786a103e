/**
 * Registers a contract route on fastify: the contract's zod schemas validate the request and
 * the answer, feed OpenAPI, and type the handler. Routes marked `user` authenticate first, in
 * `onRequest`, before their body is parsed or validated.
 */
import { API_ROOT, errorBodySchema, type RouteDef } from '@antena/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticate, requireRoles } from './auth';
import { authenticateDevice } from './device-auth';

type Infer<T> = T extends z.ZodType ? z.infer<T> : unknown;
type Answer<R extends RouteDef> =
  R['response'] extends Record<number, z.ZodType> ? z.input<R['response'][keyof R['response']]> : unknown;

export type RouteRequest<R extends RouteDef> = FastifyRequest<{
  Params: Infer<R['params']>;
  Querystring: Infer<R['querystring']>;
  Body: Infer<R['body']>;
}>;

export type RouteHandler<R extends RouteDef> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<Answer<R> | FastifyReply>;

const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 429, 504] as const;

/** What a media or document route answers (its `produces` types): bytes, described as such in OpenAPI. */
const fileAnswer = z
  .string()
  .meta({ format: 'binary', description: 'The file or stream, in one of the produced types' });

export function registerRoute<R extends RouteDef>(app: FastifyInstance, def: R, handler: RouteHandler<R>): void {
  const errors = Object.fromEntries(ERROR_STATUSES.map((status) => [status, errorBodySchema]));
  app.route({
    method: def.method,
    url: `${API_ROOT}${def.path}`,
    schema: {
      summary: def.roles ? `${def.summary} [${def.roles.join(', ')}]` : def.summary,
      tags: [def.tag],
      ...(def.params && { params: def.params }),
      ...(def.querystring && { querystring: def.querystring }),
      ...(def.body && { body: def.body }),
      ...(def.multipart && { consumes: ['multipart/form-data'] }),
      ...(def.consumes && { consumes: def.consumes }),
      ...(def.produces && { produces: def.produces }),
      ...(def.auth !== 'public' && { security: [{ bearer: [] }] }),
      response: { ...(def.response ?? (def.produces && { 200: fileAnswer })), ...errors },
    },
    // onRequest runs before the body is parsed and validated: a call without a valid token is a
    // 401 whatever its body, so validation errors never describe a route to an anonymous caller.
    ...(def.auth === 'user' && { onRequest: def.roles ? [authenticate, requireRoles(def.roles)] : authenticate }),
    ...(def.auth === 'device' && { onRequest: authenticateDevice }),
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
