/** The station audit's schedule calls (spec 03 section 7, Audit II): import, list and custom ids. */
import { MAX_SCHEDULE_ROWS, routes, type AdScheduleFormat } from '@antena/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Context } from '../../context';
import { requireClientId } from '../../access/tenant';
import { currentUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { registerRoute } from '../../http/route';
import { findAuditStation } from './audit-station';
import { parseAdScheduleFile } from './schedule-files/ad-schedule-file';
import { parsePntScheduleFile } from './schedule-files/pnt-schedule-file';
import { createMentionSchedules, createSpotSchedules, readScheduleFile, requireLiveMentions } from './schedule-import';
import { findSchedule, listSchedules, scheduleCustomIds } from './schedules.service';

/**
 * create-batch takes back a whole parsed file (up to MAX_SCHEDULE_ROWS rows of a few hundred
 * bytes): past the server's 1 MiB JSON limit, so its route has its own.
 */
const BATCH_BODY_LIMIT = MAX_SCHEDULE_ROWS * 400;

export function scheduleRoutes(app: FastifyInstance, ctx: Context): void {
  const parseAd = (format: AdScheduleFormat) => async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const station = await findAuditStation(ctx.db, request, request.params.id);
    const { content } = await readScheduleFile(request);
    return parseAdScheduleFile(content, { format, timeZone: station.timezone });
  };
  registerRoute(app, routes.parsePlkSchedules, parseAd('PLK'));
  registerRoute(app, routes.parseAscSchedules, parseAd('ASC'));

  void app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = BATCH_BODY_LIMIT;
    });
    registerRoute(scope, routes.createScheduleBatch, async (request) => {
      const station = await findAuditStation(ctx.db, request, request.params.id);
      return createSpotSchedules(ctx, station, request.body.rows);
    });
  });

  registerRoute(app, routes.validatePntSchedules, async (request) => {
    const station = await findAuditStation(ctx.db, request, request.params.id);
    requireLiveMentions(station);
    return parsePntScheduleFile((await readScheduleFile(request)).content);
  });

  registerRoute(app, routes.importPntSchedules, async (request) => {
    const station = await findAuditStation(ctx.db, request, request.params.id);
    requireLiveMentions(station);
    const { rows, errors } = parsePntScheduleFile((await readScheduleFile(request)).content);
    if (errors.length > 0)
      throw badRequest(
        `The file has ${errors.length} bad rows (lines ${errors.map((error) => error.line).join(', ')}): nothing was imported`,
        errors.map((error) => ({ path: 'body.file', message: `Line ${error.line}: ${error.reason}` })),
      );
    if (rows.length === 0) throw badRequest('The file has no rows', [{ path: 'body.file', message: 'No rows' }]);
    return createMentionSchedules(ctx, station, rows);
  });

  registerRoute(app, routes.listSchedules, async (request) => {
    const station = await findAuditStation(ctx.db, request, request.params.id);
    return listSchedules(ctx.db, station, request.query);
  });

  registerRoute(app, routes.getSchedule, async (request) => {
    const station = await findAuditStation(ctx.db, request, request.params.id);
    const schedule = await findSchedule(ctx.db, station, request.params.scheduleId, request.query.contain);
    if (!schedule) throw notFound('Schedule not found');
    return schedule;
  });

  registerRoute(app, routes.scheduleCustomIds, async (request) => {
    const user = currentUser(request);
    return { results: await scheduleCustomIds(ctx.db, user, requireClientId(user), request.query) };
  });
}
