/**
 * Content AI's contents (issue 35, spec 03 section 7): contents of fragments, their AI articles,
 * the user's article and social versions. Creating needs Contents_Create and publishing
 * Contents_SocialPublish when the client checks permissions.
 */
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import { requireActionPermission } from '../../access/action-permissions';
import type { Context } from '../../context';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';
import { requestArticles } from './articles';
import { createContent, getContent, getContentByKey, listContents, updateUserArticle } from './contents.service';
import { publishSocialVersion, requestSocialVersion, updateSocialVersion } from './social-versions';

export function contentsRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.createContent, async (request, reply) => {
    await requireActionPermission(request, 'Contents_Create');
    const created = await createContent(ctx, currentUser(request), request.body.sourceData.fragmentId);
    return reply.code(201).send(created);
  });

  registerRoute(app, routes.listContents, async (request) => listContents(ctx, currentUser(request), request.query));

  registerRoute(app, routes.getContentByKey, async (request) =>
    getContentByKey(ctx, currentUser(request), request.params.key),
  );

  registerRoute(app, routes.getContent, async (request) => getContent(ctx, currentUser(request), request.params.id));

  registerRoute(app, routes.generateAiArticles, async (request) =>
    requestArticles(ctx, currentUser(request), request.params.id, request.body),
  );

  registerRoute(app, routes.updateUserArticle, async (request) =>
    updateUserArticle(ctx, currentUser(request), request.params.id, request.body),
  );

  registerRoute(app, routes.generateSocialVersion, async (request) =>
    requestSocialVersion(
      ctx,
      currentUser(request),
      request.params.id,
      request.params.platform,
      request.body.instructions,
    ),
  );

  registerRoute(app, routes.updateSocialVersion, async (request) =>
    updateSocialVersion(ctx, currentUser(request), request.params.id, request.params.platform, request.body),
  );

  registerRoute(app, routes.publishSocialVersion, async (request) => {
    await requireActionPermission(request, 'Contents_SocialPublish');
    return publishSocialVersion(ctx, currentUser(request), request.params.id, request.params.platform);
  });
}
