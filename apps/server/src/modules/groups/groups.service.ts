/**
 * Groups of the client's users (spec 01 sections 2, 3 and 5). A user belongs to at most one
 * group, so saving a group moves its listed users out of any other group.
 */
import type { Group, GroupSave } from '@antena/contract';
import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordChange } from '../../access/admin-audit';
import { requireClientId, tenantScope } from '../../access/tenant';
import type { Db, Tx } from '../../db';
import { groups, users } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { UserWithRelations } from '../../access/user-record';

type GroupRow = typeof groups.$inferSelect;
type SavedGroup = Required<GroupSave>;

async function groupUsers(db: Db | Tx, groupId: string) {
  return db
    .select({ id: users.id, email: users.email, name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.groupId, groupId))
    .orderBy(asc(sql`lower(${users.surname})`), asc(sql`lower(${users.name})`), asc(sql`lower(${users.email})`));
}

/** What the audit log keeps of a group: its name and who is in it. */
async function snapshot(db: Db | Tx, group: GroupRow) {
  const members = await groupUsers(db, group.id);
  return { id: group.id, name: group.name, usersIds: members.map((member) => member.id).sort() };
}

export async function listGroups(db: Db, viewer: UserWithRelations): Promise<Group[]> {
  return db
    .select({ id: groups.id, name: groups.name, usersCount: count(users.id) })
    .from(groups)
    .leftJoin(users, eq(users.groupId, groups.id))
    .where(tenantScope(viewer, groups.clientId))
    .groupBy(groups.id)
    .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id));
}

async function findGroup(db: Db, viewer: UserWithRelations, id: string): Promise<GroupRow> {
  const [group] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, id), tenantScope(viewer, groups.clientId)));
  if (!group) throw notFound('Group not found');
  return group;
}

/** One group; with `withUsers` (contain=users) also its users, sorted like the users list. */
export async function getGroup(db: Db, viewer: UserWithRelations, id: string, withUsers: boolean): Promise<Group> {
  const group = await findGroup(db, viewer, id);
  const members = await groupUsers(db, group.id);
  return {
    id: group.id,
    name: group.name,
    usersCount: members.length,
    ...(withUsers && { users: members }),
  };
}

/**
 * spec 01 section 5: only users of the client who are not CLIENT_ADMIN may be in a group.
 * Checked inside the saving transaction so that a concurrent role change cannot slip through.
 */
async function assertGroupable(tx: Tx, clientId: string, usersIds: string[]): Promise<void> {
  if (usersIds.length === 0) return;
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, usersIds), eq(users.clientId, clientId), eq(users.role, 'CLIENT_USER')));
  if (found.length !== usersIds.length) {
    throw badRequest('Only users of this client who are not client administrators can be in a group', [
      { path: 'body.usersIds', message: 'Not a user of this client, or a client administrator' },
    ]);
  }
}

/** Makes the listed users the group's users: they move in, the others leave. */
async function setGroupUsers(tx: Tx, groupId: string, usersIds: string[]): Promise<void> {
  const leaving = and(eq(users.groupId, groupId), usersIds.length > 0 ? notInArray(users.id, usersIds) : undefined);
  await tx.update(users).set({ groupId: null }).where(leaving);
  if (usersIds.length > 0) await tx.update(users).set({ groupId }).where(inArray(users.id, usersIds));
}

export async function createGroup(db: Db, request: FastifyRequest, body: SavedGroup): Promise<Group> {
  const clientId = requireClientId(currentUser(request));
  const usersIds = [...new Set(body.usersIds)];
  const group = await db.transaction(async (tx) => {
    await assertGroupable(tx, clientId, usersIds);
    const [created] = await tx.insert(groups).values({ clientId, name: body.name }).returning();
    await setGroupUsers(tx, created!.id, usersIds);
    await recordChange(tx, request, {
      action: 'group.create',
      entityType: 'group',
      entityId: created!.id,
      clientId,
      after: await snapshot(tx, created!),
    });
    return created!;
  });
  return getGroup(db, currentUser(request), group.id, true);
}

export async function updateGroup(db: Db, request: FastifyRequest, id: string, body: SavedGroup): Promise<Group> {
  const viewer = currentUser(request);
  const group = await findGroup(db, viewer, id);
  const usersIds = [...new Set(body.usersIds)];
  await db.transaction(async (tx) => {
    const before = await snapshot(tx, group);
    await assertGroupable(tx, group.clientId, usersIds);
    const [row] = await tx.update(groups).set({ name: body.name }).where(eq(groups.id, group.id)).returning();
    if (!row) throw notFound('Group not found');
    await setGroupUsers(tx, group.id, usersIds);
    await recordChange(tx, request, {
      action: 'group.update',
      entityType: 'group',
      entityId: group.id,
      clientId: group.clientId,
      before,
      after: await snapshot(tx, row),
    });
  });
  return getGroup(db, viewer, group.id, true);
}

/** spec 01 section 2: a group is deleted only once it has no users. */
export async function deleteGroup(db: Db, request: FastifyRequest, id: string): Promise<void> {
  const group = await findGroup(db, currentUser(request), id);
  await db.transaction(async (tx) => {
    // One statement, so a user joining meanwhile cannot be dropped from a deleted group.
    const deleted = await tx
      .delete(groups)
      .where(
        and(eq(groups.id, group.id), sql`not exists (select 1 from ${users} where ${users.groupId} = ${groups.id})`),
      )
      .returning({ id: groups.id });
    if (deleted.length === 0) throw conflict('ERR_GROUP_HAS_USERS', 'The group has users');
    await recordChange(tx, request, {
      action: 'group.delete',
      entityType: 'group',
      entityId: group.id,
      clientId: group.clientId,
      before: { id: group.id, name: group.name, usersIds: [] },
    });
  });
}
