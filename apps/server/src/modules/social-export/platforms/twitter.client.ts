/**
 * X (formerly Twitter, issue 34, docs/social-export.md): OAuth 2.0 code flow with PKCE; a
 * confidential app also sends its secret (HTTP Basic) to the token call. X's refresh tokens
 * rotate and work once: every refresh answer's refresh_token replaces the stored one. A post is
 * the API v2 chunked media upload (initialize, append each chunk, finalize, wait for processing)
 * then `POST /2/tweets` with the text. The session is saved after each step; a resumed upload
 * appends from the next segment while X keeps the media id, starts again once it has expired,
 * and never posts twice.
 */
import { openAsBlob } from 'node:fs';
import type { TextUploadData } from '@antena/contract';
import type { Config } from '../../../config';
import {
  PlatformError,
  type PlatformCredentials,
  type SocialPlatformClient,
  type UploadContext,
} from '../platform-client';
import { object, readJson, refusal, send, sleep, text, type Json } from './platform-http';

const NAME = 'X';
const SCOPES = 'tweet.read tweet.write users.read media.write offline.access';
const MIB = 1024 * 1024;
/** X advises chunks of at most 5 MB. */
const MAX_CHUNK = 4 * MIB;
/** Longer than this processing, the upload waits and resumes at the status check. */
const PROCESSING_LIMIT_MS = 20 * 60_000;

/** Where an upload stands (saved after each step). */
export interface TwitterSession {
  mediaId?: string;
  /** Epoch ms after which X no longer keeps the media id. */
  expiresAt?: number;
  chunkBytes?: number;
  segmentsDone?: number;
  finalized?: boolean;
  tweetId?: string;
}

function messageOf(body: Json): string {
  const first = object(Array.isArray(body.errors) ? body.errors[0] : undefined);
  return (
    text(body.detail) ??
    text(first.message) ??
    text(body.error_description) ??
    text(body.title) ??
    text(body.error) ??
    text(body.raw) ??
    'unknown error'
  );
}

async function call(
  config: Config,
  path: string,
  init: RequestInit & { signal?: AbortSignal | undefined; transfer?: boolean },
  token?: string,
): Promise<Json> {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await send(NAME, `${config.TWITTER_API_URL}${path}`, { ...init, headers });
  const body = await readJson(response);
  if (response.ok) return body;
  throw refusal(NAME, response, messageOf(body), text(body.error) ?? text(body.type));
}

const json = (value: unknown) => ({ body: JSON.stringify(value), headers: { 'content-type': 'application/json' } });

/** The token endpoint: the app's id in the form, and its secret as HTTP Basic when confidential. */
async function tokenCall(config: Config, fields: Record<string, string>): Promise<PlatformCredentials> {
  const clientId = config.TWITTER_CLIENT_ID ?? '';
  const headers: Record<string, string> = {};
  if (config.TWITTER_CLIENT_SECRET) {
    const basic = Buffer.from(`${clientId}:${config.TWITTER_CLIENT_SECRET}`).toString('base64');
    headers.authorization = `Basic ${basic}`;
  }
  const body = await call(config, '/2/oauth2/token', {
    method: 'POST',
    headers,
    body: new URLSearchParams({ ...fields, client_id: clientId }),
  });
  const accessToken = text(body.access_token);
  if (!accessToken) throw new PlatformError(`${NAME}: the token answer has no access_token`);
  const expiresIn = Number(body.expires_in);
  return {
    accessToken,
    refreshToken: text(body.refresh_token),
    expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? Date.now() + expiresIn * 1000 : undefined,
  };
}

/** The account's user name, from the profile URL stored at sign-in. */
const usernameOf = (url: string | null) => url?.match(/x\.com\/([A-Za-z0-9_]+)\/?$/)?.[1];

