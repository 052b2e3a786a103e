import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createUser } from '../../../test/factories';

describe('X-Auth-As', () => {
  let t: TestApp;
  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/me/user', headers });

  beforeAll(async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db, { name: 'Radio Sur', slug: 'radio-sur' });
    await createUser(t.ctx.db, { email: 'root@platform.example', role: 'SUPERADMIN', name: 'Root' });
    await createUser(t.ctx.db, { email: 'other-root@platform.example', role: 'SUPERADMIN' });
    await createUser(t.ctx.db, { email: 'eva@sur.example', clientId: client.id, name: 'Eva' });
    await createUser(t.ctx.db, { email: 'boss@sur.example', clientId: client.id, role: 'CLIENT_ADMIN' });
  });
  afterAll(async () => t.close());

  it('lets a superadmin act as a user of a client, and says who acts', async () => {
    const res = await me({ ...asUser('root@platform.example'), 'x-auth-as': 'EVA@sur.example ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'eva@sur.example',
      role: 'CLIENT_USER',
      client: { slug: 'radio-sur' },
      impersonator: { email: 'root@platform.example', name: 'Root' },
    });
  });

  it('ignores the header for anyone but a superadmin', async () => {
    const res = await me({ ...asUser('boss@sur.example'), 'x-auth-as': 'eva@sur.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'boss@sur.example', role: 'CLIENT_ADMIN', impersonator: null });
  });

  it('refuses a value that is not an e-mail with the spec message', async () => {
    const res = await me({ ...asUser('root@platform.example'), 'x-auth-as': 'eva' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ERR_AUTH_AS_INVALID_EMAIL', message: 'You must provide a valid email' });
  });

  it('refuses an unknown user and a user without a client', async () => {
    const unknown = await me({ ...asUser('root@platform.example'), 'x-auth-as': 'ghost@sur.example' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('ERR_AUTH_AS_UNKNOWN_USER');
    const superadmin = await me({ ...asUser('root@platform.example'), 'x-auth-as': 'other-root@platform.example' });
    expect(superadmin.statusCode).toBe(400);
    expect(superadmin.json().code).toBe('ERR_AUTH_AS_UNKNOWN_USER');
  });

  it('takes the role of the user acted as for role-guarded calls, except superadmin calls', async () => {
    const asEva = { ...asUser('root@platform.example'), 'x-auth-as': 'eva@sur.example' };
    const adminOnly = await t.app.inject({ url: '/api/users-ca', headers: asEva });
    expect(adminOnly.statusCode).toBe(403);
    const platform = await t.app.inject({ url: '/api/platform/clients', headers: asEva });
    expect(platform.statusCode).toBe(200);
    const asBoss = { ...asUser('root@platform.example'), 'x-auth-as': 'boss@sur.example' };
    const asAdmin = await t.app.inject({ url: '/api/users-ca', headers: asBoss });
    expect(asAdmin.statusCode).toBe(200);
  });
});
