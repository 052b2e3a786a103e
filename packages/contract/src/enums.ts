/**
 * spec 01 section 3: the enumerations shared across the product, as plain values (their zod
 * schemas are in enum-schemas.ts): the web app's first load reads these without zod.
 */
export const ROLES = ['CLIENT_USER', 'CLIENT_ADMIN', 'SUPERADMIN'] as const;
export type Role = (typeof ROLES)[number];
/** The client-side role list: the roles a client administrator may give. */
export const CLIENT_ROLES = ['CLIENT_USER', 'CLIENT_ADMIN'] as const satisfies readonly Role[];

export const LOGIN_METHODS = ['USERNAME_PASSWORD', 'SOCIAL_LOGIN'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export const JOB_STATUSES = ['QUEUED', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const EXPORT_STATUSES = ['NONE', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;

export const MATCH_STATUSES = ['AUTO', 'MANUAL', 'ACCEPTED', 'REJECTED'] as const;

/** Who found a match: the fingerprint engine (AUTO) or a user's manual entry (MANUAL). */
export const MATCH_SOURCES = ['AUTO', 'MANUAL'] as const;
export type MatchSource = (typeof MATCH_SOURCES)[number];

/**
 * A match's review (issue 33 point 4), as a live mention's confidence: unreviewed (AUTO), or a
 * user's ACCEPTED or REJECTED. A MANUAL match counts as accepted while unreviewed.
 */
export const MATCH_REVIEWS = ['AUTO', 'ACCEPTED', 'REJECTED'] as const;
export type MatchReview = (typeof MATCH_REVIEWS)[number];

/** spec 03 "Upload": an audio for one station, or for every station of a station group. */
export const AUDIO_UPLOAD_TYPES = ['STATION_AUDIO', 'STATIONS_GROUP_AUDIO'] as const;
export type AudioUploadType = (typeof AUDIO_UPLOAD_TYPES)[number];

/** A retro-scan of an audio's past airings: waiting for a worker, searching, done or failed. */
export const RETRO_SCAN_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED'] as const;
export type RetroScanStatus = (typeof RETRO_SCAN_STATUSES)[number];

/** Where a schedule's tolerance comes from: its own file row, or the client's audit configuration. */
export const CONFIG_SOURCES = ['ENTRY', 'INHERITED_FROM_CLIENT_CONFIG'] as const;
export type ConfigSource = (typeof CONFIG_SOURCES)[number];

/** spec 03 "Schedule": a bought spot (an ad, confirmed by a match) or a live mention. */
export const SCHEDULE_TYPES = ['SPOT', 'MENTION'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

/** How a match confirms its schedule: inside the tolerance window, or the nearest outside it. */
export const CONFIRMATION_TYPES = ['DEFAULT', 'OFF_TOLERANCE'] as const;
export type ConfirmationType = (typeof CONFIRMATION_TYPES)[number];

/** The ad schedule file formats of the upload screen (docs/schedule-formats.md). */
export const AD_SCHEDULE_FORMATS = ['PLK', 'ASC'] as const;
export type AdScheduleFormat = (typeof AD_SCHEDULE_FORMATS)[number];

export const SOCIAL_PLATFORMS = ['YOUTUBE', 'TWITTER', 'INSTAGRAM', 'DAILYMOTION', 'FACEBOOK'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** A station's recording format; `mpegts` means a video station (spec 01 section 3). */
export const STATION_FORMATS = ['mp3', 'aac', 'mpegts'] as const;
export type StationFormat = (typeof STATION_FORMATS)[number];

/**
 * Why a station's capture fails, as a closed list the web app translates (the raw detail rides
 * beside it): ffmpeg missing; the source refuses, is unknown or answers an HTTP error; the source
 * answers but holds no audio (or video) that can be read; the system refuses to start ffmpeg
 * (E2BIG, EMFILE…); the source ended its stream; the source stopped sending; anything else.
 */
export const CAPTURE_FAILURE_CODES = [
  'FFMPEG_MISSING',
  'SOURCE_UNREACHABLE',
  'SOURCE_UNREADABLE',
  'SPAWN_FAILED',
  'SOURCE_ENDED',
  'SOURCE_STALLED',
  'UNKNOWN',
] as const;
export type CaptureFailureCode = (typeof CAPTURE_FAILURE_CODES)[number];

export const FEATURE_FLAGS = [
  'app__audit_aod_enabled',
  'app__content_ai_enabled',
  'app__user_permissions_check',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const SUPPORTED_LOCALES = ['en', 'es'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: SupportedLocale = 'en';
export const DEFAULT_TIMEZONE = 'America/Argentina/Buenos_Aires';

/** spec 02 "Fragment": one range of a station, or chunks of it joined in order. */
export const FRAGMENT_TYPES = ['DEFAULT_FRAGMENT', 'JOINT_FRAGMENT'] as const;
export type FragmentType = (typeof FRAGMENT_TYPES)[number];

/** spec 02 section 4: a fragment's media, rendered by a job after creation. */
export const FRAGMENT_MEDIA_STATUSES = ['WAITING', 'IN_PROGRESS', 'READY', 'ERROR'] as const;
export type FragmentMediaStatus = (typeof FRAGMENT_MEDIA_STATUSES)[number];

/** What `GET /fragments/{id}/download-url` signs: the fragment's audio, or its video (video stations). */
export const FRAGMENT_MEDIA_TYPES = ['AUDIO', 'VIDEO'] as const;
export type FragmentMediaType = (typeof FRAGMENT_MEDIA_TYPES)[number];

/** spec 02 section 4: a fragment's copy to its station's external target. */
export const EXTERNAL_EXPORT_STATUSES = ['NONE', 'WAITING_FOR_MEDIA', 'IN_PROGRESS', 'ERROR', 'READY'] as const;
export type ExternalExportStatus = (typeof EXTERNAL_EXPORT_STATUSES)[number];

/** spec 02 section 4: each asset of an external delivery. */
export const DELIVERY_ASSET_STATUSES = ['IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export type DeliveryAssetStatus = (typeof DELIVERY_ASSET_STATUSES)[number];

/** What a delivery sends: the fragment's media and a JSON sidecar describing it. */
export const DELIVERY_ASSET_TYPES = ['MEDIA', 'METADATA'] as const;
export type DeliveryAssetType = (typeof DELIVERY_ASSET_TYPES)[number];

/** spec 02 section 4: a video fragment's constant-frame-rate transcoding. */
export const CFR_TRANSCODING_STATUSES = ['WAITING', 'IN_PROGRESS', 'FAILED', 'COMPLETED'] as const;
export type CfrTranscodingStatus = (typeof CFR_TRANSCODING_STATUSES)[number];

/** Where a station's external target writes: a folder under the server's export root, or an S3 bucket. */
export const EXTERNAL_TARGET_TYPES = ['FOLDER', 'S3'] as const;
export type ExternalTargetType = (typeof EXTERNAL_TARGET_TYPES)[number];

/** spec 03 "Report (saved)": a saved GIP report or GIP alternative report. */
export const REPORT_TYPES = ['AUDIT_GIP_STATUS', 'AUDIT_GIP_ALTERNATIVE_REPORT'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** spec 03 section 4: a GIP report's evidence export (STARTED is listed by the spec, never set). */
export const GIP_EXPORT_STATUSES = [
  'WAITING',
  'STARTED',
  'COMPUTING_REPORT',
  'ADDING_AUDIOS',
  'UPLOADING_ARCHIVE',
  'COMPLETED',
  'ERROR',
] as const;
export type GipExportStatus = (typeof GIP_EXPORT_STATUSES)[number];

/** spec 03 section 4: an alternative report's export. */
export const ALTERNATIVE_EXPORT_STATUSES = ['IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export type AlternativeExportStatus = (typeof ALTERNATIVE_EXPORT_STATUSES)[number];

/** spec 03 sections 7 and 9: the download formats of every report. */
export const REPORT_FORMATS = ['csv', 'xls'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** spec 03 section 9: the missing-audios report's group-by options. */
export const MISSING_AUDIOS_GROUP_BY = ['none', 'custom_id', 'custom_id,station_id'] as const;
export type MissingAudiosGroupBy = (typeof MISSING_AUDIOS_GROUP_BY)[number];

/** spec 03 section 9: what fires an AOD rule; a run is also MANUAL. */
export const AOD_TRIGGERS = ['ORDER_END', 'EOW_AND_ORDER_END'] as const;
export type AodTrigger = (typeof AOD_TRIGGERS)[number];
export const AOD_RUN_TYPES = [...AOD_TRIGGERS, 'MANUAL'] as const;
export type AodRunType = (typeof AOD_RUN_TYPES)[number];

/** spec 03 section 4: an AOD run, working or done with or without its export. */
export const AOD_RUN_STATUSES = ['PENDING', 'COMPLETED_WITH_EXPORT', 'COMPLETED_WITHOUT_EXPORT'] as const;
export type AodRunStatus = (typeof AOD_RUN_STATUSES)[number];
export type ReportExportStatus = GipExportStatus | AlternativeExportStatus;
