/**
 * Quick Share (issue 5): a signed-in user creates a link to a range of a station they reach;
 * the link's two public calls (what it shows, and its media) need nothing but the token.
 */
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import { requireActionPermission } from '../../access/action-permissions';
import type { Context } from '../../context';
import { registerRoute } from '../../http/route';
import { quickShareMedia } from './quick-share-media';
import { createQuickShare, findLiveQuickShare, toPublicQuickShare } from './quick-share.service';

export function quickShareRoutes(app: FastifyInstance, ctx: Context): void {
  const sendQuickShareMedia = quickShareMedia(ctx);

  registerRoute(app, routes.createQuickShare, async (request, reply) => {
    await requireActionPermission(request, 'QuickShare_Share');
    const link = await createQuickShare(ctx.db, request, request.body, {
      ttlDays: ctx.config.QUICK_SHARE_TTL_DAYS,
      webBaseUrl: ctx.config.publicUrl,
    });
    reply.status(201);
    return link;
  });

  registerRoute(app, routes.publicQuickShare, async (request, reply) => {
    const found = await findLiveQuickShare(ctx.db, request.params.token);
    // The answer changes when the link expires; nothing may keep it past that.
    reply.header('cache-control', 'no-store');
    return toPublicQuickShare(found);
  });

  registerRoute(app, routes.publicQuickShareMedia, async (request, reply) => {
    const { share, station } = await findLiveQuickShare(ctx.db, request.params.token);
    return sendQuickShareMedia(request, reply, share, station);
  });
}
