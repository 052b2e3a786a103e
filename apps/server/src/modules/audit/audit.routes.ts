/**
 * The station audit's calls of Audit I (spec 03 section 7): reference audios and matches, and
 * a match's review (issue 33 point 4).
 */
import { routes } from '@antena/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { auditAudios, auditMatches } from '../../db/schema';
import { recordChange } from '../../access/admin-audit';
import { requireClientId } from '../../access/tenant';
import { currentUser } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { badRequest, notFound } from '../../http/errors';
import { registerRoute } from '../../http/route';
import { sendStoredObject } from '../media/send-stored-object';
import { uploadAudio } from './audio-upload';
import { appliesTo, listStationAudios } from './audios.service';
import { findAuditStation } from './audit-station';
import { findMatchRow, groupIntoMatches, listMatches, listResults, toAuditResult } from './matches.service';
import { repairAudioDays, repairMatchDays } from './schedule-confirmation';

export function auditRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.uploadAuditAudio, async (request, reply) => {
    const { audio, overridden } = await uploadAudio(ctx, request);
    reply.status(201);
    return { ...audio, overridden };
  });

  registerRoute(app, routes.deleteAuditAudio, async (request, reply) => {
    const clientId = requireClientId(currentUser(request));
    const [deleted] = await ctx.db
      .delete(auditAudios)
      .where(and(eq(auditAudios.id, request.params.audioId), eq(auditAudios.clientId, clientId)))
      .returning();
    if (!deleted) throw notFound('Audio not found');
    await ctx.storage.delete(deleted.storageKey);
    // Its matches went with it: the schedules they confirmed may pair with another audio's.
    await repairAudioDays(ctx, deleted);
    return reply.status(204).send();
  });

  registerRoute(app, routes.listAuditAudios, async (request) => {
    const station = await findAuditStation(ctx.db, request, request.params.id);
    return listStationAudios(ctx.db, station, request.query);
  });

  registerRoute(app, routes.auditAudioMedia, async (request, reply) => {
    const station = await findAuditStation(ctx.db, request, request.params.id);
    const [audio] = await ctx.db
      .select()
      .from(auditAudios)
      .where(and(appliesTo(station), eq(auditAudios.customId, request.params.customId)))
      // The station's own audio (no group) before its group's, when both carry the id.
      .orderBy(sql`${auditAudios.stationGroupId} nulls first`)
      .limit(1);
    const object = audio && (await ctx.storage.stat(audio.storageKey));
    if (!audio || !object) throw notFound('Audio not found');
    if (request.query.download === 'true')
      reply.header('content-disposition', contentDisposition('attachment', audio.filename));
    return sendStoredObject(reply, ctx.storage, object, request.headers.range, 'private, max-age=300');
  });

  registerRoute(app, routes.listAuditMatches, async (request) => {
    const station = await findAuditStation(ctx.db, request, request.params.id);
    return listMatches(ctx.db, station, request.query);
  });

  registerRoute(app, routes.auditResults, async (request) => {
    const station = await findAuditStation(ctx.db, request, request.params.id);
    return listResults(ctx.db, station, request.query);
  });

  registerRoute(app, routes.createManualMatch, async (request, reply) => {
    const station = await findAuditStation(ctx.db, request, request.params.id);
    const { datetime, score, playedDuration, audioId } = request.body;
    if (datetime > Date.now())
      throw badRequest('The datetime may not be in the future', [
        { path: 'body.datetime', message: 'Not in the future' },
      ]);
    const [audio] = await ctx.db
      .select()
      .from(auditAudios)
      .where(and(appliesTo(station), eq(auditAudios.id, audioId)));
    if (!audio)
      throw badRequest('The audio is not one of this station', [{ path: 'body.audioId', message: 'Unknown audio' }]);
    const [created] = await ctx.db
      .insert(auditMatches)
      .values({
        stationId: station.id,
        audioId,
        datetime,
        score,
        playedDurationMs: playedDuration,
        refEndMs: Math.min(playedDuration, audio.durationMs),
        source: 'MANUAL',
        createdById: currentUser(request).id,
      })
      .returning();
    await repairMatchDays(ctx, station, [datetime]);
    reply.status(201);
    return groupIntoMatches([(await findMatchRow(ctx.db, created!.id))!], station)[0]!;
  });

  // Issue 33 point 4: accept or reject a match, as a live mention's review; logged with the change.
  registerRoute(app, routes.reviewAuditMatch, async (request) => {
    const station = await findAuditStation(ctx.db, request, request.params.id);
    const { review } = request.body;
    const updated = await ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(auditMatches)
        .where(and(eq(auditMatches.id, request.params.matchId), eq(auditMatches.stationId, station.id)))
        .for('update');
      if (!before) throw notFound('Match not found');
      const [after] = await tx.update(auditMatches).set({ review }).where(eq(auditMatches.id, before.id)).returning();
      const logged = (match: typeof before) => ({
        stationId: match.stationId,
        audioId: match.audioId,
        datetime: match.datetime,
        score: match.score,
        source: match.source,
        review: match.review,
      });
      await recordChange(tx, request, {
        action: 'audit-match.review',
        entityType: 'audit-match',
        entityId: before.id,
        clientId: station.clientId,
        before: logged(before),
        after: logged(after!),
      });
      return after!;
    });
    // What it confirms changes with whether it counts.
    await repairMatchDays(ctx, station, [updated.datetime]);
    return toAuditResult((await findMatchRow(ctx.db, updated.id))!, station);
  });
}
