import type { LoginMethod, Role } from '@antena/contract';
import { DEFAULT_TIMEZONE } from '@antena/contract';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { id, timestamps } from './columns';

export const groups = pgTable(
  'groups',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [index('groups_client_idx').on(t.clientId)],
);

/** A person who signs in. A SUPERADMIN has no client; everyone else belongs to exactly one. */
export const users = pgTable(
  'users',
  {
    id: id(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    email: text('email').notNull().unique(),
    name: text('name'),
    surname: text('surname'),
    role: text('role').$type<Role>().notNull(),
    loginMethod: text('login_method').$type<LoginMethod>().notNull().default('USERNAME_PASSWORD'),
    /** argon2id hash; null for social-login users, who sign in elsewhere. */
    passwordHash: text('password_hash'),
    picture: text('picture'),
    lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [index('users_client_idx').on(t.clientId), index('users_group_idx').on(t.groupId)],
);

export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timezone: text('timezone').notNull().default(DEFAULT_TIMEZONE),
  ...timestamps(),
});
