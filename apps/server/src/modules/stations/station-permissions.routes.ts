import { routes } from '@antena/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Context } from '../../context';
import type { Db } from '../../db';
import type { StationRow } from '../../access/station-access';
import { findReachableStation } from '../../access/station-access';
import { changeRecorded, type Tx } from '../../access/admin-audit';
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
    return changeGrant(db, request, station, 'user', request.body.allowed, {
      read: (tx) => stationUserPermissions(tx, [station], [user]),
      write: (tx) => setDirectGrant(tx, station.id, user.id, request.body.allowed),
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
    return changeGrant(db, request, station, 'group', request.body.allowed, {
      read: (tx) => stationGroupPermissions(tx, [station], [group]),
      write: (tx) => setGroupGrant(tx, station.id, group.id, request.body.allowed),
    });
  });
}

/** Grants or removes a station, recording the entry before and after in the same transaction. */
function changeGrant<T>(
  db: Db,
  request: FastifyRequest,
  station: StationRow,
  kind: 'user' | 'group',
  allowed: boolean,
  entry: { read: (tx: Tx) => Promise<T[]>; write: (tx: Tx) => Promise<unknown> },
): Promise<T> {
  const change = {
    action: `station-permission.${allowed ? 'grant' : 'remove'}-${kind}`,
    entityType: 'station',
    entityId: station.id,
    clientId: station.clientId,
  };
  return changeRecorded(db, request, change, async (tx) => (await entry.read(tx))[0]!, entry.write);
}
