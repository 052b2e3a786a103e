/**
 * Signed, short-lived downloads of stored objects with HTTP range support, so that audio and
 * video elements can seek without holding a token.
 */
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { registerRoute } from '../../http/route';
import { contentTypeFor, parseRange } from './http-range';

export function mediaRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.downloadMedia, async (request, reply) => {
    const key = request.params['*'];
    const { expires, signature, filename } = request.query;
    if (!ctx.storage.verifySignature(key, expires, signature)) throw forbidden('Invalid or expired link');
    const object = await ctx.storage.stat(key);
    if (!object) throw notFound('File not found');
    const range = parseRange(request.headers.range, object.size);
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${object.size}`);
      throw new HttpError(416, 'ERR_VALIDATION', 'Requested range not satisfiable');
    }
    reply.header('accept-ranges', 'bytes');
    reply.header('content-type', contentTypeFor(key));
    reply.header('cache-control', 'private, max-age=300');
    if (filename) reply.header('content-disposition', `attachment; filename="${filename.replace(/["\\\r\n]/g, '_')}"`);
    if (range) {
      reply.status(206);
      reply.header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
      reply.header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', object.size);
    }
    return reply.send(await ctx.storage.stream(key, range ?? undefined));
  });
}
