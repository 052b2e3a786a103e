import { DEFAULT_RETENTION_DAYS } from '@antena/contract';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** A client (tenant): owns its stations, users, groups and everything they make. */
export const clients = pgTable('clients', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logoUrl: text('logo_url'),
  /** The WhatsApp group for alerts, set in platform administration. */
  alertsInviteLink: text('alerts_invite_link'),
  /** Days recordings are kept; the retention job deletes older segments. */
  retentionDays: integer('retention_days').notNull().default(DEFAULT_RETENTION_DAYS),
  ...timestamps(),
});
