/**
 * Instagram professional accounts (issue 34): Reels published through a media container.
 *
 * Two sign-in targets: `instagram` (Instagram Login, graph.instagram.com, for accounts without a
 * Facebook Page) and `instagram-business` (Facebook Login for Business with the FACEBOOK app: the
 * first granted Page that has an Instagram business account, on graph.facebook.com). The stored
 * credentials say which graph base they work on (extra.graph names the config variable).
 *
 * Upload: Meta fetches the video itself from ctx.video.publicUrl (a container with video_url), so
 * no byte goes through this client; progress reports the whole size once Meta says FINISHED.
 */
import type { ReelUploadData } from '@antena/contract';
import type { Config } from '../../../config';
import {
  PlatformError,
  type OAuthFinish,
  type OAuthStart,
  type PlatformCredentials,
  type PlatformSignIn,
  type SocialPlatformClient,
  type UploadContext,
  type UploadResult,
} from '../platform-client';
import {
  extendFacebookToken,
  facebookAppConfigured,
  facebookAuthorizeUrl,
  facebookPages,
  facebookUserToken,
  graph,
  pause,
} from './meta-graph';

const INSTAGRAM_SCOPES = ['instagram_business_basic', 'instagram_business_content_publish'];
const BUSINESS_SCOPES = ['instagram_basic', 'instagram_content_publish', 'pages_show_list', 'pages_read_engagement'];
const BUSINESS_PAGE_FIELDS = 'id,name,access_token,instagram_business_account{id,username,profile_picture_url}';
/** Meta's limit of collaborators on a Reel. */
const MAX_COLLABORATORS = 3;

type GraphBase = 'INSTAGRAM_GRAPH_URL' | 'FACEBOOK_GRAPH_URL';

/** How often a container is asked about (tests shorten it). */
export const instagramPolling = { intervalMs: 5_000, maxPolls: 360 };

/** Where an upload stands (social_uploads.session). */
export interface InstagramUploadSession {
  containerId?: string;
  /** Epoch ms media_publish was called: a resumed upload checks the container before calling it again. */
  publishingSince?: number;
  mediaId?: string;
}

const graphBase = (config: Config, credentials: PlatformCredentials) =>
  config[(credentials.extra?.graph as GraphBase | undefined) ?? 'INSTAGRAM_GRAPH_URL'];

const instagramAccount = (id: string, username: string, photo?: string) => ({
  id,
  displayName: username,
  photo: photo ?? null,
  url: `https://www.instagram.com/${username}`,
});

const instagramConfigured = (config: Config) => Boolean(config.INSTAGRAM_APP_ID && config.INSTAGRAM_APP_SECRET);

interface IgToken {
  access_token: string;
  expires_in?: number;
}

async function igLongLived(config: Config, shortToken: string) {
  const long = await graph<IgToken>(config.INSTAGRAM_GRAPH_URL, 'access_token', {
    query: { grant_type: 'ig_exchange_token', client_secret: config.INSTAGRAM_APP_SECRET, access_token: shortToken },
  });
  return long;
}

