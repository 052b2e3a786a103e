/**
 * The evidence export routes of saved reports (issue 20 point 5): start or retry an export, and a
 * signed URL of its ZIP once COMPLETED. The GIP routes serve GIP reports and the alternative ones
 * alternative reports (another type is 404, as another client's). A caller starts or downloads an
 * export only when they reach every station it covers (docs/evidence-export.md "Scope").
 */
import { routes, SIGNED_URL_SECONDS, type ReportType } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../../context';
import { currentUser } from '../../../http/auth';
import { conflict } from '../../../http/errors';
import { registerRoute } from '../../../http/route';
import { requireEvidenceExportCapacity } from '../../segments/export-limits';
import { assertCallerReaches, startReportExport, zipFileName } from './report-export';
import { findSavedReport, savedReportDto } from '../saved-reports.service';

const GIP: ReportType = 'AUDIT_GIP_STATUS';
const ALTERNATIVE: ReportType = 'AUDIT_GIP_ALTERNATIVE_REPORT';

export function reportExportRoutes(app: FastifyInstance, ctx: Context): void {
  for (const [route, type] of [
    [routes.exportGipReport, GIP],
    [routes.exportAlternativeReport, ALTERNATIVE],
  ] as const) {
    registerRoute(app, route, async (request, reply) => {
      const user = currentUser(request);
      const { report, creator } = await findSavedReport(ctx.db, user, request.params.reportId, type);
      await assertCallerReaches(ctx.db, user, report);
      await requireEvidenceExportCapacity(ctx.db, ctx.config, reply, report);
      return savedReportDto(await startReportExport(ctx, report, request.body), creator);
    });
  }

  for (const [route, type] of [
    [routes.gipExportDownloadUrl, GIP],
    [routes.alternativeExportDownloadUrl, ALTERNATIVE],
  ] as const) {
    registerRoute(app, route, async (request) => {
      const user = currentUser(request);
      const { report } = await findSavedReport(ctx.db, user, request.params.reportId, type);
      if (report.exportStatus !== 'COMPLETED' || !report.exportKey) {
        throw conflict('ERR_CONFLICT', 'The report has no completed export to download');
      }
      await assertCallerReaches(ctx.db, user, report);
      const url = ctx.storage.signedUrl(report.exportKey, {
        expiresInSeconds: SIGNED_URL_SECONDS,
        filename: zipFileName(report.name),
      });
      return { url, expiresAt: new Date(Date.now() + SIGNED_URL_SECONDS * 1000).toISOString() };
    });
  }
}
