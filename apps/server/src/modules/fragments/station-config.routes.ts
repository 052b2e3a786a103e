/**
 * `/station-config` (spec 02 "Export"): whether each of the caller's stations has an external
 * target (the export screen's switch), and the client admin's setting of it. Only admins read a
 * target's details (station-config.service.ts).
 */
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import { recordChange } from '../../access/admin-audit';
import { findReachableStation, stationScope } from '../../access/station-access';
import type { Context } from '../../context';
import { stations, stationExternalTargets } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';
import { eq } from 'drizzle-orm';
import { outboundPolicy } from '../../http/outbound-address';
import { clientExportRoot } from './external-target';
import {
  checkEndpoint,
  seesTargetDetails,
  stationConfigs,
  storedTarget,
  targetToStore,
  toStationConfig,
} from './station-config.service';

export function stationConfigRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  registerRoute(app, routes.listStationConfigs, async (request) => {
    const user = currentUser(request);
    const reachable = await db
      .select({ id: stations.id, clientId: stations.clientId })
      .from(stations)
      .where(stationScope(user))
      .orderBy(stations.name);
    return { results: await stationConfigs(db, user, reachable) };
  });

  registerRoute(app, routes.getStationConfig, async (request) => {
    const user = currentUser(request);
    const station = await findReachableStation(db, user, request.params.stationId);
    return toStationConfig(station.id, await storedTarget(db, station.id), seesTargetDetails(user, station));
  });

  registerRoute(app, routes.updateStationConfig, async (request) => {
    const station = await findReachableStation(db, currentUser(request), request.params.stationId);
    await checkEndpoint(request.body.externalExport.target, outboundPolicy(ctx.config));
    return db.transaction(async (tx) => {
      const previous = await storedTarget(tx, station.id);
      const target = await targetToStore(
        request.body.externalExport.target,
        previous,
        clientExportRoot(ctx.config, station.clientId),
      );
      if (target) {
        await tx
          .insert(stationExternalTargets)
          .values({ stationId: station.id, target })
          .onConflictDoUpdate({ target: stationExternalTargets.stationId, set: { target, updatedAt: new Date() } });
      } else {
        await tx.delete(stationExternalTargets).where(eq(stationExternalTargets.stationId, station.id));
      }
      const before = toStationConfig(station.id, previous, true);
      const after = toStationConfig(station.id, target, true);
      // The audit entry is the answer's shape: it never holds the secret either.
      await recordChange(tx, request, {
        action: 'station-config.update',
        entityType: 'station',
        entityId: station.id,
        clientId: station.clientId,
        before,
        after,
      });
      return after;
    });
  });
}
