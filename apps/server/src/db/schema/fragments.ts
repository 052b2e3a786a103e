import type {
  CfrTranscodingStatus,
  DeliveryAssetStatus,
  DeliveryAssetType,
  ExternalExportStatus,
  FragmentMediaStatus,
  FragmentPlatformUpload,
  FragmentType,
} from '@antena/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { id, timestamps } from './columns';
import { stations } from './stations';
import { users } from './users';

const epochMs = (name: string) => bigint(name, { mode: 'number' });

export interface StoredRange {
  from: number;
  to: number;
}

/** A chunk as stored: its requested range, label, colour and the recorded parts found at creation. */
export interface StoredChunk extends StoredRange {
  label: string | null;
  color: string | null;
  segments: StoredRange[];
}

/** The rendered media's storage keys: audio always, video for video stations. */
export interface FragmentMediaKeys {
  audio?: string;
  video?: string;
}

/**
 * A fragment (issue 17, spec 02 "Fragment"): one range (DEFAULT_FRAGMENT) or chunks joined in
 * order (JOINT_FRAGMENT) of a station's recording, with its media rendered by the
 * `fragments.render-media` job and copied out by external export, delivery and CFR transcoding.
 */
export const fragments = pgTable(
  'fragments',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    type: text('type').$type<FragmentType>().notNull(),
    title: text('title').notNull(),
    description: text('description'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fromTs: epochMs('from_ts').notNull(),
    toTs: epochMs('to_ts').notNull(),
    /** ms of recording in the chunks (their ranges less their gaps). */
    durationMs: integer('duration_ms').notNull(),
    chunks: jsonb('chunks').$type<StoredChunk[]>().notNull(),
    gaps: jsonb('gaps').$type<StoredRange[]>().notNull(),
    doExternalExport: boolean('do_external_export').notNull().default(false),
    platformUpload: jsonb('platform_upload').$type<FragmentPlatformUpload>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    mediaStatus: text('media_status').$type<FragmentMediaStatus>().notNull().default('WAITING'),
    mediaError: text('media_error'),
    mediaKeys: jsonb('media_keys').$type<FragmentMediaKeys>().notNull().default({}),
    externalExportStatus: text('external_export_status').$type<ExternalExportStatus>().notNull().default('NONE'),
    externalExportTargetStationId: uuid('external_export_target_station_id').references(() => stations.id, {
      onDelete: 'set null',
    }),
    externalExportCompletedAt: timestamp('external_export_completed_at', { withTimezone: true, mode: 'date' }),
    externalExportFilename: text('external_export_filename'),
    externalExportError: text('external_export_error'),
    cfrStatus: text('cfr_status').$type<CfrTranscodingStatus>(),
    cfrPercent: real('cfr_percent').notNull().default(0),
    cfrError: text('cfr_error'),
    cfrKey: text('cfr_key'),
    ...timestamps(),
  },
  (t) => [
    index('fragments_station_created_idx').on(t.stationId, t.createdAt),
    index('fragments_client_idx').on(t.clientId),
  ],
);

/** A fragment's external delivery (spec 02 "External delivery"): one per fragment. */
export const fragmentDeliveries = pgTable('fragment_deliveries', {
  fragmentId: uuid('fragment_id')
    .primaryKey()
    .references(() => fragments.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  targetStationId: uuid('target_station_id').references(() => stations.id, { onDelete: 'set null' }),
  ...timestamps(),
});

/** Each thing a delivery sends and where it landed. */
export const fragmentDeliveryAssets = pgTable(
  'fragment_delivery_assets',
  {
    id: id(),
    fragmentId: uuid('fragment_id')
      .notNull()
      .references(() => fragmentDeliveries.fragmentId, { onDelete: 'cascade' }),
    type: text('type').$type<DeliveryAssetType>().notNull(),
    status: text('status').$type<DeliveryAssetStatus>().notNull().default('IN_PROGRESS'),
    targetUri: text('target_uri'),
    error: text('error'),
    ...timestamps(),
  },
  (t) => [index('fragment_delivery_assets_fragment_idx').on(t.fragmentId)],
);

/**
 * A station's external target (docs/fragments.md "External targets"): where external exports and
 * deliveries write. `target` holds the S3 secret; answers never carry it.
 */
export const stationExternalTargets = pgTable('station_external_targets', {
  stationId: uuid('station_id')
    .primaryKey()
    .references(() => stations.id, { onDelete: 'cascade' }),
  target: jsonb('target').$type<StoredExternalTarget>().notNull(),
  ...timestamps(),
});

export type StoredExternalTarget =
  | { type: 'FOLDER'; folder: string; keyPattern: string }
  | {
      type: 'S3';
      endpoint: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      keyPattern: string;
    };
