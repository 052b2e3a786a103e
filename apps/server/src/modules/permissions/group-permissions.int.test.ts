import { PERMISSIONS } from '@antena/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createGroup, createUser } from '../../../test/factories';

const ADMIN = asUser('admin@group-perm.test');

describe('group action permissions', () => {
  let t: TestApp;
  let groupId: string;
  let otherGroupId: string;

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = ADMIN) =>
    t.app.inject({ method, url, headers });
  const list = async () => (await call('GET', `/api/admin/group/${groupId}/permissions`)).json();

  beforeAll(async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db);
    const other = await createClient(t.ctx.db);
    groupId = (await createGroup(t.ctx.db, client.id)).id;
    otherGroupId = (await createGroup(t.ctx.db, other.id)).id;
    await createUser(t.ctx.db, { email: 'admin@group-perm.test', role: 'CLIENT_ADMIN', clientId: client.id });
    await createUser(t.ctx.db, { email: 'user@group-perm.test', clientId: client.id });
    await createUser(t.ctx.db, { email: 'root@group-perm.test', role: 'SUPERADMIN' });
  });
  afterAll(async () => t.close());

  it('lists every catalogue permission, none set at first', async () => {
    const res = await call('GET', `/api/admin/group/${groupId}/permissions`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(PERMISSIONS.map((permission) => ({ permission, allowed: false, isSet: false })));
  });

  it('allows, denies and resets one permission, and logs each change', async () => {
    const base = `/api/admin/group/${groupId}/permissions/Contents_Create`;
    const allowed = await call('POST', `${base}/allow`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ permission: 'Contents_Create', allowed: true, isSet: true });
    expect(await list()).toContainEqual({ permission: 'Contents_Create', allowed: true, isSet: true });

    expect((await call('POST', `${base}/deny`)).json()).toEqual({
      permission: 'Contents_Create',
      allowed: false,
      isSet: true,
    });
    expect(await list()).toContainEqual({ permission: 'Contents_Create', allowed: false, isSet: true });

    expect((await call('POST', `${base}/reset`)).json()).toEqual({
      permission: 'Contents_Create',
      allowed: false,
      isSet: false,
    });
    expect(await list()).toContainEqual({ permission: 'Contents_Create', allowed: false, isSet: false });

    const log = await t.ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, groupId))
      .orderBy(asc(adminAuditLog.at));
    expect(log.map((entry) => entry.action)).toEqual([
      'group-permission.allow',
      'group-permission.deny',
      'group-permission.reset',
    ]);
    expect(log[0]!.actorEmail).toBe('admin@group-perm.test');
    expect(log[0]!.after).toEqual({ permission: 'Contents_Create', allowed: true, isSet: true });
  });

  it('resets every permission of the group at once', async () => {
    await call('POST', `/api/admin/group/${groupId}/permissions/QuickShare_Share/allow`);
    await call('POST', `/api/admin/group/${groupId}/permissions/Fragments_Delivery/deny`);
    const res = await call('POST', `/api/admin/group/${groupId}/permissions/reset`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(PERMISSIONS.map((permission) => ({ permission, allowed: false, isSet: false })));
    expect(await list()).toEqual(res.json());
  });

  it("lets a superadmin manage any client's group", async () => {
    const root = asUser('root@group-perm.test');
    const res = await call('POST', `/api/admin/group/${otherGroupId}/permissions/QuickShare_Share/allow`, root);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/api/admin/group/${otherGroupId}/permissions`, root)).json()).toContainEqual({
      permission: 'QuickShare_Share',
      allowed: true,
      isSet: true,
    });
  });

  it('refuses a malformed group id and an unknown permission', async () => {
    const badGroup = await call('GET', '/api/admin/group/not-a-uuid/permissions');
    expect(badGroup.statusCode).toBe(400);
    expect(badGroup.json().details[0].path).toBe('params.groupId');
    const badPermission = await call('POST', `/api/admin/group/${groupId}/permissions/Nope_Nothing/allow`);
    expect(badPermission.statusCode).toBe(400);
    expect(badPermission.json().details[0].path).toBe('params.permission');
  });

  const routes: ['GET' | 'POST', string][] = [
    ['GET', '/permissions'],
    ['POST', '/permissions/QuickShare_Share/allow'],
    ['POST', '/permissions/QuickShare_Share/deny'],
    ['POST', '/permissions/QuickShare_Share/reset'],
    ['POST', '/permissions/reset'],
  ];

  it.each(routes)('%s %s answers 401, 403 and 404 as it should', async (method, path) => {
    expect((await call(method, `/api/admin/group/${groupId}${path}`, {})).statusCode).toBe(401);
    const asClientUser = await call(method, `/api/admin/group/${groupId}${path}`, asUser('user@group-perm.test'));
    expect(asClientUser.statusCode).toBe(403);
    const otherClient = await call(method, `/api/admin/group/${otherGroupId}${path}`);
    expect(otherClient.statusCode).toBe(404);
    expect(otherClient.json().message).toBe('Group not found');
  });

  it("leaves another client's group untouched when refused", async () => {
    await call('POST', `/api/admin/group/${otherGroupId}/permissions/Contents_Create/allow`);
    const root = asUser('root@group-perm.test');
    const seen = (await call('GET', `/api/admin/group/${otherGroupId}/permissions`, root)).json();
    expect(seen).toContainEqual({ permission: 'Contents_Create', allowed: false, isSet: false });
  });
});
