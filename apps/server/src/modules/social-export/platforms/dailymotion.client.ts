/**
 * Dailymotion (issue 34, docs/social-export.md): each station brings its own partner API key and
 * secret and names its channel. Tokens come from the OAuth client-credentials grant (no refresh
 * token: refresh() asks again with the key kept in `credentials.extra`). An upload is four steps
 * of the partner API (https://developers.dailymotion.com/guides/upload/): an upload URL, the file
 * POSTed to it, the video created and published in the channel, then its thumbnail. The session
 * is saved after each step, so a resumed upload goes on from the last one done and never creates
 * a second video.
 */
import { openAsBlob } from 'node:fs';
import type { VideoUploadData } from '@antena/contract';
import type { Config } from '../../../config';
import type { SocialAccount } from '../../../db/schema';
import {
  PlatformError,
  type PlatformCredentials,
  type PlatformSignIn,
  type SocialPlatformClient,
  type UploadContext,
  type UploadMedia,
} from '../platform-client';
import { object, readJson, refusal, send, text, type Json } from './platform-http';

const NAME = 'Dailymotion';
const SCOPE = 'manage_videos';

/** Where an upload stands: each step's result, saved as soon as it is known. */
export interface DailymotionSession {
  uploadUrl?: string;
  fileUrl?: string;
  videoId?: string;
  thumbnailDone?: boolean;
}

/** Dailymotion's words from either of its error shapes (OAuth's, or the REST API's `error` object). */
function messageOf(body: Json): { message: string; code?: string | undefined } {
  const error = body.error;
  if (typeof error === 'string') return { message: text(body.error_description) ?? error, code: error };
  const rest = object(error);
  return {
    message: text(rest.message) ?? text(body.raw) ?? 'unknown error',
    code: text(rest.type) ?? text(rest.code),
  };
}

async function call(
  url: string,
  init: RequestInit & { signal?: AbortSignal | undefined; transfer?: boolean },
  token?: string,
): Promise<Json> {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await send(NAME, url, { ...init, headers });
  const body = await readJson(response);
  if (response.ok && body.error === undefined) return body;
  const { message, code } = messageOf(body);
  // Dailymotion says an expired or revoked token with 400 or 403 and `invalid_token` too.
  if (code === 'invalid_token' || code === 'invalid_access_token') {
    throw new PlatformError(`${NAME}: ${message}`, { status: 401, code });
  }
  throw refusal(NAME, { status: response.ok ? 400 : response.status, headers: response.headers }, message, code);
}

const form = (fields: Record<string, string | boolean | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) params.set(name, String(value));
  return params;
};

/** A token for the key (client credentials); a refused key asks for a new connection. */
async function tokenFor(config: Config, key: string, secret: string): Promise<PlatformCredentials> {
  let body: Json;
  try {
    body = await call(`${config.DAILYMOTION_API_URL}/oauth/v1/token`, {
      method: 'POST',
      body: form({ grant_type: 'client_credentials', client_id: key, client_secret: secret, scope: SCOPE }),
    });
  } catch (error) {
    if (error instanceof PlatformError && !error.options.retryAfterMs) {
      throw new PlatformError(error.message, { ...error.options, reconnect: true });
    }
    throw error;
  }
  const accessToken = text(body.access_token);
  if (!accessToken) throw new PlatformError(`${NAME}: the token answer has no access_token`);
  const expiresIn = Number(body.expires_in);
  return {
    accessToken,
    expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? Date.now() + expiresIn * 1000 : undefined,
    extra: { key, secret },
  };
}

const videoUrlOf = (id: string) => `https://www.dailymotion.com/video/${encodeURIComponent(id)}`;

