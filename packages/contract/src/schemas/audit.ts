import { z } from 'zod';
import {
  audioUploadTypeSchema,
  confirmationTypeSchema,
  matchReviewSchema,
  matchSourceSchema,
  retroScanStatusSchema,
} from '../enum-schemas';
import { text } from '../strings';
import { epochMsSchema, timestampParamSchema } from './recording';
import { REPORT_MATCHES_PAGE_SIZE, STREAM_MATCHES_PAGE_SIZE } from '../constants';
import { stationParamsSchema } from './stations';

// Defined with the plain constants: the stream screen's first load reads them without zod.
export { REPORT_MATCHES_PAGE_SIZE, STREAM_MATCHES_PAGE_SIZE } from '../constants';

/** spec 03 section 5: what the upload accepts (audio, or video whose sound is the ad). */
export const AUDIO_UPLOAD_ACCEPT = ['audio/*', 'video/mp4', 'video/x-m4v', 'video/*'] as const;

/** A comma list in a query (`customId=A,B`), each item trimmed, empty ones dropped. */
export const commaList = text(4000)
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .optional();

/** spec 03 "Audio": a reference audio of the station audit. Durations are ms. */
export const auditAudioSchema = z
  .object({
    id: z.uuid(),
    customId: z.string(),
    filename: z.string(),
    title: z.string().nullable(),
    duration: z.number().int().describe('ms'),
    md5: z.string(),
    createdAt: z.string().describe('ISO 8601 UTC'),
    updatedAt: z.string().describe('ISO 8601 UTC'),
    stationId: z.uuid().nullable(),
    stationsGroupId: z.uuid().nullable(),
    station: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }).nullable(),
    stationsGroup: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    /** The search of its past airings in the stored recordings, started by its upload. */
    retroScan: z
      .object({ status: retroScanStatusSchema, progress: z.number().min(0).max(1).describe('0 to 1') })
      .nullable()
      .optional(),
  })
  .meta({ id: 'AuditAudio' });
export type AuditAudio = z.infer<typeof auditAudioSchema>;

/** The upload's form fields beside `file` (multipart, so parsed by the route with this schema). */
export const auditAudioUploadFieldsSchema = z
  .object({
    customId: text().trim().min(1, 'Required'),
    type: audioUploadTypeSchema,
    stationId: z.uuid().optional(),
    stationsGroupId: z.uuid().optional(),
    /** 'true': an audio with the same custom id is replaced (the answer says `overridden`). */
    override: z.enum(['true', 'false']).optional(),
  })
  .superRefine((fields, ctx) => {
    const target = fields.type === 'STATION_AUDIO' ? 'stationId' : 'stationsGroupId';
    if (!fields[target]) ctx.addIssue({ code: 'custom', path: [target], message: `Required for ${fields.type}` });
  });
export type AuditAudioUploadFields = z.input<typeof auditAudioUploadFieldsSchema>;

export const auditAudioUploadResultSchema = auditAudioSchema
  .extend({ overridden: z.boolean().describe('The upload replaced an audio with the same custom id') })
  .meta({ id: 'AuditAudioUploadResult' });

export const AUDIT_AUDIO_SORTS = ['createdAt', '-createdAt', 'customId', '-customId', 'duration', '-duration'] as const;
export const AUDIT_AUDIO_SELECTABLE = ['id', 'duration', 'customId'] as const;

/** spec 03 section 7 "GET audios": default sort createdAt descending over today (station timezone). */
export const auditAudiosQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(REPORT_MATCHES_PAGE_SIZE).default(50),
  sort: z.enum(AUDIT_AUDIO_SORTS).default('-createdAt'),
  customId: commaList,
  customIdLike: text().optional(),
  /** Created at or after; with neither bound, the list covers today in the station's timezone. */
  from: timestampParamSchema.optional(),
  to: timestampParamSchema.optional(),
  /** Only these fields in each result (comma list of id, duration, customId). */
  select: text()
    .transform((value) => value.split(',').map((item) => item.trim()))
    .pipe(z.array(z.enum(AUDIT_AUDIO_SELECTABLE)).min(1))
    .optional(),
});

const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    metadata: z.object({ totalCount: z.number().int() }),
    pagesCount: z.number().int(),
  });

export const auditAudiosPageSchema = paged(
  z.union([
    auditAudioSchema,
    z.object({ id: z.uuid().optional(), duration: z.number().int().optional(), customId: z.string().optional() }),
  ]),
);

export const auditAudioParamsSchema = stationParamsSchema.extend({ customId: text().min(1) });
export const auditAudioIdParamsSchema = z.object({ audioId: z.uuid() });

export const auditAudioMediaQuerySchema = z.object({
  download: z.enum(['true', 'false']).optional(),
});

