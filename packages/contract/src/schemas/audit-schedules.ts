/**
 * spec 03, Audit II: schedules (the spots and mentions a client bought), their confirmation by
 * matches, the schedule status, the station audit reports and the client's audit configuration.
 * Times are epoch ms (UTC); tolerances and differences are minutes.
 */
import { z } from 'zod';
import { configSourceSchema, confirmationTypeSchema, matchSourceSchema, scheduleTypeSchema } from '../enum-schemas';
import { text } from '../strings';
import { auditAudioSchema, commaList } from './audit';
import { liveMentionSchema } from './live-mentions';
import { epochMsIntSchema, timestampParamSchema } from './recording';

/** The longest tolerance a schedule may carry (minutes): a day either way. */
export const MAX_TOLERANCE_MINUTES = 24 * 60;
/**
 * Rows one schedule file (and one create-batch) may hold. A busy station airs about 150 spots a
 * day, 4,500 a month: this is a quarter of such a station, or a month of one airing 600 a day.
 * Past it the server refuses the file (400): a year is imported as several files.
 */
export const MAX_SCHEDULE_ROWS = 20_000;
/**
 * Bytes one schedule file may hold (413 past it). A spot row is 60 to 150 bytes (2 to 3 MB at
 * MAX_SCHEDULE_ROWS); this leaves room for wide PLK logs with custom columns (400 bytes a row) and
 * PNT scripts (800 of the longest, 10,000 characters).
 */
export const MAX_SCHEDULE_FILE_BYTES = 8 * 1024 * 1024;
/** spec 03 section 5: the schedule import accepts these extensions. */
export const SCHEDULE_FILE_EXTENSIONS = ['.asc', '.plk', '.csv'] as const;

const toleranceSchema = z.number().int().min(0).max(MAX_TOLERANCE_MINUTES);

/**
 * spec 03 "ASC/PLK row", as the parse calls answer it and create-batch takes it back. Tolerances
 * left empty in the file are null: the client's default applies (INHERITED_FROM_CLIENT_CONFIG).
 * `order` and `custom` carry the optional columns a file may add by header name.
 */
export const adScheduleRowSchema = z
  .object({
    line: z.number().int().min(1).describe("the row's line in the file"),
    // An integer, not epochMsSchema: its rounding transform cannot serialize the parse calls' answer.
    datetime: epochMsIntSchema,
    customId: text(200).trim().min(1, 'Required'),
    advertiser: text(200),
    campaign: text(200),
    version: text(200),
    toleranceBefore: toleranceSchema.nullable().describe('minutes; null: the client default'),
    tolerance: toleranceSchema.nullable().describe('minutes after; null: the client default'),
    order: text(200).nullable().default(null),
    custom: z.record(text(100), text(500)).default({}),
  })
  .meta({ id: 'AdScheduleRow' });
export type AdScheduleRow = z.infer<typeof adScheduleRowSchema>;

/** spec 03 "PNT CSV row": a mention to be read on `date` (the station's day), `count` times. */
export const pntScheduleRowSchema = z
  .object({
    line: z.number().int().min(1),
    date: z.iso.date(),
    customId: text(200).trim().min(1, 'Required'),
    title: text(500),
    dirtyText: text(10_000),
    count: z.number().int().min(1).max(1000),
  })
  .meta({ id: 'PntScheduleRow' });
export type PntScheduleRow = z.infer<typeof pntScheduleRowSchema>;

/** A row the parser refused: its line (1-based, the header included) and why. */
export const scheduleRowErrorSchema = z.object({ line: z.number().int().min(1), reason: z.string() });
export type ScheduleRowError = z.infer<typeof scheduleRowErrorSchema>;

export const adScheduleParseResultSchema = z
  .object({ rows: z.array(adScheduleRowSchema), errors: z.array(scheduleRowErrorSchema) })
  .meta({ id: 'AdScheduleParseResult' });
export type AdScheduleParseResult = z.infer<typeof adScheduleParseResultSchema>;

export const pntScheduleParseResultSchema = z
  .object({ rows: z.array(pntScheduleRowSchema), errors: z.array(scheduleRowErrorSchema) })
  .meta({ id: 'PntScheduleParseResult' });
export type PntScheduleParseResult = z.infer<typeof pntScheduleParseResultSchema>;

export const createScheduleBatchSchema = z
  .object({ rows: z.array(adScheduleRowSchema).min(1, 'No rows').max(MAX_SCHEDULE_ROWS) })
  .meta({ id: 'CreateScheduleBatch' });
