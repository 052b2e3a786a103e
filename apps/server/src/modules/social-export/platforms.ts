/** Each social platform's client (issue 34): one module per platform under platforms/. */
import type { SocialPlatform } from '@antena/contract';
import type { SocialPlatformClient } from './platform-client';
import { dailymotionClient } from './platforms/dailymotion.client';
import { facebookClient } from './platforms/facebook.client';
import { instagramClient } from './platforms/instagram.client';
import { twitterClient } from './platforms/twitter.client';
import { youtubeClient } from './platforms/youtube.client';

const clients: Record<SocialPlatform, SocialPlatformClient> = {
  YOUTUBE: youtubeClient,
  FACEBOOK: facebookClient,
  INSTAGRAM: instagramClient,
  TWITTER: twitterClient,
  DAILYMOTION: dailymotionClient,
};

export const platformClient = (platform: SocialPlatform): SocialPlatformClient => clients[platform];
