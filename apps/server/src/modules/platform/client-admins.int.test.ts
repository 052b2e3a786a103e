import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '../../../test/factories';
import {
  asSuperadmin,
  buildPlatformTest,
  CLIENT_ADMIN_EMAIL,
  expectSuperadminOnly,
  latestChange,
  UNKNOWN_ID,
  type PlatformTest,
} from './platform.test-helpers';

describe('platform client administrators', () => {
  let t: PlatformTest;
  beforeAll(async () => {
    t = await buildPlatformTest();
    const other = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: 'admin@other.test', role: 'CLIENT_ADMIN', clientId: other.id });
  });
  afterAll(async () => t.close());

  const adminsUrl = (clientId = t.client.id) => `/api/platform/clients/${clientId}/admins`;
  const create = (payload: object, clientId = t.client.id) =>
    t.app.inject({ method: 'POST', url: adminsUrl(clientId), headers: asSuperadmin, payload });
  const listEmails = async () =>
    (await t.app.inject({ url: adminsUrl(), headers: asSuperadmin })).json().map((u: { email: string }) => u.email);

  it("lists the client's administrators only", async () => {
    const res = await t.app.inject({ url: adminsUrl(), headers: asSuperadmin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        email: CLIENT_ADMIN_EMAIL,
        role: 'CLIENT_ADMIN',
        client: expect.objectContaining({ id: t.client.id }),
      }),
    ]);
  });

  it('creates an administrator with a temporary password, never logged', async () => {
    const res = await create({ email: ' Laura@Norte.test ', name: 'Laura', surname: 'Paz' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      email: 'laura@norte.test',
      name: 'Laura',
      surname: 'Paz',
      role: 'CLIENT_ADMIN',
      groupId: null,
      loginMethod: 'USERNAME_PASSWORD',
      client: { id: t.client.id, name: 'Radio Norte' },
    });
    expect(created.temporaryPassword).toEqual(expect.any(String));
    expect(created.temporaryPassword.length).toBeGreaterThanOrEqual(10);
    expect(await listEmails()).toEqual([CLIENT_ADMIN_EMAIL, 'laura@norte.test']);
    const change = await latestChange(t, 'user.create');
    expect(change).toMatchObject({
      entityType: 'user',
      entityId: created.id,
      client: { id: t.client.id },
      after: { email: 'laura@norte.test', role: 'CLIENT_ADMIN' },
    });
    expect(JSON.stringify(change)).not.toContain(created.temporaryPassword);
  });

  it('gives no temporary password to a social-login administrator', async () => {
    const res = await create({ email: 'sso@norte.test', name: 'Sso', surname: 'User', loginMethod: 'SOCIAL_LOGIN' });
    expect(res.statusCode).toBe(201);
    expect(res.json().loginMethod).toBe('SOCIAL_LOGIN');
    expect(res.json()).not.toHaveProperty('temporaryPassword');
  });

  it('refuses an e-mail that exists, also in another client, with 409', async () => {
    const res = await create({ email: 'admin@other.test', name: 'Copy', surname: 'Cat' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ERR_USER_EXISTS', message: 'User already exists' });
  });

  it('validates the e-mail, name, surname and login method', async () => {
    const res = await create({ email: 'not-an-email', name: ' ', surname: '', loginMethod: 'MAGIC_LINK' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['body.email', 'body.name', 'body.surname', 'body.loginMethod']),
    );
    expect(await listEmails()).not.toContain('not-an-email');
  });

  it('answers 404 for an unknown client', async () => {
    expect((await t.app.inject({ url: adminsUrl(UNKNOWN_ID), headers: asSuperadmin })).statusCode).toBe(404);
    const res = await create({ email: 'ghost@norte.test', name: 'Ghost', surname: 'Admin' }, UNKNOWN_ID);
    expect(res.statusCode).toBe(404);
  });

  it('is for superadmins only', async () => {
    await expectSuperadminOnly(t, { url: adminsUrl() });
    await expectSuperadminOnly(t, {
      method: 'POST',
      url: adminsUrl(),
      payload: { email: 'intruder@norte.test', name: 'In', surname: 'Truder' },
    });
    expect(await listEmails()).not.toContain('intruder@norte.test');
  });
});
