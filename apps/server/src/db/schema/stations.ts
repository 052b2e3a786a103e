import type { StationFormat } from '@antena/contract';
import { DEFAULT_TIMEZONE } from '@antena/contract';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { id, timestamps } from './columns';

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
    featuresConfig: jsonb('features_config').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [index('stations_client_idx').on(t.clientId)],
);
