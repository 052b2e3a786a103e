/**
 * A saved report's evidence export end to end (issue 20 point 5): a GIP report over two recorded
 * stations gives one ZIP with its xlsx, one audio per confirmed airing of the expected length,
 * named by the path format, and a manifest whose hashes verify; an airing without recording is
 * listed as missing; a failing export ends ERROR with nothing in storage and a retry completes;
 * the alternative report shows IN_PROGRESS / COMPLETED / FAILED.
 */
import { stationDay } from '@antena/contract';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReportExportOptions, SavedReport } from '@antena/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuditAudio, createClient, createStation, createUser } from '../../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../../test/helpers';
import type { StationRow } from '../../../access/station-access';
import { auditClientConfigs, auditMatches, auditSchedules, reports, userStations } from '../../../db/schema';
import { DEFAULT_PATH_FORMATS } from '../../audit/audit-config';
import { repairClient } from '../../audit/schedule-confirmation';
import { mediaSeconds, recordTone } from '../../fragments/fragments.test-helpers';
import { segmentsInRange } from '../../segments/segments.service';
import type { ExportManifest } from './export-manifest';
import { prepareReportExport, runReportExport } from './report-export';
import { requeueStaleExports } from './report-export.jobs';

const ADMIN = 'admin@evidence.example';
const NARROW = 'narrow@evidence.example';
const STRANGER = 'stranger@evidence.example';
const TZ = 'America/Argentina/Buenos_Aires';
const DAY = '2026-10-05';
const at = (time: string) => Date.parse(`${DAY}T${time}-03:00`);
const AUDIO_MS = 20_500;
/** One MP3 frame at 44.1 kHz: the cut is exact to a frame. */
const FRAME_SECONDS = 1152 / 44_100;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const OPTIONS: ReportExportOptions = {
  audioMatchIncludeBefore: 5,
  audioMatchIncludeAfter: 15,
  excludeVersion: false,
  publicLink: false,
  pathFormat: { formatId: 'custom', formatCustomText: 'Campaña Verano' },
};

