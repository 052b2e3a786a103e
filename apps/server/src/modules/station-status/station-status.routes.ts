/** spec 02 section 7: station statuses for the logger status screen, and one station's status. */
import { routes } from '@antena/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findReachableStation, stationScope } from '../../access/station-access';
import type { Context } from '../../context';
import { currentUser } from '../../http/auth';
import { stations } from '../../db/schema';
import { registerRoute } from '../../http/route';
import { clientSlugIs, onlineWindowMs, stationStatuses } from './station-status.service';

export function stationStatusRoutes(app: FastifyInstance, ctx: Context): void {
  const windowMs = onlineWindowMs(ctx.config.SEGMENT_SECONDS);
  registerRoute(app, routes.stationStatuses, async (request) => {
    const clientSlug = request.query._client;
    return stationStatuses(
      ctx.db,
      and(stationScope(currentUser(request)), clientSlug ? clientSlugIs(clientSlug) : undefined),
      { windowMs },
    );
  });

  registerRoute(app, routes.stationStatus, async (request) => {
    const station = await findReachableStation(ctx.db, currentUser(request), request.params.id);
    const [status] = await stationStatuses(ctx.db, eq(stations.id, station.id), { windowMs });
    return status!;
  });
}
