/** The demo seed in production: client demo accounts only, never a superadmin with the printed password. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { featureFlags } from '../access/feature-flags';
import { clients, users } from '../db/schema';
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

  it('turns AOD on for the demo client once, keeping a later choice', async () => {
    await seedDemo(t.ctx.db, { dataDir: t.ctx.dataDir, password: 'printed-password', superadmin: false });
    const [demo] = await t.ctx.db.select().from(clients).where(eq(clients.slug, 'demo'));
    const flags = featureFlags(t.ctx.db);
    expect(await flags.isEnabled(demo!.id, 'app__audit_aod_enabled')).toBe(true);
    await flags.set(demo!.id, { app__audit_aod_enabled: false });
    await seedDemo(t.ctx.db, { dataDir: t.ctx.dataDir, password: 'printed-password', superadmin: false });
    expect(await flags.isEnabled(demo!.id, 'app__audit_aod_enabled')).toBe(false);
  });
});
