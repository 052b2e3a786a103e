/**
 * Facebook Pages (issue 34): Facebook Login, the Page's token, and Page videos.
 *
 * Upload: the Graph API's Resumable Upload API (POST /{app-id}/uploads, then the bytes to
 * /upload:{id} with `file_offset`, then POST /{page-id}/videos with the file handle), not the
 * classic start/transfer/finish phases on graph-video. Why: it is the path Meta documents for
 * Page videos now; it is on the same Graph host as every other call (FACEBOOK_GRAPH_URL, no
 * second host to configure); and after a cut the platform says how many bytes it holds
 * (GET /upload:{id} → file_offset), so a resumed upload sends from there, not from a guess.
 * The video itself is created once, by the last call, after every byte is in.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { VideoUploadData } from '@antena/contract';
import type { Config } from '../../../config';
import {
  PlatformError,
  type OAuthFinish,
  type OAuthStart,
  type PlatformCredentials,
  type PlatformSignIn,
  type SocialPlatformClient,
  type UploadContext,
  type UploadMedia,
  type UploadResult,
} from '../platform-client';
import {
  extendFacebookToken,
  facebookAppConfigured,
  facebookAuthorizeUrl,
  facebookPages,
  facebookUserToken,
  graph,
  type FacebookPage,
} from './meta-graph';

const SCOPES = ['pages_show_list', 'pages_read_engagement', 'pages_manage_posts', 'publish_video'];
const PAGE_FIELDS = 'id,name,access_token,picture{url},link';

/** Where an upload stands (social_uploads.session). */
export interface FacebookUploadSession {
  /** `upload:…`, the Resumable Upload API's session. */
  uploadSessionId?: string;
  /** Bytes the platform holds, as last known. */
  offset?: number;
  /** The file handle the transfers answer, which the Page video is created from. */
  handle?: string;
  /** Epoch ms the Page video was asked for: a resumed upload looks for it before asking again. */
  publishingSince?: number;
  videoId?: string;
}

export const facebookVideoUrl = (pageId: string, videoId: string) =>
  `https://www.facebook.com/${pageId}/videos/${videoId}`;

function pageAccount(page: FacebookPage) {
  return {
    id: page.id,
    displayName: page.name,
    photo: page.picture?.data?.url ?? null,
    url: page.link ?? `https://www.facebook.com/${page.id}`,
  };
}

/** The Page's token again from the (extended) user token; the Page must still be granted. */
async function pageCredentials(config: Config, userToken: string, expiresAt: number | undefined, pageId?: string) {
  const pages = await facebookPages(config, userToken, PAGE_FIELDS);
  // The first Page the user granted (Meta lists them in the order of the consent screen); a
  // refresh keeps the Page the connection publishes to.
  const page = pageId ? pages.find((p) => p.id === pageId) : pages[0];
  if (!page?.access_token) {
    throw new PlatformError(
      pageId
        ? 'The Facebook Page is no longer granted to this app: connect Facebook again'
        : 'No Facebook Page: the user granted this app no Page to publish to',
      { reconnect: Boolean(pageId) },
    );
  }
  // A Page token read with a long-lived user token does not expire; expiresAt is the user
  // token's, which the uploads API needs and which refresh extends.
  const credentials: PlatformCredentials = {
    accessToken: page.access_token,
    expiresAt,
    extra: { userToken, pageId: page.id },
  };
  return { credentials, account: pageAccount(page) };
}

export const facebookClient: SocialPlatformClient = {
  platform: 'FACEBOOK',

  configured: facebookAppConfigured,

  authorizeUrl(config: Config, start: OAuthStart): string {
    return facebookAuthorizeUrl(config, start.state, start.redirectUri, SCOPES);
  },

  async finishSignIn(config: Config, finish: OAuthFinish): Promise<PlatformSignIn> {
    const user = await facebookUserToken(config, finish.code, finish.redirectUri);
    return pageCredentials(config, user.token, user.expiresAt);
  },

  async refresh(config: Config, credentials: PlatformCredentials): Promise<PlatformCredentials> {
    const userToken = credentials.extra?.userToken;
    if (!userToken)
      throw new PlatformError('No Facebook user token stored: connect Facebook again', { reconnect: true });
    const user = await extendFacebookToken(config, userToken);
    return (await pageCredentials(config, user.token, user.expiresAt, credentials.extra?.pageId)).credentials;
  },

  /** Disconnecting removes the app's grant from the user (`DELETE /me/permissions`). */
  async revoke(config: Config, credentials: PlatformCredentials): Promise<void> {
    const userToken = credentials.extra?.userToken;
    if (userToken) await graph(config.FACEBOOK_GRAPH_URL, 'me/permissions', { method: 'DELETE', token: userToken });
  },

  upload: uploadPageVideo,
};

