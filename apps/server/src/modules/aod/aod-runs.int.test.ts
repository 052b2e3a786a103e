/**
 * Issue 20 point 6: AOD runs: a manual run with and without passing minEfficiency (a saved
 * report, an export or the reason), the runs list by rule, and a run fired by its trigger once
 * the clock passes the order's end, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AodRule, AodRun } from '@antena/contract';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { aodRules, reports, stations } from '../../db/schema';
import { featureFlags } from '../../access/feature-flags';
import { fireAodTriggers } from './aod-triggers';
import { AUDIT_ON, aodClient, ruleInput, seedOrder } from './aod.test-helpers';

const ADMIN = 'admin@aod-runs-a.example';
const OTHER_ADMIN = 'admin@aod-runs-b.example';
const HOUR = 3_600_000;
/** 12:00 in Buenos Aires (UTC-3) on 1 December 2026. */
const DEC_1_NOON = Date.parse('2026-12-01T15:00:00Z');
const DAY = 24 * HOUR;
/** Four schedules of ORD-1 from 1 to 10 December, the last at 20:00 on the 10th; one not aired. */
const TIMES = [DEC_1_NOON, DEC_1_NOON + DAY, DEC_1_NOON + 5 * DAY, DEC_1_NOON + 9 * DAY + 8 * HOUR];

