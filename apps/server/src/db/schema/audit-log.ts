import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { id } from './columns';
import { users } from './users';

/**
 * Every change made through administration. Actor and client references survive deletion of
 * the user or client (set null), and the e-mails are copied so the entry stays readable.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    actingAsId: uuid('acting_as_id').references(() => users.id, { onDelete: 'set null' }),
    actingAsEmail: text('acting_as_email'),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('admin_audit_log_at_idx').on(t.at), index('admin_audit_log_client_idx').on(t.clientId, t.at)],
);
