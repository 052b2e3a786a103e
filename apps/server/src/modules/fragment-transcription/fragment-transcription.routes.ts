/**
 * Fragment transcription calls (issue 18 point 5, spec 02 section 7); the rules live in
 * fragment-transcription.service.ts.
 */
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { currentUser } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { registerRoute } from '../../http/route';
import {
  fragmentSubtitles,
  getFragmentTranscription,
  startFragmentTranscription,
  updateFragmentSpeaker,
  updateFragmentWords,
} from './fragment-transcription.service';

export function fragmentTranscriptionRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.getFragmentTranscription, async (request) =>
    getFragmentTranscription(ctx, currentUser(request), request.params.fragmentId),
  );

  registerRoute(app, routes.startFragmentTranscription, async (request) =>
    startFragmentTranscription(ctx, currentUser(request), request.params.fragmentId, request.query.restart ?? false),
  );

  registerRoute(app, routes.fragmentSubtitles, async (request, reply) => {
    const file = await fragmentSubtitles(ctx, currentUser(request), request.params, request.query);
    const disposition = request.query.download ? 'attachment' : 'inline';
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(disposition, file.filename))
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });

  registerRoute(app, routes.updateFragmentWpWords, async (request) =>
    updateFragmentWords(ctx, currentUser(request), request.params, request.body),
  );

  registerRoute(app, routes.updateFragmentDiarization, async (request) =>
    updateFragmentSpeaker(ctx, currentUser(request), request.params, request.body),
  );
}
