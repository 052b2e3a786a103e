/**
 * Times past the contract's bounds (MAX_TIMESTAMP_MS, 2100-01-01) in reports: a request that
 * sends one is a 400 naming the field; a report or AOD rule saved with one before the bound is read,
 * listed and downloaded as if its range ended at the bound (it answered 500 on every download).
 */
import { MAX_TIMESTAMP_MS, type ReportConfig } from '@antena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { aodRules, reports } from '../../db/schema';
import { aodClient, ruleInput, seedOrder } from '../aod/aod.test-helpers';

const ADMIN = 'admin@report-times.example';
const HUGE = 8_640_000_000_000_001;
const AIRED = [Date.parse('2026-10-05T10:00:00-03:00'), Date.parse('2026-10-05T12:00:00-03:00')];
const FROM = Date.parse('2026-10-01T00:00:00-03:00');
const OUT_OF_RANGE = 'Expected epoch milliseconds from 1970 to 2100-01-01';

describe('report times past the contract bounds', () => {
  let t: TestApp;
  let clientId: string;
  let stationId: string;

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: asUser(ADMIN), ...(payload && { payload }) });
  const config = (to: number): ReportConfig => ({
    stationsIds: [stationId],
    from: FROM,
    to,
    advertisers: [],
    campaigns: [],
    versions: [],
    customFields: {},
    customIds: [],
    orders: [],
    excludedMatches: [],
  });

  beforeAll(async () => {
    t = await buildTestApp();
    const { station, ...client } = await aodClient(t.ctx.db, ADMIN);
    clientId = client.clientId;
    stationId = station.id;
    await seedOrder(t.ctx, station, 'ORD-1', AIRED);
  });
  afterAll(async () => t.close());

  it('refuses a GIP, alternative, global or AOD report range past 2100 with 400 on the field', async () => {
    const range = { from: FROM, to: HUGE };
    const cases: [string, object, string][] = [
      ['/v2/audit/gip/status-report/preview', config(HUGE), 'body.to'],
      ['/v2/audit/gip/status-report/download?format=csv', config(HUGE), 'body.to'],
      ['/v2/audit/gip/alternative-report/preview', config(HUGE), 'body.to'],
      ['/v2/audit/gip/alternative-report/download?format=csv', config(HUGE), 'body.to'],
      ['/v2/audit/gip/status-report', { name: 'Far', data: { config: config(HUGE) } }, 'body.data.config.to'],
      ['/v2/audit/gip/alternative-report', { name: 'Far', data: { config: config(HUGE) } }, 'body.data.config.to'],
      ['/v2/audit/reports/schedules-no-matches', range, 'body.to'],
      ['/v2/audit/reports/missing-audios', range, 'body.to'],
      ['/v2/audit/reports/audios-no-matches', { audioRange: range }, 'body.audioRange.to'],
      ['/v2/audit/reports/consecutive-schedules', { ...range, stationsIds: [stationId] }, 'body.to'],
      ['/v2/audit/reports/lowerthird', { ...range, stationId }, 'body.to'],
      ['/aod-rules', ruleInput({ reportConfig: { stationsIds: [stationId], ...range } }), 'body.reportConfig.to'],
    ];
    for (const [url, body, path] of cases) {
      const res = await call('POST', url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().details, url).toContainEqual({ path, message: OUT_OF_RANGE });
    }
    const minusOne = await call('POST', '/v2/audit/gip/status-report/preview', { ...config(FROM + 1), from: -1 });
    expect(minusOne.json().details).toContainEqual({ path: 'body.from', message: OUT_OF_RANGE });
    // The bound itself is a time like any other.
    const last = await call('POST', '/v2/audit/gip/status-report/preview', config(MAX_TIMESTAMP_MS));
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().summary.confirmed).toBe(2);
  });

  it('reads, lists and downloads a report saved with a time past the bounds as one ending at them', async () => {
    const saved = await t.ctx.db
      .insert(reports)
      .values([
        { clientId, name: 'Saved far', type: 'AUDIT_GIP_STATUS', config: config(HUGE) },
        {
          clientId,
          name: 'Far alt',
          type: 'AUDIT_GIP_ALTERNATIVE_REPORT',
          config: { ...config(HUGE), from: HUGE - 1 },
        },
      ])
      .returning();
    const [gip, alternative] = saved.map((row) => row.id);

    const read = await call('GET', `/v2/audit/gip/status-report/${gip}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.config).toMatchObject({ from: FROM, to: MAX_TIMESTAMP_MS });
    const list = await call('GET', '/reports');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().results.map((report: { data: { config: ReportConfig } }) => report.data.config)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: FROM, to: MAX_TIMESTAMP_MS }),
        expect.objectContaining({ from: MAX_TIMESTAMP_MS - 1, to: MAX_TIMESTAMP_MS }),
      ]),
    );

    for (const format of ['csv', 'xls']) {
      const download = await call('GET', `/v2/audit/gip/status-report/${gip}/download?format=${format}`);
      expect(download.statusCode, download.body.slice(0, 200)).toBe(200);
    }
    const csv = (await call('GET', `/v2/audit/gip/status-report/${gip}/download?format=csv`)).body;
    expect(csv.trim().split('\n')).toHaveLength(1 + AIRED.length);
    const alternativeCsv = await call('GET', `/v2/audit/gip/alternative-report/${alternative}/download?format=csv`);
    expect(alternativeCsv.statusCode, alternativeCsv.body.slice(0, 200)).toBe(200);
    expect(alternativeCsv.body.trim().split('\n')).toHaveLength(1);
  });

  it('reads an AOD rule saved with a time past the bounds as one ending at them', async () => {
    const input = ruleInput();
    const [rule] = await t.ctx.db
      .insert(aodRules)
      .values({
        clientId,
        name: 'Far rule',
        reportType: 'AUDIT_GIP_STATUS',
        trigger: input.trigger,
        reportConfig: { ...config(HUGE), orders: [] },
        exportOptions: input.exportOptions,
        exportConditions: { minEfficiency: false },
      })
      .returning();
    const read = await call('GET', `/aod-rules/${rule!.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().reportConfig).toMatchObject({ from: FROM, to: MAX_TIMESTAMP_MS });
    expect((await call('GET', '/aod-rules')).statusCode).toBe(200);
  });
});
