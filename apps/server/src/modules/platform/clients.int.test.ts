import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStation, createUser } from '../../../test/factories';
import {
  asSuperadmin,
  buildPlatformTest,
  expectSuperadminOnly,
  latestChange,
  SUPERADMIN_EMAIL,
  UNKNOWN_ID,
  type PlatformTest,
} from './platform.test-helpers';

describe('platform clients', () => {
  let t: PlatformTest;
  beforeAll(async () => {
    t = await buildPlatformTest();
  });
  afterAll(async () => t.close());

  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/platform/clients', headers: asSuperadmin, payload });

  it('lists every client with its users and stations counted', async () => {
    await createStation(t.ctx.db, t.client.id);
    await createStation(t.ctx.db, t.client.id);
    const res = await t.app.inject({ url: '/api/platform/clients', headers: asSuperadmin });
    expect(res.statusCode).toBe(200);
    const radio = res.json().find((c: { id: string }) => c.id === t.client.id);
    expect(radio).toMatchObject({ name: 'Radio Norte', slug: t.client.slug, usersCount: 2, stationsCount: 2 });
  });

  it('creates a client, with a lowercase slug and no invite link by default, and logs it', async () => {
    const res = await create({ name: ' Canal Sur ', slug: 'Canal-Sur', alertsInviteLink: '' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Canal Sur',
      slug: 'canal-sur',
      logoUrl: null,
      alertsInviteLink: null,
      usersCount: 0,
      stationsCount: 0,
    });
    const change = await latestChange(t, 'client.create');
    expect(change).toMatchObject({
      entityType: 'client',
      entityId: created.id,
      client: { id: created.id, name: 'Canal Sur' },
      actor: { id: t.superadminId, email: SUPERADMIN_EMAIL },
      actingAs: null,
      before: null,
      after: { slug: 'canal-sur' },
    });
  });

  it('refuses a slug that exists with 409', async () => {
    const res = await create({ name: 'Copy', slug: t.client.slug });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ERR_SLUG_EXISTS', message: 'Slug already exists' });
  });

  it('validates the name, the slug and the alerts invite link', async () => {
    const res = await create({ name: ' ', slug: 'not a slug!', alertsInviteLink: 'chat group' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.slug', 'body.alertsInviteLink']));
  });

  it('reads one client', async () => {
    await createUser(t.ctx.db, { clientId: t.client.id });
    const res = await t.app.inject({ url: `/api/platform/clients/${t.client.id}`, headers: asSuperadmin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: t.client.id, usersCount: 3, stationsCount: 2 });
  });

  it('answers 404 for an unknown client and 400 for an id that is no uuid', async () => {
    const unknown = await t.app.inject({ url: `/api/platform/clients/${UNKNOWN_ID}`, headers: asSuperadmin });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/platform/clients/radio-norte', headers: asSuperadmin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('params.clientId');
  });

  it('changes a client and logs before and after', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/platform/clients/${t.client.id}`,
      headers: asSuperadmin,
      payload: {
        name: 'Radio Norte FM',
        slug: 'radio-norte-fm',
        logoUrl: '/logos/norte.png',
        alertsInviteLink: 'https://chat.whatsapp.com/AbC123',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Radio Norte FM',
      slug: 'radio-norte-fm',
      logoUrl: '/logos/norte.png',
      alertsInviteLink: 'https://chat.whatsapp.com/AbC123',
      stationsCount: 2,
    });
    const again = await t.app.inject({ url: `/api/platform/clients/${t.client.id}`, headers: asSuperadmin });
    expect(again.json().slug).toBe('radio-norte-fm');
    const change = await latestChange(t, 'client.update');
    expect(change).toMatchObject({
      entityId: t.client.id,
      before: { name: 'Radio Norte', alertsInviteLink: null },
      after: { name: 'Radio Norte FM', alertsInviteLink: 'https://chat.whatsapp.com/AbC123' },
    });
  });

  it("refuses another client's slug on change and keeps the client as it was", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/platform/clients/${t.client.id}`,
      headers: asSuperadmin,
      payload: { name: 'Radio Norte FM', slug: 'canal-sur' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ERR_SLUG_EXISTS');
    const after = await t.app.inject({ url: `/api/platform/clients/${t.client.id}`, headers: asSuperadmin });
    expect(after.json().slug).toBe('radio-norte-fm');
  });

  it('refuses an invite link that is no URL on change', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/platform/clients/${t.client.id}`,
      headers: asSuperadmin,
      payload: { name: 'Radio Norte FM', slug: 'radio-norte-fm', alertsInviteLink: 'whatsapp group' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(['body.alertsInviteLink']);
  });

  it('answers 404 when changing an unknown client', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/platform/clients/${UNKNOWN_ID}`,
      headers: asSuperadmin,
      payload: { name: 'Ghost', slug: 'ghost' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('is for superadmins only', async () => {
    await expectSuperadminOnly(t, { url: '/api/platform/clients' });
    await expectSuperadminOnly(t, { method: 'POST', url: '/api/platform/clients', payload: { name: 'X', slug: 'x' } });
    await expectSuperadminOnly(t, { url: `/api/platform/clients/${t.client.id}` });
    await expectSuperadminOnly(t, {
      method: 'PUT',
      url: `/api/platform/clients/${t.client.id}`,
      payload: { name: 'X', slug: 'x' },
    });
    const list = await t.app.inject({ url: '/api/platform/clients', headers: asSuperadmin });
    expect(list.json().map((c: { slug: string }) => c.slug)).not.toContain('x');
  });
});
