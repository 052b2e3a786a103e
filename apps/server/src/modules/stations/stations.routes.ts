import { routes, type Station } from '@antena/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import type { Db } from '../../db';
import { stations } from '../../db/schema';
import { findReachableStation, stationScope } from '../../access/station-access';
import { recordChange } from '../../access/admin-audit';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';
import { repairStation } from '../audit/schedule-confirmation';
import { selectStationDtos } from './station-dto';
import { stationPermissionsRoutes } from './station-permissions.routes';

async function stationDto(db: Pick<Db, 'select'>, stationId: string): Promise<Station> {
  const [dto] = await selectStationDtos(db, eq(stations.id, stationId));
  return dto!;
}

/** Stations the caller reaches, and station permissions of users and groups. */
export function stationsRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  registerRoute(app, routes.listStations, async (request) => selectStationDtos(db, stationScope(currentUser(request))));

  registerRoute(app, routes.getStation, async (request) => {
    const station = await findReachableStation(db, currentUser(request), request.params.id);
    return stationDto(db, station.id);
  });

  // spec 01 section 5: a client administrator edits the language; and (issue 33 point 4) the
  // audit's review thresholds, kept as they are when the call leaves them out.
  registerRoute(app, routes.updateStation, async (request) => {
    const station = await findReachableStation(db, currentUser(request), request.params.id);
    const { language, auditReview } = request.body;
    const { before, after } = await db.transaction(async (tx) => {
      const before = await stationDto(tx, station.id);
      await tx
        .update(stations)
        .set({
          language,
          ...(auditReview && {
            matchReviewThreshold: auditReview.matchThreshold,
            mentionReviewThreshold: auditReview.mentionThreshold,
          }),
        })
        .where(eq(stations.id, station.id));
      const after = await stationDto(tx, station.id);
      await recordChange(tx, request, {
        action: 'station.update',
        entityType: 'station',
        entityId: station.id,
        clientId: station.clientId,
        before,
        after,
      });
      return { before, after };
    });
    // Which matches confirm schedules follows the match threshold: the worker re-pairs the
    // station's days, and a process without a queue (tests, scripts) does it before answering.
    if (before.auditReview.matchThreshold !== after.auditReview.matchThreshold) {
      if (ctx.queue) await ctx.queue.send('audit.repair-station', { stationId: station.id });
      else await repairStation(ctx, station.id);
    }
    return after;
  });

  stationPermissionsRoutes(app, ctx);
}
