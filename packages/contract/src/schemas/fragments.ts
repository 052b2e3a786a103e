import { z } from 'zod';
import { transcriptionStatusSchema } from './transcription';
import { FRAGMENT_MAX_CHUNKS, FRAGMENT_MAX_DURATION_MS, FRAGMENT_PAGE_SIZE, CHOICES_PAGE_SIZE } from '../constants';
import {
  CFR_TRANSCODING_STATUSES,
  DELIVERY_ASSET_STATUSES,
  DELIVERY_ASSET_TYPES,
  EXTERNAL_EXPORT_STATUSES,
  EXTERNAL_TARGET_TYPES,
  FRAGMENT_MEDIA_STATUSES,
  FRAGMENT_MEDIA_TYPES,
  FRAGMENT_TYPES,
} from '../enums';
import { text, TEXT_MAX } from '../strings';
import { audiogramTemplateSchema, descriptionFooterSchema, mediaWatermarkSchema } from './features-config';
import { audiogramExportSchema, audiogramGenerationSchema } from './audiogram';
import { socialPlatformSchema } from '../enum-schemas';
import { epochMsSchema, timestampParamSchema } from './recording';

// The web app reads the fragment limits and intervals from the package root, as audit.ts does its page sizes.
export {
  FRAGMENT_BREADCRUMB_TITLE_MAX,
  FRAGMENT_EXPORT_POLL_MS,
  FRAGMENT_MAX_CHUNKS,
  FRAGMENT_MAX_DURATION_MS,
  FRAGMENT_MEDIA_POLL_MS,
  FRAGMENT_PAGE_SIZE,
  FRAGMENT_QUERY_RETRIES,
  FRAGMENT_QUERY_RETRY_CAP_MS,
  WATERMARK_MAX_BYTES,
} from '../constants';

/*
 * Fragments (issue 17, spec 02): clips of what a station aired, single (one range) or joint
 * (chunks of the recording joined in order), with their rendered media, external export,
 * delivery and CFR transcoding.
 */

const fragmentTypeSchema = z.enum(FRAGMENT_TYPES);
const epochMs = () => z.number().int().describe('epoch ms');

/** spec 02 section 5: tags arrive split, trimmed, without empties; at most 50 of 100 characters. */
const tagsSchema = z
  .array(text(100))
  .max(50)
  .transform((tags) => tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0));
const titleSchema = text().trim().min(1, 'Required');
const descriptionSchema = text(TEXT_MAX.long).nullable().optional();

/** A chunk as the editor sends it: its range and label (a colour of the editor's palette). */
export const fragmentChunkInputSchema = z.object({
  from: epochMsSchema,
  to: epochMsSchema,
  /** spec 02 section 5: free text, trimmed; empty becomes none. */
  label: text()
    .transform((label) => label.trim() || null)
    .nullable()
    .optional(),
  color: text(40).nullable().optional(),
});
export type FragmentChunkInput = z.input<typeof fragmentChunkInputSchema>;

/**
 * spec 02 section 3: the platforms a fragment is published to once its media is ready, each with
 * its thumbnail or reel cover; the screen then starts one upload per enabled platform.
 */
export const fragmentPlatformUploadSchema = z.partialRecord(
  socialPlatformSchema,
  z.object({
    enabled: z.boolean(),
    config: z
      .object({
        thumbnailUrl: z.url().max(TEXT_MAX.url).nullable().default(null),
        coverUrl: z.url().max(TEXT_MAX.url).nullable().default(null),
      })
      .prefault({}),
  }),
);
export type FragmentPlatformUpload = z.infer<typeof fragmentPlatformUploadSchema>;

type Range = { from: number; to: number };
const durationOf = (ranges: Range[]) => ranges.reduce((sum, range) => sum + range.to - range.from, 0);

/**
 * `POST /stations/{id}/fragments`: a DEFAULT_FRAGMENT with from and to, or a JOINT_FRAGMENT with
 * chunks that overlap nothing; more than 0 and less than 3 hours in all.
 */
