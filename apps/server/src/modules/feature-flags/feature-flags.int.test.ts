import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags } from '../../access/feature-flags';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createUser } from '../../../test/factories';

const ALL_OFF = { app__audit_aod_enabled: false, app__content_ai_enabled: false, app__user_permissions_check: false };

describe('feature flags', () => {
  let t: TestApp;
  let clientId: string;

  const flags = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/feature-flags', headers });
    expect(res.statusCode).toBe(200);
    return res.json().flags;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    clientId = (await createClient(t.ctx.db)).id;
    const other = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: 'user@flags.test', clientId });
    await createUser(t.ctx.db, { email: 'other@flags.test', clientId: other.id });
    await createUser(t.ctx.db, { email: 'root@flags.test', role: 'SUPERADMIN' });
  });
  afterAll(async () => t.close());

  it('has every flag off until the client turns one on', async () => {
    expect(await flags(asUser('user@flags.test'))).toEqual(ALL_OFF);
  });

  it("answers the caller's client's flags only", async () => {
    await featureFlags(t.ctx.db).set(clientId, { app__content_ai_enabled: true, app__audit_aod_enabled: false });
    expect(await flags(asUser('user@flags.test'))).toEqual({ ...ALL_OFF, app__content_ai_enabled: true });
    expect(await flags(asUser('other@flags.test'))).toEqual(ALL_OFF);
  });

  it("has every flag off for a superadmin without a client, and the client's while acting as its user", async () => {
    expect(await flags(asUser('root@flags.test'))).toEqual(ALL_OFF);
    const actingAs = { ...asUser('root@flags.test'), 'x-auth-as': 'user@flags.test' };
    expect(await flags(actingAs)).toEqual({ ...ALL_OFF, app__content_ai_enabled: true });
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/feature-flags' })).statusCode).toBe(401);
  });
});
