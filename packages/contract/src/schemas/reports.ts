import { z } from 'zod';
import {
  confirmationTypeSchema,
  reportExportStatusSchema,
  reportFormatSchema,
  reportTypeSchema,
} from '../enum-schemas';
import {
  CREATED_REPORTS_PAGE_SIZE,
  EXPORT_TIME_OPTIONS,
  REPORT_PREVIEW_PAGE_SIZE,
  REPORT_TEXT_LIST_SEPARATOR,
} from '../constants';
import { text } from '../strings';
import { epochMsIntSchema, timestampParamSchema } from './recording';

// The reports' constants (spec 03 sections 2, 4, 5 and 9), for the server and the web app.
export {
  ALTERNATIVE_EXPORT_POLL_MS,
  AOD_RULE_NAME_MAX,
  AOD_RULE_RUNS_LIMIT,
  AOD_RUNS_PAGE_SIZE,
  CONSECUTIVE_SCHEDULES_MAX_STATIONS,
  CREATED_REPORTS_PAGE_SIZE,
  DEFAULT_EXPORT_TIME_SECONDS,
  DEFAULT_MIN_EFFICIENCY_PERCENT,
  EXPORT_TIME_OPTIONS,
  GIP_EXPORT_POLL_MS,
  LOWERTHIRD_PAGE_SIZE,
  NO_CONTRACT_FIELDS,
  NO_CONTRACT_RANGE_START,
  ORDER_CUSTOM_FIELD,
  REPORT_LOGGER_LINK_BEFORE_S,
  REPORT_LOGGER_LINK_LENGTH_S,
  REPORT_PREVIEW_PAGE_SIZE,
  REPORT_TEXT_LIST_SEPARATOR,
  SCHEDULES_NO_MATCHES_PAGE_SIZE,
} from '../constants';

/**
 * spec 03 "GIP" and "Report (saved)" (issue 20): the GIP report, the GIP alternative report,
 * their saved copies and their evidence exports.
 */

/** A `;;` list in a query (advertisers, campaigns, versions: names may hold commas). */
export const textList = text(8000)
  .transform((value) =>
    value
      .split(REPORT_TEXT_LIST_SEPARATOR)
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .optional();

const names = z.array(text(500)).max(5000).default([]);

/** A `,` list of station ids in a query (empty: every station with audit the caller reaches). */
export const stationIdList = text(40_000)
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.uuid('Expected station ids separated by commas')).max(1000))
  .optional();
/** A time in an answer (what a request sends is epochMsIntSchema, bounded). */
const epochMs = z.number().int().min(0).describe('epoch ms');

/**
 * What a GIP report covers (spec 03 AOD rule `reportConfig`): schedules of these stations (empty:
 * every station with audit the caller reaches) from `from` to `to`, narrowed by the lists that
 * are not empty and by one custom field (`{ numorden: '123' }`). `excludedMatches` are airings a
 * user left out of an alternative report.
 */
export const reportConfigObjectSchema = z.object({
  stationsIds: z.array(z.uuid()).max(1000).default([]),
  from: epochMsIntSchema,
  to: epochMsIntSchema,
  advertisers: names,
  campaigns: names,
  versions: names,
  customFields: z.record(text(100), text(500)).default({}),
  customIds: names,
  orders: names,
  excludedMatches: z.array(z.uuid()).max(200_000).default([]),
});
export const reportConfigSchema = reportConfigObjectSchema
  .refine((config) => config.to > config.from, { path: ['to'], message: 'Must be after from' })
  .meta({ id: 'ReportConfig' });
export type ReportConfig = z.infer<typeof reportConfigSchema>;
export type ReportConfigInput = z.input<typeof reportConfigSchema>;

/** The GIP choice lists (advertisers, campaigns, versions): each narrows the next. */
export const gipChoicesQuerySchema = z.object({
  from: timestampParamSchema.optional(),
  to: timestampParamSchema.optional(),
  stations: stationIdList,
  advertisers: textList,
  campaigns: textList,
});
export const gipChoicesSchema = z.object({ results: z.array(z.string()) });