export const fragmentCreateSchema = z
  .object({
    type: fragmentTypeSchema,
    stationId: text().optional().describe('the path station; when sent, must be the same'),
    title: titleSchema,
    description: descriptionSchema,
    tags: tagsSchema.optional(),
    doExternalExport: z.boolean().optional(),
    from: epochMsSchema.optional(),
    to: epochMsSchema.optional(),
    chunks: z.array(fragmentChunkInputSchema).max(FRAGMENT_MAX_CHUNKS).optional(),
    platformUpload: fragmentPlatformUploadSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const ranges: Range[] = [];
    if (body.type === 'DEFAULT_FRAGMENT') {
      if (body.from === undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Required' });
      if (body.to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Required' });
      if (body.from === undefined || body.to === undefined) return;
      if (body.to <= body.from) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'End time must be after start time' });
        return;
      }
      ranges.push({ from: body.from, to: body.to });
    } else {
      if (!body.chunks?.length) {
        ctx.addIssue({ code: 'custom', path: ['chunks'], message: 'A joint fragment needs at least one chunk' });
        return;
      }
      body.chunks.forEach((chunk, index) => {
        if (chunk.to <= chunk.from) {
          ctx.addIssue({ code: 'custom', path: ['chunks', index, 'to'], message: 'End time must be after start time' });
        }
        const overlapped = body.chunks!.findIndex(
          (other, at) => at < index && other.from < chunk.to && chunk.from < other.to,
        );
        if (overlapped >= 0) {
          ctx.addIssue({ code: 'custom', path: ['chunks', index], message: `Overlaps chunk ${overlapped + 1}` });
        }
        ranges.push(chunk);
      });
    }
    if (durationOf(ranges) >= FRAGMENT_MAX_DURATION_MS) {
      const path = body.type === 'DEFAULT_FRAGMENT' ? ['to'] : ['chunks'];
      ctx.addIssue({ code: 'custom', path, message: 'Duration cannot exceed 3 hours' });
    }
  })
  .meta({ id: 'FragmentCreate' });
export type FragmentCreate = z.infer<typeof fragmentCreateSchema>;
export type FragmentCreateInput = z.input<typeof fragmentCreateSchema>;

/** `PUT /stations/{id}/fragments/{id}`: spec 02 section 5, title required. */
export const fragmentUpdateSchema = z
  .object({
    title: titleSchema,
    description: descriptionSchema,
    tags: tagsSchema.optional(),
    stationId: text().optional(),
  })
  .meta({ id: 'FragmentUpdate' });
export type FragmentUpdate = z.infer<typeof fragmentUpdateSchema>;

const rangeSchema = z.object({ from: epochMs(), to: epochMs() });

export const fragmentChunkSchema = z.object({
  from: epochMs(),
  to: epochMs(),
  duration: z.number().int().describe('ms, recorded parts only'),
  label: z.string().nullable(),
  color: z.string().nullable(),
  highlights: z.array(rangeSchema),
  /** The recorded parts of the chunk: one range when whole, more when the recording has gaps. */
  segments: z.array(rangeSchema),
});
export type FragmentChunk = z.infer<typeof fragmentChunkSchema>;

const fragmentMediaSchema = z.object({
  status: z.enum(FRAGMENT_MEDIA_STATUSES),
  /** Why the media failed (for support); the screens show the spec's message. */
  error: z.string().nullable(),
  /** The media types `download-url` signs once READY: AUDIO, and VIDEO for video stations. */
  types: z.array(z.enum(FRAGMENT_MEDIA_TYPES)),
});

const externalExportSchema = z.object({
  status: z.enum(EXTERNAL_EXPORT_STATUSES),
  completedAt: z.string().nullable().describe('ISO 8601 UTC'),
  filename: z.string().nullable(),
  error: z.string().nullable(),
});

export const fragmentSchema = z
  .object({
    id: z.uuid(),
    type: fragmentTypeSchema,
    stationId: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    tags: z.array(z.string()),
    /** The first chunk's start and the last chunk's end. */
    from: epochMs(),
    to: epochMs(),
    duration: z.number().int().describe('ms of recording the media holds'),
    /** Parts of the requested ranges with no recording: left out of the media. */
    gaps: z.array(rangeSchema),
    chunks: z.array(fragmentChunkSchema),
    doExternalExport: z.boolean(),
    createdAt: z.string().describe('ISO 8601 UTC'),
    createdBy: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
    media: fragmentMediaSchema,
    externalExport: externalExportSchema,
    /** Its transcription (GET /fragments/{id}/transcription has the entries); null before one starts. */
    transcription: z.object({ id: z.uuid(), status: transcriptionStatusSchema, progress: z.number() }).nullable(),
    platformUpload: fragmentPlatformUploadSchema,
    /** Its audiogram variants' jobs; null before one is generated. */
    audiogramGeneration: audiogramGenerationSchema.nullable(),
    /** Audiogram variants sent to social platforms. */
    audiogramExport: audiogramExportSchema,
  })
  .meta({ id: 'Fragment' });
