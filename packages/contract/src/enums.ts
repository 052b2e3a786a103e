import { z } from 'zod';

/** spec 01 section 3: the enumerations shared across the product. */
export const ROLES = ['CLIENT_USER', 'CLIENT_ADMIN', 'SUPERADMIN'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
/** The client-side role list: the roles a client administrator may give. */
export const CLIENT_ROLES = ['CLIENT_USER', 'CLIENT_ADMIN'] as const satisfies readonly Role[];

export const LOGIN_METHODS = ['USERNAME_PASSWORD', 'SOCIAL_LOGIN'] as const;
export const loginMethodSchema = z.enum(LOGIN_METHODS);
export type LoginMethod = z.infer<typeof loginMethodSchema>;

export const JOB_STATUSES = ['QUEUED', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);

export const EXPORT_STATUSES = ['NONE', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export const exportStatusSchema = z.enum(EXPORT_STATUSES);

export const MATCH_STATUSES = ['AUTO', 'MANUAL', 'ACCEPTED', 'REJECTED'] as const;
export const matchStatusSchema = z.enum(MATCH_STATUSES);

export const CONFIG_SOURCES = ['ENTRY', 'INHERITED_FROM_CLIENT_CONFIG'] as const;
export const configSourceSchema = z.enum(CONFIG_SOURCES);

export const SOCIAL_PLATFORMS = ['YOUTUBE', 'TWITTER', 'INSTAGRAM', 'DAILYMOTION', 'FACEBOOK'] as const;
export const socialPlatformSchema = z.enum(SOCIAL_PLATFORMS);

/** A station's recording format; `mpegts` means a video station (spec 01 section 3). */
export const STATION_FORMATS = ['mp3', 'aac', 'mpegts'] as const;
export const stationFormatSchema = z.enum(STATION_FORMATS);
export type StationFormat = z.infer<typeof stationFormatSchema>;

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
