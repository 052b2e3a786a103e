/**
 * A saved report's evidence export (issue 20 point 5; docs/evidence-export.md): a ZIP in storage
 * with the report's xlsx, every airing's audio named by the client's path format, and a manifest
 * of SHA-256 hashes. `startReportExport` checks the options and queues `reports.export`;
 * `runReportExport` is the job's body (and an AOD run's, inline). The ZIP is built in a temporary
 * folder and stored under a new key; the row points at it only once it is whole, so a failure
 * (ERROR, or FAILED for the alternative report) leaves no half ZIP behind, and a retry starts over.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReportExportOptions } from '@antena/contract';
import { and, eq, inArray, isNull, lt, not, or } from 'drizzle-orm';
import type { AccessUser, StationRow } from '../../../access/station-access';
import { findUser } from '../../../access/user-record';
import type { Context } from '../../../context';
import type { Db } from '../../../db';
import { reports } from '../../../db/schema';
import { badRequest, conflict } from '../../../http/errors';
import { auditConfigOf } from '../../audit/audit-config';
import { alternativeReport } from '../gip/alternative-report';
import { writeEvidenceArchive, type EvidenceAiring } from './evidence-archive';
import { needsCustomText } from './evidence-paths';
import { gipReport } from '../gip/gip-report';
import { alternativeColumns, gipColumns, rowTimezone } from '../gip/report-columns';
import {
  audioProgress,
  completedStatus,
  failedStatus,
  isRunningStatus,
  RUNNING_STATUSES,
  STALE_EXPORT_MS,
  stepStatus,
  type ExportStep,
} from './report-export-state';
import { reportFileName, writeXlsx, type ReportColumn } from '../report-files';
import { reportStations } from '../report-stations';

export type ReportRow = typeof reports.$inferSelect;

/** How long a public link works: a week (the longest an S3 pre-signed URL may live, should storage move there). */
export const PUBLIC_LINK_SECONDS = 7 * 24 * 3600;

/** The storage key of one export's ZIP: a new one per export, so a retry never overwrites a good ZIP. */
export const exportKeyOf = (report: Pick<ReportRow, 'clientId' | 'id'>, at = Date.now()) =>
  `reports/${report.clientId}/${report.id}/${at}.zip`;

/** The options with the path format checked against the client's audit configuration. */
async function checkedOptions(db: Db, clientId: string, options: ReportExportOptions) {
  const { pathFormats } = (await auditConfigOf(db, clientId)).evidenceExport;
  const format = pathFormats.find((candidate) => candidate.id === options.pathFormat.formatId);
  if (!format) {
    throw badRequest('Unknown path format', [
      { path: 'body.pathFormat.formatId', message: 'Not one of the audit configuration’s path formats' },
    ]);
  }
  const customText = options.pathFormat.formatCustomText?.trim();
  if (needsCustomText(format.pattern) && !customText) {
    throw badRequest('The path format needs a custom text', [
      { path: 'body.pathFormat.formatCustomText', message: 'Required' },
    ]);
  }
  return {
    ...options,
    pathFormat: { formatId: format.id, ...(customText ? { formatCustomText: customText } : {}) },
  };
}

/**
 * Validates the options and moves the report to WAITING (IN_PROGRESS for the alternative report),
 * progress 0. 409 while another export of it runs (one whose row moved in the last
 * STALE_EXPORT_MS; an abandoned one may be started again).
 */
export async function prepareReportExport(db: Db, report: ReportRow, input: ReportExportOptions): Promise<ReportRow> {
  const options = await checkedOptions(db, report.clientId, input);
  const [row] = await db
    .update(reports)
    .set({
      exportStatus: stepStatus(report.type, 'WAITING'),
      exportProgress: 0,
      exportOptions: options,
      exportError: null,
      exportAirings: null,
      exportPublicUrl: null,
      exportStartedAt: new Date(),
      exportFinishedAt: null,
    })
    .where(
      and(
        eq(reports.id, report.id),
        or(
          isNull(reports.exportStatus),
          not(inArray(reports.exportStatus, [...RUNNING_STATUSES])),
          lt(reports.updatedAt, new Date(Date.now() - STALE_EXPORT_MS)),
        ),
      ),
    )
    .returning();
  if (!row) throw conflict('ERR_CONFLICT', 'An export of this report is already running; wait for it to finish');
  return row;
}