export type Fragment = z.infer<typeof fragmentSchema>;

export const FRAGMENT_SORTS = ['createdAt', '-createdAt', 'title', '-title'] as const;

/** `GET /stations/{id}/fragments`: spec 02, created in a range (default the last month), newest first. */
export const fragmentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(CHOICES_PAGE_SIZE).default(FRAGMENT_PAGE_SIZE),
  sort: z.enum(FRAGMENT_SORTS).default('-createdAt'),
  /** Created at or after / at or before (epoch ms or ISO 8601). */
  createdAtFrom: timestampParamSchema.optional(),
  createdAtTo: timestampParamSchema.optional(),
  /** Part of the title, any case. */
  title: text().optional(),
});
export type FragmentsQuery = z.input<typeof fragmentsQuerySchema>;

export const fragmentsPageSchema = z
  .object({
    results: z.array(fragmentSchema),
    metadata: z.object({ totalCount: z.number().int() }),
    pagesCount: z.number().int(),
  })
  .meta({ id: 'FragmentsPage' });
export type FragmentsPage = z.infer<typeof fragmentsPageSchema>;

export const fragmentParamsSchema = z.object({ fragmentId: z.uuid() });
export const stationFragmentParamsSchema = z.object({ id: text().min(1), fragmentId: z.uuid() });

export const fragmentDownloadQuerySchema = z.object({
  mediaType: z.enum(FRAGMENT_MEDIA_TYPES).default('AUDIO'),
});
export const fragmentDownloadUrlSchema = z
  .object({ url: z.string(), expiresAt: z.string().describe('ISO 8601 UTC') })
  .meta({ id: 'FragmentDownloadUrl' });

/** `POST /fragments/{id}/external-export`: the station whose external target receives it (default its own). */
export const externalExportStartSchema = z
  .object({ targetStation: text().optional() })
  .meta({ id: 'ExternalExportStart' });

/** spec 02 "External delivery": enabled, its target station and its assets. */
export const deliverySchema = z
  .object({
    fragmentId: z.uuid(),
    enabled: z.boolean(),
    options: z.object({ targetStationId: z.uuid().nullable() }),
    assets: z.array(
      z.object({
        id: z.uuid(),
        type: z.enum(DELIVERY_ASSET_TYPES),
        status: z.enum(DELIVERY_ASSET_STATUSES),
        targetUri: z
          .string()
          .nullable()
          .describe("`folder:<folder>/<key>` (in the client's export root) or `s3://<bucket>/<key>`"),
        error: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'Delivery' });
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryEnableSchema = z.object({ targetStationId: text().optional() }).meta({ id: 'DeliveryEnable' });

/** Where a station's external exports and deliveries go (docs/fragments.md "External targets"). */
export const externalTargetSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('FOLDER'),
    /** A folder relative to the client's own root inside the server's `EXTERNAL_EXPORT_ROOT`. */
    folder: text(TEXT_MAX.url).trim().min(1, 'Required'),
    keyPattern: text(TEXT_MAX.url).trim().min(1, 'Required'),
  }),
  z.object({
    type: z.literal('S3'),
    endpoint: text(TEXT_MAX.url).trim().url(),
    region: text().trim().min(1, 'Required'),
    bucket: text().trim().min(1, 'Required'),
    accessKeyId: text().trim().min(1, 'Required'),
    /** Write-only: answers carry `secretAccessKeySet` instead. Left out on update, the stored one stays. */
    secretAccessKey: text(TEXT_MAX.url).optional(),
    forcePathStyle: z.boolean().default(true),
    keyPattern: text(TEXT_MAX.url).trim().min(1, 'Required'),
  }),
]);
export type ExternalTargetInput = z.input<typeof externalTargetSchema>;
export const externalTargetTypeSchema = z.enum(EXTERNAL_TARGET_TYPES);

