/**
 * The confirmation of SPOT schedules by matches (issue 16 point 2): a station-day's schedules and
 * the matches of the audios that apply to the station are paired by `pairDay`
 * (schedule-pairing.ts), and that station-day's rows of `audit_schedule_confirmations` are
 * replaced. Whatever changes a day's schedules or matches re-pairs the day afterwards. Each
 * re-pairing holds a transaction-scoped advisory lock per station-day, so two writers re-pairing
 * one day run one after the other, and the last one reads everything both committed.
 */
import { stationDay } from '@antena/contract';
import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import type { Tx } from '../../db';
import {
  auditAudios,
  auditClientConfigs,
  auditMatches,
  auditScheduleConfirmations,
  auditSchedules,
  stations,
} from '../../db/schema';
import { auditConfigOfRow } from './audit-config';
import { appliesTo } from './audios.service';
import { matchCountsSql } from './finding-review';
import { pairDay, type PairingMatch, type PairingSchedule } from './schedule-pairing';

type RepairContext = Pick<Context, 'db' | 'log'>;

/** Days re-paired in one transaction: a month of a busy station is about 4,500 schedules. */
const DAYS_PER_TRANSACTION = 31;
/** Confirmations a single insert writes (6 parameters each, far under PostgreSQL's 65,535). */
const INSERT_ROWS = 2000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Every zone's day lies within this much of its UTC date, so a day's airings are looked for that far out. */
const ZONE_REACH_MS = 15 * HOUR_MS;
/** Deadlock, and a match deleted between the read and the insert: both are worth a fresh try. */
const RETRIED_CODES = new Set(['40P01', '23503']);
const ATTEMPTS = 3;

const codeOf = (error: unknown): unknown => {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as Error & { code?: unknown }).code;
    if (code) return code;
  }
  return undefined;
};

