import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, users } from '../../db/schema';
import { verifyPassword } from '../../identity/passwords';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createGroup, createUser } from '../../../test/factories';

const ADMIN = 'admin@acme.test';
const USER = 'user@acme.test';

describe('users of the client', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof createClient>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let member: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let newsroom: Awaited<ReturnType<typeof createGroup>>;
  let otherGroup: Awaited<ReturnType<typeof createGroup>>;

  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.ctx;
    acme = await createClient(db, { name: 'Acme Radio' });
    const other = await createClient(db);
    newsroom = await createGroup(db, acme.id, { name: 'Newsroom' });
    otherGroup = await createGroup(db, other.id, { name: 'Foreign' });
    admin = await createUser(db, { clientId: acme.id, email: ADMIN, role: 'CLIENT_ADMIN' });
    member = await createUser(db, {
      clientId: acme.id,
      email: USER,
      name: 'Mia',
      surname: 'Member',
      groupId: newsroom.id,
    });
    stranger = await createUser(db, { clientId: other.id, email: 'stranger@other.test' });
  });
  afterAll(async () => t.close());

  const auditOf = (entityId: string) =>
    t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));

  describe('GET /users-ca/:id', () => {
    const get = (id: string, headers: Record<string, string> = asUser(ADMIN)) =>
      t.app.inject({ url: `/api/users-ca/${id}?contain=group`, headers });

    it('answers the user with their group and client', async () => {
      const res = await get(member.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: member.id,
        email: USER,
        name: 'Mia',
        surname: 'Member',
        role: 'CLIENT_USER',
        groupId: newsroom.id,
        group: { id: newsroom.id, name: 'Newsroom' },
        client: { id: acme.id, name: 'Acme Radio' },
        loginMethod: 'USERNAME_PASSWORD',
        lastLogin: null,
      });
    });

    it('refuses an id that is not a uuid', async () => {
      const res = await get('not-a-uuid');
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['params.id']);
    });

    it("does not find another client's user", async () => {
      expect((await get(stranger.id)).statusCode).toBe(404);
    });

    it('needs a token and the client-admin role', async () => {
      expect((await get(member.id, {})).statusCode).toBe(401);
      expect((await get(member.id, asUser(USER))).statusCode).toBe(403);
    });
  });

  describe('POST /users-ca', () => {
    const create = (payload: Record<string, unknown>, headers: Record<string, string> = asUser(ADMIN)) =>
      t.app.inject({ method: 'POST', url: '/api/users-ca', headers, payload });
    const valid = {
      email: '  New.Person@Acme.TEST ',
      name: ' nora',
      surname: 'newman ',
      role: 'CLIENT_USER',
      groupId: '',
      loginMethod: 'USERNAME_PASSWORD',
    };

    it('creates a password user with a temporary password that signs in, and logs it without secrets', async () => {
      const res = await create({ ...valid, groupId: newsroom.id });
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({
        email: 'new.person@acme.test',
        name: 'Nora',
        surname: 'Newman',
        role: 'CLIENT_USER',
        group: { id: newsroom.id, name: 'Newsroom' },
        client: { id: acme.id },
        loginMethod: 'USERNAME_PASSWORD',
      });
      expect(created.temporaryPassword).toEqual(expect.any(String));
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, created.id));
      expect(await verifyPassword(row!.passwordHash!, created.temporaryPassword)).toBe(true);
      const [entry] = await auditOf(created.id);
      expect(entry).toMatchObject({ action: 'user.create', actorId: admin.id, actingAsId: null, clientId: acme.id });
      const logged = JSON.stringify(entry);
      expect(logged).not.toContain(created.temporaryPassword);
      expect(logged).not.toContain(row!.passwordHash!);
    });

    it('keeps no user whose audit entry could not be written: both commit together or neither', async () => {
      // The check refuses only user.create entries, so the audit write fails after the insert.
      await t.ctx.db.execute(
        sql`alter table admin_audit_log add constraint refuse_user_create check (action <> 'user.create') not valid`,
      );
      try {
        expect((await create({ ...valid, email: 'unaudited@acme.test' })).statusCode).toBe(500);
      } finally {
        await t.ctx.db.execute(sql`alter table admin_audit_log drop constraint refuse_user_create`);
      }
      expect(await t.ctx.db.select().from(users).where(eq(users.email, 'unaudited@acme.test'))).toEqual([]);
    });

    it('gives a social-login user no password', async () => {
      const res = await create({ ...valid, email: 'social@acme.test', loginMethod: 'SOCIAL_LOGIN' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).not.toHaveProperty('temporaryPassword');
    });

    it('puts a new client administrator in no group', async () => {
      const res = await create({ ...valid, email: 'boss@acme.test', role: 'CLIENT_ADMIN', groupId: newsroom.id });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ role: 'CLIENT_ADMIN', groupId: null, group: null });
    });

    it('refuses an e-mail that exists, in any client', async () => {
      const res = await create({ ...valid, email: 'STRANGER@other.test' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ERR_USER_EXISTS', message: 'User already exists' });
    });

    it("refuses another client's group", async () => {
      const res = await create({ ...valid, email: 'grouped@acme.test', groupId: otherGroup.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['body.groupId']);
      expect(await t.ctx.db.select().from(users).where(eq(users.email, 'grouped@acme.test'))).toEqual([]);
    });

    it.each([
      ['email', { email: 'not-an-email' }],
      ['email', { email: '   ' }],
      ['name', { name: '  ' }],
      ['surname', { surname: undefined }],
      ['role', { role: 'SUPERADMIN' }],
      ['loginMethod', { loginMethod: 'MAGIC' }],
      ['groupId', { groupId: 'not-a-group' }],
    ])('refuses an invalid %s', async (field, change) => {
      const res = await create({ ...valid, email: 'invalid@acme.test', ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain(`body.${field}`);
    });

    it('needs a token and the client-admin role', async () => {
      expect((await create({ ...valid, email: 'x1@acme.test' }, {})).statusCode).toBe(401);
      expect((await create({ ...valid, email: 'x2@acme.test' }, asUser(USER))).statusCode).toBe(403);
    });
  });

  describe('PUT /users-ca/:id', () => {
    const update = (id: string, payload: Record<string, unknown>, headers: Record<string, string> = asUser(ADMIN)) =>
      t.app.inject({ method: 'PUT', url: `/api/users-ca/${id}`, headers, payload });

    it('changes name, surname, role and group, and logs before and after', async () => {
      const target = await createUser(t.ctx.db, { clientId: acme.id, name: 'Old', surname: 'Name' });
      const res = await update(target.id, {
        name: 'rita',
        surname: 'renamed',
        role: 'CLIENT_USER',
        groupId: newsroom.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Rita', surname: 'Renamed', group: { id: newsroom.id } });
      const reread = await t.app.inject({ url: `/api/users-ca/${target.id}`, headers: asUser(ADMIN) });
      expect(reread.json()).toMatchObject({ name: 'Rita', groupId: newsroom.id });
      const [entry] = await auditOf(target.id);
      expect(entry).toMatchObject({
        action: 'user.update',
        before: expect.objectContaining({ name: 'Old', groupId: null }),
        after: expect.objectContaining({ name: 'Rita', groupId: newsroom.id }),
      });
    });

    it('takes a promoted client administrator out of their group; NONE means no group', async () => {
      const promoted = await createUser(t.ctx.db, { clientId: acme.id, groupId: newsroom.id });
      const res = await update(promoted.id, { name: 'P', surname: 'Q', role: 'CLIENT_ADMIN', groupId: newsroom.id });
      expect(res.json()).toMatchObject({ role: 'CLIENT_ADMIN', groupId: null });
      const leaving = await createUser(t.ctx.db, { clientId: acme.id, groupId: newsroom.id });
      const none = await update(leaving.id, { name: 'L', surname: 'M', role: 'CLIENT_USER', groupId: 'NONE' });
      expect(none.json()).toMatchObject({ groupId: null, group: null });
    });

    it('does not let an administrator demote themself', async () => {
      const res = await update(admin.id, { name: 'Ad', surname: 'Min', role: 'CLIENT_USER', groupId: null });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['body.role']);
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, admin.id));
      expect(row!.role).toBe('CLIENT_ADMIN');
    });

    it("refuses another client's group and an empty name", async () => {
      const badGroup = await update(member.id, {
        name: 'M',
        surname: 'M',
        role: 'CLIENT_USER',
        groupId: otherGroup.id,
      });
      expect(badGroup.statusCode).toBe(400);
      expect(badGroup.json().details.map((d: { path: string }) => d.path)).toEqual(['body.groupId']);
      const noName = await update(member.id, { name: '', surname: 'M', role: 'CLIENT_USER' });
      expect(noName.statusCode).toBe(400);
      expect(noName.json().details.map((d: { path: string }) => d.path)).toEqual(['body.name']);
    });

    it("does not find another client's user", async () => {
      const res = await update(stranger.id, { name: 'S', surname: 'T', role: 'CLIENT_USER' });
      expect(res.statusCode).toBe(404);
    });

    it('needs a token and the client-admin role', async () => {
      const payload = { name: 'M', surname: 'M', role: 'CLIENT_ADMIN' };
      expect((await update(member.id, payload, {})).statusCode).toBe(401);
      expect((await update(member.id, payload, asUser(USER))).statusCode).toBe(403);
    });
  });
});
