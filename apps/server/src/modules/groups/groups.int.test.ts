import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, groups, users } from '../../db/schema';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createGroup, createUser } from '../../../test/factories';

const ADMIN = 'admin@acme.test';
const USER = 'user@acme.test';

describe('groups', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof createClient>>;
  let other: Awaited<ReturnType<typeof createClient>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let foreignGroup: Awaited<ReturnType<typeof createGroup>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.ctx;
    acme = await createClient(db);
    other = await createClient(db);
    admin = await createUser(db, { clientId: acme.id, email: ADMIN, role: 'CLIENT_ADMIN' });
    await createUser(db, { clientId: acme.id, email: USER });
    foreignGroup = await createGroup(db, other.id, { name: 'Foreign' });
    stranger = await createUser(db, { clientId: other.id, groupId: foreignGroup.id });
  });
  afterAll(async () => t.close());

  const groupOf = async (userId: string) =>
    (await t.ctx.db.select({ groupId: users.groupId }).from(users).where(eq(users.id, userId)))[0]!.groupId;
  const auditOf = (entityId: string) =>
    t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));
  const paths = (body: { details: { path: string }[] }) => body.details.map((d) => d.path);
  const member = (values: Parameters<typeof createUser>[1] = {}) =>
    createUser(t.ctx.db, { clientId: acme.id, ...values });

  describe('GET /users/groups', () => {
    const list = (headers: Record<string, string> = asUser(ADMIN)) =>
      t.app.inject({ url: '/api/users/groups', headers });

    it("lists the client's groups by name with their user counts", async () => {
      const sports = await createGroup(t.ctx.db, acme.id, { name: 'sports' });
      const arts = await createGroup(t.ctx.db, acme.id, { name: 'Arts' });
      await member({ groupId: sports.id });
      await member({ groupId: sports.id });
      const res = await list();
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const mine = body.filter((g: { id: string }) => [sports.id, arts.id].includes(g.id));
      expect(mine).toEqual([
        { id: arts.id, name: 'Arts', usersCount: 0 },
        { id: sports.id, name: 'sports', usersCount: 2 },
      ]);
      expect(body.map((g: { id: string }) => g.id)).not.toContain(foreignGroup.id);
    });

    it('needs a token and the client-admin role', async () => {
      expect((await list({})).statusCode).toBe(401);
      expect((await list(asUser(USER))).statusCode).toBe(403);
    });
  });

  describe('GET /users/groups/:id', () => {
    const get = (id: string, query = '', headers: Record<string, string> = asUser(ADMIN)) =>
      t.app.inject({ url: `/api/users/groups/${id}${query}`, headers });

    it('answers the group, and its users when asked to contain them', async () => {
      const group = await createGroup(t.ctx.db, acme.id, { name: 'Desk' });
      const zed = await member({ name: 'Zed', surname: 'Zulu', groupId: group.id });
      const amy = await member({ name: 'Amy', surname: 'Alpha', groupId: group.id });
      const plain = await get(group.id);
      expect(plain.statusCode).toBe(200);
      expect(plain.json()).toEqual({ id: group.id, name: 'Desk', usersCount: 2 });
      const withUsers = await get(group.id, '?contain=users');
      expect(withUsers.json().users).toEqual([
        { id: amy.id, email: amy.email, name: 'Amy', surname: 'Alpha' },
        { id: zed.id, email: zed.email, name: 'Zed', surname: 'Zulu' },
      ]);
    });

    it("does not find another client's group, nor an id that is no group", async () => {
      expect((await get(foreignGroup.id)).statusCode).toBe(404);
      expect((await get(admin.id)).statusCode).toBe(404);
    });

    it('refuses an id that is not a uuid', async () => {
      const res = await get('desk');
      expect(res.statusCode).toBe(400);
      expect(paths(res.json())).toEqual(['params.id']);
    });

    it('needs a token and the client-admin role', async () => {
      expect((await get(foreignGroup.id, '', {})).statusCode).toBe(401);
      expect((await get(foreignGroup.id, '', asUser(USER))).statusCode).toBe(403);
    });
  });

  describe('POST /users/groups', () => {
    const create = (payload: Record<string, unknown>, headers: Record<string, string> = asUser(ADMIN)) =>
      t.app.inject({ method: 'POST', url: '/api/users/groups', headers, payload });

    it('creates a group, moving the listed users out of their previous group, and logs it', async () => {
      const previous = await createGroup(t.ctx.db, acme.id, { name: 'Previous' });
      const moved = await member({ groupId: previous.id });
      const loose = await member();
      const res = await create({ name: '  Night shift ', usersIds: [moved.id, loose.id, loose.id] });
      expect(res.statusCode).toBe(201);
      const group = res.json();
      expect(group).toMatchObject({ name: 'Night shift', usersCount: 2 });
      expect(group.users.map((u: { id: string }) => u.id).sort()).toEqual([moved.id, loose.id].sort());
      expect(await groupOf(moved.id)).toBe(group.id);
      const before = await t.app.inject({ url: `/api/users/groups/${previous.id}`, headers: asUser(ADMIN) });
      expect(before.json().usersCount).toBe(0);
      const [entry] = await auditOf(group.id);
      expect(entry).toMatchObject({
        action: 'group.create',
        entityType: 'group',
        actorId: admin.id,
        clientId: acme.id,
        after: { id: group.id, name: 'Night shift', usersIds: [moved.id, loose.id].sort() },
      });
    });

    it('keeps no group whose audit entry could not be written: both commit together or neither', async () => {
      // The check refuses only group.create entries, so the audit write fails after the insert.
      await t.ctx.db.execute(
        sql`alter table admin_audit_log add constraint refuse_group_create check (action <> 'group.create') not valid`,
      );
      try {
        const res = await create({ name: 'Unaudited', usersIds: [] });
        expect(res.statusCode).toBe(500);
      } finally {
        await t.ctx.db.execute(sql`alter table admin_audit_log drop constraint refuse_group_create`);
      }
      expect(await t.ctx.db.select().from(groups).where(eq(groups.name, 'Unaudited'))).toEqual([]);
    });

    it('creates an empty group when no users are listed', async () => {
      const res = await create({ name: 'Empty' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ name: 'Empty', usersCount: 0, users: [] });
    });

    it('refuses a missing name', async () => {
      const res = await create({ name: '  ', usersIds: [] });
      expect(res.statusCode).toBe(400);
      expect(paths(res.json())).toEqual(['body.name']);
    });

    it('refuses ids that are not uuids', async () => {
      const res = await create({ name: 'Bad ids', usersIds: ['x'] });
      expect(res.statusCode).toBe(400);
      expect(paths(res.json())[0]).toMatch(/^body\.usersIds/);
    });

    it.each([
      ['a client administrator', async () => admin.id],
      ["another client's user", async () => stranger.id],
      ['an unknown user', async () => '00000000-0000-4000-8000-000000000000'],
    ])('refuses %s among the users, and creates nothing', async (_label, userId) => {
      const loose = await member();
      const name = `Refused ${Math.random()}`;
      const res = await create({ name, usersIds: [loose.id, await userId()] });
      expect(res.statusCode).toBe(400);
      expect(paths(res.json())).toEqual(['body.usersIds']);
      expect(await t.ctx.db.select().from(groups).where(eq(groups.name, name))).toEqual([]);
      expect(await groupOf(loose.id)).toBeNull();
      expect(await groupOf(stranger.id)).toBe(foreignGroup.id);
    });

    it('needs a token and the client-admin role', async () => {
      expect((await create({ name: 'N' }, {})).statusCode).toBe(401);
      expect((await create({ name: 'N' }, asUser(USER))).statusCode).toBe(403);
    });
  });

  describe('PUT /users/groups/:id', () => {
    const update = (id: string, payload: Record<string, unknown>, headers: Record<string, string> = asUser(ADMIN)) =>
      t.app.inject({ method: 'PUT', url: `/api/users/groups/${id}`, headers, payload });

    it('renames the group and sets its users: listed ones join, the others leave', async () => {
      const group = await createGroup(t.ctx.db, acme.id, { name: 'Morning' });
      const stays = await member({ groupId: group.id });
      const leaves = await member({ groupId: group.id });
      const joins = await member();
      const res = await update(group.id, { name: 'Morning show', usersIds: [stays.id, joins.id] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: group.id, name: 'Morning show', usersCount: 2 });
      expect(await groupOf(stays.id)).toBe(group.id);
      expect(await groupOf(joins.id)).toBe(group.id);
      expect(await groupOf(leaves.id)).toBeNull();
      const [entry] = await auditOf(group.id);
      expect(entry).toMatchObject({
        action: 'group.update',
        before: { name: 'Morning', usersIds: [stays.id, leaves.id].sort() },
        after: { name: 'Morning show', usersIds: [stays.id, joins.id].sort() },
      });
    });

    it('empties the group when no users are listed', async () => {
      const group = await createGroup(t.ctx.db, acme.id);
      const leaving = await member({ groupId: group.id });
      const res = await update(group.id, { name: 'Now empty', usersIds: [] });
      expect(res.json()).toMatchObject({ usersCount: 0 });
      expect(await groupOf(leaving.id)).toBeNull();
    });

    it('refuses a client administrator and keeps the group as it was', async () => {
      const group = await createGroup(t.ctx.db, acme.id, { name: 'Kept' });
      const inside = await member({ groupId: group.id });
      const res = await update(group.id, { name: 'Changed', usersIds: [admin.id] });
      expect(res.statusCode).toBe(400);
      expect(paths(res.json())).toEqual(['body.usersIds']);
      expect(await groupOf(inside.id)).toBe(group.id);
      const reread = await t.app.inject({ url: `/api/users/groups/${group.id}`, headers: asUser(ADMIN) });
      expect(reread.json().name).toBe('Kept');
    });

    it('refuses an empty name', async () => {
      const group = await createGroup(t.ctx.db, acme.id);
      const res = await update(group.id, { name: '', usersIds: [] });
      expect(res.statusCode).toBe(400);
      expect(paths(res.json())).toEqual(['body.name']);
    });

    it("does not find another client's group, and leaves it be", async () => {
      const res = await update(foreignGroup.id, { name: 'Taken', usersIds: [] });
      expect(res.statusCode).toBe(404);
      expect(await groupOf(stranger.id)).toBe(foreignGroup.id);
    });

    it('needs a token and the client-admin role', async () => {
      const group = await createGroup(t.ctx.db, acme.id);
      expect((await update(group.id, { name: 'N' }, {})).statusCode).toBe(401);
      expect((await update(group.id, { name: 'N' }, asUser(USER))).statusCode).toBe(403);
    });
  });

  describe('DELETE /users/groups/:id', () => {
    const remove = (id: string, headers: Record<string, string> = asUser(ADMIN)) =>
      t.app.inject({ method: 'DELETE', url: `/api/users/groups/${id}`, headers });

    it('deletes a group without users and logs it', async () => {
      const group = await createGroup(t.ctx.db, acme.id, { name: 'Gone' });
      const res = await remove(group.id);
      expect(res.statusCode).toBe(204);
      const reread = await t.app.inject({ url: `/api/users/groups/${group.id}`, headers: asUser(ADMIN) });
      expect(reread.statusCode).toBe(404);
      const [entry] = await auditOf(group.id);
      expect(entry).toMatchObject({ action: 'group.delete', before: { name: 'Gone', usersIds: [] }, after: null });
    });

    it('refuses while the group has users', async () => {
      const group = await createGroup(t.ctx.db, acme.id);
      const inside = await member({ groupId: group.id });
      const res = await remove(group.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('ERR_GROUP_HAS_USERS');
      expect(await groupOf(inside.id)).toBe(group.id);
    });

    it("does not find another client's group", async () => {
      const empty = await createGroup(t.ctx.db, other.id);
      expect((await remove(empty.id)).statusCode).toBe(404);
      expect(await t.ctx.db.select().from(groups).where(eq(groups.id, empty.id))).toHaveLength(1);
    });

    it('refuses an id that is not a uuid', async () => {
      const res = await remove('gone');
      expect(res.statusCode).toBe(400);
      expect(paths(res.json())).toEqual(['params.id']);
    });

    it('needs a token and the client-admin role', async () => {
      const group = await createGroup(t.ctx.db, acme.id);
      expect((await remove(group.id, {})).statusCode).toBe(401);
      expect((await remove(group.id, asUser(USER))).statusCode).toBe(403);
    });
  });
});
