/**
 * Error codes are part of the contract: the web app translates them. Domain codes
 * (for example `ERR_AUDIT_AUDIO_EXISTS_MD5`) join this list as their modules land.
 */
export const ERROR_CODES = [
  'ERR_VALIDATION',
  'ERR_UNAUTHORIZED',
  'ERR_FORBIDDEN',
  'ERR_NOT_FOUND',
  'ERR_ROUTE_NOT_FOUND',
  'ERR_CONFLICT',
  'ERR_PAYLOAD_TOO_LARGE',
  'ERR_RATE_LIMITED',
  'ERR_SERVICE_UNAVAILABLE',
  'ERR_INTERNAL',
  'ERR_USER_EXISTS',
  'ERR_SLUG_EXISTS',
  'ERR_GROUP_HAS_USERS',
  'ERR_PERMISSION_FROM_ROLE',
  'ERR_AUTH_AS_INVALID_EMAIL',
  'ERR_AUTH_AS_UNKNOWN_USER',
  'ERR_QUICK_SHARE_NOT_FOUND',
  'ERR_QUICK_SHARE_BUSY',
  'ERR_UPLOAD_QUOTA',
  'ERR_AUDIT_AUDIO_EXISTS_MD5',
  'ERR_AUDIT_AUDIO_EXISTS_NAME',
  'ERR_AUDIT_AUDIO_UNREADABLE',
  'ERR_AUDIT_AUDIO_TOO_LONG',
  'ERR_FRAGMENT_NOT_RECORDED',
  'ERR_FRAGMENT_MEDIA_NOT_READY',
  'ERR_EXTERNAL_TARGET_MISSING',
  'ERR_EXTERNAL_EXPORT_BUSY',
  'ERR_NOT_VIDEO_STATION',
  'ERR_FEATURE_NOT_ENABLED',
  'ERR_DEVICE_OFFLINE',
  'ERR_DEVICE_COMMAND_FAILED',
  'ERR_DEVICE_NO_STATION',
  'ERR_DEVICE_SEGMENT_UNREADABLE',
  'ERR_SOCIAL_NOT_CONFIGURED',
  'ERR_SOCIAL_NOT_CONNECTED',
  'ERR_SOCIAL_SIGN_IN_FAILED',
  'ERR_AUDIOGRAM_NOT_READY',
  'ERR_CONTENT_EXISTS',
  'ERR_CONTENT_ORIGIN_DELETED',
  'ERR_CONTENT_BUSY',
  'ERR_CONTENT_NOT_READY',
  'ERR_CONTENT_AI_NOT_CONFIGURED',
  'ERR_CLIENT_USER_REQUIRED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The switched-off features a call may name: every one answers 403 `ERR_FEATURE_NOT_ENABLED` with
 * the feature in the error's `feature`, so a screen can say which (spec 03: 'This feature is not
 * enabled for this station. Contact us to enable Audit').
 */
export const GATED_FEATURES = [
  'audit',
  'liveMentions',
  'lowerThird',
  'aod',
  'fragmentTranscription',
  'cfrTranscoding',
  'contentAi',
] as const;
export type GatedFeature = (typeof GATED_FEATURES)[number];