/**
 * `GET /station-config/{stationId}`: a station's fragment services (external target, delivery).
 * Every user of the station reads whether a target is set and its type; its details (`target`)
 * are answered to the station's client admins and superadmins only, null to anyone else.
 */
export const stationConfigSchema = z
  .object({
    stationId: z.uuid(),
    externalExport: z.object({
      enabled: z.boolean(),
      type: externalTargetTypeSchema.nullable().describe('null: no target'),
      target: z
        .union([
          z.object({ type: z.literal('FOLDER'), folder: z.string(), keyPattern: z.string() }),
          z.object({
            type: z.literal('S3'),
            endpoint: z.string(),
            region: z.string(),
            bucket: z.string(),
            accessKeyId: z.string(),
            secretAccessKeySet: z.boolean(),
            forcePathStyle: z.boolean(),
            keyPattern: z.string(),
          }),
        ])
        .nullable()
        .describe("The target's details: answered to the client's admins and superadmins, null to other users"),
    }),
  })
  .meta({ id: 'StationConfig' });
export type StationConfig = z.infer<typeof stationConfigSchema>;
export const stationConfigListSchema = z.object({ results: z.array(stationConfigSchema) });
export const stationConfigUpdateSchema = z
  .object({ externalExport: z.object({ target: externalTargetSchema.nullable() }) })
  .meta({ id: 'StationConfigUpdate' });
export type StationConfigUpdate = z.input<typeof stationConfigUpdateSchema>;
export const stationConfigParamsSchema = z.object({ stationId: text().min(1) });

export const cfrTranscodingSchema = z
  .object({
    status: z.enum(CFR_TRANSCODING_STATUSES).nullable().describe('null: never started'),
    percent: z.number().min(0).max(100),
    error: z.string().nullable(),
  })
  .meta({ id: 'CfrTranscoding' });
export type CfrTranscoding = z.infer<typeof cfrTranscodingSchema>;

/**
 * `PUT /fragments/config/{id}` (a station id): any of the three parts of its fragments
 * configuration; each sent part replaces the stored one.
 */
export const fragmentsConfigUpdateSchema = z
  .object({
    audiogram: z
      .object({
        templates: z
          .array(audiogramTemplateSchema)
          .max(50)
          .superRefine((templates, ctx) => {
            if (templates.length > 0 && !templates.some((template) => template.default)) {
              ctx.addIssue({ code: 'custom', message: 'Al menos un template debe ser marcado como predeterminado' });
            }
            templates.forEach((template, index) => {
              if (template.data.variants.length === 0) {
                ctx.addIssue({
                  code: 'custom',
                  path: [index, 'data', 'variants'],
                  message: 'Por lo menos un formato es requerido',
                });
              }
            });
          }),
      })
      .optional(),
    descriptionFooters: z
      .array(descriptionFooterSchema)
      .max(50)
      .refine((footers) => footers.filter((footer) => footer.default).length <= 1, {
        message: 'No puede haber dos footers establecidos como default',
      })
      .optional(),
    // The watermark without its whole-object default: a body that leaves it out keeps the stored one.
    mediaWatermark: mediaWatermarkSchema
      .unwrap()
      .refine((watermark) => !watermark.enabled || watermark.imageUrl, {
        path: ['imageUrl'],
        message: 'Required',
      })
      .optional(),
  })
  .meta({ id: 'FragmentsConfigUpdate' });
export type FragmentsConfigUpdate = z.input<typeof fragmentsConfigUpdateSchema>;

/** A station's fragments configuration as stored (every part with its defaults). */
export const fragmentsConfigSchema = z
  .object({
    stationId: z.uuid(),
    descriptionFooters: z.array(descriptionFooterSchema),
    mediaWatermark: mediaWatermarkSchema,
    audiogram: z.object({ templates: z.array(audiogramTemplateSchema) }),
  })
  .meta({ id: 'FragmentsConfig' });
export type FragmentsConfig = z.infer<typeof fragmentsConfigSchema>;
export const fragmentsConfigParamsSchema = z.object({ id: text().min(1) });
