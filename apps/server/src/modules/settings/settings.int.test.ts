import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createUser } from '../../../test/factories';

describe('user settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await createUser(t.ctx.db, { email: 'tz@example.com' });
  });
  afterAll(async () => t.close());

  it('starts with the default timezone and keeps a saved one', async () => {
    const before = await t.app.inject({ url: '/api/users/me/settings', headers: asUser('tz@example.com') });
    expect(before.json()).toEqual({ timezone: 'America/Argentina/Buenos_Aires' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/settings',
      headers: asUser('tz@example.com'),
      payload: { timezone: 'Europe/Madrid' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/users/me/settings', headers: asUser('tz@example.com') });
    expect(after.json()).toEqual({ timezone: 'Europe/Madrid' });
  });

  it('refuses an unknown timezone and keeps the saved one', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/settings',
      headers: asUser('tz@example.com'),
      payload: { timezone: 'Mars/Olympus' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'body.timezone', message: 'Unknown timezone' }]);
    const after = await t.app.inject({ url: '/api/users/me/settings', headers: asUser('tz@example.com') });
    expect(after.json()).toEqual({ timezone: 'Europe/Madrid' });
  });
});
