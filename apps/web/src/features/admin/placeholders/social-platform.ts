import { SOCIAL_PLATFORMS } from '@antena/contract';
import type { SocialPlatform } from '../dashboard/admin-paths';

/** The platform a /admin/social-export/{platform} path names (lowercase), or null for anything else. */
export function socialPlatformFromPath(value: string): SocialPlatform | null {
  const upper = value.toUpperCase();
  return SOCIAL_PLATFORMS.find((platform) => platform === upper) ?? null;
}
