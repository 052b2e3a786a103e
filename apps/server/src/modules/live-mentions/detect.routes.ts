/**
 * `POST …/audit/live-mentions/detect` (issue 19, spec 03 section 7): an administrator asks for a
 * station day's detection, today's included (the daily pass only detects days that are over).
 * It is queued, and answered as soon as it is; without a queue (scripts, API-only tests) the
 * day is detected before answering.
 */
import { routes, stationDay } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import { findReachableStation } from '../../access/station-access';
import type { Context } from '../../context';
import { currentUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { registerRoute } from '../../http/route';
import { requireLiveMentions } from '../audit/schedule-import';
import { detectStationDay } from './detection';
import { queueDetection } from './detection-days';

export function detectLiveMentionRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.detectLiveMentions, async (request) => {
    const station = await findReachableStation(ctx.db, currentUser(request), request.params.id);
    requireLiveMentions(station);
    const { date } = request.body;
    // Compared as YYYY-MM-DD strings on the station's clock: a day not yet begun has no words.
    if (date > stationDay(station.timezone, Date.now()))
      throw badRequest('The date is in the future', [
        { path: 'body.date', message: "A date up to today, on the station's clock" },
      ]);
    if (await queueDetection(ctx, station.id, date)) return { queued: true, date };
    await detectStationDay(ctx, station.id, date);
    return { queued: false, date };
  });
}