export const gipCustomFieldsQuerySchema = z.object({ stations: stationIdList });
/** The custom fields of the stations' schedules, each with the values it takes. */
export const gipCustomFieldsSchema = z.object({
  results: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
});

export const gipOrderQuerySchema = z.object({ orderId: text(500).trim().min(1, 'Required') });
/**
 * What an order's schedules cover, to prefill the form. No schedule for the order: empty lists and
 * `schedulesRange` null ('No se encontraron schedules asociados a la orden').
 */
export const gipOrderParamsSchema = z.object({
  stationsIds: z.array(z.uuid()),
  advertisers: z.array(z.string()),
  campaigns: z.array(z.string()),
  versions: z.array(z.string()),
  customIds: z.array(z.string()),
  schedulesRange: z.object({ from: epochMs, to: epochMs }).nullable(),
  /** The order's custom ids with no reference audio: their airings cannot be in the report. */
  missingAudioCustomIds: z.array(z.string()),
});

const reportStationFields = {
  stationId: z.uuid(),
  stationName: z.string(),
  stationSlug: z.string(),
  timezone: z.string(),
};

/** One row of the GIP report: a schedule and the airing that confirms it. */
export const gipReportRowSchema = z
  .object({
    matchId: z.uuid(),
    scheduleId: z.uuid(),
    ...reportStationFields,
    datetime: epochMs.describe("epoch ms of the airing's first sample"),
    scheduleDatetime: epochMs,
    customId: z.string(),
    advertiser: z.string(),
    campaign: z.string(),
    version: z.string(),
    duration: z.number().int().describe('ms, the reference audio'),
    playedDuration: z.number().int().describe('ms'),
    /** The schedule's contract (custom field nocontrato, else nocontratonacional), '' when none. */
    contract: z.string(),
    order: z.string().nullable(),
    confirmationType: confirmationTypeSchema,
    diffMinutes: z.number(),
    /** false for OFF_TOLERANCE: the schedule column shows NO and the row is highlighted. */
    inTolerance: z.boolean(),
  })
  .meta({ id: 'GipReportRow' });
export type GipReportRow = z.infer<typeof gipReportRowSchema>;

/** Counts over the whole report; efficiency = confirmed / schedules, 0 to 1. */
export const gipReportSummarySchema = z.object({
  schedules: z.number().int(),
  /** Schedules confirmed by an airing within the tolerance. */
  confirmed: z.number().int(),
  /** Schedules whose airing is outside the tolerance (not in confirmed, not in the efficiency). */
  offTolerance: z.number().int(),
  efficiency: z.number().min(0).max(1),
});
export type GipReportSummary = z.infer<typeof gipReportSummarySchema>;

/** Preview paging and the toggle that hides off-tolerance rows (counts stay over every row). */
export const reportPreviewQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(REPORT_PREVIEW_PAGE_SIZE),
  hideOffTolerance: z.enum(['true', 'false']).optional(),
});

export const gipReportPreviewSchema = z
  .object({
    rows: z.array(gipReportRowSchema),
    total: z.number().int().describe('rows after hideOffTolerance'),
    summary: gipReportSummarySchema,
    missingAudioCustomIds: z.array(z.string()),
  })
  .meta({ id: 'GipReportPreview' });
export type GipReportPreview = z.infer<typeof gipReportPreviewSchema>;

/** One row of the alternative report: an airing of a scheduled custom id, scheduled or not. */
export const alternativeReportRowSchema = z
  .object({
    matchId: z.uuid(),
    ...reportStationFields,
    datetime: epochMs,
    customId: z.string(),
    advertiser: z.string(),
    campaign: z.string(),
    version: z.string(),
    duration: z.number().int().describe('ms, the reference audio'),
    order: z.string().nullable(),
  })
  .meta({ id: 'AlternativeReportRow' });
