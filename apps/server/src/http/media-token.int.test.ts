import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createClient, createUser } from '../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../test/helpers';
import { issueMediaToken } from './media-token';

describe('media tokens stand for the access token on media URLs only', () => {
  let t: TestApp;
  let client: { id: string };
  beforeAll(async () => {
    t = await buildTestApp();
    client = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: 'viewer@example.com', clientId: client.id });
  });
  afterAll(async () => t.close());

  const mediaToken = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/auth/media-token', headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { token: string; expiresAt: number };
  };

  it('reads a call that takes access_token, for an hour at most', async () => {
    const { token, expiresAt } = await mediaToken(asUser('viewer@example.com'));
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    const me = await t.app.inject({ url: `/api/auth/me/user?access_token=${token}` });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'viewer@example.com', impersonator: null });
  });

  it('is refused in a header, on calls without access_token, tampered with or expired', async () => {
    const { token } = await mediaToken(asUser('viewer@example.com'));
    const header = await t.app.inject({ url: '/api/auth/me/user', headers: { authorization: `Bearer ${token}` } });
    expect(header.statusCode).toBe(401);
    const settings = await t.app.inject({ url: `/api/users/me/settings?access_token=${token}` });
    expect(settings.statusCode).toBe(401);
    const tampered = await t.app.inject({ url: `/api/auth/me/user?access_token=${token.slice(0, -2)}xx` });
    expect(tampered.statusCode).toBe(401);
    const viewer = await t.ctx.db.select().from(users).where(eq(users.email, 'viewer@example.com'));
    const old = issueMediaToken(
      t.ctx.storage,
      { actorId: viewer[0]!.id, userId: viewer[0]!.id },
      Date.now() - 2 * 60 * 60 * 1000,
    );
    expect((await t.app.inject({ url: `/api/auth/me/user?access_token=${old.token}` })).statusCode).toBe(401);
  });

  it("keeps a superadmin's acting-as, and ends with the actor's right to it", async () => {
    await createUser(t.ctx.db, { email: 'root@example.com', role: 'SUPERADMIN' });
    const { token } = await mediaToken({ ...asUser('root@example.com'), 'x-auth-as': 'viewer@example.com' });
    const me = await t.app.inject({ url: `/api/auth/me/user?access_token=${token}` });
    expect(me.json()).toMatchObject({ email: 'viewer@example.com', impersonator: { email: 'root@example.com' } });
    await t.ctx.db
      .update(users)
      .set({ role: 'CLIENT_ADMIN', clientId: client.id })
      .where(eq(users.email, 'root@example.com'));
    expect((await t.app.inject({ url: `/api/auth/me/user?access_token=${token}` })).statusCode).toBe(401);
  });
});
