/**
 * Fragments (issue 17): a station's list, creation (its media rendered by a job), edit, one
 * fragment, delete and the download URL of its media. Every call reaches only the caller's
 * stations: another client's station or fragment is a 404.
 */
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { requireActionPermission } from '../../access/action-permissions';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';
import { fragmentById } from './fragment-dto';
import { findReachableFragment } from './fragment-export.service';
import {
  createFragment,
  deleteFragment,
  fragmentDownloadUrl,
  listFragments,
  updateFragment,
} from './fragments.service';

export function fragmentsRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.listFragments, async (request) =>
    listFragments(ctx.db, currentUser(request), request.params.id, request.query),
  );

  registerRoute(app, routes.createFragment, async (request, reply) => {
    // Created with doExternalExport, a fragment exports itself: the same right as starting one.
    if (request.body.doExternalExport) await requireActionPermission(request, 'Fragments_Delivery');
    const fragment = await createFragment(ctx, currentUser(request), request.params.id, request.body);
    reply.status(201);
    return fragment;
  });

  registerRoute(app, routes.updateFragment, async (request) =>
    updateFragment(ctx.db, currentUser(request), request.params, request.body),
  );

  registerRoute(app, routes.getFragment, async (request) => {
    const { fragment } = await findReachableFragment(ctx.db, currentUser(request), request.params.fragmentId);
    return (await fragmentById(ctx.db, fragment.id))!;
  });

  registerRoute(app, routes.deleteFragment, async (request, reply) => {
    await deleteFragment(ctx, currentUser(request), request.params.fragmentId);
    return reply.status(204).send();
  });

  registerRoute(app, routes.fragmentDownloadUrl, async (request) =>
    fragmentDownloadUrl(ctx, currentUser(request), request.params.fragmentId, request.query.mediaType),
  );
}
