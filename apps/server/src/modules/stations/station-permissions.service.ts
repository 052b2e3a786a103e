/**
 * Station permission entries (spec 01 section 3): how each user reaches each station (FROM_ROLE
 * for a CLIENT_ADMIN, DIRECT, FROM_GROUP, DIRECT_AND_FROM_GROUP) and which groups reach it.
 * Only DIRECT grants and group grants are stored; FROM_ROLE follows from the role.
 */
import type { StationGroupPermission, StationUserPermission } from '@antena/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../permissions/permissions.service';
import { groups, groupStations, stations, users, userStations } from '../../db/schema';
import { stationPermissionType, type StationRow } from '../../access/station-access';
import type { GroupRow } from '../permissions/admin-targets';
import { toStationSummary } from './station-dto';

type UserRow = typeof users.$inferSelect;
const pairKey = (ownerId: string, stationId: string) => `${ownerId}:${stationId}`;

export const clientStations = (db: Executor, clientId: string): Promise<StationRow[]> =>
  db.select().from(stations).where(eq(stations.clientId, clientId)).orderBy(asc(stations.name), asc(stations.id));

export const clientUsers = (db: Executor, clientId: string): Promise<UserRow[]> =>
  db
    .select()
    .from(users)
    .where(eq(users.clientId, clientId))
    .orderBy(asc(users.surname), asc(users.name), asc(users.email));

export const clientGroups = (db: Executor, clientId: string): Promise<GroupRow[]> =>
  db.select().from(groups).where(eq(groups.clientId, clientId)).orderBy(asc(groups.name), asc(groups.id));

async function groupGrants(db: Executor, groupIds: string[], stationIds: string[]): Promise<Set<string>> {
  if (groupIds.length === 0 || stationIds.length === 0) return new Set();
  const rows = await db
    .select()
    .from(groupStations)
    .where(and(inArray(groupStations.groupId, groupIds), inArray(groupStations.stationId, stationIds)));
  return new Set(rows.map((row) => pairKey(row.groupId, row.stationId)));
}

async function directGrants(db: Executor, userIds: string[], stationIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0 || stationIds.length === 0) return new Set();
  const rows = await db
    .select()
    .from(userStations)
    .where(and(inArray(userStations.userId, userIds), inArray(userStations.stationId, stationIds)));
  return new Set(rows.map((row) => pairKey(row.userId, row.stationId)));
}

/** One entry per station × user, stations outermost (each list keeps its order). */
export async function stationUserPermissions(
  db: Executor,
  stationList: StationRow[],
  userList: UserRow[],
): Promise<StationUserPermission[]> {
  const stationIds = stationList.map((station) => station.id);
  const groupIds = [...new Set(userList.flatMap((user) => (user.groupId ? [user.groupId] : [])))];
  // One after the other: inside a transaction the queries share one connection.
  const direct = await directGrants(
    db,
    userList.map((user) => user.id),
    stationIds,
  );
  const fromGroup = await groupGrants(db, groupIds, stationIds);
  const groupRows = groupIds.length ? await db.select().from(groups).where(inArray(groups.id, groupIds)) : [];
  const groupById = new Map(groupRows.map((group) => [group.id, { id: group.id, name: group.name }]));

  return stationList.flatMap((station) =>
    userList.map((user) => {
      const viaGroup = user.groupId ? fromGroup.has(pairKey(user.groupId, station.id)) : false;
      const type = stationPermissionType(user.role, direct.has(pairKey(user.id, station.id)), viaGroup);
      const withGroup = type === 'FROM_GROUP' || type === 'DIRECT_AND_FROM_GROUP';
      return {
        station: toStationSummary(station),
        user: { id: user.id, email: user.email, name: user.name, surname: user.surname, role: user.role },
        allowed: type !== null,
        editable:
          user.role === 'CLIENT_USER' && (type === null || type === 'DIRECT' || type === 'DIRECT_AND_FROM_GROUP'),
        permission: type ? { type, group: withGroup ? (groupById.get(user.groupId!) ?? null) : null } : null,
      };
    }),
  );
}

/** One entry per station × group, stations outermost. */
export async function stationGroupPermissions(
  db: Executor,
  stationList: StationRow[],
  groupList: GroupRow[],
): Promise<StationGroupPermission[]> {
  const granted = await groupGrants(
    db,
    groupList.map((group) => group.id),
    stationList.map((station) => station.id),
  );
  return stationList.flatMap((station) =>
    groupList.map((group) => ({
      station: toStationSummary(station),
      group: { id: group.id, name: group.name },
      allowed: granted.has(pairKey(group.id, station.id)),
    })),
  );
}

/** Grants or removes a user's DIRECT permission on a station; a group grant is left as it is. */
export async function setDirectGrant(db: Executor, stationId: string, userId: string, allowed: boolean): Promise<void> {
  if (allowed) {
    await db.insert(userStations).values({ userId, stationId }).onConflictDoNothing();
  } else {
    await db.delete(userStations).where(and(eq(userStations.userId, userId), eq(userStations.stationId, stationId)));
  }
}

export async function setGroupGrant(db: Executor, stationId: string, groupId: string, allowed: boolean): Promise<void> {
  if (allowed) {
    await db.insert(groupStations).values({ groupId, stationId }).onConflictDoNothing();
  } else {
    await db
      .delete(groupStations)
      .where(and(eq(groupStations.groupId, groupId), eq(groupStations.stationId, stationId)));
  }
}