describe('AOD runs', () => {
  let t: TestApp;
  let rule: AodRule;
  let stationId: string;

  const call = (method: 'GET' | 'POST', url: string, email = ADMIN, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: asUser(email), ...(payload && { payload }) });
  const runsOf = async (ruleId: string) =>
    (await call('GET', `/aod-runs?filter=${encodeURIComponent(`rule||$eq||${ruleId}`)}`)).json<{
      data: AodRun[];
      total: number;
    }>();
  const savedReport = async (reportId: string) =>
    (await t.ctx.db.select().from(reports).where(eq(reports.id, reportId)))[0]!;

  beforeAll(async () => {
    t = await buildTestApp();
    const a = await aodClient(t.ctx.db, ADMIN);
    await aodClient(t.ctx.db, OTHER_ADMIN);
    stationId = a.station.id;
    await seedOrder(t.ctx, a.station, 'ORD-1', TIMES, [TIMES[1]!]);
    rule = (await call('POST', '/aod-rules', ADMIN, ruleInput({ name: 'Summer' }))).json<AodRule>();
    // Made before the campaign, so its trigger dates count.
    await t.ctx.db
      .update(aodRules)
      .set({ createdAt: new Date('2026-11-01T12:00:00Z') })
      .where(eq(aodRules.id, rule.id));
  });
  afterAll(async () => t.close());

  it('under minEfficiency: the report is saved, nothing exported, the reason as a code and its figures', async () => {
    const res = await call('POST', `/aod-rules/${rule.id}/manual-run`, ADMIN, { description: 'Check' });
    expect(res.statusCode).toBe(200);
    const run = res.json<AodRun>();
    expect(run).toMatchObject({
      type: 'MANUAL',
      status: 'COMPLETED_WITHOUT_EXPORT',
      statusComment: 'Efficiency 75.00 %, under the minimum of 90 %',
      statusDetail: { code: 'UNDER_MINIMUM', efficiency: 0.75, minEfficiency: 0.9 },
      description: 'Check',
      ruleId: rule.id,
      rule: { id: rule.id, name: 'Summer' },
    });
    const report = await savedReport(run.reportId!);
    expect(report).toMatchObject({ type: 'AUDIT_GIP_STATUS', createdById: null, exportStatus: null });
    expect(report.name).toMatch(/^Summer · 2026-\d\d-\d\d \d\d:\d\d$/);
    // The orders' whole days on the station's clock: 1 December 00:00 to 10 December 23:59:59.999.
    expect(report.config).toMatchObject({
      orders: ['ORD-1'],
      from: Date.parse('2026-12-01T03:00:00Z'),
      to: Date.parse('2026-12-11T03:00:00Z') - 1,
    });
  });

  it('conditions overridden for the run: it passes, and the report is exported', async () => {
    const res = await call('POST', `/aod-rules/${rule.id}/manual-run`, ADMIN, {
      exportConditions: { minEfficiency: 0.75 },
    });
    const run = res.json<AodRun>();
    expect(run).toMatchObject({
      status: 'COMPLETED_WITH_EXPORT',
      statusComment: 'Efficiency 75.00 %, minimum 75 %',
      statusDetail: { code: 'EXPORTED', efficiency: 0.75, minEfficiency: 0.75 },
    });
    const report = await savedReport(run.reportId!);
    expect(report).toMatchObject({ exportStatus: 'COMPLETED', exportAirings: 3, exportError: null });
    expect(report.exportOptions).toEqual(rule.exportOptions);
    expect((await t.ctx.storage.stat(report.exportKey!))?.size).toBeGreaterThan(0);
    // The rule itself is unchanged.
    expect((await call('GET', `/aod-rules/${rule.id}`)).json().exportConditions).toEqual({ minEfficiency: 0.9 });
  });

  it('lists runs newest first, by rule, and reads one; another client’s are 404', async () => {
    const other = (
      await call('POST', '/aod-rules', ADMIN, ruleInput({ name: 'Other', reportConfig: { orders: ['NONE'] } }))
    ).json<AodRule>();
    const none = (await call('POST', `/aod-rules/${other.id}/manual-run`, ADMIN, {})).json<AodRun>();
    expect(none).toMatchObject({
      status: 'COMPLETED_WITHOUT_EXPORT',
      statusComment: 'No schedules were found for the order',
      statusDetail: { code: 'NO_ORDER_SCHEDULES' },
      reportId: null,
    });

    const page = await runsOf(rule.id);
    expect(page).toMatchObject({ total: 2, page: 1, pageCount: 1, count: 2 });
    expect(page.data.map((run) => run.status)).toEqual(['COMPLETED_WITH_EXPORT', 'COMPLETED_WITHOUT_EXPORT']);
    expect((await call('GET', `/aod-runs?ruleId=${other.id}`)).json().data.map((run: AodRun) => run.id)).toEqual([
      none.id,
    ]);
    expect((await call('GET', '/aod-runs?limit=1&page=2')).json()).toMatchObject({ total: 3, pageCount: 3, count: 1 });

    const one = await call('GET', `/aod-runs/${none.id}`);
    expect(one.json()).toEqual({ ...none, rule: { id: other.id, name: 'Other' } });
    expect((await call('GET', `/aod-runs/${none.id}`, OTHER_ADMIN)).statusCode).toBe(404);
    expect(
      (await call('GET', `/aod-runs?filter=${encodeURIComponent(`rule||$eq||${rule.id}`)}`, OTHER_ADMIN)).json(),
    ).toMatchObject({ total: 0 });
  });

  it('fires on the day after the order’s last schedule (station clock), once', async () => {
    const before = (await runsOf(rule.id)).total;
    // 23:00 on 10 December in Buenos Aires: the order's last day is not over.
    expect(await fireAodTriggers(t.ctx, new Date('2026-12-11T02:00:00Z'))).toEqual([]);
    // 00:30 on 11 December.
    const fired = await fireAodTriggers(t.ctx, new Date('2026-12-11T03:30:00Z'));
    expect(fired).toHaveLength(1);
    const runs = await runsOf(rule.id);
    expect(runs.total).toBe(before + 1);
    expect(runs.data[0]).toMatchObject({
      id: fired[0],
      type: 'ORDER_END',
      status: 'COMPLETED_WITHOUT_EXPORT',
      statusDetail: { code: 'UNDER_MINIMUM', efficiency: 0.75, minEfficiency: 0.9 },
      reportId: expect.any(String),
    });
    // Not twice: later passes that day, or days later.
    expect(await fireAodTriggers(t.ctx, new Date('2026-12-11T03:45:00Z'))).toEqual([]);
    expect(await fireAodTriggers(t.ctx, new Date('2026-12-20T12:00:00Z'))).toEqual([]);
    expect((await runsOf(rule.id)).total).toBe(before + 1);
  });

  it('an inactive rule, or one of a client whose flag is off, does not fire', async () => {
    const paused = (
      await call(
        'POST',
        '/aod-rules',
        ADMIN,
        ruleInput({ name: 'Paused', active: false, trigger: 'EOW_AND_ORDER_END' }),
      )
    ).json<AodRule>();
    await t.ctx.db
      .update(aodRules)
      .set({ createdAt: new Date('2026-11-01T12:00:00Z') })
      .where(eq(aodRules.id, paused.id));
    expect(await fireAodTriggers(t.ctx, new Date('2026-12-07T12:00:00Z'))).toEqual([]);
    await t.app.inject({
      method: 'PUT',
      url: `/api/aod-rules/${paused.id}`,
      headers: asUser(ADMIN),
      payload: ruleInput({ name: 'Paused', active: true, trigger: 'EOW_AND_ORDER_END' }),
    });
    // Monday 7 December closes the campaign's first week; not while the client's flag is off.
    await featureFlags(t.ctx.db).set(paused.clientId, { app__audit_aod_enabled: false });
    expect(await fireAodTriggers(t.ctx, new Date('2026-12-07T12:00:00Z'))).toEqual([]);
    await featureFlags(t.ctx.db).set(paused.clientId, { app__audit_aod_enabled: true });
    const fired = await fireAodTriggers(t.ctx, new Date('2026-12-07T12:00:00Z'));
    expect(fired).toHaveLength(1);
    expect((await call('GET', `/aod-runs/${fired[0]}`)).json()).toMatchObject({
      type: 'EOW_AND_ORDER_END',
      description: 'Trigger EOW_AND_ORDER_END 2026-12-07',
    });
  });

  it('a run that fails ends COMPLETED_WITHOUT_EXPORT with the error', async () => {
    const named = (
      await call(
        'POST',
        '/aod-rules',
        ADMIN,
        ruleInput({ name: 'Named', reportConfig: { stationsIds: [stationId], orders: ['ORD-1'] } }),
      )
    ).json<AodRule>();
    // Its station's audit turned off after the rule was made.
    await t.ctx.db.update(stations).set({ featuresConfig: {} }).where(eq(stations.id, stationId));
    try {
      const run = (await call('POST', `/aod-rules/${named.id}/manual-run`, ADMIN, {})).json<AodRun>();
      expect(run).toMatchObject({ status: 'COMPLETED_WITHOUT_EXPORT', reportId: null });
      expect(run.statusComment).toMatch(/^Error: The audit feature is not enabled for station /);
      expect(run.statusDetail).toMatchObject({ code: 'ERROR', errorCode: 'ERR_FEATURE_NOT_ENABLED' });
    } finally {
      await t.ctx.db.update(stations).set({ featuresConfig: AUDIT_ON }).where(eq(stations.id, stationId));
    }
  });
});
