import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createGroup, createUser } from '../../../test/factories';

const ADMIN = 'ana.admin@acme.test';
const SUPERADMIN = 'root@antena.test';

describe('the user lists', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof createClient>>;
  let other: Awaited<ReturnType<typeof createClient>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let superadmin: Awaited<ReturnType<typeof createUser>>;
  let newsroom: Awaited<ReturnType<typeof createGroup>>;

  beforeAll(async () => {
    t = await buildTestApp();
    const { db } = t.ctx;
    acme = await createClient(db, { name: 'Acme Radio', slug: 'acme' });
    other = await createClient(db, { name: 'Zeta TV', slug: 'zeta' });
    newsroom = await createGroup(db, acme.id, { name: 'Newsroom' });
    admin = await createUser(db, {
      clientId: acme.id,
      email: ADMIN,
      role: 'CLIENT_ADMIN',
      name: 'Ana',
      surname: 'Admin',
    });
    await createUser(db, { clientId: acme.id, email: 'carla@acme.test', name: 'Carla', surname: 'Zapata' });
    await createUser(db, {
      clientId: acme.id,
      email: 'bruno@acme.test',
      name: 'Bruno',
      surname: 'alvarez',
      groupId: newsroom.id,
    });
    await createUser(db, { clientId: acme.id, email: 'alba@acme.test', name: 'Alba', surname: 'Alvarez' });
    await createUser(db, { clientId: acme.id, email: 'nameless@acme.test', name: null, surname: null });
    await createUser(db, { clientId: other.id, email: 'zoe@zeta.test', name: 'Zoe', surname: 'Zeta' });
    superadmin = await createUser(db, { email: SUPERADMIN, role: 'SUPERADMIN', name: 'Root', surname: 'Operator' });
  });
  afterAll(async () => t.close());

  const list = (query = '', headers: Record<string, string> = asUser(ADMIN)) =>
    t.app.inject({ url: `/api/users-ca${query}`, headers });

  describe('GET /users-ca', () => {
    it("lists only the client's users, sorted by surname, name and e-mail, with their group", async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.results.map((u: { email: string }) => u.email)).toEqual([
        ADMIN,
        'alba@acme.test',
        'bruno@acme.test',
        'carla@acme.test',
        'nameless@acme.test',
      ]);
      expect(page.metadata).toEqual({ totalCount: 5 });
      expect(page.pagesCount).toBe(1);
      const bruno = page.results.find((u: { email: string }) => u.email === 'bruno@acme.test');
      expect(bruno.group).toEqual({ id: newsroom.id, name: 'Newsroom' });
      expect(bruno.client).toMatchObject({ id: acme.id, name: 'Acme Radio', slug: 'acme' });
      expect(bruno).not.toHaveProperty('passwordHash');
    });

    it('pages the list', async () => {
      const res = await list('?page=2&pageSize=2');
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.results.map((u: { email: string }) => u.email)).toEqual(['bruno@acme.test', 'carla@acme.test']);
      expect(page.metadata).toEqual({ totalCount: 5 });
      expect(page.pagesCount).toBe(3);
    });

    it('searches e-mail, name and surname whatever the capitals', async () => {
      const bySurname = await list('?search=ALVAREZ');
      expect(bySurname.json().results.map((u: { email: string }) => u.email)).toEqual([
        'alba@acme.test',
        'bruno@acme.test',
      ]);
      expect(bySurname.json().metadata).toEqual({ totalCount: 2 });
      const byName = await list('?search=carl');
      expect(byName.json().results.map((u: { email: string }) => u.email)).toEqual(['carla@acme.test']);
      const byEmail = await list('?search=nameless@');
      expect(byEmail.json().results.map((u: { email: string }) => u.email)).toEqual(['nameless@acme.test']);
    });

    it("never finds another client's users, and takes % in a search literally", async () => {
      expect((await list('?search=zoe')).json().metadata).toEqual({ totalCount: 0 });
      expect((await list('?search=%25')).json().results).toEqual([]);
    });

    it('refuses a page size over 999', async () => {
      const res = await list('?pageSize=1000');
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['querystring.pageSize']);
    });

    it('needs a token', async () => {
      expect((await list('', {})).statusCode).toBe(401);
    });

    it('is for client administrators only', async () => {
      expect((await list('', asUser('carla@acme.test'))).statusCode).toBe(403);
      expect((await list('', asUser(SUPERADMIN))).statusCode).toBe(403);
    });

    it("lets a superadmin acting as a client administrator list that client's users", async () => {
      const res = await list('', { ...asUser(SUPERADMIN), 'x-auth-as': ADMIN });
      expect(res.statusCode).toBe(200);
      expect(res.json().metadata).toEqual({ totalCount: 5 });
      expect(res.json().results[0].email).toBe(ADMIN);
    });

    it('logs a change made while acting as someone with both people', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users-ca',
        headers: { ...asUser(SUPERADMIN), 'x-auth-as': ADMIN },
        payload: {
          email: 'acted@acme.test',
          name: 'acted',
          surname: 'for',
          role: 'CLIENT_USER',
          loginMethod: 'SOCIAL_LOGIN',
        },
      });
      expect(res.statusCode).toBe(201);
      const [entry] = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, res.json().id));
      expect(entry).toMatchObject({
        action: 'user.create',
        actorId: superadmin.id,
        actorEmail: SUPERADMIN,
        actingAsId: admin.id,
        actingAsEmail: ADMIN,
        clientId: acme.id,
      });
    });
  });

  describe('GET /admin/users (log in as)', () => {
    const logInAsList = (query = '', headers: Record<string, string> = asUser(SUPERADMIN)) =>
      t.app.inject({ url: `/api/admin/users${query}`, headers });

    it('lists every user that has a client, with the client, for a superadmin', async () => {
      const res = await logInAsList('?pageSize=999');
      expect(res.statusCode).toBe(200);
      const emails = res.json().results.map((u: { email: string }) => u.email);
      expect(emails).toContain('zoe@zeta.test');
      expect(emails).toContain('carla@acme.test');
      expect(emails).not.toContain(SUPERADMIN);
      const zoe = res.json().results.find((u: { email: string }) => u.email === 'zoe@zeta.test');
      expect(zoe.client).toMatchObject({ id: other.id, name: 'Zeta TV' });
    });

    it('searches the e-mail and the client name', async () => {
      const byClient = await logInAsList('?search=zeta tv');
      expect(byClient.json().results.map((u: { email: string }) => u.email)).toEqual(['zoe@zeta.test']);
      const byEmail = await logInAsList('?search=CARLA@');
      expect(byEmail.json().results.map((u: { email: string }) => u.email)).toEqual(['carla@acme.test']);
      expect(byEmail.json().metadata).toEqual({ totalCount: 1 });
    });

    it('refuses a page size over 999', async () => {
      const res = await logInAsList('?pageSize=1000');
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['querystring.pageSize']);
    });

    it('needs a token', async () => {
      expect((await logInAsList('', {})).statusCode).toBe(401);
    });

    it('is for superadmins only, even while they act as someone', async () => {
      expect((await logInAsList('', asUser(ADMIN))).statusCode).toBe(403);
      const acting = await logInAsList('', { ...asUser(SUPERADMIN), 'x-auth-as': ADMIN });
      expect(acting.statusCode).toBe(200);
    });
  });
});
