/**
 * The GIP and alternative reports and the saved reports (issue 20 points 1, 2 and 4): the form's
 * choices, previews, downloads, and saving, listing, reading, deleting and downloading a saved
 * one. The evidence export routes are in evidence/report-export.routes.ts.
 */
import { routes, type ReportType } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';
import { alternativePreviewPage, alternativeReport } from './gip/alternative-report';
import { gipChoices, gipCustomFields, orderParams } from './gip/gip-choices';
import { gipPreview } from './gip/gip-report';
import { sendReportFile } from './report-files';
import { reportStations } from './report-stations';
import {
  createSavedReport,
  deleteSavedReport,
  findSavedReport,
  listSavedReports,
  reportRowsFile,
  savedReportDto,
} from './saved-reports.service';

const GIP: ReportType = 'AUDIT_GIP_STATUS';
const ALTERNATIVE: ReportType = 'AUDIT_GIP_ALTERNATIVE_REPORT';
/** The file names of a download not saved yet. */
const BASE_NAMES: Record<ReportType, string> = {
  AUDIT_GIP_STATUS: 'gip-report',
  AUDIT_GIP_ALTERNATIVE_REPORT: 'gip-alternative-report',
};

export function reportRoutes(app: FastifyInstance, ctx: Context): void {
  for (const [route, column] of [
    [routes.gipAdvertisers, 'advertiser'],
    [routes.gipCampaigns, 'campaign'],
    [routes.gipVersions, 'version'],
  ] as const) {
    registerRoute(app, route, async (request) => {
      const stations = await reportStations(ctx.db, currentUser(request), request.query.stations ?? []);
      return { results: await gipChoices(ctx.db, stations, column, request.query) };
    });
  }

  registerRoute(app, routes.gipCustomFields, async (request) => {
    const stations = await reportStations(ctx.db, currentUser(request), request.query.stations ?? []);
    return { results: await gipCustomFields(ctx.db, stations) };
  });

  registerRoute(app, routes.gipParamsForOrder, async (request) => {
    const stations = await reportStations(ctx.db, currentUser(request), []);
    return orderParams(ctx.db, stations, request.query.orderId);
  });

  registerRoute(app, routes.gipPreview, async (request) => {
    const stations = await reportStations(ctx.db, currentUser(request), request.body.stationsIds);
    return gipPreview(ctx.db, stations, request.body, request.query);
  });

  registerRoute(app, routes.alternativePreview, async (request) => {
    const stations = await reportStations(ctx.db, currentUser(request), request.body.stationsIds);
    return alternativePreviewPage(await alternativeReport(ctx.db, stations, request.body), request.query);
  });

  for (const [route, type] of [
    [routes.gipDownload, GIP],
    [routes.alternativeDownload, ALTERNATIVE],
  ] as const) {
    registerRoute(app, route, async (request, reply) => {
      const { format } = request.query;
      const file = await reportRowsFile(ctx.db, currentUser(request), type, request.body, format);
      return sendReportFile(reply, format, BASE_NAMES[type], file);
    });
  }

  for (const [route, type] of [
    [routes.createGipReport, GIP],
    [routes.createAlternativeReport, ALTERNATIVE],
  ] as const) {
    registerRoute(app, route, async (request) => createSavedReport(ctx.db, currentUser(request), type, request.body));
  }

  registerRoute(app, routes.listGipReports, async (request) =>
    listSavedReports(ctx.db, currentUser(request), [GIP], request.query),
  );
  registerRoute(app, routes.listReports, async (request) =>
    listSavedReports(ctx.db, currentUser(request), [GIP, ALTERNATIVE], request.query),
  );

  for (const [route, type] of [
    [routes.getGipReport, GIP],
    [routes.getReport, undefined],
  ] as const) {
    registerRoute(app, route, async (request) => {
      const { report, creator } = await findSavedReport(ctx.db, currentUser(request), request.params.reportId, type);
      return savedReportDto(report, creator);
    });
  }

  for (const [route, type] of [
    [routes.deleteGipReport, GIP],
    [routes.deleteReport, undefined],
  ] as const) {
    registerRoute(app, route, async (request) =>
      deleteSavedReport(ctx, currentUser(request), request.params.reportId, type),
    );
  }

  for (const [route, type] of [
    [routes.downloadGipReport, GIP],
    [routes.downloadAlternativeReport, ALTERNATIVE],
  ] as const) {
    registerRoute(app, route, async (request, reply) => {
      const user = currentUser(request);
      const { report } = await findSavedReport(ctx.db, user, request.params.reportId, type);
      const { format } = request.query;
      const file = await reportRowsFile(ctx.db, user, type, report.config, format);
      return sendReportFile(reply, format, report.name, file);
    });
  }
}
