import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../test/factories';
import { adminAuditLog } from '../../db/schema';
import { asUser } from '../../../test/helpers';
import {
  asSuperadmin,
  buildPlatformTest,
  CLIENT_USER_EMAIL,
  expectSuperadminOnly,
  latestChange,
  SUPERADMIN_EMAIL,
  type PlatformTest,
} from './platform.test-helpers';

interface Entry {
  action: string;
  entityId: string;
  client: { id: string; name: string } | null;
}

describe('platform audit log', () => {
  let t: PlatformTest;
  let otherClientId: string;
  beforeAll(async () => {
    t = await buildPlatformTest();
    otherClientId = (await createClient(t.ctx.db, { name: 'Canal Sur' })).id;
  });
  afterAll(async () => t.close());

  const log = (query = '', headers = asSuperadmin) => t.app.inject({ url: `/api/platform/audit-log${query}`, headers });
  const createGroup = (clientId: string, name: string, headers: Record<string, string> = asSuperadmin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/platform/clients/${clientId}/station-groups`,
      headers,
      payload: { name },
    });

  it('starts empty', async () => {
    const res = await log();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: [], metadata: { totalCount: 0 }, pagesCount: 0 });
  });

  it('names the superadmin as actor and the user they act as (X-Auth-As)', async () => {
    const res = await createGroup(t.client.id, 'Acting', { ...asSuperadmin, 'x-auth-as': CLIENT_USER_EMAIL });
    expect(res.statusCode).toBe(201);
    const [entry] = (await log()).json().results;
    expect(entry).toMatchObject({
      action: 'station-group.create',
      entityType: 'station-group',
      entityId: res.json().id,
      actor: { id: t.superadminId, email: SUPERADMIN_EMAIL },
      actingAs: { id: t.clientUserId, email: CLIENT_USER_EMAIL },
      client: { id: t.client.id, name: 'Radio Norte' },
      before: null,
      after: { name: 'Acting', latitude: null, longitude: null },
    });
    expect(new Date(entry.at).toISOString()).toBe(entry.at);
  });

  it('lists the newest first, in pages', async () => {
    for (const name of ['First', 'Second', 'Third'])
      expect((await createGroup(otherClientId, name)).statusCode).toBe(201);
    const first = (await log('?pageSize=3')).json();
    expect(first.metadata.totalCount).toBe(4);
    expect(first.pagesCount).toBe(2);
    expect(first.results.map((e: { after: { name: string } }) => e.after.name)).toEqual(['Third', 'Second', 'First']);
    expect(first.results[0]).toMatchObject({ actor: { email: SUPERADMIN_EMAIL }, actingAs: null });
    const second = (await log('?pageSize=3&page=2')).json();
    expect(second.results.map((e: { after: { name: string } }) => e.after.name)).toEqual(['Acting']);
  });

  it('filters by client and by action', async () => {
    const byClient = (await log(`?clientId=${otherClientId}`)).json();
    expect(byClient.metadata.totalCount).toBe(3);
    expect(byClient.results.every((e: Entry) => e.client?.id === otherClientId)).toBe(true);
    await t.app.inject({
      method: 'PUT',
      url: `/api/platform/clients/${otherClientId}/feature-flags`,
      headers: asSuperadmin,
      payload: { flags: { app__content_ai_enabled: true } },
    });
    const byAction = (await log('?action=feature-flags.update')).json();
    expect(byAction.results.map((e: Entry) => [e.action, e.entityId])).toEqual([
      ['feature-flags.update', otherClientId],
    ]);
    const both = (await log(`?clientId=${t.client.id}&action=feature-flags.update`)).json();
    expect(both).toEqual({ results: [], metadata: { totalCount: 0 }, pagesCount: 0 });
  });

  it('keeps entries with no client, and their copied e-mails', async () => {
    await t.ctx.db.insert(adminAuditLog).values({
      actorEmail: 'gone@antena.test',
      clientId: null,
      action: 'client.delete',
      entityType: 'client',
      entityId: 'c-1',
    });
    const [entry] = (await log('?action=client.delete')).json().results;
    expect(entry).toMatchObject({ client: null, actor: { email: 'gone@antena.test' }, actingAs: null });
  });

  it('validates the page, page size and client id', async () => {
    const res = await log('?page=0&pageSize=1000&clientId=radio-norte');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['querystring.page', 'querystring.pageSize', 'querystring.clientId']),
    );
  });

  it('is for superadmins only', async () => {
    await expectSuperadminOnly(t, { url: '/api/platform/audit-log' });
  });

  it("records 'Log in as' and 'Clear user' with the names of who acted as whom", async () => {
    const actingAs = { ...asSuperadmin, 'x-auth-as': CLIENT_USER_EMAIL };
    for (const [url, action] of [
      ['/api/auth/log-in-as', 'auth.log-in-as'],
      ['/api/auth/clear-user', 'auth.clear-user'],
    ] as const) {
      expect((await t.app.inject({ method: 'POST', url, headers: actingAs })).statusCode).toBe(204);
      expect(await latestChange(t, action)).toMatchObject({
        action,
        entityType: 'user',
        entityId: t.clientUserId,
        entityName: 'Test User',
        actor: { id: t.superadminId, email: SUPERADMIN_EMAIL, name: 'Test User' },
        actingAs: { id: t.clientUserId, email: CLIENT_USER_EMAIL, name: 'Test User' },
        client: { id: t.client.id, name: 'Radio Norte' },
      });
    }
  });

  it('refuses to record acting as nobody, and records nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/log-in-as', headers: asSuperadmin });
    expect(res.statusCode).toBe(400);
    const before = (await latestChange(t, 'auth.log-in-as'))?.id;
    await t.app.inject({ method: 'POST', url: '/api/auth/log-in-as', headers: asUser(CLIENT_USER_EMAIL) });
    expect((await latestChange(t, 'auth.log-in-as'))?.id).toBe(before);
  });

  it("names the changed entity: a group's name", async () => {
    expect((await latestChange(t, 'station-group.create'))?.entityName).toEqual(expect.any(String));
  });
});
