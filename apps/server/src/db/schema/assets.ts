import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './users';

/**
 * One row per stored upload (POST /assets, POST /v2/audit/audios): what the per-client upload
 * quota counts. For an asset the id is the asset's, part of its storage key.
 */
export const assetUploads = pgTable(
  'asset_uploads',
  {
    id: uuid('id').primaryKey(),
    /** Null for the platform's own uploads (a superadmin without a client). */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    key: text('key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('asset_uploads_client_created_idx').on(t.clientId, t.createdAt)],
);
