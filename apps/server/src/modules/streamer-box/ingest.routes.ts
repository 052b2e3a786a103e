/** The device's segment upload (issue 21): `PUT /api/streamer-box/ingest/segments`, device token. */
import path from 'node:path';
import type { Readable } from 'node:stream';
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { registerRoute } from '../../http/route';
import { sweepIngestLeftovers } from './ingest-leftovers';
import { INGEST_TMP_DIR, ingestSegment } from './ingest.service';

export function ingestRoutes(app: FastifyInstance, ctx: Context): void {
  app.addHook('onReady', async () => {
    const removed = await sweepIngestLeftovers(path.join(ctx.config.dataDir, INGEST_TMP_DIR)).catch(
      (error: unknown) => {
        ctx.log.warn({ err: error }, 'StreamerBox upload leftovers could not be swept');
        return 0;
      },
    );
    if (removed) ctx.log.info({ removed }, 'StreamerBox upload leftovers of an earlier run removed');
  });
  // Its own plugin scope, so its body handling touches no other route. registerRoute gives the
  // full /api URL, and the scope has no prefix of its own.
  void app.register(async (scope) => {
    // The body reaches the handler as the request stream, whatever its type: the handler checks
    // the device's station and the type before a byte is written (a wrong type is a 400 naming
    // the header, as the station's format decides which one is right), then streams it to disk.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    registerRoute(scope, routes.ingestDeviceSegment, async (request, reply) => {
      const result = await ingestSegment(ctx, request.device!, {
        startTs: request.query.startTs,
        endTs: request.query.endTs,
        contentType: request.headers['content-type'],
        contentLength: request.headers['content-length'],
        body: request.body as Readable | undefined,
      });
      return reply.status(result.duplicate ? 200 : 201).send(result);
    });
  });
}
