import { z } from 'zod';
import type { SocialPlatform } from '../enums';
import { socialPlatformSchema } from '../enum-schemas';
import { text, TEXT_MAX } from '../strings';
import { pagedSchema } from './pagination';

/*
 * spec 02 sections 3, 5 and 7 "Social export" (issue 34): one connection per station and
 * platform, and one upload record per fragment and platform.
 */

/** Paths name a platform in any case (the screens use lower case, spec 02 section 1). */
export const socialPlatformParam = () =>
  z.preprocess((value) => (typeof value === 'string' ? value.toUpperCase() : value), socialPlatformSchema);

/** The login path's platform: `instagram-business` is Instagram through Facebook Login for Business. */
export const SOCIAL_LOGIN_TARGETS = ['youtube', 'facebook', 'instagram', 'instagram-business', 'twitter'] as const;
export type SocialLoginTarget = (typeof SOCIAL_LOGIN_TARGETS)[number];
export const socialLoginParamsSchema = z.object({ platform: z.enum(SOCIAL_LOGIN_TARGETS) });
export const socialLoginQuerySchema = z.object({
  station: z.uuid(),
  /** A browser navigation cannot send a header: the token (a media token) rides in the query. */
  access_token: text(TEXT_MAX.url).optional(),
});
export const socialCallbackQuerySchema = z.object({
  state: text(TEXT_MAX.url).optional(),
  code: text(TEXT_MAX.url * 4).optional(),
  error: text(TEXT_MAX.url).optional(),
  error_description: text(TEXT_MAX.long).optional(),
});

/** spec 02 section 3 "Integration state". */
export const integrationStateSchema = z
  .object({
    stationId: z.uuid(),
    platform: socialPlatformSchema,
    connected: z.boolean(),
    /** The e-mail of the user who connected it. */
    connectedBy: z.string().nullable(),
    connectedAt: z.string().nullable().describe('ISO 8601 UTC'),
    profile: z.object({ displayName: z.string(), photo: z.string().nullable(), url: z.string().nullable() }).nullable(),
    /** The platform refused the stored credentials: a client admin must connect it again. */
    needsReconnect: z.boolean(),
    /** Why it needs reconnecting, in the platform's words. */
    error: z.string().nullable(),
  })
  .meta({ id: 'IntegrationState' });
export type IntegrationState = z.infer<typeof integrationStateSchema>;

export const integrationStatesSchema = z.object({ results: z.array(integrationStateSchema) });
export const connectionPlatformParamsSchema = z.object({ platform: socialPlatformParam() });
export const stationConnectionParamsSchema = z.object({ station: z.uuid(), platform: socialPlatformParam() });
export const dailymotionStationParamsSchema = z.object({ station: z.uuid() });

/** spec 02 section 5: key and secret at least 1 character; channelId exactly 7. */
export const dailymotionCredentialsSchema = z
  .object({
    key: text(TEXT_MAX.url).trim().min(1),
    secret: text(TEXT_MAX.url).trim().min(1),
    channelId: text().trim().length(7, 'Exactly 7 characters'),
  })
  .meta({ id: 'DailymotionCredentials' });
export type DailymotionCredentials = z.infer<typeof dailymotionCredentialsSchema>;

export const THUMBNAIL_TYPES = ['DEFAULT', 'IMAGE_URL', 'VIDEO_FRAME'] as const;
export type ThumbnailType = (typeof THUMBNAIL_TYPES)[number];
/** spec 02 section 5: thumbnails 2 MB, reel covers 8 MB. */
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
export const COVER_MAX_BYTES = 8 * 1024 * 1024;
/** X's limit for a post without a subscription. */
export const TEXT_POST_MAX = 280;

const required = (max: number = TEXT_MAX.name) => text(max).trim().min(1, 'Requerido');
const thumbnail = {
  thumbnailType: z.enum(THUMBNAIL_TYPES).default('DEFAULT'),
  thumbnailUrl: z.url().max(TEXT_MAX.url).nullable().default(null),
  /** Seconds into the video of the frame used (VIDEO_FRAME). */
  thumbnailOffset: z.number().min(0).nullable().default(null),
};
const thumbnailRules = (
  data: { thumbnailType: ThumbnailType; thumbnailUrl: string | null; thumbnailOffset: number | null },
  ctx: z.RefinementCtx,
) => {
  if (data.thumbnailType === 'IMAGE_URL' && !data.thumbnailUrl) {
    ctx.addIssue({ code: 'custom', path: ['thumbnailUrl'], message: 'Requerido' });
  }
  if (data.thumbnailType === 'VIDEO_FRAME' && data.thumbnailOffset === null) {
    ctx.addIssue({ code: 'custom', path: ['thumbnailOffset'], message: 'Requerido' });
  }
};

/** Video platforms (YouTube, Facebook, Dailymotion): title and content required; private by default. */
export const videoUploadDataSchema = z
  .object({
    title: required(100),
    content: required(5000),
    tags: z.array(text(100).trim().min(1)).max(30).default([]),
    forKids: z.boolean().default(false),
    private: z.boolean().default(true),
    ...thumbnail,
  })
  .superRefine(thumbnailRules)
  .meta({ id: 'VideoUploadData' });