/** One audio of a match, as the stream and the audit tables show it. */
const matchedAudioSchema = z.object({
  id: z.uuid(),
  customId: z.string(),
  title: z.string().nullable(),
  duration: z.number().int().describe('ms'),
});

/** The schedule a match confirms (spec 03 "Match" mainMatch.matchedSchedule). */
export const matchedScheduleSchema = z.object({
  id: z.uuid(),
  datetime: z.number().int().describe('epoch ms'),
  customId: z.string(),
});

/** A match's review and whether it waits for one (issue 33 point 4, contract finding-review.ts). */
const reviewFields = {
  review: matchReviewSchema.describe('AUTO: unreviewed; ACCEPTED or REJECTED by a user'),
  waitsForReview: z
    .boolean()
    .describe("unreviewed and scoring under the station's match threshold: it counts nowhere until accepted"),
};

/** One finding of one audio (`mainMatch` and each of `otherMatches`). */
export const matchEntrySchema = z.object({
  id: z.uuid(),
  audio: matchedAudioSchema,
  score: z.number().describe('0 to 100'),
  source: matchSourceSchema,
  playedDuration: z.number().int().describe('ms'),
  /** The schedule this airing confirms, if any (the pairing of docs/schedule-pairing.md). */
  matchedSchedule: matchedScheduleSchema.nullable(),
  ...reviewFields,
});

/**
 * spec 03 "Match": the audios found at one moment of a station, the best first (`mainMatch`:
 * the one with a matched schedule, else the highest score), the others as `otherMatches`.
 */
export const matchSchema = z
  .object({
    datetime: z.number().int().describe("epoch ms (UTC) of the airing's first sample"),
    type: z.literal('CUSTOM'),
    score: z.number(),
    mainMatch: matchEntrySchema,
    otherMatches: z.array(matchEntrySchema),
    /** The main match's confirmation of its schedule, and the minutes from it (negative: early). */
    matchedScheduleConfirmationType: confirmationTypeSchema.nullable(),
    matchedScheduleDiff: z.number().nullable(),
  })
  .meta({ id: 'Match' });
export type Match = z.infer<typeof matchSchema>;
export type MatchEntry = z.infer<typeof matchEntrySchema>;

/** `true`: only the findings waiting for review; `false`: only the others. */
export const waitsForReviewQuerySchema = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

const matchRange = {
  from: timestampParamSchema.optional(),
  to: timestampParamSchema.optional(),
  customId: commaList,
  waitsForReview: waitsForReviewQuerySchema,
};

export const auditMatchesQuerySchema = z.object({
  ...matchRange,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(REPORT_MATCHES_PAGE_SIZE).default(STREAM_MATCHES_PAGE_SIZE),
});

export const auditMatchesPageSchema = z.object({
  results: z.array(matchSchema),
  metadata: z.object({ totalCount: z.number().int() }),
});

export const AUDIT_RESULT_SORTS = ['datetime', '-datetime', 'customId', '-customId', 'score', '-score'] as const;

export const auditResultsQuerySchema = z.object({
  ...matchRange,
  sort: z.enum(AUDIT_RESULT_SORTS).default('-datetime'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(REPORT_MATCHES_PAGE_SIZE).default(50),
});

/** One row of the station audit's CUSTOM ADS table: one finding of one audio. */
export const auditResultSchema = z
  .object({
    id: z.uuid(),
    datetime: z.number().int().describe('epoch ms'),
    customId: z.string(),
    title: z.string().nullable(),
    duration: z.number().int().describe('ms, the audio'),
    playedDuration: z.number().int().describe('ms'),
    score: z.number(),
    source: matchSourceSchema,
    ...reviewFields,
  })
  .meta({ id: 'AuditResult' });
export type AuditResult = z.infer<typeof auditResultSchema>;

export const auditResultsPageSchema = paged(auditResultSchema);

/** spec 02 section 5: audio required; datetime required, not in the future; score 0-100. */
export const manualMatchSchema = z
  .object({
    datetime: epochMsSchema,
    score: z.number().min(0).max(100).default(100),
    playedDuration: z
      .number()
      .int()
      .min(1)
      .max(24 * 60 * 60_000),
    audioId: z.uuid(),
  })
  .meta({ id: 'ManualMatch' });
export type ManualMatchInput = z.input<typeof manualMatchSchema>;

export const auditMatchParamsSchema = stationParamsSchema.extend({ matchId: z.uuid() });

/**
 * Review a match (issue 33 point 4), as a live mention's review: ACCEPTED counts whatever its
 * score, REJECTED never counts, AUTO makes it unreviewed again.
 */
export const matchReviewUpdateSchema = z.object({ review: matchReviewSchema }).meta({ id: 'MatchReviewUpdate' });
export type MatchReviewUpdate = z.infer<typeof matchReviewUpdateSchema>;
