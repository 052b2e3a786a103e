/**
 * Issue 20 point 6: AOD rules through the API: validation, the flag and roles, tenant isolation,
 * the superadmin's client, the list page shape, and delete (its runs go, its reports stay).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AodRule } from '@antena/contract';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createStation, createUser } from '../../../test/factories';
import { aodRuns, reports } from '../../db/schema';
import { aodClient, ruleInput, seedOrder } from './aod.test-helpers';

const ADMIN = 'admin@aod-a.example';
const USER = 'user@aod-a.example';
const OTHER_ADMIN = 'admin@aod-b.example';
const OFF_ADMIN = 'admin@aod-off.example';
const SUPER = 'super@aod.example';

describe('AOD rules', () => {
  let t: TestApp;
  let clientA: string;
  let clientB: string;
  let stationA: string;
  let stationB: string;
  let ruleB: AodRule;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, email = ADMIN, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: asUser(email), ...(payload && { payload }) });

  beforeAll(async () => {
    t = await buildTestApp();
    const a = await aodClient(t.ctx.db, ADMIN);
    const b = await aodClient(t.ctx.db, OTHER_ADMIN);
    await aodClient(t.ctx.db, OFF_ADMIN, { aod: false });
    [clientA, clientB, stationA, stationB] = [a.clientId, b.clientId, a.station.id, b.station.id];
    await createUser(t.ctx.db, { email: USER, role: 'CLIENT_USER', clientId: clientA });
    await createUser(t.ctx.db, { email: SUPER, role: 'SUPERADMIN' });
    ruleB = (await call('POST', '/aod-rules', OTHER_ADMIN, ruleInput({ name: 'B rule' }))).json();
  });
  afterAll(async () => t.close());

  it('creates, reads and updates a rule of the caller’s client', async () => {
    const created = await call(
      'POST',
      '/aod-rules',
      ADMIN,
      ruleInput({ reportConfig: { stationsIds: [stationA], orders: ['ORD-1'] } }),
    );
    expect(created.statusCode).toBe(200);
    const rule = created.json<AodRule>();
    expect(rule).toMatchObject({ clientId: clientA, name: 'Summer campaign', trigger: 'ORDER_END', active: true });
    expect(rule.reportConfig).toMatchObject({ stationsIds: [stationA], orders: ['ORD-1'] });

    const read = await call('GET', `/aod-rules/${rule.id}`);
    expect(read.json()).toEqual(rule);

    const updated = await call(
      'PUT',
      `/aod-rules/${rule.id}`,
      ADMIN,
      ruleInput({ name: 'Renamed', trigger: 'EOW_AND_ORDER_END', exportConditions: { minEfficiency: false } }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: rule.id, name: 'Renamed', trigger: 'EOW_AND_ORDER_END' });
    expect(updated.json<AodRule>().exportConditions).toEqual({ minEfficiency: false });
  });

  it('refuses what the schema cannot check, naming the field', async () => {
    const cases: [object, string, RegExp][] = [
      [ruleInput({ reportConfig: {} }), 'body.reportConfig', /range \(from and to\), orders or a numorden/],
      [ruleInput({ reportConfig: { from: Date.parse('2026-12-01T00:00:00Z') } }), 'body.reportConfig.to', /both/],
      [
        ruleInput({ exportOptions: { ...ruleInput().exportOptions, pathFormat: { formatId: 'nope' } } }),
        'body.exportOptions.pathFormat.formatId',
        /Unknown path format: expected one of station-date, campaign, custom/,
      ],
      [
        ruleInput({ exportOptions: { ...ruleInput().exportOptions, pathFormat: { formatId: 'custom' } } }),
        'body.exportOptions.pathFormat.formatCustomText',
        /needs a custom text/,
      ],
    ];
    for (const [payload, path, message] of cases) {
      const res = await call('POST', '/aod-rules', ADMIN, payload);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().details).toEqual([{ path, message: expect.stringMatching(message) }]);
    }
    const named = await call('POST', '/aod-rules', ADMIN, ruleInput({ name: '' }));
    expect(named.statusCode).toBe(400);
    expect(JSON.stringify(named.json())).toContain('Nombre es requerido');
    // A numorden custom field is enough, and a custom text makes the custom format valid.
    const byField = await call(
      'POST',
      '/aod-rules',
      ADMIN,
      ruleInput({
        reportConfig: { customFields: { numorden: 'ORD-9' } },
        exportOptions: { ...ruleInput().exportOptions, pathFormat: { formatId: 'custom', formatCustomText: 'Acme' } },
      }),
    );
    expect(byField.statusCode).toBe(200);
  });

  it('stations must be the client’s (404) and have audit (403)', async () => {
    const foreign = await call(
      'POST',
      '/aod-rules',
      ADMIN,
      ruleInput({ reportConfig: { stationsIds: [stationB], orders: ['X'] } }),
    );
    expect(foreign.statusCode).toBe(404);
    const noAudit = await createStation(t.ctx.db, clientA);
    const off = await call(
      'POST',
      '/aod-rules',
      ADMIN,
      ruleInput({ reportConfig: { stationsIds: [noAudit.id], orders: ['X'] } }),
    );
    expect(off.statusCode).toBe(403);
  });

  it('403 when the client’s AOD flag is off, and for a CLIENT_USER', async () => {
    for (const [method, url] of [
      ['GET', '/aod-rules'],
      ['GET', '/aod-runs'],
      ['POST', '/aod-rules'],
    ] as const) {
      const off = await call(method, url, OFF_ADMIN, method === 'POST' ? ruleInput() : undefined);
      expect(off.statusCode, `${method} ${url}`).toBe(403);
      expect(off.json().code).toBe('ERR_FEATURE_NOT_ENABLED');
      expect((await call(method, url, USER, method === 'POST' ? ruleInput() : undefined)).statusCode).toBe(403);
    }
  });

  it('another client’s rule is 404 on every call', async () => {
    expect((await call('GET', `/aod-rules/${ruleB.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/aod-rules/${ruleB.id}`, ADMIN, ruleInput())).statusCode).toBe(404);
    expect((await call('POST', `/aod-rules/${ruleB.id}/manual-run`, ADMIN, {})).statusCode).toBe(404);
    expect((await call('DELETE', `/aod-rules/${ruleB.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/aod-rules/${ruleB.id}`, OTHER_ADMIN)).statusCode).toBe(200);
    // The body's clientId does not move a client admin's rule to another client.
    const moved = await call('POST', '/aod-rules', ADMIN, ruleInput({ clientId: clientB }));
    expect(moved.json().clientId).toBe(clientA);
  });

  it('a superadmin outside any client names the client; acting as a user, works in theirs', async () => {
    const unnamed = await call('POST', '/aod-rules', SUPER, ruleInput());
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().details).toEqual([{ path: 'body.clientId', message: expect.any(String) }]);
    const named = await call('POST', '/aod-rules', SUPER, ruleInput({ clientId: clientB, name: 'By super' }));
    expect(named.statusCode).toBe(200);
    expect(named.json().clientId).toBe(clientB);

    const all = (await call('GET', '/aod-rules?limit=500', SUPER)).json<{ data: AodRule[] }>();
    expect(new Set(all.data.map((rule) => rule.clientId))).toEqual(new Set([clientA, clientB]));

    const acting = await t.app.inject({
      method: 'POST',
      url: '/api/aod-rules',
      headers: { ...asUser(SUPER), 'x-auth-as': USER },
      payload: ruleInput({ name: 'Acting' }),
    });
    expect(acting.statusCode).toBe(200);
    expect(acting.json().clientId).toBe(clientA);
  });

  it('lists a page: { data, total, page, pageCount, count }, newest first unless sorted', async () => {
    const { db } = t.ctx;
    const fresh = await aodClient(db, 'admin@aod-list.example');
    for (const name of ['Bravo', 'Alpha', 'Charlie'])
      await call(
        'POST',
        '/aod-rules',
        'admin@aod-list.example',
        ruleInput({ name, reportConfig: { stationsIds: [fresh.station.id], orders: ['O'] } }),
      );
    const list = (query: string) =>
      call('GET', `/aod-rules${query}`, 'admin@aod-list.example').then((res) => res.json());
    const first = await list('?limit=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageCount: 2, count: 2 });
    expect(first.data.map((rule: AodRule) => rule.name)).toEqual(['Charlie', 'Alpha']);
    const second = await list('?limit=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageCount: 2, count: 1 });
    expect(second.data.map((rule: AodRule) => rule.name)).toEqual(['Bravo']);
    const byName = await list('?sort=name,ASC');
    expect(byName.data.map((rule: AodRule) => rule.name)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect((await call('GET', '/aod-rules?sort=color,ASC', 'admin@aod-list.example')).statusCode).toBe(400);
  });

  it('delete removes the rule and its runs; the reports they saved stay', async () => {
    const { db } = t.ctx;
    const fresh = await aodClient(db, 'admin@aod-delete.example');
    await seedOrder(t.ctx, fresh.station, 'DEL-1', [Date.parse('2026-12-01T15:00:00Z')]);
    const rule = (
      await call('POST', '/aod-rules', 'admin@aod-delete.example', ruleInput({ reportConfig: { orders: ['DEL-1'] } }))
    ).json<AodRule>();
    const run = (await call('POST', `/aod-rules/${rule.id}/manual-run`, 'admin@aod-delete.example', {})).json();
    expect(run).toMatchObject({ reportId: expect.any(String) });

    const deleted = await call('DELETE', `/aod-rules/${rule.id}`, 'admin@aod-delete.example');
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await call('GET', `/aod-rules/${rule.id}`, 'admin@aod-delete.example')).statusCode).toBe(404);
    expect((await call('GET', `/aod-runs/${run.id}`, 'admin@aod-delete.example')).statusCode).toBe(404);
    expect(await db.select().from(aodRuns).where(eq(aodRuns.id, run.id))).toEqual([]);
    expect(await db.select({ id: reports.id }).from(reports).where(eq(reports.id, run.reportId))).toHaveLength(1);
  });
});
