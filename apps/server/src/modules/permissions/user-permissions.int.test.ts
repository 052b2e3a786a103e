import { PERMISSIONS } from '@antena/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createGroup, createUser } from '../../../test/factories';

const ADMIN = asUser('admin@user-perm.test');

describe('user action permissions', () => {
  let t: TestApp;
  let groupId: string;
  let memberId: string;
  let loneId: string;
  let adminId: string;
  let otherUserId: string;

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = ADMIN) =>
    t.app.inject({ method, url, headers });
  const entry = async (userId: string, permission: string) => {
    const res = await call('GET', `/api/admin/user/${userId}/permissions`);
    return res.json().find((value: { permission: string }) => value.permission === permission);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db);
    const other = await createClient(t.ctx.db);
    groupId = (await createGroup(t.ctx.db, client.id)).id;
    adminId = (await createUser(t.ctx.db, { email: 'admin@user-perm.test', role: 'CLIENT_ADMIN', clientId: client.id }))
      .id;
    memberId = (await createUser(t.ctx.db, { email: 'member@user-perm.test', clientId: client.id, groupId })).id;
    loneId = (await createUser(t.ctx.db, { email: 'lone@user-perm.test', clientId: client.id })).id;
    otherUserId = (await createUser(t.ctx.db, { clientId: other.id })).id;
    await createUser(t.ctx.db, { email: 'root@user-perm.test', role: 'SUPERADMIN' });
    await call('POST', `/api/admin/group/${groupId}/permissions/Fragments_SocialPublish/allow`);
  });
  afterAll(async () => t.close());

  it("lists every catalogue permission, inherited from the user's group where they have none", async () => {
    const res = await call('GET', `/api/admin/user/${memberId}/permissions`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(PERMISSIONS.length);
    expect(res.json()).toContainEqual({ permission: 'Fragments_SocialPublish', allowed: true, groupId });
    expect(res.json()).toContainEqual({ permission: 'QuickShare_Share', allowed: false, groupId });
    const lone = await call('GET', `/api/admin/user/${loneId}/permissions`);
    expect(lone.json()).toEqual(PERMISSIONS.map((permission) => ({ permission, allowed: false, groupId: null })));
  });

  it('allows, denies, inherits and resets one permission, and logs each change', async () => {
    const base = `/api/admin/user/${memberId}/permissions/Fragments_SocialPublish`;
    const denied = await call('POST', `${base}/deny`);
    expect(denied.statusCode).toBe(200);
    expect(denied.json()).toEqual({ permission: 'Fragments_SocialPublish', allowed: false, groupId: null });
    expect(await entry(memberId, 'Fragments_SocialPublish')).toEqual(denied.json());

    const inherited = await call('POST', `${base}/inherit-from-group`);
    expect(inherited.json()).toEqual({ permission: 'Fragments_SocialPublish', allowed: true, groupId });

    const allowed = await call('POST', `/api/admin/user/${loneId}/permissions/QuickShare_Share/allow`);
    expect(allowed.json()).toEqual({ permission: 'QuickShare_Share', allowed: true, groupId: null });
    const reset = await call('POST', `/api/admin/user/${loneId}/permissions/QuickShare_Share/reset`);
    expect(reset.json()).toEqual({ permission: 'QuickShare_Share', allowed: false, groupId: null });
    expect(await entry(loneId, 'QuickShare_Share')).toEqual(reset.json());

    const log = await t.ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityType, 'user'))
      .orderBy(asc(adminAuditLog.at));
    expect(log.map((change) => change.action)).toEqual([
      'user-permission.deny',
      'user-permission.inherit-from-group',
      'user-permission.allow',
      'user-permission.reset',
    ]);
    expect(log[0]).toMatchObject({
      entityId: memberId,
      before: { permission: 'Fragments_SocialPublish', allowed: true, groupId },
      after: { permission: 'Fragments_SocialPublish', allowed: false, groupId: null },
    });
  });

  it("resets a group member's permissions back to their group's values", async () => {
    await call('POST', `/api/admin/user/${memberId}/permissions/Fragments_SocialPublish/deny`);
    await call('POST', `/api/admin/user/${memberId}/permissions/Contents_Create/allow`);
    const res = await call('POST', `/api/admin/user/${memberId}/permissions/reset`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ permission: 'Fragments_SocialPublish', allowed: true, groupId });
    expect(res.json()).toContainEqual({ permission: 'Contents_Create', allowed: false, groupId });
    expect((await call('GET', `/api/admin/user/${memberId}/permissions`)).json()).toEqual(res.json());
  });

  it('refuses to inherit for a user without a group', async () => {
    const res = await call('POST', `/api/admin/user/${loneId}/permissions/Contents_Create/inherit-from-group`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('params.userId');
  });

  it.each(['allow', 'deny', 'reset', 'inherit-from-group'])(
    'refuses to %s a permission of a client administrator',
    async (action) => {
      const res = await call('POST', `/api/admin/user/${adminId}/permissions/Contents_Create/${action}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Action permissions apply to client users only');
    },
  );

  it('refuses to reset all permissions of a client administrator', async () => {
    expect((await call('POST', `/api/admin/user/${adminId}/permissions/reset`)).statusCode).toBe(400);
  });

  it('refuses a malformed user id and an unknown permission', async () => {
    const badUser = await call('GET', '/api/admin/user/42/permissions');
    expect(badUser.statusCode).toBe(400);
    expect(badUser.json().details[0].path).toBe('params.userId');
    const badPermission = await call('POST', `/api/admin/user/${loneId}/permissions/Nope_Nothing/deny`);
    expect(badPermission.statusCode).toBe(400);
    expect(badPermission.json().details[0].path).toBe('params.permission');
  });

  it("lets a superadmin manage any client's user", async () => {
    const res = await call(
      'POST',
      `/api/admin/user/${otherUserId}/permissions/Contents_Create/allow`,
      asUser('root@user-perm.test'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ permission: 'Contents_Create', allowed: true, groupId: null });
  });

  const routes: ['GET' | 'POST', string][] = [
    ['GET', '/permissions'],
    ['POST', '/permissions/QuickShare_Share/allow'],
    ['POST', '/permissions/QuickShare_Share/deny'],
    ['POST', '/permissions/QuickShare_Share/reset'],
    ['POST', '/permissions/QuickShare_Share/inherit-from-group'],
    ['POST', '/permissions/reset'],
  ];

  it.each(routes)('%s %s answers 401, 403 and 404 as it should', async (method, path) => {
    expect((await call(method, `/api/admin/user/${loneId}${path}`, {})).statusCode).toBe(401);
    const asClientUser = await call(method, `/api/admin/user/${loneId}${path}`, asUser('member@user-perm.test'));
    expect(asClientUser.statusCode).toBe(403);
    const otherClient = await call(method, `/api/admin/user/${otherUserId}${path}`);
    expect(otherClient.statusCode).toBe(404);
    expect(otherClient.json().message).toBe('User not found');
  });
});
