import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createGroup, createUser } from '../../../test/factories';

describe('GET /api/auth/me/user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('answers the signed-in user with client and group', async () => {
    const client = await createClient(t.ctx.db, {
      name: 'Radio Group',
      slug: 'radio-group',
      logoUrl: 'https://cdn.example/logo.png',
    });
    const group = await createGroup(t.ctx.db, client.id, { name: 'Night shift' });
    const user = await createUser(t.ctx.db, {
      email: 'ana@radio.example',
      name: 'Ana',
      surname: 'Paz',
      clientId: client.id,
      groupId: group.id,
    });
    const res = await t.app.inject({ url: '/api/auth/me/user', headers: asUser('ANA@radio.example') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: 'ana@radio.example',
      name: 'Ana',
      surname: 'Paz',
      role: 'CLIENT_USER',
      groupId: group.id,
      group: { id: group.id, name: 'Night shift' },
      client: { id: client.id, name: 'Radio Group', slug: 'radio-group', logoUrl: 'https://cdn.example/logo.png' },
      loginMethod: 'USERNAME_PASSWORD',
      lastLogin: null,
      picture: null,
      impersonator: null,
    });
  });

  it('accepts the token as access_token in the query', async () => {
    await createUser(t.ctx.db, { email: 'media@example.com', role: 'SUPERADMIN' });
    const res = await t.app.inject({ url: '/api/auth/me/user?access_token=mock:media@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'media@example.com', role: 'SUPERADMIN', client: null });
  });

  it('refuses a call without a token, with a bad token, or for an unknown user', async () => {
    const none = await t.app.inject({ url: '/api/auth/me/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, code: 'ERR_UNAUTHORIZED' });
    const bad = await t.app.inject({ url: '/api/auth/me/user', headers: { authorization: 'Bearer not-a-jwt' } });
    expect(bad.statusCode).toBe(401);
    const unknown = await t.app.inject({ url: '/api/auth/me/user', headers: asUser('ghost@example.com') });
    expect(unknown.statusCode).toBe(401);
  });
});

describe('bearer JWTs in oidc mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_MODE: 'oidc' });
  });
  afterAll(async () => t.close());

  it('refuses mock tokens when mock authentication is off', async () => {
    await createUser(t.ctx.db, { email: 'real@example.com' });
    const res = await t.app.inject({ url: '/api/auth/me/user', headers: asUser('real@example.com') });
    expect(res.statusCode).toBe(401);
  });
});
