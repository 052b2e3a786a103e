import { z } from 'zod';
import { TEXT_MAX, text } from '../strings';
import { stationFormatSchema } from '../enum-schemas';
import { CAPTURE_FAILURE_CODES } from '../enums';
import { stationParamsSchema } from './stations';
import { MAX_MEDIA_RANGE_MS, WAVEFORM_SAMPLES_PER_PIXEL } from '../constants';

export {
  DEFAULT_RETENTION_DAYS,
  MAX_MEDIA_RANGE_MS,
  SEGMENT_DURATION_MS,
  STATUS_ACTIVITY_MS,
  THUMBNAIL_CELL,
  WAVEFORM_SAMPLES_PER_PIXEL,
} from '../constants';

/**
 * The times the API accepts, one range for every time a call sends (a query, a path, a body):
 * epoch milliseconds from 1970 to 2100-01-01. Nothing recorded, booked or reported lies outside
 * it; past it a Date may not hold the time at all (8640000000000001 made reports answer 500), and
 * a range of centuries is no report anyone runs.
 */
export const MIN_TIMESTAMP_MS = 0;
export const MAX_TIMESTAMP_MS = Date.UTC(2100, 0, 1);
const TIMESTAMP_RANGE = 'from 1970 to 2100-01-01';
const EPOCH_MS_MESSAGE = `Expected epoch milliseconds ${TIMESTAMP_RANGE}`;

/** An ISO 8601 date, or date-time (`T` or a space, seconds and zone optional); no other text Date.parse reads. */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * A point in time in a query or path: epoch milliseconds (digits, a fraction allowed: a client
 * dragging a brush sends `1795502558275.1655`) or an ISO 8601 date-time, as the spec's calls send
 * both. Parsed to whole epoch ms (rounded), within MIN_TIMESTAMP_MS and MAX_TIMESTAMP_MS.
 */
export const timestampParamSchema = z.union([z.string().max(40), z.number()]).transform((value, ctx) => {
  // Date.parse alone reads '-1' and 'foo 1' as 2001: only ISO 8601 text goes to it.
  const ms =
    typeof value === 'number' || /^\d+(\.\d+)?$/.test(value)
      ? Number(value)
      : ISO_8601.test(value)
        ? Date.parse(value)
        : NaN;
  if (!Number.isFinite(ms) || ms < MIN_TIMESTAMP_MS || ms > MAX_TIMESTAMP_MS) {
    ctx.addIssue({
      code: 'custom',
      message: `Expected epoch milliseconds or an ISO 8601 date-time ${TIMESTAMP_RANGE}`,
    });
    return z.NEVER;
  }
  return Math.round(ms);
});

/**
 * A point in time in a JSON body or answer, as whole epoch milliseconds within MIN_TIMESTAMP_MS
 * and MAX_TIMESTAMP_MS. No transform, so an answer that echoes it (a saved report's config)
 * serializes.
 */
export const epochMsIntSchema = z
  .number()
  .int('Expected whole epoch milliseconds')
  .min(MIN_TIMESTAMP_MS, EPOCH_MS_MESSAGE)
  .max(MAX_TIMESTAMP_MS, EPOCH_MS_MESSAGE)
  .describe('epoch ms');

/**
 * A point in time in a JSON body: epoch milliseconds, a fraction allowed and rounded (a brush
 * or a player position is rarely whole), within MIN_TIMESTAMP_MS and MAX_TIMESTAMP_MS.
 */
export const epochMsSchema = z
  .number()
  .min(MIN_TIMESTAMP_MS, EPOCH_MS_MESSAGE)
  .max(MAX_TIMESTAMP_MS, EPOCH_MS_MESSAGE)
  .transform((ms) => Math.round(ms));

