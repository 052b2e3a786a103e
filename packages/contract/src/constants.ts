/**
 * Plain constants of the contract, kept apart from its zod schemas: the web app's first load
 * reads these, and importing a schema module would bring zod with it (issue 13.3). The schema
 * modules re-export them where they belong (schemas/pagination.ts, schemas/recording.ts).
 */

/** spec 01 section 9: table pages of 20, 50 or 100 (default 50); choice lists ask for 999. */
export const DEFAULT_PAGE_SIZE = 50;
export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const CHOICES_PAGE_SIZE = 999;

/** spec 02 section 9: a segment holds about 29989 ms of sample data; files are cut every 30 s of wall clock. */
export const SEGMENT_DURATION_MS = 30_000;
/** The span of recent segments a station status carries (the logger status activity strip). */
export const STATUS_ACTIVITY_MS = 60 * 60_000;
/** spec 02 section 9: thumbnail sheets hold one 256 x 144 cell per second. */
export const THUMBNAIL_CELL = { width: 256, height: 144, intervalMs: 1000 } as const;
/** Longest range one export, playlist or segment list may cover. */
export const MAX_MEDIA_RANGE_MS = 24 * 60 * 60_000;
/** spec 03 section 9: the stream's matches come 250 to a page, the reports' 9999. */
export const STREAM_MATCHES_PAGE_SIZE = 250;
export const REPORT_MATCHES_PAGE_SIZE = 9999;
/** Retention of recordings when a client has none of its own. */
export const DEFAULT_RETENTION_DAYS = 90;

/**
 * How long a storage-signed URL (an uploaded asset, a thumbnail sheet) works: minutes, since it
 * is checked against nobody's current rights, so withdrawn access ends soon (issue 14.23). The
 * web app reads such URLs again before they expire.
 */
export const SIGNED_URL_SECONDS = 15 * 60;

/** How segments are recorded: 11025 Hz and 441 samples per pixel, 25 pixels a second. */
export const WAVEFORM_SAMPLES_PER_PIXEL = 441;

/** spec 02 sections 5 and 9: a fragment lasts more than 0 and less than 3 hours. */
export const FRAGMENT_MAX_DURATION_MS = 3 * 60 * 60_000;
/** A joint fragment joins at most this many chunks. */
export const FRAGMENT_MAX_CHUNKS = 50;
/** spec 02 section 9: the fragment list's page size and its default range (one month back). */
export const FRAGMENT_PAGE_SIZE = 50;
/** spec 02 section 4: the info page polls media every 2 s; external export and delivery every 5 s. */
export const FRAGMENT_MEDIA_POLL_MS = 2_000;
export const FRAGMENT_EXPORT_POLL_MS = 5_000;
/** spec 02 section 4: the fragment query retries 15 times, backing off up to 30 s. */
export const FRAGMENT_QUERY_RETRIES = 15;
export const FRAGMENT_QUERY_RETRY_CAP_MS = 30_000;
/** spec 02 section 2: the fragment title in the breadcrumbs is shortened to 30 characters. */
export const FRAGMENT_BREADCRUMB_TITLE_MAX = 30;
/** spec 02 section 9: the watermark image is at most 1 MB. */
export const WATERMARK_MAX_BYTES = 1024 * 1024;

/** spec 03 section 9: the seconds of recording an evidence export adds before and after each airing. */
export const EXPORT_TIME_OPTIONS = [0, 5, 15, 30, 45, 60, 90, 120, 180, 300] as const;
export const DEFAULT_EXPORT_TIME_SECONDS = 60;
/** spec 03 section 5: the AOD efficiency check, 0 to 100 on screen, stored as a fraction. */
export const DEFAULT_MIN_EFFICIENCY_PERCENT = 90;
/** spec 03 section 4: a GIP export is polled every 10 s, an alternative report's every 5 s. */
export const GIP_EXPORT_POLL_MS = 10_000;
export const ALTERNATIVE_EXPORT_POLL_MS = 5_000;
/** spec 03 section 9: created reports list 50 a page from page 0; runs 50 a page; a rule's view its 20 latest. */
export const CREATED_REPORTS_PAGE_SIZE = 50;
export const AOD_RUNS_PAGE_SIZE = 50;
export const AOD_RULE_RUNS_LIMIT = 20;
export const AOD_RULE_NAME_MAX = 255;
/** spec 03 section 9: the lowerthird list's page size; schedules-no-matches asks for all at once. */
export const LOWERTHIRD_PAGE_SIZE = 50;
export const SCHEDULES_NO_MATCHES_PAGE_SIZE = 99_999;
/** spec 03 section 5: the consecutive-schedules report covers at most 10 stations. */
export const CONSECUTIVE_SCHEDULES_MAX_STATIONS = 10;
/**
 * Two schedules of one custom id are back to back when the second starts within the first's audio
 * plus this gap (a break's other spots and schedule times written to the minute fit in it).
 */
export const CONSECUTIVE_SCHEDULES_GAP_MS = 60_000;
/** spec 03 section 9: a report's Show link opens the logger 10 s before the airing, for 120 s. */
export const REPORT_LOGGER_LINK_BEFORE_S = 10;
export const REPORT_LOGGER_LINK_LENGTH_S = 120;
/** spec 03 section 7: lists in URLs: advertisers, campaigns and versions by ';;', stations and orders by ','. */
export const REPORT_TEXT_LIST_SEPARATOR = ';;';
/** spec 03 section 5: with a nocontrato / nocontratonacional custom field the range is fixed from this day. */
export const NO_CONTRACT_RANGE_START = '2020-01-01';
export const NO_CONTRACT_FIELDS = ['nocontrato', 'nocontratonacional'] as const;
/** spec 03 section 2: the loaded-order button needs this custom field (or orders entered). */
export const ORDER_CUSTOM_FIELD = 'numorden';
/** A report preview's table page; downloads and saved reports cover every row. */
export const REPORT_PREVIEW_PAGE_SIZE = 100;
