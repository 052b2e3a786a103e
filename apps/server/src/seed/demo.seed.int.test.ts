/** The demo seed in production: client demo accounts only, never a superadmin with the printed password. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { users } from '../db/schema';
import { seedDemo } from './demo.seed';

const SUPERADMIN = 'admin@antena.local';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  const superadmin = async () => (await t.ctx.db.select().from(users).where(eq(users.email, SUPERADMIN)))[0];

  it('creates no superadmin and prints no superadmin login when told not to (production)', async () => {
    const logins = await seedDemo(t.ctx.db, {
      dataDir: t.ctx.dataDir,
      password: 'printed-password',
      superadmin: false,
    });
    expect(logins.map((login) => login.role)).toEqual(['CLIENT_ADMIN', 'CLIENT_USER']);
    expect(await superadmin()).toBeUndefined();
  });

  it('takes the printed password from a demo superadmin an earlier start left', async () => {
    await seedDemo(t.ctx.db, { dataDir: t.ctx.dataDir, password: 'printed-password', superadmin: true });
    expect((await superadmin())?.passwordHash).toEqual(expect.any(String));
    await seedDemo(t.ctx.db, { dataDir: t.ctx.dataDir, password: 'printed-password', superadmin: false });
    expect((await superadmin())?.passwordHash).toBeNull();
  });
});