export const twitterClient: SocialPlatformClient = {
  platform: 'TWITTER',

  configured: (config) => !!config.TWITTER_CLIENT_ID,

  authorizeUrl(config, start) {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: config.TWITTER_CLIENT_ID ?? '',
      redirect_uri: start.redirectUri,
      scope: SCOPES,
      state: start.state,
      code_challenge: start.codeChallenge,
      code_challenge_method: 'S256',
    });
    return `${config.TWITTER_AUTH_URL}?${query.toString().replaceAll('+', '%20')}`;
  },

  async finishSignIn(config, finish) {
    const credentials = await tokenCall(config, {
      grant_type: 'authorization_code',
      code: finish.code,
      redirect_uri: finish.redirectUri,
      code_verifier: finish.codeVerifier,
    });
    const me = object(
      (await call(config, '/2/users/me?user.fields=profile_image_url', { method: 'GET' }, credentials.accessToken))
        .data,
    );
    const id = text(me.id);
    const username = text(me.username);
    if (!id || !username) throw new PlatformError(`${NAME}: the signed-in user has no id`);
    return {
      credentials,
      account: {
        id,
        displayName: text(me.name) ?? username,
        photo: text(me.profile_image_url) ?? null,
        url: `https://x.com/${username}`,
      },
    };
  },

  async refresh(config, credentials) {
    if (!credentials.refreshToken) {
      throw new PlatformError(`${NAME}: the connection has no refresh token`, { reconnect: true });
    }
    try {
      const renewed = await tokenCall(config, { grant_type: 'refresh_token', refresh_token: credentials.refreshToken });
      // Single use: the answer's refresh token is the only one that works from now on.
      return { ...renewed, refreshToken: renewed.refreshToken ?? credentials.refreshToken };
    } catch (error) {
      if (error instanceof PlatformError && (error.options.status === 400 || error.options.status === 401)) {
        throw new PlatformError(error.message, { ...error.options, reconnect: true });
      }
      throw error;
    }
  },

  async revoke(config, credentials) {
    for (const [token, hint] of [
      [credentials.refreshToken, 'refresh_token'],
      [credentials.accessToken, 'access_token'],
    ] as const) {
      if (!token) continue;
      await call(config, '/2/oauth2/revoke', {
        method: 'POST',
        body: new URLSearchParams({ token, token_type_hint: hint, client_id: config.TWITTER_CLIENT_ID ?? '' }),
      }).catch(() => undefined);
    }
  },

  async upload(context) {
    const stored = { ...(context.session as TwitterSession | null) };
    const data = context.data as TextUploadData;
    const postUrl = (id: string) => `https://x.com/${usernameOf(context.account.url) ?? 'i/web'}/status/${id}`;
    if (stored.tweetId) return { videoUrl: postUrl(stored.tweetId) };

    const kept = !!stored.mediaId && !!stored.chunkBytes && (stored.expiresAt ?? 0) > Date.now() + 60_000;
    let session: TwitterSession = kept ? stored : {};
    let resumed = kept;
    for (;;) {
      try {
        session = await sendMedia(context, session);
        break;
      } catch (error) {
        // A resumed media id X no longer knows: the video is sent again under a new one.
        const status = error instanceof PlatformError ? error.options.status : undefined;
        if (!resumed || (status !== 400 && status !== 404)) throw error;
        resumed = false;
        session = {};
      }
    }

    const tweet = object(
      (
        await call(
          context.config,
          '/2/tweets',
          {
            method: 'POST',
            signal: context.signal,
            ...json({ text: data.content, media: { media_ids: [session.mediaId] } }),
          },
          context.credentials.accessToken,
        )
      ).data,
    );
    const tweetId = text(tweet.id);
    if (!tweetId) throw new PlatformError(`${NAME}: the post has no id`);
    await context.saveSession({ ...session, tweetId });
    return { videoUrl: postUrl(tweetId) };
  },
};

/** Initialize (unless resumed), the segments not yet appended, finalize, and X's processing. */
async function sendMedia(context: UploadContext, from: TwitterSession): Promise<TwitterSession> {
  const { config, credentials, video, signal } = context;
  const token = credentials.accessToken;
  const session: TwitterSession = { ...from };
  const save = async () => context.saveSession({ ...session });
  const keep = (answer: Json) => {
    const seconds = Number(object(answer.data).expires_after_secs);
    if (Number.isFinite(seconds) && seconds > 0) session.expiresAt = Date.now() + seconds * 1000;
  };

  if (!session.mediaId) {
    const answer = await call(
      config,
      '/2/media/upload/initialize',
      {
        method: 'POST',
        signal,
        ...json({
          media_type: video.contentType || 'video/mp4',
          total_bytes: video.size,
          media_category: 'amplify_video',
        }),
      },
      token,
    );
    const mediaId = text(object(answer.data).id);
    if (!mediaId) throw new PlatformError(`${NAME}: the media upload has no id`);
    Object.assign(session, {
      mediaId,
      chunkBytes: Math.min(config.SOCIAL_UPLOAD_CHUNK_MB * MIB, MAX_CHUNK),
      segmentsDone: 0,
      finalized: false,
    });
    keep(answer);
    await save();
  }
  const media = `/2/media/upload/${encodeURIComponent(session.mediaId!)}`;
  const chunk = session.chunkBytes!;
  const segments = Math.max(1, Math.ceil(video.size / chunk));
  const blob = await openAsBlob(video.file);
  await context.progress(Math.min(video.size, (session.segmentsDone ?? 0) * chunk));

  let processing: Json | null = null;
  if (!session.finalized) {
    for (let index = session.segmentsDone ?? 0; index < segments; index++) {
      const body = new FormData();
      body.set('segment_index', String(index));
      body.set('media', blob.slice(index * chunk, Math.min(video.size, (index + 1) * chunk)), 'chunk');
      await call(config, `${media}/append`, { method: 'POST', body, signal, transfer: true }, token);
      session.segmentsDone = index + 1;
      await save();
      await context.progress(Math.min(video.size, (index + 1) * chunk));
    }
    const answer = await call(config, `${media}/finalize`, { method: 'POST', signal }, token);
    keep(answer);
    session.finalized = true;
    await save();
    processing = object(object(answer.data).processing_info);
    if (!object(answer.data).processing_info) return session;
  }

  const deadline = Date.now() + PROCESSING_LIMIT_MS;
  for (;;) {
    if (processing) {
      const state = text(processing.state);
      if (state === 'succeeded') return session;
      if (state === 'failed') {
        const error = object(processing.error);
        await context.saveSession({});
        throw new PlatformError(
          `${NAME} could not process the video: ${text(error.message) ?? text(error.name) ?? 'failed'}`,
          {
            code: text(error.name),
          },
        );
      }
      if (Date.now() > deadline) {
        throw new PlatformError(`${NAME} is still processing the video`, { retryAfterMs: 60_000 });
      }
      const after = Number(processing.check_after_secs);
      await sleep(Number.isFinite(after) && after >= 0 ? after * 1000 : 1000, signal);
    }
    const query = `?command=STATUS&media_id=${encodeURIComponent(session.mediaId!)}`;
    const answer = await call(config, `/2/media/upload${query}`, { method: 'GET', signal }, token);
    processing = object(object(answer.data).processing_info);
    if (!object(answer.data).processing_info) return session;
  }
}
