import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { findReachableStation } from '../../access/station-access';
import { recordChange } from '../../access/admin-audit';
import { requireClientId } from '../../access/tenant';
import { currentUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { registerRoute } from '../../http/route';
import { findGroupFor, findUserFor } from '../permissions/admin-targets';
import {
  clientGroups,
  clientStations,
  clientUsers,
  setDirectGrant,
  setGroupGrant,
  stationGroupPermissions,
  stationUserPermissions,
} from './station-permissions.service';

/**
 * Station permissions of the caller's client (CLIENT_ADMIN). A CLIENT_ADMIN reaches every
 * station of the client, so the station, user and group lookups all stay inside that client.
 */
export function stationPermissionsRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  registerRoute(app, routes.userStationPermissions, async (request) => {
    const caller = currentUser(request);
    const user = await findUserFor(db, caller, request.params.userId);
    return stationUserPermissions(db, await clientStations(db, requireClientId(caller)), [user]);
  });

  registerRoute(app, routes.stationUsersPermissions, async (request) => {
    const caller = currentUser(request);
    const station = await findReachableStation(db, caller, request.params.id);
    return stationUserPermissions(db, [station], await clientUsers(db, station.clientId));
  });

  registerRoute(app, routes.setStationUserPermission, async (request) => {
    const caller = currentUser(request);
    const station = await findReachableStation(db, caller, request.params.id);
    const user = await findUserFor(db, caller, request.params.userId);
    if (user.role !== 'CLIENT_USER') {
      throw new HttpError(400, 'ERR_PERMISSION_FROM_ROLE', 'The permission comes from the role and cannot be edited', [
        { path: 'params.userId', message: `A ${user.role} reaches every station of the client` },
      ]);
    }
    return db.transaction(async (tx) => {
      const [before] = await stationUserPermissions(tx, [station], [user]);
      await setDirectGrant(tx, station.id, user.id, request.body.allowed);
      const [after] = await stationUserPermissions(tx, [station], [user]);
      await recordChange(tx, request, {
        action: request.body.allowed ? 'station-permission.grant-user' : 'station-permission.remove-user',
        entityType: 'station',
        entityId: station.id,
        clientId: station.clientId,
        before,
        after,
      });
      return after!;
    });
  });

  registerRoute(app, routes.groupStationPermissions, async (request) => {
    const caller = currentUser(request);
    const group = await findGroupFor(db, caller, request.params.groupId);
    return stationGroupPermissions(db, await clientStations(db, requireClientId(caller)), [group]);
  });

  registerRoute(app, routes.stationGroupsPermissions, async (request) => {
    const caller = currentUser(request);
    const station = await findReachableStation(db, caller, request.params.id);
    return stationGroupPermissions(db, [station], await clientGroups(db, station.clientId));
  });

  registerRoute(app, routes.setStationGroupPermission, async (request) => {
    const caller = currentUser(request);
    const station = await findReachableStation(db, caller, request.params.id);
    const group = await findGroupFor(db, caller, request.params.groupId);
    return db.transaction(async (tx) => {
      const [before] = await stationGroupPermissions(tx, [station], [group]);
      await setGroupGrant(tx, station.id, group.id, request.body.allowed);
      const [after] = await stationGroupPermissions(tx, [station], [group]);
      await recordChange(tx, request, {
        action: request.body.allowed ? 'station-permission.grant-group' : 'station-permission.remove-group',
        entityType: 'station',
        entityId: station.id,
        clientId: station.clientId,
        before,
        after,
      });
      return after!;
    });
  });
}
