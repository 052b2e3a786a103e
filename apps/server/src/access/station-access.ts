/**
 * The one answer to "may this user reach this station" (spec 01 section 3 station permission
 * entries). Every module that reads station data scopes its queries with `stationScope`.
 */
import type { StationPermissionType } from '@antena/contract';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { groupStations, stations, userStations } from '../db/schema';
import { notFound } from '../http/errors';
import type { UserWithRelations } from './user-record';

export type StationRow = typeof stations.$inferSelect;
export type AccessUser = Pick<UserWithRelations, 'id' | 'role' | 'clientId' | 'groupId'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A condition on `stations` that keeps the ones the user reaches: every station for a
 * superadmin (platform operator), the client's stations for a CLIENT_ADMIN (FROM_ROLE), and for
 * a CLIENT_USER the ones granted directly or to their group.
 */
export function stationScope(user: AccessUser): SQL | undefined {
  if (user.role === 'SUPERADMIN') return undefined;
  if (!user.clientId) return sql`false`;
  const ofClient = eq(stations.clientId, user.clientId);
  if (user.role === 'CLIENT_ADMIN') return ofClient;
  const direct = sql`exists (select 1 from ${userStations} where ${userStations.userId} = ${user.id} and ${userStations.stationId} = ${stations.id})`;
  const fromGroup = user.groupId
    ? sql`exists (select 1 from ${groupStations} where ${groupStations.groupId} = ${user.groupId} and ${groupStations.stationId} = ${stations.id})`
    : sql`false`;
  return and(ofClient, or(direct, fromGroup));
}

/** `:id` of station calls is the station's id or its slug. */
export const stationKey = (idOrSlug: string): SQL =>
  UUID.test(idOrSlug) ? eq(stations.id, idOrSlug) : eq(stations.slug, idOrSlug.toLowerCase());

/** A station the user reaches, by id or slug; anything else is 'Station not found' (404). */
export async function findReachableStation(db: Db, user: AccessUser, idOrSlug: string): Promise<StationRow> {
  const [station] = await db
    .select()
    .from(stations)
    .where(and(stationKey(idOrSlug), stationScope(user)))
    .limit(1);
  if (!station) throw notFound('Station not found');
  return station;
}

/** How a user reaches a station, from the facts: role, a direct grant, a grant to their group. */
export function stationPermissionType(
  role: AccessUser['role'],
  direct: boolean,
  fromGroup: boolean,
): StationPermissionType | null {
  if (role === 'CLIENT_ADMIN' || role === 'SUPERADMIN') return 'FROM_ROLE';
  if (direct && fromGroup) return 'DIRECT_AND_FROM_GROUP';
  if (direct) return 'DIRECT';
  if (fromGroup) return 'FROM_GROUP';
  return null;
}
