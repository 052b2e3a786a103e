import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../test/factories';
import {
  asSuperadmin,
  buildPlatformTest,
  expectSuperadminOnly,
  latestChange,
  UNKNOWN_ID,
  type PlatformTest,
} from './platform.test-helpers';

const ALL_OFF = {
  app__audit_aod_enabled: false,
  app__content_ai_enabled: false,
  app__user_permissions_check: false,
};

describe('platform client feature flags', () => {
  let t: PlatformTest;
  let otherClientId: string;
  beforeAll(async () => {
    t = await buildPlatformTest();
    otherClientId = (await createClient(t.ctx.db)).id;
  });
  afterAll(async () => t.close());

  const flagsUrl = (clientId = t.client.id) => `/api/platform/clients/${clientId}/feature-flags`;
  const read = async (clientId = t.client.id) =>
    (await t.app.inject({ url: flagsUrl(clientId), headers: asSuperadmin })).json();
  const update = (payload: object, clientId = t.client.id) =>
    t.app.inject({ method: 'PUT', url: flagsUrl(clientId), headers: asSuperadmin, payload });

  it('answers every flag, off until set', async () => {
    const res = await t.app.inject({ url: flagsUrl(), headers: asSuperadmin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ flags: ALL_OFF });
  });

  it('turns flags on and off for one client only, and logs before and after', async () => {
    const on = await update({ flags: { app__content_ai_enabled: true, app__audit_aod_enabled: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ flags: { ...ALL_OFF, app__content_ai_enabled: true, app__audit_aod_enabled: true } });
    const off = await update({ flags: { app__audit_aod_enabled: false } });
    expect(off.json()).toEqual({ flags: { ...ALL_OFF, app__content_ai_enabled: true } });
    expect(await read()).toEqual({ flags: { ...ALL_OFF, app__content_ai_enabled: true } });
    expect(await read(otherClientId)).toEqual({ flags: ALL_OFF });
    const change = await latestChange(t, 'feature-flags.update');
    expect(change).toMatchObject({
      entityType: 'feature-flags',
      entityId: t.client.id,
      client: { id: t.client.id },
      before: { app__audit_aod_enabled: true, app__content_ai_enabled: true },
      after: { app__audit_aod_enabled: false, app__content_ai_enabled: true },
    });
  });

  it('refuses a value that is no boolean and a flag that does not exist', async () => {
    const notBoolean = await update({ flags: { app__content_ai_enabled: 'yes' } });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().details[0].path).toMatch(/^body\.flags/);
    const unknown = await update({ flags: { app__teleport_enabled: true } });
    expect(unknown.statusCode).toBe(400);
    expect(await read()).toEqual({ flags: { ...ALL_OFF, app__content_ai_enabled: true } });
  });

  it('answers 404 for an unknown client', async () => {
    expect((await t.app.inject({ url: flagsUrl(UNKNOWN_ID), headers: asSuperadmin })).statusCode).toBe(404);
    expect((await update({ flags: { app__content_ai_enabled: true } }, UNKNOWN_ID)).statusCode).toBe(404);
  });

  it('is for superadmins only', async () => {
    await expectSuperadminOnly(t, { url: flagsUrl() });
    await expectSuperadminOnly(t, {
      method: 'PUT',
      url: flagsUrl(),
      payload: { flags: { app__user_permissions_check: true } },
    });
    expect((await read()).flags.app__user_permissions_check).toBe(false);
  });
});
