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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
