import type { FeaturesConfigInput, StationFormat } from '@antena/contract';
import { DEFAULT_TIMEZONE } from '@antena/contract';
import { doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { id, timestamps } from './columns';

/** A set of stations of one client at one place (spec 01: station group). */
export const stationGroups = pgTable(
  'station_groups',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...timestamps(),
  },
  (t) => [index('station_groups_client_idx').on(t.clientId)],
);

/** A radio or TV station recorded around the clock. `format` mpegts means video. */
export const stations = pgTable(
  'stations',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    timezone: text('timezone').notNull().default(DEFAULT_TIMEZONE),
    language: text('language').notNull().default('es'),
    format: text('format').$type<StationFormat>().notNull().default('mp3'),
    streamUrl: text('stream_url'),
    featuresConfig: jsonb('features_config').$type<FeaturesConfigInput>().notNull().default({}),
    stationGroupId: uuid('station_group_id').references(() => stationGroups.id, { onDelete: 'set null' }),
    /**
     * Issue 33 point 4, set by a client admin: an unreviewed match scoring under it (0 to 100), or
     * a detected mention whose score × 100 is under the mention one, waits for review instead of
     * counting in reports. 0: nothing waits.
     */
    matchReviewThreshold: integer('match_review_threshold').notNull().default(0),
    mentionReviewThreshold: integer('mention_review_threshold').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('stations_client_idx').on(t.clientId)],
);
