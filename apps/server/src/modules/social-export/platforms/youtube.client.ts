/**
 * YouTube (issue 34, docs/social-export.md): Google's OAuth 2.0 code flow with PKCE (S256) and
 * offline access, the channel the account publishes as, and the resumable upload of a fragment's
 * video (youtube-upload.ts) with its thumbnail. Base URLs are configuration (social-env.ts), so
 * the tests point them at a stand-in (test/social/youtube-stand-in.ts).
 */
import type { Config } from '../../../config';
import {
  PlatformError,
  type OAuthFinish,
  type OAuthStart,
  type PlatformCredentials,
  type PlatformSignIn,
  type SocialPlatformClient,
} from '../platform-client';
import { googleError, youtubeError, youtubeFetch } from './youtube-http';
import { setThumbnail, uploadVideo } from './youtube-upload';

export const YOUTUBE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.readonly',
];

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
}

interface ChannelList {
  items?: { id: string; snippet?: { title?: string; thumbnails?: Record<string, { url?: string }> } }[];
}

/** Google's revocation endpoint beside its token endpoint (https://oauth2.googleapis.com/revoke). */
const revokeUrl = (config: Config) => `${new URL(config.YOUTUBE_TOKEN_URL).origin}/revoke`;

function appCredentials(config: Config): { clientId: string; clientSecret: string } {
  if (!config.YOUTUBE_CLIENT_ID || !config.YOUTUBE_CLIENT_SECRET) {
    throw new PlatformError('YouTube is not configured: set YOUTUBE_CLIENT_ID and YOUTUBE_CLIENT_SECRET');
  }
  return { clientId: config.YOUTUBE_CLIENT_ID, clientSecret: config.YOUTUBE_CLIENT_SECRET };
}

/** A POST to the token endpoint; Google's `error` (invalid_grant …) is kept as the code. */
async function tokenCall(config: Config, form: Record<string, string>): Promise<TokenAnswer> {
  const { clientId, clientSecret } = appCredentials(config);
  let response: Response;
  try {
    response = await youtubeFetch(config.YOUTUBE_TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...form, client_id: clientId, client_secret: clientSecret }),
    });
  } catch (error) {
    throw new PlatformError(`Google cannot be reached: ${(error as Error).message}`);
  }
  if (!response.ok) {
    const { reason, message } = await googleError(response);
    throw new PlatformError(`Google refused the sign-in: ${message}`, {
      status: response.status,
      ...(reason ? { code: reason } : {}),
      // The refresh token was revoked, expired (6 months unused, 7 days for apps in testing) or
      // the password changed: only a new consent brings the access back.
      reconnect: form.grant_type === 'refresh_token' && reason === 'invalid_grant',
    });
  }
  const answer = (await response.json()) as TokenAnswer;
  if (!answer.access_token) throw new PlatformError('Google answered without an access token');
  return answer;
}

const expiresAt = (answer: TokenAnswer) =>
  typeof answer.expires_in === 'number' ? Date.now() + answer.expires_in * 1000 : undefined;

async function channelOf(config: Config, accessToken: string) {
  const url = new URL(`${config.YOUTUBE_API_URL}/youtube/v3/channels`);
  url.searchParams.set('part', 'snippet');
  url.searchParams.set('mine', 'true');
  const response = await youtubeFetch(url, { headers: { authorization: `Bearer ${accessToken}` } }).catch(
    (error: Error) => {
      throw new PlatformError(`YouTube cannot be reached: ${error.message}`);
    },
  );
  if (!response.ok) throw await youtubeError(response, 'the channel');
  const channel = ((await response.json()) as ChannelList).items?.[0];
  if (!channel) {
    throw new PlatformError(
      'This Google account has no YouTube channel: create one on youtube.com with it, then connect again',
      { code: 'noChannel' },
    );
  }
  const thumbnails = channel.snippet?.thumbnails ?? {};
  return {
    id: channel.id,
    displayName: channel.snippet?.title || channel.id,
    photo: thumbnails.default?.url ?? thumbnails.medium?.url ?? thumbnails.high?.url ?? null,
    url: `https://www.youtube.com/channel/${encodeURIComponent(channel.id)}`,
  };
}

export const youtubeClient: SocialPlatformClient = {
  platform: 'YOUTUBE',

  configured: (config) => Boolean(config.YOUTUBE_CLIENT_ID && config.YOUTUBE_CLIENT_SECRET),

  authorizeUrl(config: Config, start: OAuthStart): string {
    const url = new URL(config.YOUTUBE_AUTH_URL);
    const params = {
      client_id: appCredentials(config).clientId,
      redirect_uri: start.redirectUri,
      response_type: 'code',
      scope: YOUTUBE_SCOPES.join(' '),
      // A refresh token, and a new one at every consent (Google gives it only on the first otherwise).
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: start.state,
      code_challenge: start.codeChallenge,
      code_challenge_method: 'S256',
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  },

  async finishSignIn(config: Config, finish: OAuthFinish): Promise<PlatformSignIn> {
    const tokens = await tokenCall(config, {
      grant_type: 'authorization_code',
      code: finish.code,
      code_verifier: finish.codeVerifier,
      redirect_uri: finish.redirectUri,
    });
    const credentials: PlatformCredentials = {
      accessToken: tokens.access_token!,
      refreshToken: tokens.refresh_token,
      expiresAt: expiresAt(tokens),
    };
    return { credentials, account: await channelOf(config, credentials.accessToken) };
  },

  async refresh(config: Config, credentials: PlatformCredentials): Promise<PlatformCredentials> {
    if (!credentials.refreshToken) {
      throw new PlatformError('YouTube gave no refresh token: connect again', { reconnect: true });
    }
    const tokens = await tokenCall(config, { grant_type: 'refresh_token', refresh_token: credentials.refreshToken });
    return {
      ...credentials,
      accessToken: tokens.access_token!,
      // Google answers a refresh without a new refresh token: the old one goes on working.
      refreshToken: tokens.refresh_token ?? credentials.refreshToken,
      expiresAt: expiresAt(tokens),
    };
  },

  async revoke(config: Config, credentials: PlatformCredentials): Promise<void> {
    // Revoking the refresh token revokes its access tokens too.
    const token = credentials.refreshToken ?? credentials.accessToken;
    try {
      const response = await youtubeFetch(revokeUrl(config), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      await response.body?.cancel();
    } catch {
      // Disconnecting goes on: the tokens are deleted here whatever Google says.
    }
  },

  /**
   * A 401 throws PlatformError(reconnect: false, status: 401): the caller refreshes the token
   * and calls again with the stored session, which resumes where YouTube stopped.
   */
  async upload(ctx) {
    const videoId = await uploadVideo(ctx);
    await setThumbnail(ctx, videoId);
    return { videoUrl: `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}` };
  },
};