export type CreateScheduleBatchInput = z.input<typeof createScheduleBatchSchema>;

/** '{n} items creados': `created` new schedules; `existing` rows were already imported. */
export const scheduleImportResultSchema = z
  .object({ created: z.number().int(), existing: z.number().int() })
  .meta({ id: 'ScheduleImportResult' });
export type ScheduleImportResult = z.infer<typeof scheduleImportResultSchema>;

const toleranceSideSchema = z.object({ value: z.number().int().describe('minutes'), source: configSourceSchema });

/** A match as its schedule shows it, with how it confirms it. */
export const scheduleMatchSchema = z.object({
  id: z.uuid(),
  datetime: z.number().int().describe('epoch ms'),
  playedDuration: z.number().int().describe('ms'),
  score: z.number(),
  source: matchSourceSchema,
  confirmationType: confirmationTypeSchema,
  diff: z.number().describe('minutes from the schedule to the match, negative when early'),
});
export type ScheduleMatch = z.infer<typeof scheduleMatchSchema>;

/** spec 03 "Schedule". `audio` and `matches` come with `contain=audio,matches`. */
export const scheduleSchema = z
  .object({
    id: z.uuid(),
    stationId: z.uuid(),
    datetime: z.number().int().describe('epoch ms; a MENTION: the start of its day'),
    customId: z.string(),
    type: scheduleTypeSchema,
    tolerance: z.number().int().describe('minutes after, as applied'),
    toleranceConfig: z.object({ before: toleranceSideSchema, after: toleranceSideSchema }),
    advertiser: z.string(),
    campaign: z.string(),
    version: z.string(),
    order: z.string().nullable(),
    custom: z.record(z.string(), z.string()),
    /** A MENTION's title, script and times to be read (PNT CSV). */
    title: z.string().nullable(),
    dirtyText: z.string().nullable(),
    count: z.number().int(),
    createdAt: z.string().describe('ISO 8601 UTC'),
    audio: auditAudioSchema.nullable().optional(),
    matches: z.array(scheduleMatchSchema).optional(),
    /** With `contain=mentionMatch`, a MENTION: the first live mention confirming it, null when none. */
    mentionMatch: liveMentionSchema.nullable().optional(),
  })
  .meta({ id: 'Schedule' });
export type Schedule = z.infer<typeof scheduleSchema>;

export const SCHEDULE_SORTS = ['datetime', '-datetime', 'customId', '-customId'] as const;
export const SCHEDULE_CONTAINS = ['audio', 'matches', 'mentionMatch'] as const;

const containSchema = text(200)
  .transform((value) => value.split(',').map((item) => item.trim()))
  .pipe(z.array(z.enum(SCHEDULE_CONTAINS)))
  .optional();

