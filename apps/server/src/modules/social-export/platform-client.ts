/**
 * What each social platform implements (issue 34, docs/social-export.md): its sign-in (OAuth 2.0
 * code flow, or Dailymotion's API key), keeping its tokens alive, and its own upload protocol.
 * The connection store, the locks, the jobs and the progress records are shared
 * (connections.service.ts, uploads.service.ts); a client only speaks its platform's protocol.
 */
import type { ReelUploadData, SocialPlatform, TextUploadData, VideoUploadData } from '@antena/contract';
import type { Config } from '../../config';
import type { SocialAccount, UploadSession } from '../../db/schema';

/** A connection's secrets as stored (encrypted) in social_connections.credentials. */
export interface PlatformCredentials {
  accessToken: string;
  refreshToken?: string | undefined;
  /** Epoch ms the access token stops working; absent when it does not expire. */
  expiresAt?: number | undefined;
  /** Anything else the platform needs (a Page's token, Dailymotion's key and secret). */
  extra?: Record<string, string> | undefined;
}

/** A signed-in account: what is stored, and as whom it publishes. */
export interface PlatformSignIn {
  credentials: PlatformCredentials;
  account: SocialAccount;
}

/**
 * A platform's refusal, in its own words. `reconnect`: the stored credentials no longer work (a
 * client admin must connect again; never retried). `retryAfterMs`: a rate or quota limit to
 * wait out. Anything else fails the upload with `message`.
 */
export class PlatformError extends Error {
  constructor(
    message: string,
    readonly options: { reconnect?: boolean; retryAfterMs?: number; status?: number; code?: string } = {},
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

/** The video (or picture) an upload sends, with the ways a platform may read it. */
export interface UploadMedia {
  /** A local work file holding the whole video. */
  file: string;
  size: number;
  contentType: string;
  /**
   * A signed public URL that answers HTTP ranges, valid for hours: platforms that fetch the
   * video themselves (Instagram containers) read it there.
   */
  publicUrl: string;
}

export interface UploadContext {
  config: Config;
  credentials: PlatformCredentials;
  account: SocialAccount;
  data: VideoUploadData | ReelUploadData | TextUploadData;
  video: UploadMedia;
  /** The thumbnail or cover to set, when the form asks for one (an image file, or a video frame). */
  thumbnail: UploadMedia | null;
  /** Where a previous attempt stopped (null the first time): resume there, never start a second copy. */
  session: UploadSession | null;
  /** Stored before the next request, so that a worker that dies resumes from it. */
  saveSession(session: UploadSession): Promise<void>;
  /** Bytes the platform has acknowledged. */
  progress(sentBytes: number): Promise<void>;
  signal: AbortSignal;
}

export interface UploadResult {
  /** Where the published video is seen. */
  videoUrl: string;
}

export interface OAuthStart {
  state: string;
  /** PKCE (RFC 7636, S256); platforms without PKCE ignore it. */
  codeChallenge: string;
  redirectUri: string;
  /** The login path's target (`instagram-business` signs in through Facebook). */
  target: string;
}

export interface OAuthFinish {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  target: string;
}

export interface SocialPlatformClient {
  platform: SocialPlatform;
  /** Whether the platform's app credentials are configured (else its screens say how). */
  configured(config: Config): boolean;
  /** OAuth platforms: the consent screen to send the browser to. */
  authorizeUrl?(config: Config, start: OAuthStart): string;
  /** OAuth platforms: the code for tokens and the account they publish as. */
  finishSignIn?(config: Config, finish: OAuthFinish): Promise<PlatformSignIn>;
  /** Dailymotion: key, secret and channel checked with the platform. */
  signInWithKey?(config: Config, key: { key: string; secret: string; channelId: string }): Promise<PlatformSignIn>;
  /**
   * New credentials before `expiresAt` (refresh, or extend Meta's long-lived tokens); throws a
   * `reconnect` PlatformError when the platform refuses. Called under the connection's lock.
   */
  refresh(config: Config, credentials: PlatformCredentials): Promise<PlatformCredentials>;
  /** Revokes the tokens at the platform on disconnect, where it has a call for it (errors ignored). */
  revoke?(config: Config, credentials: PlatformCredentials): Promise<void>;
  upload(context: UploadContext): Promise<UploadResult>;
}
