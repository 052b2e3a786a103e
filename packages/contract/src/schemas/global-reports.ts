import { z } from 'zod';
import { missingAudiosGroupBySchema, reportFormatSchema } from '../enum-schemas';
import { CONSECUTIVE_SCHEDULES_MAX_STATIONS, SCHEDULES_NO_MATCHES_PAGE_SIZE } from '../constants';
import { epochMsIntSchema } from './recording';
import { timezoneSchema } from './settings';

export { CONSECUTIVE_SCHEDULES_GAP_MS } from '../constants';

/**
 * spec 03 "Global reports" (issue 20 point 3): reports over several stations, each answered as
 * JSON, or with `options.format` csv or xls as the file itself (the xls a real .xlsx).
 */

/** A time in an answer (the ranges a request sends are epochMsIntSchema, bounded). */
const epochMs = z.number().int().min(0).describe('epoch ms');

/**
 * `format` absent: JSON (dates as epoch ms); `timezone` (IANA) writes the file's dates on that
 * clock, by default each row's station clock (docs/global-reports.md); the file names the zone of
 * every row.
 */
export const globalReportOptionsSchema = z
  .object({
    format: reportFormatSchema.optional(),
    timezone: timezoneSchema.optional(),
  })
  .default({});

const range = { from: epochMsIntSchema, to: epochMsIntSchema };
const toAfterFrom = (value: { from: number; to: number }) => value.to > value.from;
const afterFrom = { path: ['to'], message: 'Must be after from' };
/** Empty: every station with audit the caller reaches (spec 03 section 5). */
const stationsIds = z.array(z.uuid()).max(1000).default([]);

const reportStation = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });

export const globalMissingAudiosQuerySchema = z
  .object({
    ...range,
    stationsIds,
    groupBy: missingAudiosGroupBySchema.default('none'),
    options: globalReportOptionsSchema,
  })
  .refine(toAfterFrom, afterFrom);
/**
 * A schedule whose custom id has no reference audio. Grouped, one row per custom id (and
 * station): `datetime` is its first schedule, `schedules` how many; `station` null when the
 * grouping merges stations.
 */
export const globalMissingAudioItemSchema = z.object({
  id: z.uuid().describe('the (first) schedule'),
  station: reportStation.nullable(),
  customId: z.string(),
  datetime: epochMs,
  advertiser: z.string(),
  version: z.string(),
  schedules: z.number().int(),
});
export const globalMissingAudiosResultSchema = z.object({ results: z.array(globalMissingAudioItemSchema) });

export const globalAudiosNoMatchesQuerySchema = z.object({
  audioRange: z.object(range).refine(toAfterFrom, afterFrom),
  /** Absent: the match range follows the audio range (the 'same range' checkbox). */
  matchRange: z.object(range).refine(toAfterFrom, afterFrom).optional(),
  stationsIds,
  options: globalReportOptionsSchema,
});
const noMatchAudio = z.object({
  id: z.uuid(),
  customId: z.string(),
  title: z.string().nullable(),
  duration: z.number().int().describe('ms'),
  createdAt: z.string(),
  station: reportStation.nullable(),
});
/** An audio uploaded in the range with no airing in the match range; another audio of the same content that aired. */
export const globalNoMatchesItemSchema = z.object({
  audio: noMatchAudio,
  sameMd5MatchedAudio: noMatchAudio.nullable(),
});
export const globalAudiosNoMatchesResultSchema = z.object({ results: z.array(globalNoMatchesItemSchema) });

export const globalSchedulesNoMatchesQuerySchema = z
  .object({
    ...range,
    stationsIds,
    /** Also list schedules whose custom id has no reference audio (otherwise left out). */
    includeMissingAudio: z.boolean().default(false),
    pageSize: z.number().int().min(1).max(SCHEDULES_NO_MATCHES_PAGE_SIZE).default(SCHEDULES_NO_MATCHES_PAGE_SIZE),
    options: globalReportOptionsSchema,
  })
  .refine(toAfterFrom, afterFrom);
/** A SPOT schedule no airing confirms. */
export const scheduleNoMatchesItemSchema = z.object({
  id: z.uuid(),
  station: reportStation,
  customId: z.string(),
  datetime: epochMs,
  advertiser: z.string(),
  campaign: z.string(),
  version: z.string(),
  hasAudio: z.boolean(),
});
export const schedulesNoMatchesResultSchema = z.object({
  results: z.array(scheduleNoMatchesItemSchema),
  total: z.number().int(),
});

export const globalConsecutiveSchedulesQuerySchema = z
  .object({
    ...range,
    stationsIds: z
      .array(z.uuid())
      .min(1, 'Required')
      .max(CONSECUTIVE_SCHEDULES_MAX_STATIONS, `At most ${CONSECUTIVE_SCHEDULES_MAX_STATIONS} stations`),
    options: globalReportOptionsSchema,
  })
  .refine(toAfterFrom, afterFrom);
/**
 * Two SPOT schedules of one custom id on one station back to back: the next schedule of that
 * custom id starts before the first's audio ends plus CONSECUTIVE_SCHEDULES_GAP_MS (docs/global-reports.md).
 */
export const consecutiveScheduleItemSchema = z.object({
  stationSlug: z.string(),
  stationName: z.string(),
  customId: z.string(),
  datetime: epochMs,
  datetimeNext: epochMs,
  audioDuration: z.number().int().nullable().describe('ms'),
  timezone: z.string(),
});
export const consecutiveSchedulesResultSchema = z.object({ results: z.array(consecutiveScheduleItemSchema) });

export const globalLowerthirdQuerySchema = z
  .object({ ...range, stationId: z.uuid(), options: globalReportOptionsSchema })
  .refine(toAfterFrom, afterFrom);
export const lowerthirdItemSchema = z.object({ from: epochMs, to: epochMs, text: z.string() });
/** `available` false: the station's video analysis has not produced lower thirds (it comes later). */
export const lowerthirdResultSchema = z.object({ results: z.array(lowerthirdItemSchema), available: z.boolean() });

export type GlobalMissingAudiosQuery = z.output<typeof globalMissingAudiosQuerySchema>;
export type GlobalMissingAudioItem = z.infer<typeof globalMissingAudioItemSchema>;
export type GlobalAudiosNoMatchesQuery = z.output<typeof globalAudiosNoMatchesQuerySchema>;
export type GlobalNoMatchesItem = z.infer<typeof globalNoMatchesItemSchema>;
export type GlobalSchedulesNoMatchesQuery = z.output<typeof globalSchedulesNoMatchesQuerySchema>;
export type ScheduleNoMatchesItem = z.infer<typeof scheduleNoMatchesItemSchema>;
export type GlobalConsecutiveSchedulesQuery = z.output<typeof globalConsecutiveSchedulesQuerySchema>;
export type ConsecutiveScheduleItem = z.infer<typeof consecutiveScheduleItemSchema>;
export type GlobalLowerthirdQuery = z.output<typeof globalLowerthirdQuerySchema>;
export type LowerthirdItem = z.infer<typeof lowerthirdItemSchema>;