/** Reels (Instagram): content; a cover URL or a video frame; share to feed; tagged users. */
export const reelUploadDataSchema = z
  .object({
    content: required(2200),
    shareToFeed: z.boolean().default(true),
    /** Comma-separated user names, '@' stripped (spec 02 section 5). */
    taggedUsers: z
      .union([z.array(text()), text(TEXT_MAX.long)])
      .default([])
      .transform((value) =>
        (Array.isArray(value) ? value : value.split(',')).map((name) => name.trim().replace(/^@+/, '')).filter(Boolean),
      ),
    ...thumbnail,
  })
  .superRefine(thumbnailRules)
  .meta({ id: 'ReelUploadData' });

/** Text platforms (X): the post's text. */
export const textUploadDataSchema = z.object({ content: required(TEXT_POST_MAX) }).meta({ id: 'TextUploadData' });

export type VideoUploadData = z.infer<typeof videoUploadDataSchema>;
export type ReelUploadData = z.infer<typeof reelUploadDataSchema>;
export type TextUploadData = z.infer<typeof textUploadDataSchema>;
export type UploadData = VideoUploadData | ReelUploadData | TextUploadData;

/** The form each platform takes (spec 02 section 5). */
export const uploadDataSchemas = {
  YOUTUBE: videoUploadDataSchema,
  FACEBOOK: videoUploadDataSchema,
  DAILYMOTION: videoUploadDataSchema,
  INSTAGRAM: reelUploadDataSchema,
  TWITTER: textUploadDataSchema,
} as const satisfies Record<SocialPlatform, z.ZodType>;

/** `POST /upload/start/{fragment}/{platform}`: `data` is the platform's form (uploadDataSchemas). */
export const uploadStartSchema = z
  .object({
    data: z
      .record(z.string(), z.unknown())
      .describe(
        'VideoUploadData (YOUTUBE, FACEBOOK, DAILYMOTION), ReelUploadData (INSTAGRAM), TextUploadData (TWITTER)',
      ),
  })
  .meta({ id: 'UploadStart' });
export type UploadStart = z.infer<typeof uploadStartSchema>;

export const UPLOAD_STATUSES = ['UPLOADING', 'SUCCESS', 'ERROR'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/**
 * Why an upload failed, for the screens to say in the user's language beside the platform's own
 * words: the project's daily quota spent, a rate limit longer than Antena waits, credentials the
 * platform refused (reconnect), the network, a station not connected or not a video station, the
 * form the fragment was created with, or the platform refusing the video itself.
 */
export const UPLOAD_ERROR_CODES = [
  'QUOTA',
  'RATE_LIMITED',
  'RECONNECT',
  'NETWORK',
  'NOT_CONNECTED',
  'NOT_VIDEO_STATION',
  'INVALID_FORM',
  'REFUSED',
] as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];

/** spec 02 section 3 "Upload record". */
export const uploadRecordSchema = z
  .object({
    id: z.uuid(),
    key: z.string().describe('FRAGMENT:{fragmentId}'),
    stationId: z.uuid(),
    fragmentId: z.uuid(),
    fragmentTitle: z.string(),
    platform: socialPlatformSchema,
    /** The audiogram variant sent, when the video is an audiogram. */
    variant: z.string().nullable(),
    status: z.enum(UPLOAD_STATUSES),
    createdAt: z.string().describe('ISO 8601 UTC'),
    createdBy: z.string().nullable().describe('e-mail'),
    /** Bytes the platform acknowledged, of totalBytes. */
    progress: z.object({ sentBytes: z.number().int(), totalBytes: z.number().int() }),
    videoUrl: z.string().nullable(),
    /** The platform's (or Antena's) words. */
    error: z.string().nullable(),
    errorCode: z.enum(UPLOAD_ERROR_CODES).nullable(),
  })
  .meta({ id: 'UploadRecord' });
export type UploadRecord = z.infer<typeof uploadRecordSchema>;

export const uploadParamsSchema = z.object({ fragment: z.uuid(), platform: socialPlatformParam() });
export const audiogramTargetParamsSchema = z.object({ fragmentId: z.uuid(), target: socialPlatformParam() });
export const uploadStatusSchema = z.object({ upload: uploadRecordSchema.nullable() }).meta({ id: 'UploadStatus' });
export const uploadsByKeysQuerySchema = z.object({
  /** FRAGMENT:{id}, comma-separated or repeated. */
  keys: z
    .union([text(TEXT_MAX.long * 4), z.array(text())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((key) => key.trim()).filter(Boolean))
    .pipe(z.array(text().regex(/^FRAGMENT:[0-9a-f-]{36}$/i, 'A key as FRAGMENT:{id}')).max(200)),
});
export const uploadsByKeysSchema = z
  .object({
    uploads: z.array(
      uploadRecordSchema.pick({
        key: true,
        platform: true,
        status: true,
        videoUrl: true,
        error: true,
        errorCode: true,
      }),
    ),
  })
  .meta({ id: 'UploadsByKeys' });
export const uploadsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  station: z.uuid().optional(),
});
export const uploadsPageSchema = pagedSchema(uploadRecordSchema).meta({ id: 'UploadsPage' });
export type UploadsPage = z.infer<typeof uploadsPageSchema>;
