/**
 * A fragment's ways out (spec 02 "Export" sub-route and "Fragments configuration"): external
 * export and delivery (both behind Fragments_Delivery when the client checks permissions), CFR
 * transcoding, the stations' external targets and the fragments configuration.
 */
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import { requireActionPermission } from '../../access/action-permissions';
import type { Context } from '../../context';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';
import { requireExternalExportCapacity } from '../segments/export-limits';
import { cfrStatus, startCfr } from './cfr.service';
import { deliveryOf, enableDelivery } from './delivery.service';
import { fragmentById } from './fragment-dto';
import { findReachableFragment, startExternalExport } from './fragment-export.service';
import { fragmentsConfigRoutes } from './fragments-config.routes';
import { stationConfigRoutes } from './station-config.routes';

export function fragmentExportRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  registerRoute(app, routes.startExternalExport, async (request, reply) => {
    await requireActionPermission(request, 'Fragments_Delivery');
    const { fragment } = await findReachableFragment(db, currentUser(request), request.params.fragmentId);
    await requireExternalExportCapacity(db, ctx.config, reply, fragment);
    await startExternalExport(ctx, currentUser(request), request.params.fragmentId, request.body.targetStation);
    return (await fragmentById(db, request.params.fragmentId))!;
  });

  registerRoute(app, routes.enableDelivery, async (request) => {
    await requireActionPermission(request, 'Fragments_Delivery');
    return enableDelivery(ctx, currentUser(request), request.params.fragmentId, request.body.targetStationId);
  });

  registerRoute(app, routes.getDelivery, async (request) => {
    await requireActionPermission(request, 'Fragments_Delivery');
    const { fragment } = await findReachableFragment(db, currentUser(request), request.params.fragmentId);
    return deliveryOf(db, fragment.id);
  });

  registerRoute(app, routes.startCfrTranscoding, async (request) =>
    startCfr(ctx, currentUser(request), request.params.fragmentId),
  );

  registerRoute(app, routes.cfrTranscodingStatus, async (request) =>
    cfrStatus(ctx, currentUser(request), request.params.fragmentId),
  );

  stationConfigRoutes(app, ctx);
  fragmentsConfigRoutes(app, ctx);
}
