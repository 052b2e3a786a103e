/** The station audit's schedule calls (spec 03 section 7, Audit II): import, list, custom ids and status. */
import { MAX_SCHEDULE_ROWS, routes, type AdScheduleFormat, type PntScheduleParseResult } from '@antena/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../../context';
import { requireClientId } from '../../access/tenant';
import { currentUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { registerRoute } from '../../http/route';
import { findAuditStation } from './audit-station';
import { createMentionSchedules, createSpotSchedules, readScheduleFile, requireLiveMentions } from './schedule-import';
import { parseScheduleFileOffThread, type ScheduleParseJob } from './schedule-parse-thread';
import { mentionStatus } from './mention-status';
import { findSchedule, listSchedules, scheduleCustomIds } from './schedules.service';
import { scheduleStatus } from './station-reports.service';

/**
 * create-batch takes back a whole parsed file (up to MAX_SCHEDULE_ROWS rows of a few hundred
 * bytes): past the server's 1 MiB JSON limit, so its route has its own.
 */
const BATCH_BODY_LIMIT = MAX_SCHEDULE_ROWS * 400;

/** The file read in the worker thread, as the contract's JSON; 400 on body.file past the row cap. */
async function parseFile(request: FastifyRequest, job: ScheduleParseJob): Promise<string> {
  const { content } = await readScheduleFile(request);
  const answer = await parseScheduleFileOffThread(job, content);
  if ('json' in answer) return answer.json;
  const limit = answer.tooManyRows;
  throw badRequest(`The file has more than ${limit} schedule rows: split it into files of at most ${limit} rows`, [
    { path: 'body.file', message: `At most ${limit} rows` },
  ]);
}

/** The parse's JSON as it is: the worker checked it against the contract's answer. */
const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

export function scheduleRoutes(app: FastifyInstance, ctx: Context): void {
  const parseAd =
    (format: AdScheduleFormat) => async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const station = await findAuditStation(ctx.db, request, request.params.id);
      return sendJson(reply, await parseFile(request, { kind: 'ad', format, timeZone: station.timezone }));
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

  registerRoute(app, routes.validatePntSchedules, async (request, reply) => {
    const station = await findAuditStation(ctx.db, request, request.params.id);
    requireLiveMentions(station);
    return sendJson(reply, await parseFile(request, { kind: 'pnt' }));
  });

  registerRoute(app, routes.importPntSchedules, async (request) => {
    const station = await findAuditStation(ctx.db, request, request.params.id);
    requireLiveMentions(station);
    const { rows, errors } = JSON.parse(await parseFile(request, { kind: 'pnt' })) as PntScheduleParseResult;
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
}
