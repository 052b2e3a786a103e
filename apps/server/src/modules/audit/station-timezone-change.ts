/**
 * A station's timezone changed: the station-local days stored with its rows were the old clock's.
 * SPOT schedules and live mentions take the day of their instant on the new clock; MENTION
 * schedules keep the date their PNT file gave and start on that date on the new clock
 * (docs/decisions.md, "A station's timezone change"). Confirmations follow their schedule's day
 * at once; the re-pairing of the station's days comes after the commit (`repairStation`).
 */
import { dayStart } from '@antena/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db';
import { auditScheduleConfirmations, auditSchedules, liveMentions } from '../../db/schema';

/** The date of an epoch-ms column on a clock, computed by the database: one statement per table. */
const dayOn = (column: typeof auditSchedules.datetime | typeof liveMentions.datetime, timeZone: string) =>
  sql<string>`to_char(to_timestamp(${column} / 1000.0) at time zone ${timeZone}, 'YYYY-MM-DD')`;

export async function moveStationDays(tx: Tx, stationId: string, timeZone: string): Promise<void> {
  await tx
    .update(auditSchedules)
    .set({ day: dayOn(auditSchedules.datetime, timeZone) })
    .where(and(eq(auditSchedules.stationId, stationId), eq(auditSchedules.type, 'SPOT')));
  // A mention's start of day is computed as the import does (a station-year is at most 366 dates).
  const mentionDays = await tx
    .selectDistinct({ day: auditSchedules.day })
    .from(auditSchedules)
    .where(and(eq(auditSchedules.stationId, stationId), eq(auditSchedules.type, 'MENTION')));
  if (mentionDays.length > 0) {
    const days = mentionDays.map((row) => row.day);
    const starts = days.map((day) => dayStart(timeZone, day));
    await tx.execute(sql`
      update ${auditSchedules} set datetime = moved.start
      from (select unnest(${`{${days.join(',')}}`}::text[]) as day, unnest(${`{${starts.join(',')}}`}::bigint[]) as start) moved
      where ${auditSchedules.stationId} = ${stationId} and ${auditSchedules.type} = 'MENTION'
        and ${auditSchedules.day} = moved.day`);
  }
  await tx
    .update(liveMentions)
    .set({ day: dayOn(liveMentions.datetime, timeZone) })
    .where(eq(liveMentions.stationId, stationId));
  // Until the re-pairing runs, a confirmation stays on its schedule's (new) day.
  await tx.execute(sql`
    update ${auditScheduleConfirmations} set day = s.day
    from ${auditSchedules} s
    where ${auditScheduleConfirmations.stationId} = ${stationId}
      and s.id = ${auditScheduleConfirmations.scheduleId} and ${auditScheduleConfirmations.day} <> s.day`);
}