async function readChunk(file: string, start: number, end: number): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  if (end > start) {
    for await (const part of createReadStream(file, { start, end: end - 1 })) parts.push(part as Buffer);
  }
  return Buffer.concat(parts);
}

async function uploadPageVideo(ctx: UploadContext): Promise<UploadResult> {
  const { config, credentials, video, signal } = ctx;
  const base = config.FACEBOOK_GRAPH_URL;
  const data = ctx.data as VideoUploadData;
  const pageId = credentials.extra?.pageId ?? ctx.account.id;
  const userToken = credentials.extra?.userToken ?? credentials.accessToken;
  const session: FacebookUploadSession = { ...(ctx.session as FacebookUploadSession | null) };
  const save = () => ctx.saveSession({ ...session });

  if (session.videoId) return { videoUrl: facebookVideoUrl(pageId, session.videoId) };
  if (session.publishingSince) {
    // The last attempt asked for the video and stopped before its answer was stored.
    const found = await findVideo(base, pageId, credentials.accessToken, data.title, session.publishingSince, signal);
    if (found) {
      session.videoId = found;
      await save();
      await ctx.progress(video.size);
      return { videoUrl: facebookVideoUrl(pageId, found) };
    }
  }

  let offset = 0;
  if (session.uploadSessionId) {
    const status = await graph<{ file_offset?: number | string }>(base, session.uploadSessionId, {
      headers: { authorization: `OAuth ${userToken}` },
      signal,
    });
    offset = Number(status.file_offset ?? 0);
  } else {
    const started = await graph<{ id: string }>(base, `${config.FACEBOOK_APP_ID}/uploads`, {
      method: 'POST',
      token: userToken,
      query: { file_name: `${data.title.slice(0, 80)}.mp4`, file_length: video.size, file_type: video.contentType },
      signal,
    });
    session.uploadSessionId = started.id;
    session.offset = 0;
    await save();
  }
  await ctx.progress(offset);

  const chunkSize = config.SOCIAL_UPLOAD_CHUNK_MB * 1024 * 1024;
  // A last empty transfer when the platform holds every byte but its handle was never stored.
  while (offset < video.size || !session.handle) {
    const end = Math.min(offset + chunkSize, video.size);
    const answer = await graph<{ h?: string }>(base, session.uploadSessionId, {
      method: 'POST',
      headers: { authorization: `OAuth ${userToken}`, file_offset: String(offset) },
      body: await readChunk(video.file, offset, end),
      signal,
    });
    if (answer.h) session.handle = answer.h;
    else if (end >= video.size) throw new PlatformError('Facebook gave no file handle for the uploaded video');
    offset = end;
    session.offset = offset;
    await save();
    await ctx.progress(offset);
  }

  session.publishingSince = Date.now();
  await save();
  const created = await graph<{ id: string }>(base, `${pageId}/videos`, {
    token: credentials.accessToken,
    json: {
      title: data.title,
      description: data.content,
      published: !data.private,
      fbuploader_video_file_chunk: session.handle,
    },
    signal,
  });
  session.videoId = created.id;
  await save();
  if (ctx.thumbnail) await setThumbnail(base, created.id, credentials.accessToken, ctx.thumbnail, signal);
  return { videoUrl: facebookVideoUrl(pageId, created.id) };
}

/**
 * The video's preferred thumbnail (`POST /{video-id}/thumbnails`, multipart `source`). A refusal
 * keeps the video: the Page shows Facebook's own frame.
 */
async function setThumbnail(base: string, videoId: string, token: string, image: UploadMedia, signal: AbortSignal) {
  const form = new FormData();
  form.set('is_preferred', 'true');
  form.set('source', new Blob([await readFile(image.file)], { type: image.contentType }), 'thumbnail');
  await fetch(`${base}/${videoId}/thumbnails`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal,
  }).catch(() => undefined);
}

/** The Page's video of this title created since `since` (a minute of clock skew allowed). */
async function findVideo(
  base: string,
  pageId: string,
  token: string,
  title: string,
  since: number,
  signal: AbortSignal,
) {
  const answer = await graph<{ data?: { id: string; title?: string; created_time?: string }[] }>(
    base,
    `${pageId}/videos`,
    { token, query: { fields: 'id,title,created_time', limit: 25 }, signal },
  );
  const video = answer.data?.find(
    (v) => v.title === title && (!v.created_time || Date.parse(v.created_time) >= since - 60_000),
  );
  return video?.id;
}
