/**
 * Social export (issue 34, spec 02 section 7): connecting stations to platforms and publishing
 * fragments. Uploads are behind Fragments_SocialPublish when the client checks permissions.
 */
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import { requireActionPermission } from '../../access/action-permissions';
import { findReachableStation } from '../../access/station-access';
import type { Context } from '../../context';
import { currentUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { registerRoute } from '../../http/route';
import { connectionState, disconnect, listConnections, saveConnection } from './connections.service';
import { finishSignIn, startSignIn } from './oauth.service';
import { PlatformError } from './platform-client';
import { platformClient } from './platforms';
import { latestUpload, platformUploads, startUpload, uploadsByKeys } from './uploads.service';

export function socialExportRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.socialLogin, async (request, reply) => {
    const target = await startSignIn(ctx, currentUser(request), request.params.platform, request.query.station);
    return reply.redirect(target);
  });

  registerRoute(app, routes.socialCallback, async (request, reply) =>
    reply.redirect(await finishSignIn(ctx, request.params.platform, request.query)),
  );

  registerRoute(app, routes.listConnections, async (request) => ({
    results: await listConnections(ctx, currentUser(request), request.params.platform),
  }));

  registerRoute(app, routes.getConnection, async (request) =>
    connectionState(ctx, currentUser(request), request.params.station, request.params.platform),
  );

  registerRoute(app, routes.deleteConnection, async (request) =>
    disconnect(ctx, currentUser(request), request.params.station, request.params.platform),
  );

  registerRoute(app, routes.connectDailymotion, async (request) => {
    const user = currentUser(request);
    const station = await findReachableStation(ctx.db, user, request.params.station);
    let signIn;
    try {
      signIn = await platformClient('DAILYMOTION').signInWithKey!(ctx.config, request.body);
    } catch (error) {
      // The connect screen shows Dailymotion's own words (spec 02 section 8), or that it was not reached.
      const message =
        error instanceof PlatformError
          ? error.message
          : `Dailymotion could not be reached: ${(error as Error).message}`;
      throw badRequest(message, [{ path: 'body.key', message }]);
    }
    await saveConnection(
      ctx,
      { clientId: station.clientId, stationId: station.id, platform: 'DAILYMOTION', userId: user.id },
      signIn,
    );
    return connectionState(ctx, user, station.id, 'DAILYMOTION');
  });

  registerRoute(app, routes.startUpload, async (request, reply) => {
    await requireActionPermission(request, 'Fragments_SocialPublish');
    const { fragment, platform } = request.params;
    reply.status(201);
    return startUpload(ctx, currentUser(request), fragment, platform, request.body);
  });

  registerRoute(app, routes.uploadsByKeys, async (request) =>
    uploadsByKeys(ctx, currentUser(request), request.query.keys),
  );

  registerRoute(app, routes.uploadStatus, async (request) => ({
    upload: await latestUpload(ctx, currentUser(request), request.params.fragment, request.params.platform),
  }));

  registerRoute(app, routes.platformUploads, async (request) =>
    platformUploads(ctx, currentUser(request), request.params.platform, request.query),
  );
}
