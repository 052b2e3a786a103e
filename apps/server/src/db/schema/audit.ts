import type { MatchReview, MatchSource, RetroScanStatus } from '@antena/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { id, timestamps } from './columns';
import { segments } from './recording';
import { stationGroups, stations } from './stations';

const epochMs = (name: string) => bigint(name, { mode: 'number' });

/**
 * A reference audio of the station audit (spec 03 "Audio"): an ad a client uploaded for one
 * station (STATION_AUDIO) or for every station of a station group (STATIONS_GROUP_AUDIO). The
 * file lives in storage under `storageKey`; `md5` is of its bytes (the equal-content report).
 */
export const auditAudios = pgTable(
  'audit_audios',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id').references(() => stations.id, { onDelete: 'cascade' }),
    stationGroupId: uuid('station_group_id').references(() => stationGroups.id, { onDelete: 'cascade' }),
    customId: text('custom_id').notNull(),
    filename: text('filename').notNull(),
    /** The file's own title tag, when it has one. */
    title: text('title'),
    durationMs: integer('duration_ms').notNull(),
    md5: text('md5').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('audit_audios_one_target', sql`(${t.stationId} is null) <> (${t.stationGroupId} is null)`),
    uniqueIndex('audit_audios_station_custom_id')
      .on(t.stationId, t.customId)
      .where(sql`${t.stationId} is not null`),
    uniqueIndex('audit_audios_group_custom_id')
      .on(t.stationGroupId, t.customId)
      .where(sql`${t.stationGroupId} is not null`),
    index('audit_audios_client_created_idx').on(t.clientId, t.createdAt),
    index('audit_audios_md5_idx').on(t.clientId, t.md5),
  ],
);

/**
 * One airing of a reference audio on a station (spec 03 "Match"): found by the fingerprint
 * engine (AUTO) or entered by a user (MANUAL). `datetime` is the airing's first sample, epoch
 * ms; `refStartMs`/`refEndMs` the part of the reference that played.
 */
export const auditMatches = pgTable(
  'audit_matches',
  {
    id: id(),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    audioId: uuid('audio_id')
      .notNull()
      .references(() => auditAudios.id, { onDelete: 'cascade' }),
    datetime: epochMs('datetime').notNull(),
    score: real('score').notNull(),
    playedDurationMs: integer('played_duration_ms').notNull(),
    refStartMs: integer('ref_start_ms').notNull().default(0),
    refEndMs: integer('ref_end_ms').notNull(),
    speed: real('speed').notNull().default(1),
    source: text('source').$type<MatchSource>().notNull(),
    /** A user's review (issue 33 point 4): AUTO until accepted or rejected; a rerun of the matching keeps reviewed ones. */
    review: text('review').$type<MatchReview>().notNull().default('AUTO'),
    createdById: uuid('created_by_id'),
    ...timestamps(),
  },
  (t) => [
    index('audit_matches_station_datetime_idx').on(t.stationId, t.datetime),
    index('audit_matches_audio_idx').on(t.audioId),
  ],
);

/**
 * That a segment was matched (against which version of its client's references), or why it
 * could not be: a segment that does not decode is recorded here once and never retried.
 */
export const auditSegmentScans = pgTable(
  'audit_segment_scans',
  {
    segmentId: uuid('segment_id')
      .primaryKey()
      .references(() => segments.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    indexSignature: text('index_signature').notNull(),
    error: text('error'),
    scannedAt: timestamp('scanned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('audit_segment_scans_station_idx').on(t.stationId)],
);

/**
 * The search of one audio's past airings in its stations' stored recordings (issue 15 point 3),
 * run after each upload; its progress is shown on the audios screen.
 */
export const auditRetroScans = pgTable('audit_retro_scans', {
  audioId: uuid('audio_id')
    .primaryKey()
    .references(() => auditAudios.id, { onDelete: 'cascade' }),
  status: text('status').$type<RetroScanStatus>().notNull(),
  segmentsTotal: integer('segments_total').notNull().default(0),
  segmentsDone: integer('segments_done').notNull().default(0),
  error: text('error'),
  /** The scan's current run: parts of an earlier run (the audio replaced, the job retried) are dropped. */
  runId: uuid('run_id'),
  /** Parts of the run not yet finished: the part that takes it to 0 completes the scan. */
  partsLeft: integer('parts_left').notNull().default(0),
  ...timestamps(),
});

/**
 * The parts a retro-scan is split into (a station, or a block of a station's hours), run by any
 * worker: what each has counted into the scan's progress (taken back when it runs again after its
 * worker died), whether it finished (a part finishes once however often it runs) and why it failed.
 */
export const auditRetroScanParts = pgTable(
  'audit_retro_scan_parts',
  {
    runId: uuid('run_id').notNull(),
    part: integer('part').notNull(),
    audioId: uuid('audio_id')
      .notNull()
      .references(() => auditAudios.id, { onDelete: 'cascade' }),
    /** The last of a station's parts to finish re-pairs its schedules, once all its matches are saved. */
    stationId: uuid('station_id').notNull(),
    segmentsDone: integer('segments_done').notNull().default(0),
    finished: boolean('finished').notNull().default(false),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.part] }), index('audit_retro_scan_parts_audio_idx').on(t.audioId)],
);

/**
 * A station's hour of segment fingerprints packed in one storage object (segment-keys.ts
 * `fingerprintPackKey`), so a retro-scan over months reads one object an hour rather than 120.
 * `segmentCount` is how many of the hour's segments it holds: a pack that holds fewer than the
 * hour now has (a segment added later) is not used, and is made again.
 */
export const auditFingerprintPacks = pgTable(
  'audit_fingerprint_packs',
  {
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    hourTs: epochMs('hour_ts').notNull(),
    segmentCount: integer('segment_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.hourTs] })],
);