/** prepare, then queue the job (one per report at a time); without a queue it runs beside the answer. */
export async function startReportExport(ctx: Context, report: ReportRow, options: ReportExportOptions) {
  const row = await prepareReportExport(ctx.db, report, options);
  if (ctx.queue) {
    await ctx.queue.send('reports.export', { reportId: row.id });
  } else {
    void runReportExport(ctx, row.id).catch((error: unknown) =>
      ctx.log.warn({ err: error, reportId: row.id }, 'report export failed'),
    );
  }
  return row;
}

/** A run of the export has been replaced by a newer one (or the report was deleted): it stops quietly. */
class SupersededError extends Error {
  override name = 'SupersededError';
}

/**
 * The row updates of one run, each only while the row still belongs to it (same startedAt), so an
 * abandoned run that wakes up never overwrites the export that replaced it.
 */
function exportRun(db: Db, report: ReportRow) {
  const startedAt = report.exportStartedAt!;
  const set = async (values: Partial<ReportRow>) => {
    const updated = await db
      .update(reports)
      .set(values)
      .where(and(eq(reports.id, report.id), eq(reports.exportStartedAt, startedAt)))
      .returning({ id: reports.id });
    if (!updated.length) throw new SupersededError('The export was replaced or its report deleted');
  };
  return {
    set,
    step: (step: ExportStep, values: Partial<ReportRow> = {}) =>
      set({ exportStatus: stepStatus(report.type, step), ...values }),
  };
}

/**
 * The stations the export covers. A job has no request user: the report's creator's reach when
 * they are still a user of its client, else the client's (as its admin sees it), so a user's
 * export never holds stations they could not read (docs/evidence-export.md "Scope").
 */
async function exportStations(db: Db, report: ReportRow): Promise<StationRow[]> {
  const creator = report.createdById ? await findUser(db, { id: report.createdById }) : null;
  const user: AccessUser =
    creator && creator.clientId === report.clientId && creator.role !== 'SUPERADMIN'
      ? creator
      : { id: '00000000-0000-0000-0000-000000000000', role: 'CLIENT_ADMIN', clientId: report.clientId, groupId: null };
  return reportStations(db, user, report.config.stationsIds);
}

/**
 * 404 or 403 (as reportStations) unless `user` reaches every station the export covers: the
 * creator's reach may be wider than a colleague's who starts or downloads it.
 */
export async function assertCallerReaches(db: Db, user: AccessUser, report: ReportRow): Promise<void> {
  const covered = await exportStations(db, report);
  if (covered.length)
    await reportStations(
      db,
      user,
      covered.map((station) => station.id),
    );
}

/** The report's rows and its spreadsheet's columns (the version column left out with excludeVersion). */
async function reportRows(db: Db, report: ReportRow, stations: StationRow[], excludeVersion: boolean) {
  const withoutVersion = <T>(columns: ReportColumn<T>[]) =>
    excludeVersion ? columns.filter((column) => column.header !== 'Version') : columns;
  if (report.type === 'AUDIT_GIP_ALTERNATIVE_REPORT') {
    const { rows } = await alternativeReport(db, stations, report.config);
    const sheet = () =>
      writeXlsx(withoutVersion(alternativeColumns), rows, { sheetName: report.name, timezone: rowTimezone });
    return { airings: rows satisfies EvidenceAiring[], sheet };
  }
  const { rows } = await gipReport(db, stations, report.config);
  const sheet = () => writeXlsx(withoutVersion(gipColumns), rows, { sheetName: report.name, timezone: rowTimezone });
  return { airings: rows satisfies EvidenceAiring[], sheet };
}

/**
 * The job: computes the report again with its saved config, cuts every airing's audio, writes
 * and stores the ZIP, then points the row at it (deleting the previous ZIP). Does nothing unless
 * the report's export is running (a retried or repeated job after it ended). Throws on failure,
 * after recording it on the row.
 */
