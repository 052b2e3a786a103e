/**
 * Platform administration of a client's station groups (spec 01 section 3: name, latitude,
 * longitude). Deleting a group leaves its stations in place, with no group.
 */
import { routes, type StationGroup } from '@antena/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { recordChange } from '../../access/admin-audit';
import type { Db } from '../../db';
import { stationGroups } from '../../db/schema';
import { notFound } from '../../http/errors';
import { registerRoute } from '../../http/route';
import { requireClient } from './clients.service';

type StationGroupRow = typeof stationGroups.$inferSelect;

/** The answer, and what the audit log keeps, of a station group. */
const toStationGroup = (row: StationGroupRow): StationGroup => ({
  id: row.id,
  name: row.name,
  latitude: row.latitude,
  longitude: row.longitude,
});

async function requireStationGroup(db: Db, stationGroupId: string): Promise<StationGroupRow> {
  const [row] = await db.select().from(stationGroups).where(eq(stationGroups.id, stationGroupId));
  if (!row) throw notFound('Station group not found');
  return row;
}

export function stationGroupsRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.clientStationGroups, async (request) => {
    const client = await requireClient(ctx.db, request.params.clientId);
    const rows = await ctx.db
      .select()
      .from(stationGroups)
      .where(eq(stationGroups.clientId, client.id))
      .orderBy(asc(stationGroups.name), asc(stationGroups.id));
    return rows.map(toStationGroup);
  });

  registerRoute(app, routes.createStationGroup, async (request, reply) => {
    const client = await requireClient(ctx.db, request.params.clientId);
    const group = await ctx.db.transaction(async (tx) => {
      const row = (
        await tx
          .insert(stationGroups)
          .values({ ...request.body, clientId: client.id })
          .returning()
      )[0]!;
      await recordChange(tx, request, {
        action: 'station-group.create',
        entityType: 'station-group',
        entityId: row.id,
        clientId: client.id,
        after: toStationGroup(row),
      });
      return toStationGroup(row);
    });
    return reply.status(201).send(group);
  });

  registerRoute(app, routes.updateStationGroup, async (request) => {
    const { stationGroupId } = request.params;
    return ctx.db.transaction(async (tx) => {
      const before = await requireStationGroup(tx, stationGroupId);
      const after = (
        await tx.update(stationGroups).set(request.body).where(eq(stationGroups.id, stationGroupId)).returning()
      )[0]!;
      await recordChange(tx, request, {
        action: 'station-group.update',
        entityType: 'station-group',
        entityId: stationGroupId,
        clientId: before.clientId,
        before: toStationGroup(before),
        after: toStationGroup(after),
      });
      return toStationGroup(after);
    });
  });

  registerRoute(app, routes.deleteStationGroup, async (request, reply) => {
    const { stationGroupId } = request.params;
    await ctx.db.transaction(async (tx) => {
      const before = await requireStationGroup(tx, stationGroupId);
      // The stations' foreign key is ON DELETE SET NULL: they stay, ungrouped.
      await tx.delete(stationGroups).where(eq(stationGroups.id, stationGroupId));
      await recordChange(tx, request, {
        action: 'station-group.delete',
        entityType: 'station-group',
        entityId: stationGroupId,
        clientId: before.clientId,
        before: toStationGroup(before),
      });
    });
    return reply.status(204).send(null);
  });
}
