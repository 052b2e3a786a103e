import { SOCIAL_PLATFORMS } from '@antena/contract';
import type { LinkTarget } from '../../../components/links';

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** The platform a /admin/social-export/{platform} path names (lowercase), or null for anything else. */
/** spec: one card per social platform to /admin/social-export/{platform in lowercase}. */
export const socialPlatformLink = (platform: SocialPlatform): LinkTarget => ({
  to: '/admin/social-export/$platform',
  params: { platform: platform.toLowerCase() },
});

export function socialPlatformFromPath(value: string): SocialPlatform | null {
  const upper = value.toUpperCase();
  return SOCIAL_PLATFORMS.find((platform) => platform === upper) ?? null;
}
