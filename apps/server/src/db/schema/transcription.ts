import type { TranscriptionWord } from '@antena/contract';
import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { segments } from './recording';
import { stations } from './stations';

const epochMs = (name: string) => bigint(name, { mode: 'number' });
/** drizzle has no tsvector type (STACK.md); written with to_tsvector on insert, read only by search. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * spec 02's transcription row (issue 18): one speaker's run of words within one segment. Rows
 * belong to the segment their words fall in, so a batch rerun replaces exactly its segments'
 * rows, and retention removes them with the segment. `words` hold epoch-ms times. What search
 * reads is in `transcription_search`.
 */
export const transcriptionRows = pgTable(
  'transcription_rows',
  {
    id: id(),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    segmentId: uuid('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    time: epochMs('time').notNull(),
    lengthMs: integer('length_ms').notNull(),
    speaker: text('speaker'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{speech}'`),
    words: jsonb('words').$type<TranscriptionWord[]>().notNull(),
    /** The engine's words when `words` were edited since; null while unedited. */
    originalWords: jsonb('original_words').$type<TranscriptionWord[]>(),
    text: text('text').notNull(),
  },
  (t) => [
    index('transcription_rows_station_time_idx').on(t.stationId, t.time),
    index('transcription_rows_segment_idx').on(t.segmentId),
  ],
);

/**
 * The searchable part of each transcription row, kept apart from its words: a search visits
 * every matching row to count its windows, and a row's words make it four times wider, so a
 * year of a station read here fits the database's buffers where the rows do not (bench/speech).
 * `search` is the unaccented text in the station's language configuration (docs/speech.md).
 */
export const transcriptionSearch = pgTable(
  'transcription_search',
  {
    rowId: uuid('row_id')
      .primaryKey()
      .references(() => transcriptionRows.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id').notNull(),
    time: epochMs('time').notNull(),
    search: tsvector('search').notNull(),
  },
  (t) => [
    index('transcription_search_station_time_idx').on(t.stationId, t.time),
    index('transcription_search_search_idx').using('gin', t.search),
  ],
);

export type TranscriptionSegmentStatus = 'QUEUED' | 'DONE' | 'FAILED';

/**
 * Where each segment of a transcribed station stands: the backlog queues the segments with no
 * row here, FAILED ones after a backoff and QUEUED ones whose job was lost.
 */
export const transcriptionSegments = pgTable(
  'transcription_segments',
  {
    segmentId: uuid('segment_id')
      .primaryKey()
      .references(() => segments.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    status: text('status').$type<TranscriptionSegmentStatus>().notNull(),
    /** The engine's reason of the last failure. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('transcription_segments_station_idx').on(t.stationId, t.status)],
);
