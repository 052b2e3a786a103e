/** The station audit's reports of Audit II (spec 03 section 7): schedule status, equal-md5, no-matches, missing audios. */
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { registerRoute } from '../../http/route';
import { equalMd5Report, missingAudiosReport, noMatchesReport, scheduleStatus } from './audit-reports.service';
import { findAuditStation } from './audit-station';
import { mentionStatus } from './mention-status';
import { requireLiveMentions } from './schedule-import';

export function auditReportRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.scheduleStatus, async (request) => {
    const station = await findAuditStation(ctx.db, request, request.params.id);
    const { date, customId } = request.query;
    // spec 03 "for mentions: date, customId": a station day's mention status (issue 19).
    if (date) {
      requireLiveMentions(station);
      return { results: await mentionStatus(ctx.db, [station], { day: date, customId }) };
    }
    return { results: await scheduleStatus(ctx.db, station, request.query) };
  });

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
