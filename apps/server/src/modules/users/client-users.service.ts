/**
 * A client administrator's changes to the users of their client (spec 01 sections 2 and 5).
 * Another client's user is not found (404); every change goes to the admin audit log.
 */
import type { User, UserCreateValues, UserUpdateValues } from '@antena/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordChange } from '../../access/admin-audit';
import { requireClientId } from '../../access/tenant';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db';
import { groups, users } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { hashPassword } from '../../identity/passwords';
import { createAccount, generateTemporaryPassword, keepsPassword } from './user-accounts';
import { findUser, type UserWithRelations } from '../../access/user-record';
import { toUserDto } from './users.service';

type ClientRole = UserUpdateValues['role'];

/** A user of the viewer's client, or 404 (superadmins are never the client's users). */
export async function findClientUser(db: Db, viewer: UserWithRelations, id: string): Promise<UserWithRelations> {
  const clientId = requireClientId(viewer);
  const user = await findUser(db, { id });
  if (!user || user.clientId !== clientId || user.role === 'SUPERADMIN') throw notFound('User not found');
  return user;
}

/** spec 01 section 5: a CLIENT_ADMIN has no group; anyone else's group must be of the same client. */
async function groupFor(
  db: Db | Tx,
  clientId: string,
  role: ClientRole,
  groupId: string | null,
): Promise<string | null> {
  if (role === 'CLIENT_ADMIN' || !groupId) return null;
  const [group] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.clientId, clientId)));
  if (!group) throw badRequest('Unknown group', [{ path: 'body.groupId', message: 'Not a group of this client' }]);
  return group.id;
}

export async function createClientUser(
  db: Db,
  config: Config,
  request: FastifyRequest,
  body: UserCreateValues,
): Promise<User & { temporaryPassword?: string }> {
  const clientId = requireClientId(currentUser(request));
  return db.transaction(async (tx) => {
    const groupId = await groupFor(tx, clientId, body.role, body.groupId);
    const { user, temporaryPassword } = await createAccount(tx, config, { ...body, clientId, groupId });
    const created = toUserDto(user);
    await recordChange(tx, request, {
      action: 'user.create',
      entityType: 'user',
      entityId: user.id,
      clientId,
      after: created,
    });
    return temporaryPassword ? { ...created, temporaryPassword } : created;
  });
}

export async function updateClientUser(
  db: Db,
  request: FastifyRequest,
  id: string,
  changes: UserUpdateValues,
): Promise<User> {
  const viewer = currentUser(request);
  const user = await findClientUser(db, viewer, id);
  if (user.id === viewer.id && changes.role !== 'CLIENT_ADMIN') {
    throw badRequest('You cannot remove your own administrator role', [
      { path: 'body.role', message: 'You cannot remove your own administrator role' },
    ]);
  }
  return db.transaction(async (tx) => {
    const groupId = await groupFor(tx, requireClientId(viewer), changes.role, changes.groupId);
    await tx
      .update(users)
      .set({ name: changes.name, surname: changes.surname, role: changes.role, groupId })
      .where(eq(users.id, user.id));
    const updated = toUserDto((await findUser(tx, { id: user.id }))!);
    await recordChange(tx, request, {
      action: 'user.update',
      entityType: 'user',
      entityId: user.id,
      clientId: user.clientId,
      before: toUserDto(user),
      after: updated,
    });
    return updated;
  });
}

export async function deleteClientUser(db: Db, request: FastifyRequest, id: string): Promise<void> {
  const viewer = currentUser(request);
  const user = await findClientUser(db, viewer, id);
  if (user.id === viewer.id) {
    throw badRequest('You cannot delete yourself', [{ path: 'params.id', message: 'You cannot delete yourself' }]);
  }
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, user.id));
    await recordChange(tx, request, {
      action: 'user.delete',
      entityType: 'user',
      entityId: user.id,
      clientId: user.clientId,
      before: toUserDto(user),
    });
  });
}

/**
 * A new temporary password, answered once. Only this installation's own password accounts have
 * one: social-login users and users of an external provider sign in elsewhere.
 */
export async function resetClientUserPassword(
  db: Db,
  config: Config,
  request: FastifyRequest,
  id: string,
): Promise<{ temporaryPassword: string }> {
  const user = await findClientUser(db, currentUser(request), id);
  if (!keepsPassword(config, user.loginMethod)) {
    throw badRequest('This user does not sign in with a password kept here', [
      { path: 'params.id', message: 'Not a password user of the bundled identity provider' },
    ]);
  }
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    // The password itself is never logged: the entry only says that it was replaced.
    await recordChange(tx, request, {
      action: 'user.reset-password',
      entityType: 'user',
      entityId: user.id,
      clientId: user.clientId,
    });
  });
  return { temporaryPassword };
}
