/**
 * Signed, short-lived downloads of stored objects with HTTP range support, so that audio and
 * video elements can seek without holding a token. The download name, when a URL names one, is
 * part of what is signed.
 */
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { contentDisposition } from '../../http/content-disposition';
import { forbidden, notFound } from '../../http/errors';
import { registerRoute } from '../../http/route';
import { sendStoredObject } from './send-stored-object';

export function mediaRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.downloadMedia, async (request, reply) => {
    const key = request.params['*'];
    const { expires, signature, filename } = request.query;
    // The download name is signed with the key: a URL whose `filename` was added or changed is
    // refused like a forged one, so nobody can hand out stored bytes under a name of their own.
    if (!ctx.storage.verifySignature(key, expires, signature, filename)) throw forbidden('Invalid or expired link');
    const object = await ctx.storage.stat(key);
    if (!object) throw notFound('File not found');
    // An uploaded asset is always a download: whatever its bytes, a browser never renders it as a page.
    const named = filename ?? (key.startsWith('assets/') ? key.slice(key.lastIndexOf('/') + 1) : undefined);
    if (named) reply.header('content-disposition', contentDisposition('attachment', named));
    return sendStoredObject(reply, ctx.storage, object, request.headers.range, 'private, max-age=300');
  });
}
