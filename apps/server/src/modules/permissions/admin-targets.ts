/**
 * The groups and users an administration call may act on: the caller's client's, or any client's
 * for a superadmin. Another client's group or user answers 404, as if it did not exist.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { groups, users } from '../../db/schema';
import { currentActor, currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { tenantScope } from '../../access/tenant';
import { findUser, type UserWithRelations } from '../../access/user-record';

export type GroupRow = typeof groups.$inferSelect;
type Caller = Pick<UserWithRelations, 'role' | 'clientId'>;

/**
 * Whose reach an /admin call has. The role guard lets a signed-in superadmin in even while they
 * act as a CLIENT_USER; such a call is the superadmin's own, so it reaches every client.
 */
export function adminCaller(request: FastifyRequest): UserWithRelations {
  const user = currentUser(request);
  return user.role === 'CLIENT_USER' ? currentActor(request) : user;
}

export async function findGroupFor(db: Db, caller: Caller, groupId: string): Promise<GroupRow> {
  const [group] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, groupId), tenantScope(caller, groups.clientId)))
    .limit(1);
  if (!group) throw notFound('Group not found');
  return group;
}

export async function findUserFor(db: Db, caller: Caller, userId: string): Promise<UserWithRelations> {
  const [reachable] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), tenantScope(caller, users.clientId)))
    .limit(1);
  const user = reachable ? await findUser(db, { id: reachable.id }) : null;
  if (!user) throw notFound('User not found');
  return user;
}
