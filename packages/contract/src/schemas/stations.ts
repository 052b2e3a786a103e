import { z } from 'zod';
import { TEXT_MAX, streamUrlSchema, text } from '../strings';
import { stationFormatSchema } from '../enum-schemas';
import { featuresConfigSchema } from './features-config';
import { timezoneSchema } from './settings';
import { REVIEW_THRESHOLD_MAX } from '../finding-review';

const threshold = z.number().int().min(0).max(REVIEW_THRESHOLD_MAX);

/**
 * A station's review thresholds (issue 33 point 4), set by a client admin: a match scoring under
 * `matchThreshold` (0 to 100), or a detected live mention whose confidence in % is under
 * `mentionThreshold`, waits for review instead of counting in reports. 0: nothing waits.
 */
export const auditReviewSchema = z
  .object({
    matchThreshold: threshold.describe('0 to 100: matches scoring under it wait for review'),
    mentionThreshold: threshold.describe('0 to 100 (%): detected mentions whose score × 100 is under it wait'),
  })
  .meta({ id: 'AuditReview' });
export type AuditReview = z.infer<typeof auditReviewSchema>;

export const stationSummarySchema = z
  .object({ id: z.string(), slug: z.string(), name: z.string(), logoUrl: z.string().nullable() })
  .meta({ id: 'StationSummary' });
export type StationSummary = z.infer<typeof stationSummarySchema>;

/** spec 01 and 02 section 3: Station. `format` mpegts means video; `streams[0].url` feeds live play. */
export const stationSchema = stationSummarySchema
  .extend({
    /** retentionDays: how long the client's recordings are kept, so screens stop rewinding there. */
    client: z.object({ id: z.string(), name: z.string(), slug: z.string(), retentionDays: z.number().int() }),
    timezone: z.string(),
    language: z.string(),
    format: stationFormatSchema,
    streams: z.array(z.object({ url: z.string() })),
    featuresConfig: featuresConfigSchema,
    stationGroup: z.object({ id: z.string(), name: z.string() }).nullable(),
    auditReview: auditReviewSchema,
  })
  .meta({ id: 'Station' });
export type Station = z.infer<typeof stationSchema>;

/** Languages a station can broadcast in (the transcription language). */
export const STATION_LANGUAGES = ['es', 'en', 'pt'] as const;
export const stationLanguageSchema = z.enum(STATION_LANGUAGES);

/**
 * spec 01 section 5: station edit covers the language, which is required; and (issue 33) the
 * audit's review thresholds, kept as they are when absent.
 */
export const stationUpdateSchema = z
  .object({ language: stationLanguageSchema, auditReview: auditReviewSchema.optional() })
  .meta({ id: 'StationUpdate' });

/** `:id` of station calls takes the station's id or its slug (screens link by slug). */
export const stationParamsSchema = z.object({ id: text().min(1) });

/** A complete station as platform administration writes it. */
export const stationWriteSchema = z
  .object({
    name: text().trim().min(1, 'Required'),
    slug: text()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lowercase letters, digits and dashes'),
    logoUrl: text(TEXT_MAX.url).trim().nullable().default(null),
    timezone: timezoneSchema,
    language: stationLanguageSchema,
    format: stationFormatSchema,
    streamUrl: streamUrlSchema.nullable().default(null),
    featuresConfig: featuresConfigSchema,
    stationGroupId: z.uuid().nullable().default(null),
  })
  .meta({ id: 'StationWrite' });
export type StationWrite = z.input<typeof stationWriteSchema>;