async function signInWithInstagram(config: Config, finish: OAuthFinish): Promise<PlatformSignIn> {
  const response = await fetch(config.INSTAGRAM_TOKEN_URL, {
    method: 'POST',
    body: new URLSearchParams({
      client_id: config.INSTAGRAM_APP_ID ?? '',
      client_secret: config.INSTAGRAM_APP_SECRET ?? '',
      grant_type: 'authorization_code',
      redirect_uri: finish.redirectUri,
      code: finish.code,
    }),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown> & { data?: IgToken[] };
  const short = (answer.data?.[0] ?? answer) as Partial<IgToken>;
  if (!response.ok || !short.access_token) {
    const message = (answer.error_message as string | undefined) ?? 'Instagram refused the sign-in';
    throw new PlatformError(message, { status: response.status });
  }
  const long = await igLongLived(config, short.access_token);
  const me = await graph<{ id: string; user_id?: string; username: string; profile_picture_url?: string }>(
    config.INSTAGRAM_GRAPH_URL,
    'me',
    { token: long.access_token, query: { fields: 'id,user_id,username,profile_picture_url' } },
  );
  // user_id is the professional account's id that /{id}/media publishes to.
  const id = me.user_id ?? me.id;
  return {
    account: instagramAccount(id, me.username, me.profile_picture_url),
    credentials: {
      accessToken: long.access_token,
      expiresAt: long.expires_in ? Date.now() + long.expires_in * 1000 : undefined,
      extra: { graph: 'INSTAGRAM_GRAPH_URL', target: 'instagram', igUserId: id },
    },
  };
}

/** The first granted Page with an Instagram business account; its Page token publishes. */
async function businessCredentials(config: Config, userToken: string, expiresAt?: number, igUserId?: string) {
  const pages = await facebookPages(config, userToken, BUSINESS_PAGE_FIELDS);
  const page = pages.find((p) =>
    igUserId ? p.instagram_business_account?.id === igUserId : p.instagram_business_account,
  );
  const ig = page?.instagram_business_account;
  if (!page?.access_token || !ig) {
    throw new PlatformError(
      igUserId
        ? 'The Instagram account is no longer granted to this app: connect Instagram again'
        : 'No Instagram business account: no granted Facebook Page has one',
      { reconnect: Boolean(igUserId) },
    );
  }
  const credentials: PlatformCredentials = {
    accessToken: page.access_token,
    expiresAt,
    extra: { graph: 'FACEBOOK_GRAPH_URL', target: 'instagram-business', igUserId: ig.id, pageId: page.id, userToken },
  };
  return { credentials, account: instagramAccount(ig.id, ig.username ?? page.name, ig.profile_picture_url) };
}

export const instagramClient: SocialPlatformClient = {
  platform: 'INSTAGRAM',

  configured: (config) => instagramConfigured(config) || facebookAppConfigured(config),

  authorizeUrl(config: Config, start: OAuthStart): string {
    if (start.target === 'instagram-business') {
      return facebookAuthorizeUrl(config, start.state, start.redirectUri, BUSINESS_SCOPES);
    }
    // Instagram Login takes no PKCE either (a confidential app): code_challenge is omitted.
    const url = new URL(config.INSTAGRAM_AUTH_URL);
    url.searchParams.set('client_id', config.INSTAGRAM_APP_ID ?? '');
    url.searchParams.set('redirect_uri', start.redirectUri);
    url.searchParams.set('state', start.state);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', INSTAGRAM_SCOPES.join(','));
    return url.toString();
  },

  async finishSignIn(config: Config, finish: OAuthFinish): Promise<PlatformSignIn> {
    if (finish.target !== 'instagram-business') return signInWithInstagram(config, finish);
    const user = await facebookUserToken(config, finish.code, finish.redirectUri);
    return businessCredentials(config, user.token, user.expiresAt);
  },

  async refresh(config: Config, credentials: PlatformCredentials): Promise<PlatformCredentials> {
    if (credentials.extra?.graph === 'FACEBOOK_GRAPH_URL') {
      const userToken = credentials.extra.userToken;
      if (!userToken) throw new PlatformError('No Facebook user token stored: connect again', { reconnect: true });
      const user = await extendFacebookToken(config, userToken);
      return (await businessCredentials(config, user.token, user.expiresAt, credentials.extra.igUserId)).credentials;
    }
    const answer = await graph<IgToken>(config.INSTAGRAM_GRAPH_URL, 'refresh_access_token', {
      query: { grant_type: 'ig_refresh_token', access_token: credentials.accessToken },
    });
    return {
      ...credentials,
      accessToken: answer.access_token,
      expiresAt: answer.expires_in ? Date.now() + answer.expires_in * 1000 : credentials.expiresAt,
    };
  },

  upload: uploadReel,
};

interface ContainerStatus {
  status_code?: 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';
  status?: string;
}

async function uploadReel(ctx: UploadContext): Promise<UploadResult> {
  const { config, credentials, signal } = ctx;
  const base = graphBase(config, credentials);
  const token = credentials.accessToken;
  const igUserId = credentials.extra?.igUserId ?? ctx.account.id;
  const data = ctx.data as ReelUploadData;
  const session: InstagramUploadSession = { ...(ctx.session as InstagramUploadSession | null) };
  const save = () => ctx.saveSession({ ...session });
  const permalink = async (mediaId: string) => {
    const media = await graph<{ permalink?: string }>(base, mediaId, { token, query: { fields: 'permalink' }, signal });
    return { videoUrl: media.permalink ?? ctx.account.url ?? `https://www.instagram.com/` };
  };

  // Published before: never again.
  if (session.mediaId) return permalink(session.mediaId);

  for (let created = 0; ;) {
    if (!session.containerId) {
      if (created++ > 0) throw new PlatformError('Instagram let the new container expire as well');
      session.containerId = await createContainer(base, token, igUserId, data, ctx.video.publicUrl, signal);
      await save();
    }
    const status = await waitForContainer(base, token, session.containerId, signal);
    if (status.status_code === 'EXPIRED' && !session.publishingSince) {
      // Unpublished containers expire after 24 hours: nothing was published, a new one is safe.
      delete session.containerId;
      continue;
    }
    if (status.status_code === 'PUBLISHED') {
      // The last attempt's media_publish went through but its answer was never stored.
      const mediaId = await findPublished(base, token, igUserId, data.content, signal);
      if (!mediaId) return { videoUrl: ctx.account.url ?? 'https://www.instagram.com/' };
      session.mediaId = mediaId;
      await save();
      return permalink(mediaId);
    }
    if (status.status_code !== 'FINISHED') {
      throw new PlatformError(`Instagram could not process the video: ${status.status ?? status.status_code}`, {
        code: status.status_code,
      });
    }
    break;
  }
  await ctx.progress(ctx.video.size);

  session.publishingSince = Date.now();
  await save();
  const published = await graph<{ id: string }>(base, `${igUserId}/media_publish`, {
    token,
    json: { creation_id: session.containerId },
    signal,
  });
  session.mediaId = published.id;
  await save();
  return permalink(published.id);
}

async function createContainer(
  base: string,
  token: string,
  igUserId: string,
  data: ReelUploadData,
  videoUrl: string,
  signal: AbortSignal,
): Promise<string> {
  const body: Record<string, unknown> = {
    media_type: 'REELS',
    video_url: videoUrl,
    caption: data.content,
    share_to_feed: data.shareToFeed,
  };
  if (data.thumbnailType === 'IMAGE_URL' && data.thumbnailUrl) body.cover_url = data.thumbnailUrl;
  if (data.thumbnailType === 'VIDEO_FRAME' && data.thumbnailOffset !== null) {
    body.thumb_offset = Math.round(data.thumbnailOffset * 1000);
  }
  // Reels take no positioned user tags: the tagged users are invited as collaborators (Meta
  // takes three at most; the first three are sent).
  if (data.taggedUsers.length) body.collaborators = data.taggedUsers.slice(0, MAX_COLLABORATORS);
  const container = await graph<{ id: string }>(base, `${igUserId}/media`, { token, json: body, signal });
  return container.id;
}

/** Polls until the container is no longer IN_PROGRESS. */
async function waitForContainer(base: string, token: string, containerId: string, signal: AbortSignal) {
  for (let poll = 0; poll < instagramPolling.maxPolls; poll++) {
    const status = await graph<ContainerStatus>(base, containerId, {
      token,
      query: { fields: 'status_code,status' },
      signal,
    });
    if (status.status_code && status.status_code !== 'IN_PROGRESS') return status;
    await pause(instagramPolling.intervalMs, signal);
  }
  throw new PlatformError('Instagram is still processing the video: gave up waiting', {
    retryAfterMs: instagramPolling.intervalMs * 12,
  });
}

/** The account's recent media with this caption (the one a lost media_publish answer made). */
async function findPublished(base: string, token: string, igUserId: string, caption: string, signal: AbortSignal) {
  const answer = await graph<{ data?: { id: string; caption?: string }[] }>(base, `${igUserId}/media`, {
    token,
    query: { fields: 'id,caption', limit: 25 },
    signal,
  });
  return answer.data?.find((media) => media.caption === caption)?.id;
}
