/** A stored object as an HTTP answer with byte ranges, so audio and video elements can seek. */
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../http/errors';
import type { Storage, StoredObject } from '../../storage/storage';
import { contentTypeFor, parseRange } from './http-range';

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
