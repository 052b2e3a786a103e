/**
 * Reading and writing the action permission values of groups and users (spec 01 sections 4 and 6).
 * A stored row is an explicit allow or deny; removing it resets the value (for a user: back to
 * their group's value, or not held).
 */
import { PERMISSIONS, type GroupPermission, type Permission } from '@antena/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { groupPermissions, userPermissions } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { groupPermissionValues } from '../../access/action-permissions';
import type { UserWithRelations } from '../../access/user-record';

/** The database or a transaction, so that a change and its audit log entry commit together. */
export type Executor = Pick<Db, 'select' | 'insert' | 'delete'>;

/** allow and deny store a value; reset removes it. */
export type PermissionValue = boolean | null;

export async function groupPermissionList(db: Executor, groupId: string): Promise<GroupPermission[]> {
  const values = await groupPermissionValues(db, groupId);
  return PERMISSIONS.map((permission) => {
    const allowed = values.get(permission);
    return { permission, allowed: allowed ?? false, isSet: allowed !== undefined };
  });
}

export async function setGroupPermission(
  db: Executor,
  groupId: string,
  permission: Permission,
  value: PermissionValue,
): Promise<void> {
  if (value === null) {
    await db
      .delete(groupPermissions)
      .where(and(eq(groupPermissions.groupId, groupId), eq(groupPermissions.permission, permission)));
    return;
  }
  await db
    .insert(groupPermissions)
    .values({ groupId, permission, allowed: value })
    .onConflictDoUpdate({ target: [groupPermissions.groupId, groupPermissions.permission], set: { allowed: value } });
}

export async function resetGroupPermissions(db: Executor, groupId: string): Promise<void> {
  await db.delete(groupPermissions).where(eq(groupPermissions.groupId, groupId));
}

/** Action permissions are CLIENT_USER values; other roles hold every permission through their role. */
export function requireClientUser(user: UserWithRelations): void {
  if (user.role !== 'CLIENT_USER') {
    throw badRequest('Action permissions apply to client users only', [
      { path: 'params.userId', message: `The user is a ${user.role}` },
    ]);
  }
}

/** Without a group there is nothing to inherit from. */
export function requireGroup(user: UserWithRelations): void {
  if (!user.groupId) {
    throw badRequest('The user has no group to inherit from', [
      { path: 'params.userId', message: 'The user has no group' },
    ]);
  }
}

export async function setUserPermission(
  db: Executor,
  userId: string,
  permission: Permission,
  value: PermissionValue,
): Promise<void> {
  if (value === null) {
    await db
      .delete(userPermissions)
      .where(and(eq(userPermissions.userId, userId), eq(userPermissions.permission, permission)));
    return;
  }
  await db
    .insert(userPermissions)
    .values({ userId, permission, allowed: value })
    .onConflictDoUpdate({ target: [userPermissions.userId, userPermissions.permission], set: { allowed: value } });
}

export async function resetUserPermissions(db: Executor, userId: string): Promise<void> {
  await db.delete(userPermissions).where(eq(userPermissions.userId, userId));
}
