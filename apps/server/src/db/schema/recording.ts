import type { CaptureFailureCode, StationFormat, ThumbnailsMeta } from '@antena/contract';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from './columns';
import { stations } from './stations';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const epochMs = (name: string) => bigint(name, { mode: 'number' });

/**
 * One recorded file of about 30 s (ARCHITECTURE.md section 2). Times are epoch ms, as the spec
 * speaks. The waveform is kept as its 8-bit min/max pairs (about 1.5 KB a segment) so a range's
 * waveforms come with one query; the media itself lives in storage under `storageKey`.
 */
export const segments = pgTable(
  'segments',
  {
    id: id(),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    startTs: epochMs('start_ts').notNull(),
    endTs: epochMs('end_ts').notNull(),
    /**
     * The segment's number in its station's recording: one more than the segment before it.
     * Live playlists number their window with it (EXT-X-MEDIA-SEQUENCE), steady across gaps.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    /** Discontinuities (gaps, new UTC days) before this segment: EXT-X-DISCONTINUITY-SEQUENCE. */
    discontinuitySeq: bigint('discontinuity_seq', { mode: 'number' }).notNull().default(0),
    durationMs: integer('duration_ms').notNull(),
    format: text('format').$type<StationFormat>().notNull(),
    codec: text('codec').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    waveformSampleRate: integer('waveform_sample_rate'),
    waveformSamplesPerPixel: integer('waveform_samples_per_pixel'),
    waveform: bytea('waveform'),
    thumbnailsKey: text('thumbnails_key'),
    thumbnailsMeta: customType<{ data: ThumbnailsMeta }>({ dataType: () => 'jsonb' })('thumbnails_meta'),
    /** Bytes of what the worker derived (thumbnail sheet), for the storage a station uses. */
    derivedBytes: bigint('derived_bytes', { mode: 'number' }).notNull().default(0),
    /** Why the worker's last processing of this segment failed; cleared when it succeeds. */
    processingError: text('processing_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('segments_station_start_uq').on(t.stationId, t.startTs),
    index('segments_end_idx').on(t.endTs),
    // segments.requeue-unprocessed and audit.requeue-unscanned look at every station's segments of
    // the last day by registration: without it they read the whole table every 10 minutes, holding
    // PGlite's one connection (a third of a second on 2 days of 10 stations).
    index('segments_created_idx').on(t.createdAt),
  ],
);

/**
 * Bytes a station's segments and their derived files take in storage, kept by a trigger on
 * `segments` (migration 0004) so that showing it never sums months of rows.
 */
export const stationStorage = pgTable('station_storage', {
  stationId: uuid('station_id')
    .primaryKey()
    .references(() => stations.id, { onDelete: 'cascade' }),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
});

/** A hole in a station's recording: the capture failed or stalled between `fromTs` and `toTs`. */
export const stationGaps = pgTable(
  'station_gaps',
  {
    id: id(),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    fromTs: epochMs('from_ts').notNull(),
    toTs: epochMs('to_ts').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('station_gaps_station_from_uq').on(t.stationId, t.fromTs)],
);

/** Every change of a station between online and offline, as the status job saw it. */
export const stationStatusEvents = pgTable(
  'station_status_events',
  {
    id: id(),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    isOnline: boolean('is_online').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('station_status_events_station_idx').on(t.stationId, t.at)],
);

/** Which recorder holds a station's capture, until when: a dead recorder's leases expire and move. */
export const recorderLeases = pgTable('recorder_leases', {
  stationId: uuid('station_id')
    .primaryKey()
    .references(() => stations.id, { onDelete: 'cascade' }),
  recorderId: text('recorder_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Why the holder's capture of the station is failing (no ffmpeg, the source refused…); null while it records. */
  captureError: text('capture_error'),
  /** The contract's CaptureFailureCode for captureError; null on rows written before codes (read as UNKNOWN). */
  captureErrorCode: text('capture_error_code').$type<CaptureFailureCode>(),
  captureErrorSince: timestamp('capture_error_since', { withTimezone: true, mode: 'date' }),
});
