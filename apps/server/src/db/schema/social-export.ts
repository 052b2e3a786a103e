import type {
  AudiogramInputProps,
  AudiogramVariant,
  JobStatus,
  SocialPlatform,
  UploadErrorCode,
  UploadStatus,
} from '@antena/contract';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { id, timestamps } from './columns';
import { fragments } from './fragments';
import { stations } from './stations';
import { users } from './users';

/** The platform's account a connection publishes as (no secret: ids and what the screens show). */
export interface SocialAccount {
  /** The platform's id of the channel, page, professional account or user. */
  id: string;
  displayName: string;
  photo: string | null;
  url: string | null;
}

/**
 * A station's connection to a social platform (issue 34, spec 02 "Integration state"). The
 * tokens are in `credentials`, encrypted with SOCIAL_TOKEN_KEY (social-export/token-cipher.ts):
 * answers and logs never carry them.
 */
export const socialConnections = pgTable(
  'social_connections',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<SocialPlatform>().notNull(),
    connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
    account: jsonb('account').$type<SocialAccount>().notNull(),
    credentials: text('credentials').notNull(),
    /** When the access token stops working (refreshed a few minutes before). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    needsReconnect: boolean('needs_reconnect').notNull().default(false),
    error: text('error'),
    ...timestamps(),
  },
  (t) => [index('social_connections_station_platform_idx').on(t.stationId, t.platform)],
);

/** An authorisation started by a client admin and not yet come back (ten minutes at most). */
export const socialAuthStates = pgTable('social_auth_states', {
  state: text('state').primaryKey(),
  stationId: uuid('station_id')
    .notNull()
    .references(() => stations.id, { onDelete: 'cascade' }),
  platform: text('platform').$type<SocialPlatform>().notNull(),
  /** The login path's target (`instagram-business` …): which flow the callback finishes. */
  target: text('target').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Where a platform's resumable upload stands, to resume it after a restart (platform-specific). */
export type UploadSession = Record<string, unknown>;

/** One publication of a fragment (or one of its audiogram variants) to a platform. */
export const socialUploads = pgTable(
  'social_uploads',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    fragmentId: uuid('fragment_id')
      .notNull()
      .references(() => fragments.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<SocialPlatform>().notNull(),
    variant: text('variant').$type<AudiogramVariant>(),
    status: text('status').$type<UploadStatus>().notNull().default('UPLOADING'),
    /** The platform's form as validated (uploadDataSchemas). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentBytes: bigint('sent_bytes', { mode: 'number' }).notNull().default(0),
    totalBytes: bigint('total_bytes', { mode: 'number' }).notNull().default(0),
    session: jsonb('session').$type<UploadSession>(),
    videoUrl: text('video_url'),
    error: text('error'),
    /** What kind of failure `error` is, for the screens to say in the user's language. */
    errorCode: text('error_code').$type<UploadErrorCode>(),
    ...timestamps(),
  },
  (t) => [
    index('social_uploads_fragment_idx').on(t.fragmentId, t.platform),
    index('social_uploads_client_platform_idx').on(t.clientId, t.platform, t.createdAt),
  ],
);

/** One audiogram variant of a fragment (spec 02 "audiogramGeneration.variantsJobs"). */
export const fragmentAudiogramVariants = pgTable(
  'fragment_audiogram_variants',
  {
    fragmentId: uuid('fragment_id')
      .notNull()
      .references(() => fragments.id, { onDelete: 'cascade' }),
    variant: text('variant').$type<AudiogramVariant>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('QUEUED'),
    /** 0..100 */
    progress: integer('progress').notNull().default(0),
    failedReason: text('failed_reason'),
    props: jsonb('props').$type<AudiogramInputProps>().notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    storageKey: text('storage_key'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.fragmentId, t.variant] })],
);
