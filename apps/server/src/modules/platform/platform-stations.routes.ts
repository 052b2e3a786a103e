/** Platform administration of a client's stations: every field, the source and the group included. */
import { routes } from '@antena/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { recordChange } from '../../access/admin-audit';
import { repairStation } from '../audit/schedule-confirmation';
import { moveStationDays } from '../audit/station-timezone-change';
import { stations } from '../../db/schema';
import { registerRoute } from '../../http/route';
import { checkStationDevice } from '../streamer-box/devices.service';
import { requireClient } from './clients.service';
import { withUniqueSlug } from './platform-errors';
import {
  checkStationGroup,
  checkStreamUrl,
  findPlatformStation,
  listClientStations,
  requireStation,
  stationSnapshot,
} from './platform-stations.service';

export function platformStationsRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.clientStations, async (request) => {
    const client = await requireClient(ctx.db, request.params.clientId);
    return listClientStations(ctx.db, client.id);
  });

  registerRoute(app, routes.createClientStation, async (request, reply) => {
    const client = await requireClient(ctx.db, request.params.clientId);
    await checkStationGroup(ctx.db, request.body.stationGroupId, client.id);
    await checkStreamUrl(ctx.config, request.body.streamUrl);
    await checkStationDevice(
      ctx.db,
      { clientId: client.id, id: null },
      request.body.featuresConfig.streamerBox.deviceId,
    );
    const station = await withUniqueSlug(() =>
      ctx.db.transaction(async (tx) => {
        const row = (
          await tx
            .insert(stations)
            .values({ ...request.body, clientId: client.id })
            .returning()
        )[0]!;
        await recordChange(tx, request, {
          action: 'station.create',
          entityType: 'station',
          entityId: row.id,
          clientId: client.id,
          after: stationSnapshot(row),
        });
        return findPlatformStation(tx, row.id);
      }),
    );
    return reply.status(201).send(station);
  });

  registerRoute(app, routes.getPlatformStation, async (request) =>
    findPlatformStation(ctx.db, request.params.stationId),
  );

  registerRoute(app, routes.updatePlatformStation, async (request) => {
    const { stationId } = request.params;
    // Before the transaction: it waits on DNS.
    await checkStreamUrl(ctx.config, request.body.streamUrl);
    let timezoneChanged = false;
    const updated = await withUniqueSlug(() =>
      ctx.db.transaction(async (tx) => {
        const before = await requireStation(tx, stationId);
        await checkStationGroup(tx, request.body.stationGroupId, before.clientId);
        await checkStationDevice(
          tx,
          { clientId: before.clientId, id: stationId },
          request.body.featuresConfig.streamerBox.deviceId,
        );
        const [after] = await tx.update(stations).set(request.body).where(eq(stations.id, stationId)).returning();
        timezoneChanged = after!.timezone !== before.timezone;
        // The stored station-local days were the old clock's: pairing and the day screens read them.
        if (timezoneChanged) await moveStationDays(tx, stationId, after!.timezone);
        await recordChange(tx, request, {
          action: 'station.update',
          entityType: 'station',
          entityId: stationId,
          clientId: before.clientId,
          before: stationSnapshot(before),
          after: stationSnapshot(after!),
        });
        return findPlatformStation(tx, stationId);
      }),
    );
    // As after an audit configuration change: the worker re-pairs, a process without a queue
    // (tests, scripts) does it before answering.
    if (timezoneChanged) {
      if (ctx.queue) await ctx.queue.send('audit.repair-station', { stationId });
      else await repairStation(ctx, stationId);
    }
    return updated;
  });
}
