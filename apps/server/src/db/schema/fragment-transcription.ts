import type { TranscriptionStatus, TranscriptionWord } from '@antena/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { fragments } from './fragments';

/**
 * A fragment's transcription (issue 18 point 5): one per fragment, started on demand and run by
 * the job `fragments.transcribe`. A restart bumps `attempt`, so a job of an earlier attempt
 * still running finds itself outdated and writes nothing.
 */
export const fragmentTranscriptions = pgTable('fragment_transcriptions', {
  id: id(),
  fragmentId: uuid('fragment_id')
    .notNull()
    .unique()
    .references(() => fragments.id, { onDelete: 'cascade' }),
  status: text('status').$type<TranscriptionStatus>().notNull(),
  progress: real('progress').notNull().default(0),
  failedReason: text('failed_reason'),
  attempt: integer('attempt').notNull().default(1),
  ...timestamps(),
});

/**
 * One entry of a fragment transcription: one speaker's run of words. `time` and the words' times
 * are ms from the fragment's start (its media's timeline); `station_time` where it was aired.
 */
export const fragmentTranscriptionRows = pgTable(
  'fragment_transcription_rows',
  {
    id: id(),
    transcriptionId: uuid('transcription_id')
      .notNull()
      .references(() => fragmentTranscriptions.id, { onDelete: 'cascade' }),
    time: integer('time').notNull(),
    lengthMs: integer('length_ms').notNull(),
    stationTime: bigint('station_time', { mode: 'number' }).notNull(),
    speaker: text('speaker'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{speech}'`),
    words: jsonb('words').$type<TranscriptionWord[]>().notNull(),
    /** The engine's words once `words` were edited; null while unedited. */
    originalWords: jsonb('original_words').$type<TranscriptionWord[]>(),
  },
  (t) => [index('fragment_transcription_rows_transcription_idx').on(t.transcriptionId, t.time)],
);
