/**
 * `/station-config` (spec 02 "Export"): whether each of the caller's stations has an external
 * target (the export screen's switch), and the client admin's setting of it.
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
import { externalExportRoot } from './external-target';
import { stationConfigs, storedTarget, targetToStore, toStationConfig } from './station-config.service';

export function stationConfigRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  registerRoute(app, routes.listStationConfigs, async (request) => {
    const reachable = await db
      .select({ id: stations.id })
      .from(stations)
      .where(stationScope(currentUser(request)))
      .orderBy(stations.name);
    return {
      results: await stationConfigs(
        db,
        reachable.map((station) => station.id),
      ),
    };
  });

  registerRoute(app, routes.getStationConfig, async (request) => {
    const station = await findReachableStation(db, currentUser(request), request.params.stationId);
    return toStationConfig(station.id, await storedTarget(db, station.id));
  });

  registerRoute(app, routes.updateStationConfig, async (request) => {
    const station = await findReachableStation(db, currentUser(request), request.params.stationId);
    return db.transaction(async (tx) => {
      const previous = await storedTarget(tx, station.id);
      const target = await targetToStore(request.body.externalExport.target, previous, externalExportRoot(ctx.config));
      if (target) {
        await tx
          .insert(stationExternalTargets)
          .values({ stationId: station.id, target })
          .onConflictDoUpdate({ target: stationExternalTargets.stationId, set: { target, updatedAt: new Date() } });
      } else {
        await tx.delete(stationExternalTargets).where(eq(stationExternalTargets.stationId, station.id));
      }
      const before = toStationConfig(station.id, previous);
      const after = toStationConfig(station.id, target);
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