export const schedulesQuerySchema = z.object({
  type: scheduleTypeSchema.optional(),
  'datetime.gte': timestampParamSchema.optional(),
  'datetime.lte': timestampParamSchema.optional(),
  customId: commaList,
  contain: containSchema,
  sort: z.enum(SCHEDULE_SORTS).default('-datetime'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(9999).default(50),
});

export const scheduleQuerySchema = z.object({ contain: containSchema });

export const schedulesPageSchema = z.object({
  results: z.array(scheduleSchema),
  metadata: z.object({ totalCount: z.number().int() }),
  pagesCount: z.number().int(),
});

export const scheduleParamsSchema = z.object({ id: z.uuid(), scheduleId: z.uuid() });

export const scheduleCustomIdsQuerySchema = z.object({
  stationsIds: commaList,
  from: timestampParamSchema.optional(),
  to: timestampParamSchema.optional(),
});
export const scheduleCustomIdsSchema = z.object({ results: z.array(z.string()) });

/** A day-bounded range of the reports (`from` and `to` epoch ms or ISO); default today. */
const reportRangeSchema = z.object({
  from: timestampParamSchema.optional(),
  to: timestampParamSchema.optional(),
});

export const scheduleStatusQuerySchema = reportRangeSchema.extend({
  customId: commaList,
  /** Live mentions (spec 03 "for mentions: date, customId"): the station day whose mention schedules to report. */
  date: z.iso.date().optional(),
});

/** spec 03 "Status item": per custom id, its audio and counts (the colour rule: scheduleStatusColour). */
export const scheduleStatusItemSchema = z
  .object({
    customId: z.string(),
    audio: auditAudioSchema.nullable(),
    status: z.object({
      matchesCount: z.number().int(),
      matchesWithScheduleCount: z.number().int(),
      matchesWithScheduleOffToleranceCount: z.number().int(),
      schedulesCount: z.number().int(),
    }),
    schedules: z.array(z.object({ id: z.uuid(), datetime: z.number().int(), matched: z.boolean() })),
  })
  .meta({ id: 'ScheduleStatusItem' });
export type ScheduleStatusItem = z.infer<typeof scheduleStatusItemSchema>;
export const scheduleStatusSchema = z.object({ results: z.array(scheduleStatusItemSchema) });

export type ScheduleStatusColour = 'light' | 'green' | 'yellow';

/**
 * spec 03 section 4, ads: light with no matches; green when the matches confirming a schedule in
 * tolerance reach the number of schedules; yellow otherwise.
 */
export function scheduleStatusColour(status: ScheduleStatusItem['status']): ScheduleStatusColour {
  if (status.matchesCount === 0) return 'light';
  const inTolerance = status.matchesWithScheduleCount - status.matchesWithScheduleOffToleranceCount;
  return inTolerance >= status.schedulesCount ? 'green' : 'yellow';
}

export const equalMd5QuerySchema = reportRangeSchema;
/** spec 03 "Same-content report item". */
export const equalMd5ItemSchema = z.object({ md5: z.string(), audios: z.array(auditAudioSchema) });
export const equalMd5ReportSchema = z.object({ results: z.array(equalMd5ItemSchema) });

export const noMatchesQuerySchema = z.object({
  audioFrom: timestampParamSchema.optional(),
  audioTo: timestampParamSchema.optional(),
  matchFrom: timestampParamSchema.optional(),
  matchTo: timestampParamSchema.optional(),
});
/** spec 03 "No-matches item": an audio without matches, and one of the same content that has some. */
export const noMatchesItemSchema = z.object({
  audio: auditAudioSchema,
  sameMd5MatchedAudio: auditAudioSchema.nullable(),
});
export const noMatchesReportSchema = z.object({ results: z.array(noMatchesItemSchema) });

export const missingAudiosQuerySchema = reportRangeSchema;
/** spec 03 "Missing audio item": a scheduled custom id with no audio loaded. */
export const missingAudioItemSchema = z.object({
  id: z.uuid().describe('the schedule'),
  station: z.object({ name: z.string(), slug: z.string() }),
  customId: z.string(),
  datetime: z.number().int(),
  advertiser: z.string(),
  version: z.string(),
});
export const missingAudiosReportSchema = z.object({ results: z.array(missingAudioItemSchema) });

/** spec 03 "Audit client config" (evidenceExport.pathFormats: how report exports name files). */
export const pathFormatSchema = z.object({
  id: text(100).min(1),
  label: text(200).min(1),
  default: z.boolean(),
  pattern: text(500).min(1),
});
export type PathFormat = z.infer<typeof pathFormatSchema>;

export const auditConfigSchema = z
  .object({
    excludedCustomIds: z.array(z.string()),
    tolerance: z.object({ before: toleranceSchema, after: toleranceSchema }).describe('client default, minutes'),
    evidenceExport: z.object({ pathFormats: z.array(pathFormatSchema) }),
  })
  .meta({ id: 'AuditConfig' });
export type AuditConfig = z.infer<typeof auditConfigSchema>;

/** PUT /v2/audit/config: excludedCustomIds required (trimmed, empties dropped); the rest kept when absent. */
export const auditConfigUpdateSchema = z
  .object({
    excludedCustomIds: z
      .array(text(200))
      .max(10_000)
      .transform((ids) => [...new Set(ids.map((id) => id.trim()).filter(Boolean))]),
    tolerance: z.object({ before: toleranceSchema, after: toleranceSchema }).optional(),
    evidenceExport: z
      .object({
        pathFormats: z
          .array(pathFormatSchema)
          .max(50)
          .refine((formats) => formats.filter((f) => f.default).length <= 1, 'At most one default path format')
          .refine((formats) => new Set(formats.map((f) => f.id)).size === formats.length, 'Path format ids repeat'),
      })
      .optional(),
  })
  .meta({ id: 'AuditConfigUpdate' });
export type AuditConfigUpdate = z.input<typeof auditConfigUpdateSchema>;