export async function runReportExport(
  ctx: Pick<Context, 'db' | 'storage' | 'log' | 'config'>,
  reportId: string,
): Promise<void> {
  const [report] = await ctx.db.select().from(reports).where(eq(reports.id, reportId));
  if (!report || !isRunningStatus(report.exportStatus) || !report.exportOptions || !report.exportStartedAt) return;
  const options = report.exportOptions;
  const run = exportRun(ctx.db, report);
  // Named by the report, so a folder left behind says whose export it was.
  const dir = await mkdtemp(path.join(tmpdir(), `antena-report-export-${reportId}-`));
  let storedKey: string | null = null;
  try {
    await run.step('COMPUTING_REPORT', { exportProgress: 0 });
    const stations = await exportStations(ctx.db, report);
    const { pathFormats } = (await auditConfigOf(ctx.db, report.clientId)).evidenceExport;
    const format = pathFormats.find((candidate) => candidate.id === options.pathFormat.formatId);
    if (!format)
      throw new Error(`The path format ${options.pathFormat.formatId} is no longer in the audit configuration`);
    const { airings, sheet } = await reportRows(ctx.db, report, stations, options.excludeVersion);

    await run.step('ADDING_AUDIOS', { exportAirings: airings.length, exportProgress: 0 });
    let shown = 0;
    const archive = await writeEvidenceArchive(ctx, {
      dir,
      report: { id: report.id, name: report.name, type: report.type },
      options,
      pattern: format.pattern,
      airings,
      stations: new Map(stations.map((station) => [station.id, station])),
      spreadsheet: { name: reportFileName(report.name, 'xls'), bytes: await sheet() },
      onAiring: async (done) => {
        const progress = audioProgress(done, airings.length);
        // One row update per whole percent: the screen polls every 5 or 10 s.
        if (progress > shown) await run.set({ exportProgress: (shown = progress) });
      },
    });

    await run.step('UPLOADING_ARCHIVE', { exportProgress: 100 });
    const key = exportKeyOf(report);
    storedKey = key;
    await ctx.storage.put(key, createReadStream(archive.file));
    const previous = (
      await ctx.db.select({ key: reports.exportKey }).from(reports).where(eq(reports.id, report.id))
    )[0];
    await run.set({
      exportStatus: completedStatus(),
      exportProgress: 100,
      exportKey: key,
      exportFinishedAt: new Date(),
      exportPublicUrl: options.publicLink ? publicUrlOf(ctx, key, report.name) : null,
    });
    storedKey = null;
    if (previous?.key && previous.key !== key) await deleteQuietly(ctx, previous.key, report.id);
  } catch (error) {
    if (storedKey) await deleteQuietly(ctx, storedKey, report.id);
    if (error instanceof SupersededError) {
      ctx.log.info({ reportId }, 'report export superseded: its result was dropped');
      return;
    }
    const reason = ((error as Error).message || String(error)).slice(0, 1000);
    // Gone before the row says ERROR: whoever retries at once finds nothing of the failed run.
    await rm(dir, { recursive: true, force: true });
    await run
      .set({ exportStatus: failedStatus(report.type), exportError: reason, exportFinishedAt: new Date() })
      .catch(() => undefined);
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The ZIP's name when downloaded: the report's name. */
export const zipFileName = (reportName: string) => reportFileName(reportName, 'xls').replace(/\.xlsx$/, '.zip');

/** A link that needs no sign-in, valid PUBLIC_LINK_SECONDS (docs/evidence-export.md "Public link"). */
const publicUrlOf = (ctx: Pick<Context, 'storage'>, key: string, reportName: string) =>
  ctx.storage.signedUrl(key, { expiresInSeconds: PUBLIC_LINK_SECONDS, filename: zipFileName(reportName) });

async function deleteQuietly(ctx: Pick<Context, 'storage' | 'log'>, key: string, reportId: string) {
  try {
    await ctx.storage.delete(key);
  } catch (error) {
    ctx.log.warn({ err: error, reportId, key }, 'report export ZIP not deleted');
  }
}