describe('evidence export of saved reports', () => {
  let t: TestApp;
  let clientId: string;
  let norte: StationRow;
  let sur: StationRow;
  let dir: string;
  const call = (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: asUser(email), ...(payload && { payload }) });

  const schedule = async (station: StationRow, time: string, values: Partial<typeof auditSchedules.$inferInsert>) => {
    const datetime = at(time);
    await t.ctx.db.insert(auditSchedules).values({
      clientId,
      stationId: station.id,
      type: 'SPOT',
      datetime,
      day: stationDay(station.timezone, datetime),
      customId: 'SPOT-A',
      advertiser: 'Acme',
      campaign: 'Verano',
      version: 'V1',
      ...values,
    });
  };
  const airing = async (station: StationRow, audioId: string, time: string) => {
    await t.ctx.db.insert(auditMatches).values({
      stationId: station.id,
      audioId,
      datetime: at(time),
      score: 100,
      playedDurationMs: AUDIO_MS,
      refEndMs: AUDIO_MS,
      source: 'MANUAL',
    });
  };
  const config = () => ({ stationsIds: [], from: at('00:00:00'), to: at('23:59:59') });

  const save = async (kind: 'status-report' | 'alternative-report', name: string) => {
    const res = await call(ADMIN, 'POST', `/v2/audit/gip/${kind}`, { name, data: { config: config() } });
    expect(res.statusCode).toBe(200);
    return res.json<SavedReport>();
  };
  /** The report once its export has ended (the export runs beside the answer: no queue in tests). */
  const settled = async (reportId: string) => {
    for (let i = 0; i < 600; i++) {
      const report = (await call(ADMIN, 'GET', `/reports/${reportId}`)).json<SavedReport>();
      if (['COMPLETED', 'ERROR', 'FAILED'].includes(report.data.export?.status ?? '')) return report;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The export did not end');
  };
  const download = async (kind: string, reportId: string) => {
    const res = await call(ADMIN, 'POST', `/v2/audit/gip/${kind}/${reportId}/export/download-url`);
    expect(res.statusCode).toBe(200);
    const { pathname, search } = new URL(res.json<{ url: string }>().url, 'http://localhost');
    const zip = await t.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(zip.statusCode).toBe(200);
    return zip.rawPayload;
  };
  const storedZips = async (reportId: string) => {
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.id, reportId));
    const keys: string[] = [];
    for (const key of [row!.exportKey].filter(Boolean)) if (await t.ctx.storage.stat(key!)) keys.push(key!);
    return { row: row!, keys };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    dir = await mkdtemp(path.join(tmpdir(), 'antena-evidence-test-'));
    clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    const narrowId = (await createUser(t.ctx.db, { email: NARROW, clientId })).id;
    const stranger = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: STRANGER, role: 'CLIENT_ADMIN', clientId: stranger.id });
    const audit = { featuresConfig: { audit: { enabled: true } }, timezone: TZ, format: 'mp3' as const };
    norte = await createStation(t.ctx.db, clientId, { name: 'Radio Norte', ...audit });
    sur = await createStation(t.ctx.db, clientId, { name: 'Radio Sur', ...audit });
    await t.ctx.db.insert(userStations).values({ userId: narrowId, stationId: sur.id });
    await t.ctx.db.insert(auditClientConfigs).values({
      clientId,
      excludedCustomIds: [],
      toleranceBefore: 5,
      toleranceAfter: 5,
      pathFormats: DEFAULT_PATH_FORMATS,
    });
    // Two minutes recorded on each station around its airing; nothing at noon.
    await recordTone(t.ctx, norte, { startTs: at('10:00:00'), seconds: 120, frequency: 440 });
    await recordTone(t.ctx, sur, { startTs: at('11:00:00'), seconds: 120, frequency: 660 });
    const norteAudio = await createAuditAudio(t.ctx, clientId, {
      stationId: norte.id,
      customId: 'SPOT-A',
      durationMs: AUDIO_MS,
    });
    const surAudio = await createAuditAudio(t.ctx, clientId, {
      stationId: sur.id,
      customId: 'SPOT-A',
      durationMs: AUDIO_MS,
    });
    await schedule(norte, '10:00:00', {});
    await schedule(norte, '12:00:00', { version: 'V2' });
    await schedule(sur, '11:00:00', {});
    await airing(norte, norteAudio.id, '10:00:30');
    await airing(norte, norteAudio.id, '12:00:30');
    await airing(sur, surAudio.id, '11:00:40');
    await repairClient(t.ctx, clientId);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await t.close();
  });

  it('builds one ZIP: the xlsx, one audio per confirmed airing named by the path format, and a verifiable manifest', async () => {
    const report = await save('status-report', 'Verano Acme');
    const started = await call(ADMIN, 'POST', `/v2/audit/gip/status-report/${report.id}/export`, OPTIONS);
    expect(started.statusCode).toBe(200);
    expect(started.json<SavedReport>().data.export).toMatchObject({ status: 'WAITING', progress: 0, error: null });

    const done = await settled(report.id);
    expect(done.data.export).toMatchObject({ status: 'COMPLETED', progress: 100, airings: 3, publicUrl: null });
    expect(done.data.export!.finishedAt).not.toBeNull();

    const zip = await JSZip.loadAsync(await download('status-report', report.id));
    const names = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
    expect(names.sort()).toEqual([
      'Campana_Verano/Radio_Norte/2026-10-05_10-00-30_SPOT-A.mp3',
      'Campana_Verano/Radio_Sur/2026-10-05_11-00-40_SPOT-A.mp3',
      'Verano Acme.xlsx',
      'manifest.json',
    ]);

    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string')) as ExportManifest;
    expect(manifest.report).toEqual({ id: report.id, name: 'Verano Acme', type: 'AUDIT_GIP_STATUS' });
    expect(manifest.antenaVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.files.map((file) => file.path).sort()).toEqual(names.filter((name) => name !== 'manifest.json'));
    for (const file of manifest.files) {
      const bytes = await zip.file(file.path)!.async('nodebuffer');
      expect(sha256(bytes), file.path).toBe(file.sha256);
      expect(bytes.length).toBe(file.bytes);
    }
    const sur = manifest.files.find((file) => file.path.includes('Radio_Sur'));
    expect(sur).toMatchObject({
      kind: 'audio',
      airing: { stationName: 'Radio Sur', airedAt: new Date(at('11:00:40')).toISOString(), customId: 'SPOT-A' },
      cut: {
        from: new Date(at('11:00:35')).toISOString(),
        to: new Date(at('11:00:40') + AUDIO_MS + 15_000).toISOString(),
      },
      complete: true,
    });
    // The noon airing aired where nothing was recorded: listed, with the reason.
    expect(manifest.missingAudios).toEqual([
      {
        airing: expect.objectContaining({
          stationName: 'Radio Norte',
          airedAt: new Date(at('12:00:30')).toISOString(),
        }),
        reason: 'No recording of the station covers the airing',
      },
    ]);

    // Each audio lasts before + the reference audio + after.
    for (const name of names.filter((name) => name.endsWith('.mp3'))) {
      const file = path.join(dir, path.basename(name));
      await writeFile(file, await zip.file(name)!.async('nodebuffer'));
      expect(Math.abs((await mediaSeconds(file)) - (5 + AUDIO_MS / 1000 + 15))).toBeLessThanOrEqual(FRAME_SECONDS);
    }

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await zip.file('Verano Acme.xlsx')!.async('nodebuffer')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('Version');
    expect(sheet.rowCount).toBe(4);
  });

  it('leaves the version out of the xlsx with excludeVersion, and gives a public link when asked', async () => {
    const report = await save('status-report', 'Sin version');
    const options = { ...OPTIONS, excludeVersion: true, publicLink: true, pathFormat: { formatId: 'station-date' } };
    expect((await call(ADMIN, 'POST', `/v2/audit/gip/status-report/${report.id}/export`, options)).statusCode).toBe(
      200,
    );
    const done = await settled(report.id);
    expect(done.data.export?.status).toBe('COMPLETED');
    const { pathname, search } = new URL(done.data.export!.publicUrl!, 'http://localhost');
    const anonymous = await t.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(anonymous.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(anonymous.rawPayload);
    expect(Object.keys(zip.files)).toContain('Radio_Norte/2026-10-05/SPOT-A_10-00-30.mp3');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await zip.file('Sin version.xlsx')!.async('nodebuffer')) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).values).not.toContain('Version');
  });

  it('refuses a path format not in the audit configuration, a missing custom text, and a second export while one runs', async () => {
    const report = await save('status-report', 'Checks');
    const url = `/v2/audit/gip/status-report/${report.id}/export`;
    const unknown = await call(ADMIN, 'POST', url, { ...OPTIONS, pathFormat: { formatId: 'nope' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([expect.objectContaining({ path: 'body.pathFormat.formatId' })]);
    const noText = await call(ADMIN, 'POST', url, {
      ...OPTIONS,
      pathFormat: { formatId: 'custom', formatCustomText: ' ' },
    });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().details).toEqual([expect.objectContaining({ path: 'body.pathFormat.formatCustomText' })]);

    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.id, report.id));
    await prepareReportExport(t.ctx.db, row!, OPTIONS); // WAITING, its job not run yet
    const busy = await call(ADMIN, 'POST', url, OPTIONS);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/already running/);
    expect((await call(ADMIN, 'POST', `${url}/download-url`)).statusCode).toBe(409);
    await runReportExport(t.ctx, report.id);
    expect((await settled(report.id)).data.export?.status).toBe('COMPLETED');
  });

  it('ends a failing export in ERROR with no ZIP in storage, and a retry completes', async () => {
    const report = await save('status-report', 'Fails once');
    const put = t.ctx.storage.put.bind(t.ctx.storage);
    let written: string | null = null;
    vi.spyOn(t.ctx.storage, 'put').mockImplementationOnce(async (key, body) => {
      // The storage takes part of the ZIP, then fails.
      written = key;
      await put(key, Buffer.from('PK partial'));
      if (typeof body !== 'object' || Buffer.isBuffer(body)) throw new Error('unexpected body');
      body.destroy();
      throw new Error('storage unavailable');
    });
    expect((await call(ADMIN, 'POST', `/v2/audit/gip/status-report/${report.id}/export`, OPTIONS)).statusCode).toBe(
      200,
    );
    const failed = await settled(report.id);
    expect(failed.data.export).toMatchObject({ status: 'ERROR', error: 'storage unavailable' });
    expect(written).not.toBeNull();
    expect(await t.ctx.storage.stat(written!)).toBeNull();
    expect((await storedZips(report.id)).row.exportKey).toBeNull();

    expect((await call(ADMIN, 'POST', `/v2/audit/gip/status-report/${report.id}/export`, OPTIONS)).statusCode).toBe(
      200,
    );
    const retried = await settled(report.id);
    expect(retried.data.export).toMatchObject({ status: 'COMPLETED', error: null, progress: 100 });
    expect((await storedZips(report.id)).keys).toHaveLength(1);
  });

  it('ends ERROR with the reason when an airing cannot be cut, removing its temporary folder', async () => {
    const report = await save('status-report', 'Broken recording');
    const [segment] = await segmentsInRange(t.ctx.db, sur.id, at('11:00:40'), at('11:00:41'));
    const content = (await t.ctx.storage.read(segment!.storageKey))!;
    // Other test files export at the same time: only this report's folders count.
    const exportDirs = async () =>
      (await readdir(tmpdir())).filter((name) => name.startsWith(`antena-report-export-${report.id}-`));
    await t.ctx.storage.delete(segment!.storageKey);
    try {
      await call(ADMIN, 'POST', `/v2/audit/gip/status-report/${report.id}/export`, OPTIONS);
      const failed = await settled(report.id);
      expect(failed.data.export?.status).toBe('ERROR');
      expect(failed.data.export?.error).toMatch(/ENOENT|not found|no such/i);
      expect((await storedZips(report.id)).row.exportKey).toBeNull();
      expect(await exportDirs()).toEqual([]);
    } finally {
      await t.ctx.storage.put(segment!.storageKey, content);
    }
  });

  it('replaces the previous ZIP when exported again', async () => {
    const report = await save('status-report', 'Twice');
    await call(ADMIN, 'POST', `/v2/audit/gip/status-report/${report.id}/export`, OPTIONS);
    await settled(report.id);
    const first = (await storedZips(report.id)).row.exportKey!;
    await call(ADMIN, 'POST', `/v2/audit/gip/status-report/${report.id}/export`, OPTIONS);
    await settled(report.id);
    const second = (await storedZips(report.id)).row.exportKey!;
    expect(second).not.toBe(first);
    // The old ZIP goes once the row names the new one (never before: a download may be reading it).
    await expect.poll(() => t.ctx.storage.stat(first), { timeout: 10_000 }).toBeNull();
    expect(await t.ctx.storage.stat(second)).not.toBeNull();
  });

  it('shows the alternative report’s export as IN_PROGRESS, then COMPLETED, or FAILED', async () => {
    const report = await save('alternative-report', 'Alternativo');
    const url = `/v2/audit/gip/alternative-report/${report.id}/export`;
    const started = await call(ADMIN, 'POST', url, OPTIONS);
    expect(started.json<SavedReport>().data.export?.status).toBe('IN_PROGRESS');
    const done = await settled(report.id);
    expect(done.data.export).toMatchObject({ status: 'COMPLETED', airings: 3 });
    const zip = await JSZip.loadAsync(await download('alternative-report', report.id));
    expect(Object.keys(zip.files).filter((name) => name.endsWith('.mp3'))).toHaveLength(2);

    vi.spyOn(t.ctx.storage, 'put').mockRejectedValueOnce(new Error('disk full'));
    await call(ADMIN, 'POST', url, OPTIONS);
    expect((await settled(report.id)).data.export).toMatchObject({ status: 'FAILED', error: 'disk full' });
    // The GIP routes do not serve an alternative report.
    expect((await call(ADMIN, 'POST', `/v2/audit/gip/status-report/${report.id}/export`, OPTIONS)).statusCode).toBe(
      404,
    );
  });

  it('queues again an export abandoned mid-way, and neither a recent one nor one that ended', async () => {
    const abandoned = await save('status-report', 'Abandoned');
    const recent = await save('status-report', 'Recent');
    const ended = await save('status-report', 'Ended');
    const old = new Date(Date.now() - 20 * 60_000);
    const state = (status: 'ADDING_AUDIOS' | 'COMPLETED', updatedAt: Date) => ({
      exportStatus: status,
      exportOptions: OPTIONS,
      exportStartedAt: old,
      updatedAt,
    });
    await t.ctx.db.update(reports).set(state('ADDING_AUDIOS', old)).where(eq(reports.id, abandoned.id));
    await t.ctx.db.update(reports).set(state('ADDING_AUDIOS', new Date())).where(eq(reports.id, recent.id));
    await t.ctx.db.update(reports).set(state('COMPLETED', old)).where(eq(reports.id, ended.id));
    const sent: [string, unknown][] = [];
    const queue = {
      send: async (name: string, payload: unknown) => (sent.push([name, payload]), 'job'),
      work: async () => {},
      stop: async () => {},
    };
    expect(await requeueStaleExports({ ...t.ctx, queue })).toBe(1);
    expect(sent).toEqual([['reports.export', { reportId: abandoned.id }]]);
    // The abandoned one may also be started again by hand; the recent one is still busy.
    expect((await call(ADMIN, 'POST', `/v2/audit/gip/status-report/${abandoned.id}/export`, OPTIONS)).statusCode).toBe(
      200,
    );
    expect((await call(ADMIN, 'POST', `/v2/audit/gip/status-report/${recent.id}/export`, OPTIONS)).statusCode).toBe(
      409,
    );
    expect((await settled(abandoned.id)).data.export).toMatchObject({ status: 'COMPLETED', error: null });
  });

  it('is refused to another client, and to a colleague who does not reach every station it covers', async () => {
    const report = await save('status-report', 'Private');
    const url = `/v2/audit/gip/status-report/${report.id}/export`;
    expect((await call(STRANGER, 'POST', url, OPTIONS)).statusCode).toBe(404);
    expect((await call(NARROW, 'POST', url, OPTIONS)).statusCode).toBe(404);
    expect((await call(STRANGER, 'POST', `${url}/download-url`)).statusCode).toBe(404);
  });
});
