import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, real, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stations } from './stations';

/**
 * A station's known speakers (issue 18): the voiceprint (mean feature vector) Antena's own
 * diarization computed for each SPEAKER_n label. A new batch's clusters are matched to these by
 * cosine distance, so the same presenter keeps one label across batches and days.
 */
export const stationSpeakers = pgTable(
  'station_speakers',
  {
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    /** n of SPEAKER_n, counted per station from 1. */
    label: integer('label').notNull(),
    centroid: real('centroid').array().notNull(),
    /** Seconds of speech the centroid averages, so later batches move it less and less. */
    seconds: real('seconds')
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.label] })],
);
