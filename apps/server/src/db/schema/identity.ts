import { integer, jsonb, pgTable, primaryKey, text, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * Records of the bundled OpenID provider (sessions, grants, codes, refresh tokens...), one
 * table for every model, as its adapter interface expects.
 */
export const oidcRecords = pgTable(
  'oidc_records',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_records_grant_idx').on(t.grantId),
    index('oidc_records_uid_idx').on(t.uid),
    index('oidc_records_expires_idx').on(t.expiresAt),
  ],
);

/** Keys generated once per installation and shared by every process (signing keys, cookie keys). */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Failed sign-ins per account and per address, for rate limiting across API instances. */
export const signInAttempts = pgTable('sign_in_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
});
