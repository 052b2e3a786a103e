/**
 * The station audit's reports tab (spec 03 section 2 "reports", section 7 Audit II): equal-md5,
 * no-matches and missing audios. The schedule status is in schedules.routes.ts.
 */
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { registerRoute } from '../../http/route';
import { equalMd5Report, missingAudiosReport, noMatchesReport } from './station-reports.service';
import { findAuditStation } from './audit-station';

export function stationReportRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.equalMd5Report, async (request) => {
    const station = await findAuditStation(ctx.db, request, request.params.id);
    return { results: await equalMd5Report(ctx.db, station, request.query) };
  });

  registerRoute(app, routes.noMatchesReport, async (request) => {
    const station = await findAuditStation(ctx.db, request, request.params.id);
    return { results: await noMatchesReport(ctx.db, station, request.query) };
  });

  registerRoute(app, routes.missingAudiosReport, async (request) => {
    const station = await findAuditStation(ctx.db, request, request.params.id);
    return { results: await missingAudiosReport(ctx.db, station, request.query) };
  });
}
