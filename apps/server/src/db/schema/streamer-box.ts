import type { DeviceService } from '@antena/contract';
import { doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { id } from './columns';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A StreamerBox device (issue 21). Its token is kept only as a SHA-256 hash; the rest is what
 * the agent last reported (name, location, coordinates, services) and when.
 */
export const streamerBoxDevices = pgTable(
  'streamer_box_devices',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique('streamer_box_devices_token_uq'),
    location: text('location'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    services: jsonb('services').$type<DeviceService[]>().notNull().default([]),
    agentVersion: text('agent_version'),
    lastSeenAt: at('last_seen_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('streamer_box_devices_client_idx').on(t.clientId)],
);

/**
 * A command for a device: written by the API instance that took the call, sent by the instance
 * that holds the device's WebSocket (instances share nothing but the database), acknowledged by
 * the device. PENDING → SENT → DONE or FAILED; one left PENDING or SENT past its deadline is
 * EXPIRED.
 */
export const streamerBoxCommands = pgTable(
  'streamer_box_commands',
  {
    id: id(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => streamerBoxDevices.id, { onDelete: 'cascade' }),
    command: jsonb('command').notNull(),
    status: text('status', { enum: ['PENDING', 'SENT', 'DONE', 'FAILED', 'EXPIRED'] })
      .notNull()
      .default('PENDING'),
    error: text('error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    deadline: at('deadline').notNull(),
  },
  (t) => [index('streamer_box_commands_device_idx').on(t.deviceId, t.status)],
);