/** Sorted, so writers with overlapping days always take their locks in the same order. */
async function lockDays(tx: Tx, stationId: string, days: string[]): Promise<void> {
  const keys = days.map((day) => sql`${`${stationId}:${day}`}`);
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('audit_schedule_day'), hashtext(k)) from (select k from unnest(array[${sql.join(keys, sql`, `)}]::text[]) k order by k) locked`,
  );
}

/** The station and its client's configuration, read under the lock: a change to either re-pairs after it. */
async function stationAndConfig(tx: Tx, stationId: string) {
  const [found] = await tx
    .select({
      station: {
        id: stations.id,
        clientId: stations.clientId,
        stationGroupId: stations.stationGroupId,
        timezone: stations.timezone,
      },
      config: auditClientConfigs,
    })
    .from(stations)
    .leftJoin(auditClientConfigs, eq(auditClientConfigs.clientId, stations.clientId))
    .where(eq(stations.id, stationId));
  return found && { station: found.station, config: auditConfigOfRow(found.config ?? undefined) };
}

async function repairChunk(tx: Tx, stationId: string, days: string[]): Promise<void> {
  await lockDays(tx, stationId, days);
  const found = await stationAndConfig(tx, stationId);
  if (!found) return;
  const { station, config } = found;
  const excluded = new Set(config.excludedCustomIds);
  const scheduleRows = (
    await tx
      .select({
        id: auditSchedules.id,
        customId: auditSchedules.customId,
        datetime: auditSchedules.datetime,
        day: auditSchedules.day,
        toleranceBefore: auditSchedules.toleranceBefore,
        toleranceAfter: auditSchedules.toleranceAfter,
      })
      .from(auditSchedules)
      .where(
        and(
          eq(auditSchedules.stationId, station.id),
          eq(auditSchedules.type, 'SPOT'),
          inArray(auditSchedules.day, days),
        ),
      )
  ).filter((row) => !excluded.has(row.customId));
  const customIds = [...new Set(scheduleRows.map((row) => row.customId))];
  const matchRows =
    customIds.length === 0
      ? []
      : await tx
          .select({ id: auditMatches.id, datetime: auditMatches.datetime, customId: auditAudios.customId })
          .from(auditMatches)
          .innerJoin(auditAudios, eq(auditAudios.id, auditMatches.audioId))
          .where(
            and(
              eq(auditMatches.stationId, station.id),
              appliesTo(station),
              // A match waiting for review, or rejected, confirms nothing (issue 33 point 4).
              matchCountsSql,
              inArray(auditAudios.customId, customIds),
              gte(auditMatches.datetime, Date.parse(`${days[0]}T00:00:00Z`) - ZONE_REACH_MS),
              lte(auditMatches.datetime, Date.parse(`${days.at(-1)}T00:00:00Z`) + DAY_MS + ZONE_REACH_MS),
            ),
          );
  const byDay = new Map(
    days.map((day) => [day, { schedules: [] as PairingSchedule[], matches: [] as PairingMatch[] }]),
  );
  for (const row of scheduleRows)
    byDay.get(row.day)?.schedules.push({
      id: row.id,
      customId: row.customId,
      datetime: row.datetime,
      beforeMs: (row.toleranceBefore ?? config.tolerance.before) * 60_000,
      afterMs: (row.toleranceAfter ?? config.tolerance.after) * 60_000,
    });
  for (const row of matchRows) byDay.get(stationDay(station.timezone, row.datetime))?.matches.push(row);
  const confirmations = [...byDay].flatMap(([day, { schedules, matches }]) =>
    schedules.length === 0 || matches.length === 0
      ? []
      : pairDay(schedules, matches).map((pairing) => ({
          scheduleId: pairing.scheduleId,
          matchId: pairing.matchId,
          stationId: station.id,
          day,
          type: pairing.type,
          diffMinutes: pairing.diffMinutes,
        })),
  );
  const paired = confirmations.map((row) => row.matchId);
  await tx.delete(auditScheduleConfirmations).where(
    and(
      eq(auditScheduleConfirmations.stationId, station.id),
      // A match confirms one schedule: after a change of the station's timezone it may move to
      // another day than the one whose rows hold it.
      or(
        inArray(auditScheduleConfirmations.day, days),
        paired.length > 0 ? inArray(auditScheduleConfirmations.matchId, paired) : undefined,
      ),
    ),
  );
  for (let i = 0; i < confirmations.length; i += INSERT_ROWS)
    await tx.insert(auditScheduleConfirmations).values(confirmations.slice(i, i + INSERT_ROWS));
}

/**
 * Re-pairs the station's schedules of `days` (station-local YYYY-MM-DD) with their matches. Days
 * without SPOT schedules are skipped: they hold no confirmations, and a schedule added to one
 * later re-pairs it itself, reading every match committed before.
 */
export async function repairStationDays(ctx: RepairContext, stationId: string, days: string[]): Promise<void> {
  if (days.length === 0) return;
  const scheduled = (
    await ctx.db
      .selectDistinct({ day: auditSchedules.day })
      .from(auditSchedules)
      .where(
        and(
          eq(auditSchedules.stationId, stationId),
          eq(auditSchedules.type, 'SPOT'),
          inArray(auditSchedules.day, [...new Set(days)]),
        ),
      )
  )
    .map((row) => row.day)
    .sort();
  for (let i = 0; i < scheduled.length; i += DAYS_PER_TRANSACTION) {
    const chunk = scheduled.slice(i, i + DAYS_PER_TRANSACTION);
    for (let attempt = 1; ; attempt++) {
      try {
        await ctx.db.transaction((tx) => repairChunk(tx, stationId, chunk));
        break;
      } catch (error) {
        const code = codeOf(error);
        if (attempt >= ATTEMPTS || !RETRIED_CODES.has(code as string)) throw error;
        ctx.log.warn({ stationId, code, attempt }, 'audit: schedule re-pairing met a concurrent change, retried');
      }
    }
  }
}

/** Re-pairs the days of matches at these instants (added, changed or deleted) at one station. */
export async function repairMatchDays(
  ctx: RepairContext,
  station: Pick<typeof stations.$inferSelect, 'id' | 'timezone'>,
  datetimes: number[],
): Promise<void> {
  await repairStationDays(ctx, station.id, [...new Set(datetimes.map((ms) => stationDay(station.timezone, ms)))]);
}

/**
 * Re-pairs every day on which the station has SPOT schedules of these custom ids: what an audio's
 * change (a retro-scan's new matches, an override or a delete) can affect at that station.
 */
export async function repairScheduledDays(ctx: RepairContext, stationId: string, customIds: string[]): Promise<void> {
  if (customIds.length === 0) return;
  const rows = await ctx.db
    .selectDistinct({ day: auditSchedules.day })
    .from(auditSchedules)
    .where(
      and(
        eq(auditSchedules.stationId, stationId),
        eq(auditSchedules.type, 'SPOT'),
        inArray(auditSchedules.customId, customIds),
      ),
    );
  await repairStationDays(
    ctx,
    stationId,
    rows.map((row) => row.day),
  );
}

/** After an audio's matches were deleted or replaced: every station it applies to, its custom id's days. */
export async function repairAudioDays(
  ctx: RepairContext,
  audio: { stationId: string | null; stationGroupId: string | null; customId: string },
): Promise<void> {
  const where = audio.stationId ? eq(stations.id, audio.stationId) : eq(stations.stationGroupId, audio.stationGroupId!);
  const targets = await ctx.db.select({ id: stations.id }).from(stations).where(where);
  for (const { id } of targets) await repairScheduledDays(ctx, id, [audio.customId]);
}

/** Re-pairs every station-day of the client's SPOT schedules (its excluded ids or default tolerances changed). */
export async function repairClient(ctx: RepairContext, clientId: string): Promise<void> {
  const rows = await ctx.db
    .selectDistinct({ stationId: auditSchedules.stationId, day: auditSchedules.day })
    .from(auditSchedules)
    .where(and(eq(auditSchedules.clientId, clientId), eq(auditSchedules.type, 'SPOT')));
  const daysOf = new Map<string, string[]>();
  for (const row of rows) {
    const days = daysOf.get(row.stationId) ?? [];
    days.push(row.day);
    daysOf.set(row.stationId, days);
  }
  for (const [stationId, days] of daysOf) await repairStationDays(ctx, stationId, days);
}

/** Re-pairs every station-day of the station's SPOT schedules (its timezone changed). */
export async function repairStation(ctx: RepairContext, stationId: string): Promise<void> {
  const rows = await ctx.db
    .selectDistinct({ day: auditSchedules.day })
    .from(auditSchedules)
    .where(and(eq(auditSchedules.stationId, stationId), eq(auditSchedules.type, 'SPOT')));
  await repairStationDays(
    ctx,
    stationId,
    rows.map((row) => row.day),
  );
}
