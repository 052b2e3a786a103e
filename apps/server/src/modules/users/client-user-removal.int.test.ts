import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../identity/passwords';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createUser } from '../../../test/factories';

const ADMIN = 'admin@acme.test';
const USER = 'user@acme.test';

describe('deleting users and resetting passwords', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof createClient>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.ctx;
    acme = await createClient(db);
    const other = await createClient(db);
    admin = await createUser(db, { clientId: acme.id, email: ADMIN, role: 'CLIENT_ADMIN' });
    await createUser(db, { clientId: acme.id, email: USER });
    stranger = await createUser(db, { clientId: other.id, passwordHash: await hashPassword('stranger-secret') });
  });
  afterAll(async () => t.close());

  const auditOf = (entityId: string) =>
    t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));
  const userRow = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0];

  describe('DELETE /users-ca/:id', () => {
    const remove = (id: string, headers: Record<string, string> = asUser(ADMIN)) =>
      t.app.inject({ method: 'DELETE', url: `/api/users-ca/${id}`, headers });

    it('deletes the user and logs who they were', async () => {
      const target = await createUser(t.ctx.db, { clientId: acme.id, email: 'leaving@acme.test' });
      const res = await remove(target.id);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await userRow(target.id)).toBeUndefined();
      const reread = await t.app.inject({ url: `/api/users-ca/${target.id}`, headers: asUser(ADMIN) });
      expect(reread.statusCode).toBe(404);
      const [entry] = await auditOf(target.id);
      expect(entry).toMatchObject({
        action: 'user.delete',
        actorId: admin.id,
        clientId: acme.id,
        before: expect.objectContaining({ email: 'leaving@acme.test' }),
        after: null,
      });
    });

    it('does not let an administrator delete themself', async () => {
      const res = await remove(admin.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['params.id']);
      expect(await userRow(admin.id)).toBeDefined();
    });

    it("does not find another client's user, and leaves them be", async () => {
      expect((await remove(stranger.id)).statusCode).toBe(404);
      expect(await userRow(stranger.id)).toBeDefined();
    });

    it('refuses an id that is not a uuid', async () => {
      const res = await remove('nope');
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['params.id']);
    });

    it('needs a token and the client-admin role', async () => {
      const target = await createUser(t.ctx.db, { clientId: acme.id });
      expect((await remove(target.id, {})).statusCode).toBe(401);
      expect((await remove(target.id, asUser(USER))).statusCode).toBe(403);
      expect(await userRow(target.id)).toBeDefined();
    });
  });

  describe('POST /users-ca/:id/password', () => {
    const reset = (id: string, headers: Record<string, string> = asUser(ADMIN), app = t.app) =>
      app.inject({ method: 'POST', url: `/api/users-ca/${id}/password`, headers });

    it('gives a password user a new temporary password that replaces the old one', async () => {
      const target = await createUser(t.ctx.db, { clientId: acme.id, passwordHash: await hashPassword('old-secret') });
      const res = await reset(target.id);
      expect(res.statusCode).toBe(200);
      const { temporaryPassword } = res.json();
      const { passwordHash } = (await userRow(target.id))!;
      expect(await verifyPassword(passwordHash!, temporaryPassword)).toBe(true);
      expect(await verifyPassword(passwordHash!, 'old-secret')).toBe(false);
      const [entry] = await auditOf(target.id);
      expect(entry).toMatchObject({ action: 'user.reset-password', actorId: admin.id, clientId: acme.id });
      const logged = JSON.stringify(entry);
      expect(logged).not.toContain(temporaryPassword);
      expect(logged).not.toContain(passwordHash);
    });

    it('refuses a social-login user', async () => {
      const social = await createUser(t.ctx.db, { clientId: acme.id, loginMethod: 'SOCIAL_LOGIN' });
      const res = await reset(social.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['params.id']);
      expect((await userRow(social.id))!.passwordHash).toBeNull();
    });

    it('refuses when an external identity provider keeps the passwords', async () => {
      const external = await buildTestApp({ AUTH_ISSUER: 'https://id.example.com' });
      try {
        const client = await createClient(external.ctx.db);
        await createUser(external.ctx.db, { clientId: client.id, email: ADMIN, role: 'CLIENT_ADMIN' });
        const target = await createUser(external.ctx.db, { clientId: client.id });
        const res = await reset(target.id, asUser(ADMIN), external.app);
        expect(res.statusCode).toBe(400);
        expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['params.id']);
        expect((await external.ctx.db.select().from(users).where(eq(users.id, target.id)))[0]!.passwordHash).toBeNull();
      } finally {
        await external.close();
      }
    });

    it("does not find another client's user, and keeps their password", async () => {
      expect((await reset(stranger.id)).statusCode).toBe(404);
      expect(await verifyPassword((await userRow(stranger.id))!.passwordHash!, 'stranger-secret')).toBe(true);
    });

    it('needs a token and the client-admin role', async () => {
      const target = await createUser(t.ctx.db, { clientId: acme.id });
      expect((await reset(target.id, {})).statusCode).toBe(401);
      expect((await reset(target.id, asUser(USER))).statusCode).toBe(403);
    });
  });
});
