/**
 * The social platforms as the screens name them (spec 02 section 1: lower case in paths), the
 * login path each OAuth platform is connected through, and which form each one takes.
 */
import { SOCIAL_PLATFORMS, type SocialPlatform } from '@antena/contract';
import type { SocialLoginTarget } from '@antena/contract';
import type { LinkTarget } from '../../components/links';

export type { SocialPlatform };

/** spec: one card per social platform to /admin/social-export/{platform in lowercase}. */
export const socialPlatformLink = (platform: SocialPlatform): LinkTarget => ({
  to: '/admin/social-export/$platform',
  params: { platform: platform.toLowerCase() },
});

/** The platform a /admin/social-export/{platform} path names (lowercase), or null for anything else. */
export function socialPlatformFromPath(value: string): SocialPlatform | null {
  const upper = value.toUpperCase();
  return SOCIAL_PLATFORMS.find((platform) => platform === upper) ?? null;
}

/**
 * The login paths a platform connects through (browser navigation, spec 02 section 7): Instagram
 * also through Facebook Login for Business. Dailymotion connects with an API key instead.
 */
export const LOGIN_TARGETS: Record<SocialPlatform, readonly SocialLoginTarget[]> = {
  YOUTUBE: ['youtube'],
  FACEBOOK: ['facebook'],
  INSTAGRAM: ['instagram', 'instagram-business'],
  TWITTER: ['twitter'],
  DAILYMOTION: [],
};

/** The form a platform takes (the contract's uploadDataSchemas). */
export type UploadFormKind = 'video' | 'reel' | 'text';
export const FORM_KIND: Record<SocialPlatform, UploadFormKind> = {
  YOUTUBE: 'video',
  FACEBOOK: 'video',
  DAILYMOTION: 'video',
  INSTAGRAM: 'reel',
  TWITTER: 'text',
};

/** The key of a fragment's uploads (`GET /upload/status/by-keys`). */
export const fragmentUploadKey = (fragmentId: string) => `FRAGMENT:${fragmentId}`;
