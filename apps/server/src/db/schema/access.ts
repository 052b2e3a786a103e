import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { FeatureFlag, Permission } from '@antena/contract';
import { clients } from './clients';
import { stations } from './stations';
import { groups, users } from './users';

/** A station granted to a group (spec 01: FROM_GROUP for its users). */
export const groupStations = pgTable(
  'group_stations',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.stationId] }), index('group_stations_station_idx').on(t.stationId)],
);

/** A station granted directly to a user (spec 01: DIRECT). */
export const userStations = pgTable(
  'user_stations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stationId] }), index('user_stations_station_idx').on(t.stationId)],
);

/** A group's explicit value of a catalogue permission; no row means reset. */
export const groupPermissions = pgTable(
  'group_permissions',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    permission: text('permission').$type<Permission>().notNull(),
    allowed: boolean('allowed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.permission] })],
);

/** A user's own value of a catalogue permission; no row means inherited from the group (or not held). */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').$type<Permission>().notNull(),
    allowed: boolean('allowed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

/** Feature flags stored per client, read through the OpenFeature provider. */
export const clientFeatureFlags = pgTable(
  'client_feature_flags',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    flag: text('flag').$type<FeatureFlag>().notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.flag] })],
);
