/**
 * spec 03 "Report (saved)" (issue 20 point 4): a GIP or alternative report's name and config,
 * computed again with the reader's scope whenever it is read or downloaded. Every call reaches
 * the caller's client's reports only (another client's is a 404); a superadmin outside any client
 * reaches all, as everywhere (access/tenant.ts) (docs/reports.md "Saved reports").
 */
import type { ReportConfig, ReportType, SavedReport, SaveReportInput } from '@antena/contract';
import { saveReportSchema, type savedReportsQuerySchema } from '@antena/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context } from '../../context';
import type { Db } from '../../db';
import { reports, users } from '../../db/schema';
import type { AccessUser, StationRow } from '../../access/station-access';
import { tenantScope } from '../../access/tenant';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { alternativeReport } from './gip/alternative-report';
import { gipReport } from './gip/gip-report';
import { alternativeColumns, gipColumns, rowTimezone } from './gip/report-columns';
import { writeCsv, writeXlsx, type ReportFileFormat } from './report-files';
import { reportStations } from './report-stations';
import { withinTimeBounds } from './time-bounds';

export type ReportRow = typeof reports.$inferSelect;
export type ReportCreator = Pick<typeof users.$inferSelect, 'id' | 'email' | 'name' | 'surname'>;
type SavedReportsQuery = z.output<typeof savedReportsQuerySchema>;
type ReportUser = AccessUser;

const creatorColumns = { id: users.id, email: users.email, name: users.name, surname: users.surname };

/** The saved report as the contract shows it; `data.export` is null until an export was started. */
export function savedReportDto(row: ReportRow, creator: ReportCreator | null): SavedReport {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    createdById: row.createdById,
    createdBy: creator && {
      id: creator.id,
      email: creator.email,
      name: [creator.name, creator.surname].filter(Boolean).join(' ') || creator.email,
    },
    data: {
      config: withinTimeBounds(row.config),
      export:
        row.exportStatus === null
          ? null
          : {
              status: row.exportStatus,
              progress: row.exportProgress,
              options: row.exportOptions!,
              error: row.exportError,
              airings: row.exportAirings,
              startedAt: (row.exportStartedAt ?? row.createdAt).toISOString(),
              finishedAt: row.exportFinishedAt?.toISOString() ?? null,
              publicUrl: row.exportPublicUrl,
            },
    },
  };
}

/** Saves a report of the caller's client after checking that the caller reaches its stations. */
export async function createSavedReport(
  db: Db,
  user: ReportUser,
  type: ReportType,
  input: z.output<typeof saveReportSchema> | SaveReportInput,
): Promise<SavedReport> {
  // A saved report belongs to a client: a superadmin must act as one of its users to save one.
  if (!user.clientId) throw badRequest('Act as a user of a client to save a report: it is saved for that client');
  const parsed = saveReportSchema.parse(input);
  await reportStations(db, user, parsed.data.config.stationsIds);
  const [row] = await db
    .insert(reports)
    .values({ clientId: user.clientId, name: parsed.name, type, createdById: user.id, config: parsed.data.config })
    .returning();
  const [creator] = await db.select(creatorColumns).from(users).where(eq(users.id, user.id));
  return savedReportDto(row!, creator ?? null);
}

/** The caller's client's saved reports of these types, newest first, page 0 first. */
export async function listSavedReports(
  db: Db,
  user: ReportUser,
  types: readonly ReportType[],
  query: SavedReportsQuery,
) {
  const where = and(
    tenantScope(user, reports.clientId),
    inArray(reports.type, [...types]),
    query.createdById ? eq(reports.createdById, query.createdById) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ report: reports, creator: creatorColumns })
      .from(reports)
      .leftJoin(users, eq(users.id, reports.createdById))
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ value: count() }).from(reports).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    // The creator is always included: `contain=createdBy` asks for what the list shows anyway.
    results: rows.map(({ report, creator }) => savedReportDto(report, creator?.id ? creator : null)),
    metadata: { totalCount },
    pagesCount: Math.ceil(totalCount / query.pageSize),
  };
}

/** One saved report of the caller's client (of `type` when given), with its creator; 404 otherwise. */
export async function findSavedReport(db: Db, user: ReportUser, reportId: string, type?: ReportType) {
  const [found] = await db
    .select({ report: reports, creator: creatorColumns })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.createdById))
    .where(
      and(eq(reports.id, reportId), tenantScope(user, reports.clientId), type ? eq(reports.type, type) : undefined),
    );
  if (!found) throw notFound('Report not found');
  return { report: found.report, creator: found.creator?.id ? found.creator : null };
}

/** spec 03 "Created reports": superadmins and client admins delete any, others only their own. */
export const mayDelete = (user: ReportUser, report: Pick<ReportRow, 'createdById'>) =>
  user.role === 'SUPERADMIN' || user.role === 'CLIENT_ADMIN' || report.createdById === user.id;

/** Deletes a saved report and its export's ZIP; the row goes first, so a storage failure leaves no report. */
export async function deleteSavedReport(
  ctx: Pick<Context, 'db' | 'storage' | 'log'>,
  user: ReportUser,
  reportId: string,
  type?: ReportType,
) {
  const { report } = await findSavedReport(ctx.db, user, reportId, type);
  if (!mayDelete(user, report)) throw forbidden('Only an admin or its creator may delete this report');
  await ctx.db.delete(reports).where(eq(reports.id, report.id));
  if (report.exportKey) {
    try {
      await ctx.storage.delete(report.exportKey);
    } catch (error) {
      // The report is gone either way; an object storage refused is logged, not shown to the user.
      ctx.log.warn({ err: error, reportId, key: report.exportKey }, 'report export ZIP not deleted');
    }
  }
  return { deleted: true as const };
}

const SHEET_NAMES: Record<ReportType, string> = {
  AUDIT_GIP_STATUS: 'GIP report',
  AUDIT_GIP_ALTERNATIVE_REPORT: 'Alternative report',
};

/** A report's rows as a csv or xlsx file, computed over the given stations. */
export async function computeReportFile(
  db: Db,
  stations: readonly StationRow[],
  type: ReportType,
  config: ReportConfig,
  format: ReportFileFormat,
): Promise<Buffer> {
  if (type === 'AUDIT_GIP_ALTERNATIVE_REPORT') {
    const { rows } = await alternativeReport(db, stations, config);
    return format === 'csv'
      ? writeCsv(alternativeColumns, rows, { timezone: rowTimezone })
      : writeXlsx(alternativeColumns, rows, { sheetName: SHEET_NAMES[type], timezone: rowTimezone });
  }
  const { rows } = await gipReport(db, stations, config);
  return format === 'csv'
    ? writeCsv(gipColumns, rows, { timezone: rowTimezone })
    : writeXlsx(gipColumns, rows, { sheetName: SHEET_NAMES[type], timezone: rowTimezone });
}

/** The file of a report's config over the stations the caller reaches (a saved one: with today's scope). */
export async function reportRowsFile(
  db: Db,
  user: ReportUser,
  type: ReportType,
  config: ReportConfig,
  format: ReportFileFormat,
): Promise<Buffer> {
  return computeReportFile(db, await reportStations(db, user, config.stationsIds), type, config, format);
}