const rangeRefinement = <T extends { from: number; to: number }>(range: T, ctx: z.RefinementCtx) => {
  if (range.to <= range.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be after from' });
  else if (range.to - range.from > MAX_MEDIA_RANGE_MS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The range may not exceed 24 hours' });
};

const timeRangeFields = {
  from: timestampParamSchema,
  to: timestampParamSchema,
  access_token: text(TEXT_MAX.url).optional(),
};

export const timeRangeQuerySchema = z.object(timeRangeFields).superRefine(rangeRefinement);

/**
 * A segment list's range, and optionally a coarser waveform: a multiple of the recorded 441
 * samples per pixel, whose pixels keep the min and max of the recorded ones. A day at 25 pixels
 * a second is 16 MB of JSON that no strip can show; at 11025 (a pixel a second) it is 0.7 MB.
 */
export const segmentListQuerySchema = z
  .object({
    ...timeRangeFields,
    samplesPerPixel: z.coerce
      .number()
      .int()
      .min(WAVEFORM_SAMPLES_PER_PIXEL)
      .max(WAVEFORM_SAMPLES_PER_PIXEL * 750)
      .multipleOf(WAVEFORM_SAMPLES_PER_PIXEL)
      .optional(),
  })
  .superRefine(rangeRefinement);

/** The BBC audiowaveform JSON shape (spec 01 section 3): `data` holds min/max pairs per pixel. */
export const waveformSchema = z
  .object({
    version: z.literal(2),
    channels: z.literal(1),
    sample_rate: z.number().int(),
    samples_per_pixel: z.number().int(),
    bits: z.union([z.literal(8), z.literal(16)]),
    length: z.number().int(),
    data: z.array(z.number().int()),
  })
  .meta({ id: 'Waveform' });
export type Waveform = z.infer<typeof waveformSchema>;

/** spec 02 section 3: `metadata.thumbnails` of a video segment's sprite sheet (interval in ms). */
export const thumbnailsMetaSchema = z
  .object({
    interval: z.number().int(),
    rows: z.number().int(),
    columns: z.number().int(),
    height: z.number().int(),
    width: z.number().int(),
  })
  .meta({ id: 'ThumbnailsMeta' });
export type ThumbnailsMeta = z.infer<typeof thumbnailsMetaSchema>;

/** A segment as the activity strip needs it. */
export const segmentSummarySchema = z
  .object({ id: z.string(), startTs: z.number().int(), endTs: z.number().int(), duration: z.number().int() })
  .meta({ id: 'SegmentSummary' });
export type SegmentSummary = z.infer<typeof segmentSummarySchema>;

/** spec 01 and 02 section 3: a recorded file of about 30 s; times in epoch ms, duration in ms. */
export const segmentSchema = segmentSummarySchema
  .extend({
    stationId: z.string(),
    format: stationFormatSchema,
    /** Null until the worker has computed it. */
    waveform: waveformSchema.nullable(),
    metadata: z.object({ thumbnails: thumbnailsMetaSchema.nullable() }),
  })
  .meta({ id: 'Segment' });
export type Segment = z.infer<typeof segmentSchema>;

/**
 * Why a station's capture is failing, and since when: `code` is what users read (translated);
 * `reason` is the raw technical detail (ffmpeg's stderr line or the spawn error), shown beside it.
 */
export const captureFailureSchema = z
  .object({
    code: z.enum(CAPTURE_FAILURE_CODES),
    reason: z.string(),
    since: z.number().int(),
  })
  .meta({ id: 'CaptureFailure' });
export type CaptureFailure = z.infer<typeof captureFailureSchema>;

/** spec 02 section 3: station status (isOnline, segments) with what the status card shows. */
export const stationStatusSchema = z
  .object({
    stationId: z.string(),
    slug: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    client: z.object({ name: z.string(), slug: z.string() }),
    format: stationFormatSchema,
    /** featuresConfig.streamerBox.deviceId: the StreamerBox chip. */
    streamerBoxDeviceId: z.string().nullable(),
    isOnline: z.boolean(),
    lastSegmentEndTs: z.number().int().nullable(),
    /** Set while the recorder holding the station cannot capture it. */
    captureFailure: captureFailureSchema.nullable(),
    /**
     * Set while the station is not live but its StreamerBox is online and still uploading what it
     * recorded (an outage's or a link's backlog): seconds of audio left to deliver. The screens
     * say 'catching up' rather than offline.
     */
    catchingUpSeconds: z.number().min(0).nullable().optional(),
    /** The segments of the last hour (STATUS_ACTIVITY_MS). */
    segments: z.array(segmentSummarySchema),
  })
  .meta({ id: 'StationStatus' });
export type StationStatus = z.infer<typeof stationStatusSchema>;

export const stationStatusesQuerySchema = z.object({ _client: text().trim().min(1).optional() });

export const segmentParamsSchema = stationParamsSchema.extend({ segmentId: z.uuid() });
export const sequenceParamsSchema = stationParamsSchema.extend({ startTs: timestampParamSchema });

export const tokenQuerySchema = z.object({ access_token: text(TEXT_MAX.url).optional() });

export const hlsLiveQuerySchema = z.object({
  /** Where a viewer joins; without it, at the live edge. */
  from: timestampParamSchema.optional(),
  access_token: text(TEXT_MAX.url).optional(),
});

/** spec 02 section 3: Thumbnail (segmentId, thumbnailUrl) with the sheet's layout. */
export const thumbnailSchema = z
  .object({
    segmentId: z.string(),
    thumbnailUrl: z.string(),
    startTs: z.number().int(),
    endTs: z.number().int(),
    metadata: thumbnailsMetaSchema,
  })
  .meta({ id: 'Thumbnail' });
export type Thumbnail = z.infer<typeof thumbnailSchema>;

const booleanParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

const filenameSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  // It reaches a Content-Disposition header and a path: no control character (NUL, line breaks).
  .regex(/^[^/\\"\p{Cc}]+$/u, 'A file name without slashes, quotes or control characters');

const exportFields = {
  from: timestampParamSchema,
  to: timestampParamSchema,
  download: booleanParam.optional(),
  filename: filenameSchema.optional(),
  access_token: text(TEXT_MAX.url).optional(),
};

/** spec 02 section 7: GET /export/stations/{id}/export (from, to, download, filename, access_token). */
export const exportQuerySchema = z.object(exportFields).superRefine(rangeRefinement);

export const VIDEO_EXPORT_FORMATS = ['mp4', 'ts'] as const;
/** GET /stations/{id}/export/video: the same, plus outputFormat (ts when downloading TS). */
export const videoExportQuerySchema = z
  .object({ ...exportFields, outputFormat: z.enum(VIDEO_EXPORT_FORMATS).optional() })
  .superRefine(rangeRefinement);
