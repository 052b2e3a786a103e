/**
 * A stored object as an HTTP answer with byte ranges, so audio and video elements can seek.
 * Stored bytes are never trusted as a page of Antena's origin: the type comes from the key's
 * extension only (nosniff), and the sandbox policy gives a document opened from it a unique
 * origin with no scripts, so even an SVG or HTML that slipped in cannot read the app's storage.
 */
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../http/errors';
import type { Storage, StoredObject } from '../../storage/storage';
import { contentTypeFor, parseRange } from './http-range';

export const STORED_OBJECT_CSP =
  "sandbox; default-src 'none'; media-src 'self'; img-src 'self'; style-src 'unsafe-inline'";

export async function sendStoredObject(
  reply: FastifyReply,
  storage: Storage,
  object: StoredObject,
  rangeHeader: string | undefined,
  cacheControl: string,
) {
  const range = parseRange(rangeHeader, object.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${object.size}`);
    throw new HttpError(416, 'ERR_VALIDATION', 'Requested range not satisfiable');
  }
  reply.header('content-security-policy', STORED_OBJECT_CSP);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('accept-ranges', 'bytes');
  reply.header('content-type', contentTypeFor(object.key));
  reply.header('cache-control', cacheControl);
  if (range) {
    reply.status(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
    reply.header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', object.size);
  }
  return reply.send(await storage.stream(object.key, range ?? undefined));
}
