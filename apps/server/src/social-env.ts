/**
 * The social platforms' configuration (issue 34, docs/social-export.md): each platform's app
 * credentials and base URLs, so tests and sandboxes can point them elsewhere, and the key the
 * stored tokens are encrypted with. A platform without its app credentials cannot be connected.
 */
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();
const baseUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .pipe(z.url())
    .transform((url) => url.replace(/\/$/, ''));

export const socialEnvSchema = {
  /**
   * Encrypts the platforms' tokens at rest (AES-256-GCM): 32 bytes as 64 hex digits or base64,
   * or any passphrase of at least 16 characters. Unset: no platform can be connected.
   */
  SOCIAL_TOKEN_KEY: optionalText.pipe(z.string().min(16, 'at least 16 characters').optional()),
  YOUTUBE_CLIENT_ID: optionalText,
  YOUTUBE_CLIENT_SECRET: optionalText,
  YOUTUBE_AUTH_URL: baseUrl('https://accounts.google.com/o/oauth2/v2/auth'),
  YOUTUBE_TOKEN_URL: baseUrl('https://oauth2.googleapis.com/token'),
  /** Data API and resumable uploads (`/youtube/v3/…`, `/upload/youtube/v3/videos`). */
  YOUTUBE_API_URL: baseUrl('https://www.googleapis.com'),
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  FACEBOOK_AUTH_URL: baseUrl('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: baseUrl('https://graph.facebook.com/v21.0'),
  /** Instagram Login (professional accounts without a Facebook Page); Business uses the Facebook app. */
  INSTAGRAM_APP_ID: optionalText,
  INSTAGRAM_APP_SECRET: optionalText,
  INSTAGRAM_AUTH_URL: baseUrl('https://www.instagram.com/oauth/authorize'),
  INSTAGRAM_TOKEN_URL: baseUrl('https://api.instagram.com/oauth/access_token'),
  INSTAGRAM_GRAPH_URL: baseUrl('https://graph.instagram.com/v21.0'),
  TWITTER_CLIENT_ID: optionalText,
  TWITTER_CLIENT_SECRET: optionalText,
  TWITTER_AUTH_URL: baseUrl('https://x.com/i/oauth2/authorize'),
  /** OAuth token, media upload (`/2/media/upload/…`) and posts (`/2/tweets`). */
  TWITTER_API_URL: baseUrl('https://api.x.com'),
  /** Dailymotion's partner API: OAuth client credentials, file upload and videos. */
  DAILYMOTION_API_URL: baseUrl('https://partner.api.dailymotion.com'),
  /** Upload chunk size in MiB (YouTube needs multiples of 256 KiB; 8 MiB is Google's advice). */
  SOCIAL_UPLOAD_CHUNK_MB: z.coerce.number().int().min(1).max(256).default(8),
};