export const dailymotionClient: SocialPlatformClient = {
  platform: 'DAILYMOTION',

  configured: () => true,

  async signInWithKey(config, { key, secret, channelId }): Promise<PlatformSignIn> {
    const credentials = await tokenFor(config, key, secret);
    const fields = 'id,screenname,avatar_120_url,url';
    const user = await call(
      `${config.DAILYMOTION_API_URL}/rest/user/${encodeURIComponent(channelId)}?fields=${fields}`,
      { method: 'GET' },
      credentials.accessToken,
    );
    const account: SocialAccount = {
      id: text(user.id) ?? channelId,
      displayName: text(user.screenname) ?? channelId,
      photo: text(user.avatar_120_url) ?? null,
      url: text(user.url) ?? null,
    };
    return { credentials, account };
  },

  async refresh(config, credentials) {
    const key = credentials.extra?.key;
    const secret = credentials.extra?.secret;
    if (!key || !secret) {
      throw new PlatformError(`${NAME}: the stored connection has no API key`, { reconnect: true });
    }
    return tokenFor(config, key, secret);
  },

  async upload(context: UploadContext) {
    const { config, credentials, account, video, signal } = context;
    const data = context.data as VideoUploadData;
    const api = config.DAILYMOTION_API_URL;
    const token = credentials.accessToken;
    const session: DailymotionSession = { ...(context.session as DailymotionSession | null) };
    const save = async (step: DailymotionSession) => {
      Object.assign(session, step);
      await context.saveSession({ ...session });
    };

    if (!session.videoId) {
      if (!session.fileUrl) {
        await context.progress(0);
        session.fileUrl = await sendFile(context, session, save);
      }
      await context.progress(video.size);
      const created = await call(
        `${api}/rest/user/${encodeURIComponent(account.id)}/videos`,
        {
          method: 'POST',
          signal,
          body: form({
            url: session.fileUrl,
            title: data.title,
            description: data.content,
            tags: data.tags.length ? data.tags.join(',') : undefined,
            channel: 'news',
            published: true,
            private: data.private,
            is_created_for_kids: data.forKids,
          }),
        },
        token,
      );
      const videoId = text(created.id);
      if (!videoId) throw new PlatformError(`${NAME}: the created video has no id`);
      await save({ videoId });
    } else {
      await context.progress(video.size);
    }

    // A picture Antena has (a video frame, an uploaded image) goes up as a file first; another
    // image URL is handed to Dailymotion as it is.
    const thumbnailUrl = session.thumbnailDone
      ? null
      : context.thumbnail
        ? await sendPicture(context, context.thumbnail)
        : data.thumbnailType === 'IMAGE_URL'
          ? data.thumbnailUrl
          : null;
    if (thumbnailUrl) {
      await call(
        `${api}/rest/video/${encodeURIComponent(session.videoId!)}`,
        { method: 'POST', signal, body: form({ thumbnail_url: thumbnailUrl }) },
        token,
      );
      await save({ thumbnailDone: true });
    }
    return { videoUrl: videoUrlOf(session.videoId!) };
  },
};

/** A picture uploaded as a file of its own: the URL Dailymotion answers for it. */
async function sendPicture({ config, credentials, signal }: UploadContext, picture: UploadMedia): Promise<string> {
  const answer = await call(
    `${config.DAILYMOTION_API_URL}/rest/file/upload`,
    { method: 'GET', signal },
    credentials.accessToken,
  );
  const uploadUrl = text(answer.upload_url);
  if (!uploadUrl) throw new PlatformError(`${NAME}: no upload_url in the answer`);
  const body = new FormData();
  body.set('file', await openAsBlob(picture.file, { type: picture.contentType }), 'thumbnail');
  const sent = await call(uploadUrl, { method: 'POST', body, signal, transfer: true });
  const url = text(sent.url);
  if (!url) throw new PlatformError(`${NAME}: the picture upload answer has no url`);
  return url;
}

/**
 * The file POSTed (multipart `file`, read from disk as it goes) to the session's upload URL, or
 * to a new one; the URL Dailymotion gives it back is saved. A stored upload URL it no longer
 * takes (4xx) is replaced once by a new one.
 */
async function sendFile(
  { config, credentials, video, signal }: UploadContext,
  session: DailymotionSession,
  save: (step: DailymotionSession) => Promise<void>,
): Promise<string> {
  const newUploadUrl = async () => {
    const answer = await call(
      `${config.DAILYMOTION_API_URL}/rest/file/upload`,
      { method: 'GET', signal },
      credentials.accessToken,
    );
    const uploadUrl = text(answer.upload_url);
    if (!uploadUrl) throw new PlatformError(`${NAME}: no upload_url in the answer`);
    await save({ uploadUrl });
    return uploadUrl;
  };
  const post = async (uploadUrl: string) => {
    const body = new FormData();
    body.set('file', await openAsBlob(video.file, { type: video.contentType }), 'video.mp4');
    return call(uploadUrl, { method: 'POST', body, signal, transfer: true });
  };

  let answer: Json;
  if (session.uploadUrl) {
    try {
      answer = await post(session.uploadUrl);
    } catch (error) {
      const status = error instanceof PlatformError ? error.options.status : undefined;
      if (!status || status < 400 || status >= 500 || status === 429) throw error;
      answer = await post(await newUploadUrl());
    }
  } else {
    answer = await post(await newUploadUrl());
  }
  const fileUrl = text(answer.url);
  if (!fileUrl) throw new PlatformError(`${NAME}: the file upload answer has no url`);
  await save({ fileUrl });
  return fileUrl;
}