export type AlternativeReportRow = z.infer<typeof alternativeReportRowSchema>;

/** The stats panel: per custom id, its schedules and airings and their shares of all, 2 decimals. */
export const alternativeReportStatSchema = z.object({
  customId: z.string(),
  schedules: z.number().int(),
  schedulesPercentage: z.number(),
  matches: z.number().int(),
  matchesPercentage: z.number(),
});
export type AlternativeReportStat = z.infer<typeof alternativeReportStatSchema>;

export const alternativeReportPreviewSchema = z
  .object({
    rows: z.array(alternativeReportRowSchema),
    total: z.number().int(),
    stats: z.array(alternativeReportStatSchema),
    totals: z.object({ schedules: z.number().int(), matches: z.number().int() }),
  })
  .meta({ id: 'AlternativeReportPreview' });
export type AlternativeReportPreview = z.infer<typeof alternativeReportPreviewSchema>;

export const reportFormatQuerySchema = z.object({ format: reportFormatSchema.default('csv') });

const exportSeconds = z.union(EXPORT_TIME_OPTIONS.map((seconds) => z.literal(seconds)));

/** spec 03 "Export config": before and after, the path format, and the public link. */
export const reportExportOptionsSchema = z
  .object({
    audioMatchIncludeBefore: exportSeconds,
    audioMatchIncludeAfter: exportSeconds,
    excludeVersion: z.boolean(),
    publicLink: z.boolean(),
    pathFormat: z.object({
      formatId: text(100).min(1, 'Required'),
      formatCustomText: text(200).optional(),
    }),
  })
  .meta({ id: 'ReportExportOptions' });
export type ReportExportOptions = z.infer<typeof reportExportOptionsSchema>;

/** A saved report's evidence export (`data.export`): the ZIP's progress, then where it is. */
export const reportExportSchema = z
  .object({
    status: reportExportStatusSchema,
    progress: z.number().min(0).max(100).describe('percent'),
    options: reportExportOptionsSchema,
    error: z.string().nullable(),
    /** Airings whose audio the ZIP holds (known once COMPUTING_REPORT is done). */
    airings: z.number().int().nullable(),
    startedAt: z.string().describe('ISO 8601 UTC'),
    finishedAt: z.string().nullable(),
    /** Set when `publicLink` was chosen and the ZIP is ready: a URL that needs no sign-in. */
    publicUrl: z.string().nullable(),
  })
  .meta({ id: 'ReportExport' });
export type ReportExport = z.infer<typeof reportExportSchema>;

export const reportCreatorSchema = z.object({ id: z.uuid(), email: z.string(), name: z.string() });

/** spec 03 "Report (saved)". */
export const savedReportSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    type: reportTypeSchema,
    createdAt: z.string().describe('ISO 8601 UTC'),
    createdById: z.uuid().nullable(),
    /** null when the creator is gone ('not set'). */
    createdBy: reportCreatorSchema.nullable(),
    data: z.object({ config: reportConfigSchema, export: reportExportSchema.nullable() }),
  })
  .meta({ id: 'SavedReport' });
export type SavedReport = z.infer<typeof savedReportSchema>;

export const saveReportSchema = z.object({
  name: text(255).trim().min(1, 'Required'),
  data: z.object({ config: reportConfigSchema }),
});
export type SaveReportInput = z.input<typeof saveReportSchema>;

/** spec 03 "Created reports": page 0 first, 50 a page; `createdById` narrows to one creator. */
export const savedReportsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(500).default(CREATED_REPORTS_PAGE_SIZE),
  createdById: z.uuid().optional(),
  contain: z.literal('createdBy').optional(),
});

export const savedReportsPageSchema = z.object({
  results: z.array(savedReportSchema),
  metadata: z.object({ totalCount: z.number().int() }),
  pagesCount: z.number().int(),
});

export const reportParamsSchema = z.object({ reportId: z.uuid() });

export const reportDownloadUrlSchema = z.object({ url: z.string(), expiresAt: z.string() });
