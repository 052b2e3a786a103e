/**
 * The live mention calls of spec 03 section 7 (issue 19 points 2 and 3): list, one mention, review,
 * manual creation, the mention schedules of a day, and the mention status over the caller's
 * stations. Detection on demand is registered by detect.routes.ts.
 */
import { effectiveFeaturesConfig, featuresConfigSchema, routes } from '@antena/contract';
import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import type { Db } from '../../db';
import { stations } from '../../db/schema';
import { stationScope, type StationRow } from '../../access/station-access';
import type { UserWithRelations } from '../../access/user-record';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { registerRoute } from '../../http/route';
import { requireLiveMentions } from '../audit/schedule-import';
import { mentionSchedulesOfDay } from '../audit/schedules.service';
import {
  createManualLiveMention,
  findLiveMention,
  findLiveMentionsStation,
  listLiveMentions,
  reviewLiveMention,
} from './live-mentions.service';
import { mentionStatus } from '../audit/mention-status';

const liveMentionsOn = (station: StationRow) =>
  effectiveFeaturesConfig(featuresConfigSchema.parse(station.featuresConfig ?? {})).audit.liveMentionsEnabled;

/**
 * The stations a mention status covers: the ones asked, each reachable (404 otherwise) and with
 * live mentions (403 otherwise); none asked, every reachable station with live mentions.
 */
async function statusStations(db: Db, user: UserWithRelations, ids: string[] | undefined): Promise<StationRow[]> {
  const asked = ids?.length ? [...new Set(ids)] : undefined;
  const reachable = await db
    .select()
    .from(stations)
    .where(and(stationScope(user), asked ? inArray(stations.id, asked) : undefined));
  if (!asked) return reachable.filter(liveMentionsOn);
  if (reachable.length < asked.length) throw notFound('Station not found');
  reachable.forEach(requireLiveMentions);
  return reachable;
}

export function liveMentionRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.listLiveMentions, async (request) => {
    const station = await findLiveMentionsStation(ctx.db, request, request.params.id);
    return listLiveMentions(ctx.db, station, request.query);
  });

  registerRoute(app, routes.getLiveMention, async (request) => {
    const station = await findLiveMentionsStation(ctx.db, request, request.params.id);
    return findLiveMention(ctx.db, station, request.params.mentionId);
  });

  registerRoute(app, routes.updateLiveMention, async (request) => {
    const station = await findLiveMentionsStation(ctx.db, request, request.params.id);
    return reviewLiveMention(ctx.db, request, station, request.params.mentionId, request.body.confidence);
  });

  registerRoute(app, routes.createManualLiveMention, async (request) => {
    const station = await findLiveMentionsStation(ctx.db, request, request.params.id);
    return createManualLiveMention(ctx.db, station, currentUser(request).id, request.body);
  });

  registerRoute(app, routes.mentionDateSchedules, async (request) => {
    const station = await findLiveMentionsStation(ctx.db, request, request.params.id);
    return mentionSchedulesOfDay(ctx.db, station, request.query.date);
  });

  registerRoute(app, routes.mentionStatusReport, async (request) => {
    const { stationsIds, from, to, customId } = request.body;
    const covered = await statusStations(ctx.db, currentUser(request), stationsIds);
    return { results: await mentionStatus(ctx.db, covered, { from, to, customId }) };
  });
}
