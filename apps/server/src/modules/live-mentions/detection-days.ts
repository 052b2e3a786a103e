/**
 * Which station days to detect, and queuing them (issue 19 point 1). A day is detected once it
 * is over and transcribed: the daily pass (`live-mentions.detect-days`) looks at yesterday and
 * the day before on each station's clock, so a day whose transcription caught up late (an engine
 * outage) is still detected. Today is detected only when a user asks (spec 03: "Resultados no
 * disponibles. El procesamiento de datos se hace al finalizar el día").
 */
import { effectiveFeaturesConfig, featuresConfigSchema, stationDay, zonedDay } from '@antena/contract';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import { auditSchedules, liveMentionDetections, segments, stations, transcriptionSegments } from '../../db/schema';
import { DAY_MARGIN_MS, daySpan, recordDetection } from './detection';

type PassContext = Pick<Context, 'db' | 'log' | 'queue'>;

/** A QUEUED or FAILED day is queued again after this: its job was lost, or it failed every retry. */
export const REQUEUE_DETECTION_MS = 60 * 60_000;

/** Queues one station day's detection and says so in its detection row. */
export async function queueDetection(ctx: PassContext, stationId: string, day: string): Promise<boolean> {
  if (!ctx.queue) return false;
  // detectedAt stays: the screens keep saying when the day was last detected.
  await recordDetection(ctx, stationId, day, { status: 'QUEUED', error: null });
  await ctx.queue.send('live-mentions.detect', { stationId, day });
  return true;
}

/** The station's last two days that are over: yesterday and the day before, on its clock. */
export function pastDays(timeZone: string, now: number): string[] {
  const yesterday = stationDay(timeZone, zonedDay(timeZone, now).from - 1);
  return [yesterday, stationDay(timeZone, daySpan(timeZone, yesterday).from - 1)];
}

/**
 * True when every segment of the day (and of the minutes around it, whose words the day reads) is
 * out of the transcription backlog: transcribed, or FAILED (one bad segment must not hold a day
 * back forever; the backlog retries it and a later detection on demand picks its words up).
 */
export async function dayTranscribed(ctx: Pick<Context, 'db'>, stationId: string, day: string, timeZone: string) {
  const { from, to } = daySpan(timeZone, day);
  const [pending] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(segments)
    .leftJoin(transcriptionSegments, eq(transcriptionSegments.segmentId, segments.id))
    .where(
      and(
        eq(segments.stationId, stationId),
        gte(segments.startTs, from - DAY_MARGIN_MS),
        lte(segments.startTs, to + DAY_MARGIN_MS),
        sql`(${transcriptionSegments.segmentId} is null or ${transcriptionSegments.status} = 'QUEUED')`,
      ),
    );
  return (pending?.count ?? 0) === 0;
}

/** One pass: the days queued, as `stationId/day`. */
export async function queueDetectionDays(ctx: PassContext, now = Date.now()): Promise<string[]> {
  if (!ctx.queue) return [];
  const all = await ctx.db
    .select({ id: stations.id, timezone: stations.timezone, featuresConfig: stations.featuresConfig })
    .from(stations);
  const queued: string[] = [];
  for (const station of all) {
    const features = effectiveFeaturesConfig(featuresConfigSchema.parse(station.featuresConfig ?? {}));
    if (!features.audit.liveMentionsEnabled || !features.transcription.enabled) continue;
    for (const day of pastDays(station.timezone, now)) {
      if (!(await due(ctx, station.id, day, station.timezone, now))) continue;
      if (!(await dayTranscribed(ctx, station.id, day, station.timezone))) continue;
      await queueDetection(ctx, station.id, day);
      queued.push(`${station.id}/${day}`);
    }
  }
  if (queued.length > 0) ctx.log.info({ days: queued.length }, 'live mentions: days queued for detection');
  return queued;
}

/**
 * The day has mention schedules and no detection of the whole day: none yet, one queued or failed
 * over an hour ago, or one done before the day was over (a user's request during the day).
 */
async function due(ctx: PassContext, stationId: string, day: string, timeZone: string, now: number) {
  const [schedule] = await ctx.db
    .select({ id: auditSchedules.id })
    .from(auditSchedules)
    .where(
      and(eq(auditSchedules.stationId, stationId), eq(auditSchedules.type, 'MENTION'), eq(auditSchedules.day, day)),
    )
    .limit(1);
  if (!schedule) return false;
  const [detection] = await ctx.db
    .select({
      status: liveMentionDetections.status,
      detectedAt: liveMentionDetections.detectedAt,
      updatedAt: liveMentionDetections.updatedAt,
    })
    .from(liveMentionDetections)
    .where(and(eq(liveMentionDetections.stationId, stationId), eq(liveMentionDetections.day, day)));
  if (!detection) return true;
  if (detection.status === 'DONE')
    return (detection.detectedAt?.getTime() ?? 0) <= daySpan(timeZone, day).to + DAY_MARGIN_MS;
  return detection.updatedAt.getTime() < now - REQUEUE_DETECTION_MS;
}
