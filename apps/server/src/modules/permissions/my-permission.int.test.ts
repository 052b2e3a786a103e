import { PERMISSION_CATALOG } from '@antena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags } from '../../access/feature-flags';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createGroup, createUser } from '../../../test/factories';

describe('permission catalogue and own permission check', () => {
  let t: TestApp;
  let clientId: string;
  let groupId: string;
  let userId: string;

  const hasPermission = async (email: string, permission = 'Fragments_Delivery') => {
    const res = await t.app.inject({ url: `/api/user/permissions/${permission}`, headers: asUser(email) });
    expect(res.statusCode).toBe(200);
    return res.json().hasPermission as boolean;
  };
  const adminPost = async (url: string) => {
    const res = await t.app.inject({ method: 'POST', url, headers: asUser('admin@perm.test') });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db);
    clientId = client.id;
    groupId = (await createGroup(t.ctx.db, clientId)).id;
    await createUser(t.ctx.db, { email: 'admin@perm.test', role: 'CLIENT_ADMIN', clientId });
    userId = (await createUser(t.ctx.db, { email: 'user@perm.test', clientId, groupId })).id;
    await createUser(t.ctx.db, { email: 'alone@perm.test', clientId });
    await createUser(t.ctx.db, { email: 'root@perm.test', role: 'SUPERADMIN' });
  });
  afterAll(async () => t.close());

  it('serves the catalogue by provider in English and Spanish', async () => {
    const res = await t.app.inject({ url: '/api/permissions-catalog', headers: asUser('user@perm.test') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(PERMISSION_CATALOG);
    expect(res.json()[0].permissions[0].description.es).toBe('Crear contenidos');
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/permissions-catalog' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/permissions/QuickShare_Share' })).statusCode).toBe(401);
  });

  it('refuses a permission outside the catalogue', async () => {
    const res = await t.app.inject({ url: '/api/user/permissions/Nope_Nothing', headers: asUser('user@perm.test') });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('params.permission');
  });

  it('with the flag off, everyone holds every permission', async () => {
    await adminPost(`/api/admin/user/${userId}/permissions/Fragments_Delivery/deny`);
    expect(await hasPermission('user@perm.test')).toBe(true);
    expect(await hasPermission('alone@perm.test')).toBe(true);
    expect(await hasPermission('admin@perm.test')).toBe(true);
    await adminPost(`/api/admin/user/${userId}/permissions/reset`);
  });

  it('with the flag on, a client user holds only what their own value or their group grants', async () => {
    await featureFlags(t.ctx.db).set(clientId, { app__user_permissions_check: true });

    expect(await hasPermission('user@perm.test')).toBe(false);
    expect(await hasPermission('alone@perm.test')).toBe(false);
    expect(await hasPermission('admin@perm.test')).toBe(true);
    expect(await hasPermission('root@perm.test')).toBe(true);

    await adminPost(`/api/admin/group/${groupId}/permissions/Fragments_Delivery/allow`);
    expect(await hasPermission('user@perm.test')).toBe(true);
    expect(await hasPermission('user@perm.test', 'QuickShare_Share')).toBe(false);
    expect(await hasPermission('alone@perm.test')).toBe(false);

    await adminPost(`/api/admin/user/${userId}/permissions/Fragments_Delivery/deny`);
    expect(await hasPermission('user@perm.test')).toBe(false);

    await adminPost(`/api/admin/user/${userId}/permissions/Fragments_Delivery/inherit-from-group`);
    expect(await hasPermission('user@perm.test')).toBe(true);

    await adminPost(`/api/admin/group/${groupId}/permissions/Fragments_Delivery/deny`);
    expect(await hasPermission('user@perm.test')).toBe(false);
    await adminPost(`/api/admin/user/${userId}/permissions/Fragments_Delivery/allow`);
    expect(await hasPermission('user@perm.test')).toBe(true);
  });

  it('checks the user a superadmin acts as', async () => {
    const res = await t.app.inject({
      url: '/api/user/permissions/QuickShare_Share',
      headers: { ...asUser('root@perm.test'), 'x-auth-as': 'alone@perm.test' },
    });
    expect(res.json()).toEqual({ hasPermission: false });
  });
});
