import type { ConfirmationType, PathFormat, ScheduleType } from '@antena/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditMatches } from './audit';
import { clients } from './clients';
import { id, timestamps } from './columns';
import { stations } from './stations';

const epochMs = (name: string) => bigint(name, { mode: 'number' });

/**
 * spec 03 "Schedule": a spot (SPOT, from an ASC/PLK file) or a live mention (MENTION, from a PNT
 * CSV) a client bought on a station. `day` is the station-local date of `datetime` (YYYY-MM-DD):
 * the unit the pairing with matches is computed over. Tolerances are minutes; null means the
 * client's default (INHERITED_FROM_CLIENT_CONFIG). The unique key makes an import idempotent.
 */
export const auditSchedules = pgTable(
  'audit_schedules',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    type: text('type').$type<ScheduleType>().notNull(),
    datetime: epochMs('datetime').notNull(),
    day: text('day').notNull(),
    customId: text('custom_id').notNull(),
    advertiser: text('advertiser').notNull().default(''),
    campaign: text('campaign').notNull().default(''),
    version: text('version').notNull().default(''),
    order: text('order'),
    custom: jsonb('custom').$type<Record<string, string>>().notNull().default({}),
    toleranceBefore: integer('tolerance_before'),
    toleranceAfter: integer('tolerance_after'),
    /** MENTION: the PNT CSV's title, script (dirtyText) and times to be read. */
    title: text('title'),
    dirtyText: text('dirty_text'),
    count: integer('count').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('audit_schedules_station_type_datetime_custom_id').on(t.stationId, t.type, t.datetime, t.customId),
    index('audit_schedules_station_datetime_idx').on(t.stationId, t.datetime),
    index('audit_schedules_station_day_idx').on(t.stationId, t.day),
    index('audit_schedules_client_custom_id_idx').on(t.clientId, t.customId),
  ],
);

/**
 * The pairing of a SPOT schedule with the match that confirms it (docs/schedule-pairing.md): at
 * most one match a schedule and one schedule a match, rewritten whenever the station-day's
 * matches or schedules change. `diffMinutes` is match minus schedule.
 */
export const auditScheduleConfirmations = pgTable(
  'audit_schedule_confirmations',
  {
    scheduleId: uuid('schedule_id')
      .primaryKey()
      .references(() => auditSchedules.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => auditMatches.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    type: text('type').$type<ConfirmationType>().notNull(),
    diffMinutes: real('diff_minutes').notNull(),
  },
  (t) => [
    uniqueIndex('audit_schedule_confirmations_match').on(t.matchId),
    index('audit_schedule_confirmations_station_day_idx').on(t.stationId, t.day),
  ],
);

/** spec 03 "Audit client config", one row a client (absent: the defaults of audit-config.ts). */
export const auditClientConfigs = pgTable('audit_client_configs', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  excludedCustomIds: text('excluded_custom_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  toleranceBefore: integer('tolerance_before').notNull(),
  toleranceAfter: integer('tolerance_after').notNull(),
  pathFormats: jsonb('path_formats').$type<PathFormat[]>().notNull(),
  ...timestamps(),
});
