import { stationDay } from '@antena/contract';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GipReportPreview, ReportConfigInput, SavedReport } from '@antena/contract';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createAuditAudio, createClient, createStation, createUser } from '../../../test/factories';
import {
  auditClientConfigs,
  auditMatches,
  auditSchedules,
  reports,
  stationGroups,
  userStations,
  type stations,
} from '../../db/schema';
import { DEFAULT_PATH_FORMATS } from '../audit/audit-config';
import { repairClient } from '../audit/schedule-confirmation';

const ADMIN = 'admin@gip.example';
const USER = 'user@gip.example';
const OTHER_USER = 'other@gip.example';
const STRANGER = 'stranger@gip.example';
const ARGENTINA = 'America/Argentina/Buenos_Aires';
const MEXICO = 'America/Mexico_City';
const DAY = '2026-10-05';
const offsets: Record<string, string> = { [ARGENTINA]: '-03:00', [MEXICO]: '-06:00' };
type Station = typeof stations.$inferSelect;
const at = (station: Station, time: string) => Date.parse(`${DAY}T${time}${offsets[station.timezone]}`);

describe('GIP and alternative reports', () => {
  let t: TestApp;
  let clientId: string;
  let uno: Station; // Argentina, its own SPOT-A audio
  let dos: Station; // Mexico, SPOT-A through its group
  let tres: Station; // Argentina, SPOT-A through its group; SPOT-B has no audio anywhere
  let userId: string;
  let offTolerance: string;
  const config = (): ReportConfigInput => ({
    stationsIds: [uno.id, dos.id, tres.id],
    from: Date.parse(`${DAY}T00:00:00-03:00`),
    to: Date.parse(`${DAY}T23:59:59-03:00`),
    advertisers: ['Acme'],
    campaigns: ['Verano'],
  });
  const call = (email: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: asUser(email), ...(payload && { payload }) });

  const schedule = async (station: Station, time: string, values: Partial<typeof auditSchedules.$inferInsert>) => {
    const datetime = at(station, time);
    const day = stationDay(station.timezone, datetime);
    const [row] = await t.ctx.db
      .insert(auditSchedules)
      .values({ clientId, stationId: station.id, type: 'SPOT', datetime, day, customId: 'SPOT-A', ...values })
      .returning();
    return row!;
  };
  const airing = async (station: Station, audioId: string, time: string) => {
    const [row] = await t.ctx.db
      .insert(auditMatches)
      .values({
        stationId: station.id,
        audioId,
        datetime: at(station, time),
        score: 100,
        playedDurationMs: 19_000,
        refEndMs: 20_000,
        source: 'MANUAL',
      })
      .returning();
    return row!;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    userId = (await createUser(t.ctx.db, { email: USER, clientId })).id;
    const otherId = (await createUser(t.ctx.db, { email: OTHER_USER, clientId })).id;
    const [network] = await t.ctx.db.insert(stationGroups).values({ clientId, name: 'Network' }).returning();
    const audit = { featuresConfig: { audit: { enabled: true } } };
    uno = await createStation(t.ctx.db, clientId, { name: 'Radio Uno', timezone: ARGENTINA, ...audit });
    dos = await createStation(t.ctx.db, clientId, {
      name: 'Radio Dos',
      timezone: MEXICO,
      stationGroupId: network!.id,
      ...audit,
    });
    tres = await createStation(t.ctx.db, clientId, {
      name: 'Radio Tres',
      timezone: ARGENTINA,
      stationGroupId: network!.id,
      ...audit,
    });
    await t.ctx.db.insert(userStations).values(
      [uno, dos, tres].flatMap((station) => [
        { userId, stationId: station.id },
        { userId: otherId, stationId: station.id },
      ]),
    );
    const stranger = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: STRANGER, role: 'CLIENT_ADMIN', clientId: stranger.id });
    await t.ctx.db.insert(auditClientConfigs).values({
      clientId,
      excludedCustomIds: ['PROMO'],
      toleranceBefore: 5,
      toleranceAfter: 5,
      pathFormats: DEFAULT_PATH_FORMATS,
    });

    const own = await createAuditAudio(t.ctx, clientId, { stationId: uno.id, customId: 'SPOT-A', durationMs: 20_500 });
    const ofGroup = await createAuditAudio(t.ctx, clientId, {
      stationGroupId: network!.id,
      customId: 'SPOT-A',
      durationMs: 20_500,
    });
    const promo = await createAuditAudio(t.ctx, clientId, { stationId: uno.id, customId: 'PROMO' });
    const campaign = { advertiser: 'Acme', campaign: 'Verano', version: 'V1' };
    await schedule(uno, '10:00:00', {
      ...campaign,
      order: 'ORD-1',
      custom: { nocontrato: 'C-9', numorden: 'N-1' },
    });
    await schedule(uno, '12:00:00', { ...campaign, order: 'ORD-1' });
    await schedule(dos, '11:00:00', { ...campaign, version: 'V2', order: 'ORD-2' });
    await schedule(tres, '09:00:00', { ...campaign, custom: { nocontratonacional: 'N-7' } });
    await schedule(tres, '09:30:00', { ...campaign, customId: 'SPOT-B' });
    await schedule(uno, '15:00:00', { ...campaign, customId: 'PROMO' });
    await schedule(uno, '16:00:00', { advertiser: 'Other', campaign: 'Invierno', version: 'X', customId: 'SPOT-C' });
    await airing(uno, own.id, '10:02:00');
    offTolerance = (await airing(uno, own.id, '12:20:00')).id;
    await airing(tres, ofGroup.id, '09:01:00');
    await airing(dos, ofGroup.id, '11:01:00');
    await airing(dos, ofGroup.id, '15:00:00'); // its schedule is confirmed already: not scheduled
    await airing(uno, promo.id, '15:00:00'); // excluded custom id
    await airing(uno, own.id, '23:59:30'); // the next day's UTC, still the report's range
    await repairClient(t.ctx, clientId);
  });
  afterAll(async () => t.close());

  const expectedGipCsv = [
    'Station,Date,Time,Advertiser,Campaign,Version,Duration (s),Contract,Order number,Schedule',
    'Radio Tres,2026-10-05,09:01:00,Acme,Verano,V1,20.5,N-7,,SI',
    'Radio Uno,2026-10-05,10:02:00,Acme,Verano,V1,20.5,C-9,ORD-1,SI',
    'Radio Uno,2026-10-05,12:20:00,Acme,Verano,V1,20.5,,ORD-1,NO',
    'Radio Dos,2026-10-05,11:01:00,Acme,Verano,V2,20.5,,ORD-2,SI',
  ];

  it('previews the confirmed schedules, the counts over all of them and the custom ids without audio', async () => {
    const preview = await call(USER, 'POST', '/v2/audit/gip/status-report/preview', config());
    expect(preview.statusCode).toBe(200);
    const body = preview.json<GipReportPreview>();
    expect(body.summary).toEqual({ schedules: 5, confirmed: 3, offTolerance: 1, efficiency: 0.6 });
    expect(body.missingAudioCustomIds).toEqual(['SPOT-B']);
    expect(body.rows.map((row) => [row.stationName, row.inTolerance, row.confirmationType])).toEqual([
      ['Radio Tres', true, 'DEFAULT'],
      ['Radio Uno', true, 'DEFAULT'],
      ['Radio Uno', false, 'OFF_TOLERANCE'],
      ['Radio Dos', true, 'DEFAULT'],
    ]);
    expect(body.rows[1]).toMatchObject({ duration: 20_500, playedDuration: 19_000, diffMinutes: 2, contract: 'C-9' });

    const hidden = await call(USER, 'POST', '/v2/audit/gip/status-report/preview?hideOffTolerance=true', config());
    expect(hidden.json()).toMatchObject({ total: 3, summary: body.summary });
    const paged = await call(USER, 'POST', '/v2/audit/gip/status-report/preview?page=2&pageSize=2', config());
    expect(paged.json().rows).toEqual(body.rows.slice(2));
  });

  it('saves the report; the saved one downloads as the preview showed it, in csv and xlsx', async () => {
    const saved = await call(USER, 'POST', '/v2/audit/gip/status-report', {
      name: 'Verano / octubre',
      data: { config: config() },
    });
    expect(saved.statusCode).toBe(200);
    const report = saved.json<SavedReport>();
    expect(report).toMatchObject({ type: 'AUDIT_GIP_STATUS', createdById: userId, data: { export: null } });
    expect(report.createdBy).toMatchObject({ id: userId, email: USER });

    const fresh = await call(USER, 'POST', '/v2/audit/gip/status-report/download?format=csv', config());
    const csv = await call(USER, 'GET', `/v2/audit/gip/status-report/${report.id}/download?format=csv`);
    expect(csv.headers['content-disposition']).toContain('Verano _ octubre.csv');
    expect(csv.body).toBe(fresh.body);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toEqual(expectedGipCsv);

    const xlsx = await call(USER, 'GET', `/v2/audit/gip/status-report/${report.id}/download?format=xls`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = (sheet.getSheetValues().slice(1) as unknown[][]).map((row) =>
      Array.from(row.slice(1), (cell) => cell ?? ''),
    );
    // A date cell holds the station's wall-clock instant, shown as a date by its number format.
    const wall = (time: string) => new Date(`${DAY}T${time}Z`);
    expect(rows).toEqual([
      expectedGipCsv[0]!.split(','),
      ['Radio Tres', wall('09:01:00'), '09:01:00', 'Acme', 'Verano', 'V1', 20.5, 'N-7', '', 'SI'],
      ['Radio Uno', wall('10:02:00'), '10:02:00', 'Acme', 'Verano', 'V1', 20.5, 'C-9', 'ORD-1', 'SI'],
      ['Radio Uno', wall('12:20:00'), '12:20:00', 'Acme', 'Verano', 'V1', 20.5, '', 'ORD-1', 'NO'],
      ['Radio Dos', wall('11:01:00'), '11:01:00', 'Acme', 'Verano', 'V2', 20.5, '', 'ORD-2', 'SI'],
    ]);
    expect(sheet.getCell('B2').numFmt).toBe('yyyy-mm-dd');
  });

  it('lists every airing of the scheduled custom ids in the alternative report, less the excluded ones', async () => {
    const preview = await call(USER, 'POST', '/v2/audit/gip/alternative-report/preview', config());
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(
      body.rows.map((row: { stationName: string; version: string; order: string | null }) => [
        row.stationName,
        row.version,
        row.order,
      ]),
    ).toEqual([
      ['Radio Tres', 'V1', null],
      ['Radio Uno', 'V1', 'ORD-1'],
      ['Radio Uno', 'V1', 'ORD-1'],
      ['Radio Dos', 'V2', 'ORD-2'],
      ['Radio Dos', 'V2', 'ORD-2'], // not scheduled: from the station's latest SPOT-A schedule
      ['Radio Uno', 'V1', 'ORD-1'],
    ]);
    expect(body.stats).toEqual([
      { customId: 'SPOT-A', schedules: 4, schedulesPercentage: 80, matches: 6, matchesPercentage: 100 },
      { customId: 'SPOT-B', schedules: 1, schedulesPercentage: 20, matches: 0, matchesPercentage: 0 },
    ]);

    const trimmed = { ...config(), excludedMatches: [offTolerance] };
    const saved = await call(ADMIN, 'POST', '/v2/audit/gip/alternative-report', {
      name: 'Alt',
      data: { config: trimmed },
    });
    const report = saved.json<SavedReport>();
    expect(report.type).toBe('AUDIT_GIP_ALTERNATIVE_REPORT');
    const csv = await call(USER, 'GET', `/v2/audit/gip/alternative-report/${report.id}/download?format=csv`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toEqual([
      'Date,Time,Station,Advertiser,Campaign,Version,Custom ID,Duration (s),Order',
      '2026-10-05,09:01:00,Radio Tres,Acme,Verano,V1,SPOT-A,20.5,',
      '2026-10-05,10:02:00,Radio Uno,Acme,Verano,V1,SPOT-A,20.5,ORD-1',
      '2026-10-05,11:01:00,Radio Dos,Acme,Verano,V2,SPOT-A,20.5,ORD-2',
      '2026-10-05,15:00:00,Radio Dos,Acme,Verano,V2,SPOT-A,20.5,ORD-2',
      '2026-10-05,23:59:30,Radio Uno,Acme,Verano,V1,SPOT-A,20.5,ORD-1',
    ]);
    // The GIP path serves GIP reports only; /reports serves both.
    expect((await call(USER, 'GET', `/v2/audit/gip/status-report/${report.id}`)).statusCode).toBe(404);
    expect((await call(USER, 'GET', `/reports/${report.id}`)).json()).toMatchObject({ id: report.id, name: 'Alt' });
  });

  it('narrows the choices: advertisers, then campaigns, then versions; custom fields with values', async () => {
    const range = `from=${config().from}&to=${config().to}`;
    const stationsList = `stations=${uno.id},${dos.id},${tres.id}`;
    const results = async (url: string) => (await call(USER, 'GET', url)).json().results;
    expect(await results(`/v2/audit/gip/advertisers?${range}&${stationsList}`)).toEqual(['Acme', 'Other']);
    expect(await results(`/v2/audit/gip/advertisers?${range}&stations=${dos.id}`)).toEqual(['Acme']);
    expect(await results(`/v2/audit/gip/campaigns?${range}&advertisers=Acme`)).toEqual(['Verano']);
    expect(await results(`/v2/audit/gip/campaigns?${range}&advertisers=Acme;;Other`)).toEqual(['Invierno', 'Verano']);
    expect(await results(`/v2/audit/gip/versions?${range}&advertisers=Acme&campaigns=Verano`)).toEqual(['V1', 'V2']);
    expect(await results(`/v2/audit/gip/versions?${range}&advertisers=Other&campaigns=Verano`)).toEqual([]);
    expect(await results(`/v2/audit/gip/custom-fields?stations=${uno.id}`)).toEqual([
      { name: 'nocontrato', values: ['C-9'] },
      { name: 'numorden', values: ['N-1'] },
    ]);
  });

  it("gives an order's params, by its order column or its numorden field", async () => {
    const byNumorden = await call(USER, 'GET', '/v2/audit/gip/params-for-order?orderId=N-1');
    expect(byNumorden.json()).toEqual({
      stationsIds: [uno.id],
      advertisers: ['Acme'],
      campaigns: ['Verano'],
      versions: ['V1'],
      customIds: ['SPOT-A'],
      schedulesRange: { from: at(uno, '10:00:00'), to: at(uno, '10:00:00') },
      missingAudioCustomIds: [],
    });
    const byOrder = await call(USER, 'GET', '/v2/audit/gip/params-for-order?orderId=ORD-2');
    expect(byOrder.json()).toMatchObject({ stationsIds: [dos.id], versions: ['V2'] });
    const none = await call(USER, 'GET', '/v2/audit/gip/params-for-order?orderId=NOPE');
    expect(none.json()).toMatchObject({ stationsIds: [], schedulesRange: null });
  });

  it('lists the saved reports newest first, by creator and page; deletes by rights; hides other clients’', async () => {
    await t.ctx.db.delete(reports);
    const save = async (email: string, name: string) =>
      (
        await call(email, 'POST', '/v2/audit/gip/status-report', { name, data: { config: config() } })
      ).json<SavedReport>();
    const first = await save(USER, 'first');
    const second = await save(OTHER_USER, 'second');
    const third = await save(USER, 'third');
    const alternative = (
      await call(USER, 'POST', '/v2/audit/gip/alternative-report', { name: 'alt', data: { config: config() } })
    ).json<SavedReport>();

    const all = (await call(USER, 'GET', '/reports?contain=createdBy')).json();
    expect(all.results.map((report: SavedReport) => report.name)).toEqual(['alt', 'third', 'second', 'first']);
    expect(all.metadata.totalCount).toBe(4);
    expect(all.results[2].createdBy.email).toBe(OTHER_USER);
    const mine = (
      await call(USER, 'GET', `/v2/audit/gip/status-report?createdById=${userId}&page=1&pageSize=1`)
    ).json();
    expect(mine).toEqual({
      results: [expect.objectContaining({ id: first.id })],
      metadata: { totalCount: 2 },
      pagesCount: 2,
    });

    expect((await call(STRANGER, 'GET', `/reports/${first.id}`)).statusCode).toBe(404);
    expect((await call(STRANGER, 'GET', '/reports')).json().metadata.totalCount).toBe(0);
    expect((await call(STRANGER, 'DELETE', `/reports/${first.id}`)).statusCode).toBe(404);
    expect(
      (await call(STRANGER, 'GET', `/v2/audit/gip/status-report/${first.id}/download?format=csv`)).statusCode,
    ).toBe(404);

    expect((await call(USER, 'DELETE', `/reports/${second.id}`)).statusCode).toBe(403);
    expect((await call(USER, 'DELETE', `/v2/audit/gip/status-report/${third.id}`)).json()).toEqual({ deleted: true });
    expect((await call(ADMIN, 'DELETE', `/reports/${second.id}`)).statusCode).toBe(200);
    expect((await call(ADMIN, 'DELETE', `/reports/${alternative.id}`)).statusCode).toBe(200);
    const left = (await call(ADMIN, 'GET', '/reports')).json();
    expect(left.results.map((report: SavedReport) => report.id)).toEqual([first.id]);
  });

  it("deletes the export's ZIP with its report, and shows the export's state", async () => {
    const saved = (
      await call(USER, 'POST', '/v2/audit/gip/status-report', { name: 'zip', data: { config: config() } })
    ).json<SavedReport>();
    const key = `reports/${saved.id}/export.zip`;
    await t.ctx.storage.put(key, Buffer.from('zip'));
    const options = {
      audioMatchIncludeBefore: 5,
      audioMatchIncludeAfter: 5,
      excludeVersion: false,
      publicLink: false,
      pathFormat: { formatId: 'default' },
    } as const;
    await t.ctx.db
      .update(reports)
      .set({ exportStatus: 'COMPLETED', exportProgress: 100, exportKey: key, exportOptions: options, exportAirings: 4 })
      .where(eq(reports.id, saved.id));
    const read = (await call(USER, 'GET', `/reports/${saved.id}`)).json<SavedReport>();
    expect(read.data.export).toMatchObject({ status: 'COMPLETED', progress: 100, airings: 4, options, error: null });
    expect((await call(USER, 'DELETE', `/reports/${saved.id}`)).statusCode).toBe(200);
    expect(await t.ctx.storage.stat(key)).toBeNull();
    expect((await call(USER, 'GET', `/reports/${saved.id}`)).statusCode).toBe(404);
  });

  it('refuses to save a report over a station the caller does not reach, or without a client', async () => {
    const foreign = await createStation(t.ctx.db, (await createClient(t.ctx.db)).id, {
      featuresConfig: { audit: { enabled: true } },
    });
    const body = { name: 'x', data: { config: { ...config(), stationsIds: [foreign.id] } } };
    expect((await call(USER, 'POST', '/v2/audit/gip/status-report', body)).statusCode).toBe(404);
    await createUser(t.ctx.db, { email: 'root@gip.example', role: 'SUPERADMIN' });
    const root = await call('root@gip.example', 'POST', '/v2/audit/gip/status-report', body);
    expect(root.statusCode).toBe(400);
    expect(root.json().message).toContain('client');
  });
});
