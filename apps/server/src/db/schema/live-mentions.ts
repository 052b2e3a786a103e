import type { LiveMentionConfidence, LiveMentionType, MentionExplanation } from '@antena/contract';
import { bigint, integer, index, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auditSchedules } from './audit-schedules';
import { clients } from './clients';
import { id, timestamps } from './columns';
import { stations } from './stations';
import { users } from './users';

const epochMs = (name: string) => bigint(name, { mode: 'number' });

/**
 * spec 03 "Live mention match" (issue 19): a mention read on air, found in the station's
 * transcription from a MENTION schedule's script (type `zeroshot`, confidence AUTO until
 * reviewed) or created by hand (type `manual`). `day` is the station-local date of `datetime`:
 * a day's detection replaces that day's unreviewed AUTO mentions and nothing else. `scheduleId`
 * is the schedule it confirms (spec `confirmedSchedule`), null when it confirms none.
 */
export const liveMentions = pgTable(
  'live_mentions',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    scheduleId: uuid('schedule_id').references(() => auditSchedules.id, { onDelete: 'set null' }),
    day: text('day').notNull(),
    datetime: epochMs('datetime').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    confidence: text('confidence').$type<LiveMentionConfidence>().notNull(),
    type: text('type').$type<LiveMentionType>().notNull(),
    /** 0 to 1: how much of the script was heard (docs/live-mention-scoring.md); null when manual. */
    score: real('score'),
    /** Which words carried the score (issue 33); null when manual or detected before it. */
    explanation: jsonb('explanation').$type<MentionExplanation>(),
    timeStart: epochMs('time_start').notNull(),
    timeEnd: epochMs('time_end').notNull(),
    /** The script it was found from (the schedule's title and dirtyText); empty when manual. */
    content: text('content').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('live_mentions_station_datetime_idx').on(t.stationId, t.datetime),
    index('live_mentions_station_day_idx').on(t.stationId, t.day),
    index('live_mentions_schedule_idx').on(t.scheduleId),
  ],
);

export type LiveMentionDetectionStatus = 'QUEUED' | 'DONE' | 'FAILED';

/**
 * Where each station day's detection stands: the daily pass queues the days whose transcription
 * is complete and that have no DONE row here; `detectedAt` tells the screens when it last ran.
 */
export const liveMentionDetections = pgTable(
  'live_mention_detections',
  {
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    status: text('status').$type<LiveMentionDetectionStatus>().notNull(),
    error: text('error'),
    detectedAt: timestamp('detected_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.day] })],
);

/**
 * How often each word is said in a station's talk, per day (issue 33 point 1): a day's
 * detection writes its day's counts, and the scorer weighs each script word by how rare it is
 * over the station's recent days. `stems` maps a stem to the documents (blocks of words) that
 * hold it; `documents` is the day's number of blocks.
 */
export const liveMentionTermDays = pgTable(
  'live_mention_term_days',
  {
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    documents: integer('documents').notNull(),
    stems: jsonb('stems').$type<Record<string, number>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.day] })],
);
