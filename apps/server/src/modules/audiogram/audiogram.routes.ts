/** A fragment's audiogram (issue 34, spec 02 section 7 "Audiogram"). */
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import { requireActionPermission } from '../../access/action-permissions';
import type { Context } from '../../context';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';
import { startUpload } from '../social-export/uploads.service';
import { audiogramMediaUrl, fragmentCaptions, generateAudiogram } from './audiogram.service';

export function audiogramRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.audiogramCaptions, async (request) =>
    fragmentCaptions(ctx, currentUser(request), request.params.fragmentId),
  );

  registerRoute(app, routes.generateAudiogram, async (request) =>
    generateAudiogram(ctx, currentUser(request), request.params.fragmentId, request.body),
  );

  registerRoute(app, routes.audiogramMediaUrl, async (request) =>
    audiogramMediaUrl(ctx, currentUser(request), request.params.fragmentId, request.query.variant),
  );

  registerRoute(app, routes.audiogramSocialExport, async (request, reply) => {
    await requireActionPermission(request, 'Fragments_SocialPublish');
    const { fragmentId, target } = request.params;
    const upload = await startUpload(ctx, currentUser(request), fragmentId, target, request.body);
    return reply.status(201).send(upload);
  });
}
