/**
 * Action permissions of the catalogue (spec 01 section 6). A CLIENT_USER's value of a permission
 * is their own entry, else their group's, else not held. Checked only when the client's
 * `app__user_permissions_check` flag is on; other roles always hold every permission.
 */
import { PERMISSIONS, type Permission, type UserPermission } from '@antena/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { groupPermissions, userPermissions } from '../db/schema';
import { forbidden } from '../http/errors';
import { currentUser } from '../http/auth';
import type { UserWithRelations } from './user-record';
import { featureFlags } from './feature-flags';

type PermissionUser = Pick<UserWithRelations, 'id' | 'groupId'>;
/** The database or a transaction. */
type Reader = Pick<Db, 'select'>;

/** A group's stored values, by permission. */
export async function groupPermissionValues(db: Reader, groupId: string): Promise<Map<Permission, boolean>> {
  const rows = await db.select().from(groupPermissions).where(eq(groupPermissions.groupId, groupId));
  return new Map(rows.map((row) => [row.permission, row.allowed]));
}

/** A user's value of every catalogue permission; `groupId` set where it comes from the group. */
export async function userPermissionValues(db: Reader, user: PermissionUser): Promise<UserPermission[]> {
  const own = await db.select().from(userPermissions).where(eq(userPermissions.userId, user.id));
  const ownValues = new Map(own.map((row) => [row.permission, row.allowed]));
  const groupValues = user.groupId ? await groupPermissionValues(db, user.groupId) : new Map<Permission, boolean>();
  return PERMISSIONS.map((permission) => {
    const explicit = ownValues.get(permission);
    if (explicit !== undefined) return { permission, allowed: explicit, groupId: null };
    if (user.groupId) return { permission, allowed: groupValues.get(permission) ?? false, groupId: user.groupId };
    return { permission, allowed: false, groupId: null };
  });
}

/** Whether the user may do the action, with the client's flag and the user's role taken into account. */
export async function hasActionPermission(db: Db, user: UserWithRelations, permission: Permission): Promise<boolean> {
  if (user.role !== 'CLIENT_USER') return true;
  if (!(await featureFlags(db).isEnabled(user.clientId, 'app__user_permissions_check'))) return true;
  const values = await userPermissionValues(db, user);
  return values.find((value) => value.permission === permission)?.allowed ?? false;
}

/** For the calls the catalogue guards: 403 unless the caller holds the permission. */
export async function requireActionPermission(request: FastifyRequest, permission: Permission): Promise<void> {
  const user = currentUser(request);
  if (!(await hasActionPermission(request.server.ctx.db, user, permission))) {
    throw forbidden(`You do not have the permission ${permission}`);
  }
}
