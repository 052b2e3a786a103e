import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { id } from './columns';
import { stations } from './stations';
import { users } from './users';

const epochMs = (name: string) => bigint(name, { mode: 'number' });

/**
 * A Quick Share link (issue 5): the token is the only secret, so it is unique and looked up
 * directly; the link dies with its station, client or expiry.
 */
export const quickShares = pgTable(
  'quick_shares',
  {
    id: id(),
    token: text('token').notNull().unique('quick_shares_token_uq'),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    fromTs: epochMs('from_ts').notNull(),
    toTs: epochMs('to_ts').notNull(),
    title: text('title'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('quick_shares_station_idx').on(t.stationId)],
);
