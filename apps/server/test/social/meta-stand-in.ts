/**
 * A stand-in for Meta's Graph APIs (issue 34) on a free loopback port: Facebook Login's tokens,
 * Pages, the Resumable Upload API and Page videos under /fb, Instagram Login and Reels
 * containers under /ig. It keeps state, records every request, and injects faults: a connection
 * cut mid-transfer, an expired token (190), a rate limit (code 4), a container in ERROR.
 * Containers really fetch video_url, in Range requests, as Meta does.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const APP_ID = 'app-1';
export const APP_SECRET = 'app-secret';
export const IG_APP_ID = 'ig-app-1';
export const IG_APP_SECRET = 'ig-secret';
export const GOOD_CODE = 'good-code';

export interface StandInPage {
  id: string;
  name: string;
  instagram_business_account?: { id: string; username: string; profile_picture_url?: string };
}

interface Upload {
  bytes: Buffer;
  length: number;
  handle: string;
}

interface Container {
  id: string;
  igUserId: string;
  body: Record<string, unknown>;
  polls: number;
  fetched: Buffer | null;
  fetchError: string | null;
  /** The HTTP statuses of the Range requests made to video_url. */
  rangeStatuses: number[];
  published: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  bodyBytes: number;
  json?: Record<string, unknown>;
}

export async function startMetaStandIn(options: { pages: StandInPage[]; igUser?: { id: string; username: string } }) {
  let sequence = 0;
  const next = (prefix: string) => `${prefix}${++sequence}`;
  const tokens = new Map<string, { kind: 'fb-short' | 'fb-user' | 'page' | 'ig-short' | 'ig-user'; pageId?: string }>();
  const state = {
    requests: [] as RecordedRequest[],
    uploads: new Map<string, Upload>(),
    videos: [] as {
      id: string;
      pageId: string;
      title: string;
      description: string;
      published: boolean;
      bytes: Buffer;
      thumbnail: Buffer | null;
    }[],
    containers: new Map<string, Container>(),
    media: [] as { id: string; igUserId: string; containerId: string; caption: string }[],
    /** Polls a container answers IN_PROGRESS before FINISHED. */
    pollsBeforeFinished: 2,
    faults: {
      /** Cuts the connection of the next transfer after this many of its bytes (kept by the platform). */
      cutTransferAfter: null as number | null,
      /** Answers the next request whose path matches with code 4. */
      rateLimit: null as RegExp | null,
      /** Containers end in ERROR with this status text. */
      containerError: null as string | null,
    },
    expired: new Set<string>(),
    tokens,
  };
  const fail = (res: ServerResponse, status: number, code: number, message: string) =>
    send(res, status, { error: { message, type: code === 190 ? 'OAuthException' : 'GraphMethodException', code } });

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => fail(res, 500, 2, String(error)));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const query = Object.fromEntries(url.searchParams);
    const path = url.pathname;
    const recorded: RecordedRequest = { method: req.method ?? 'GET', path, query, headers: req.headers, bodyBytes: 0 };
    state.requests.push(recorded);
    if (state.faults.rateLimit?.test(path)) {
      state.faults.rateLimit = null;
      return fail(res, 400, 4, 'Application request limit reached');
    }
    const transfer = req.method === 'POST' && /^\/fb\/upload:/.test(path);
    const body = transfer ? Buffer.alloc(0) : await readBody(req);
    recorded.bodyBytes = body.length;
    const type = req.headers['content-type'] ?? '';
    const json = type.includes('json') ? (JSON.parse(body.toString()) as Record<string, unknown>) : undefined;
    const form = type.includes('urlencoded') ? Object.fromEntries(new URLSearchParams(body.toString())) : undefined;
    recorded.json = json;

    if (path === '/ig-oauth/access_token' && req.method === 'POST') {
      if (form?.code !== GOOD_CODE || form.client_secret !== IG_APP_SECRET) {
        return send(res, 400, { error_type: 'OAuthException', code: 400, error_message: 'Invalid code' });
      }
      const token = next('ig-short-');
      tokens.set(token, { kind: 'ig-short' });
      return send(res, 200, { access_token: token, user_id: options.igUser?.id, permissions: 'x' });
    }
    const match = /^\/(fb|ig)\/(.*)$/.exec(path);
    if (!match) return send(res, 404, { error: { message: 'Unknown path', code: 803 } });
    const [, graph, rest] = match as unknown as [string, 'fb' | 'ig', string];
    const header = req.headers.authorization ?? '';
    const token = /^(?:Bearer|OAuth) (.+)$/.exec(header)?.[1] ?? query.access_token ?? '';
    if (state.expired.has(token)) return fail(res, 400, 190, 'Error validating access token: Session has expired');

    if (graph === 'fb' && rest === 'oauth/access_token') {
      if (query.client_id !== APP_ID || query.client_secret !== APP_SECRET) return fail(res, 400, 101, 'Bad app');
      if (query.grant_type === 'fb_exchange_token') {
        const known = tokens.get(query.fb_exchange_token ?? '');
        if (state.expired.has(query.fb_exchange_token ?? '')) return fail(res, 400, 190, 'Session has expired');
        if (!known || !known.kind.startsWith('fb-')) return fail(res, 400, 190, 'Invalid OAuth access token');
        const long = next('fb-user-');
        tokens.set(long, { kind: 'fb-user' });
        return send(res, 200, { access_token: long, token_type: 'bearer', expires_in: 5_184_000 });
      }
      if (query.code !== GOOD_CODE) return fail(res, 400, 100, 'Invalid verification code format.');
      const short = next('fb-short-');
      tokens.set(short, { kind: 'fb-short' });
      return send(res, 200, { access_token: short, token_type: 'bearer', expires_in: 3600 });
    }
    if (graph === 'ig' && rest === 'access_token') {
      if (query.client_secret !== IG_APP_SECRET || tokens.get(token)?.kind !== 'ig-short') {
        return fail(res, 400, 190, 'Invalid OAuth access token');
      }
      const long = next('ig-user-');
      tokens.set(long, { kind: 'ig-user' });
      return send(res, 200, { access_token: long, token_type: 'bearer', expires_in: 5_184_000 });
    }
    if (graph === 'ig' && rest === 'refresh_access_token') {
      if (query.grant_type !== 'ig_refresh_token' || tokens.get(token)?.kind !== 'ig-user') {
        return fail(res, 400, 190, 'Invalid OAuth access token');
      }
      const fresh = next('ig-user-');
      tokens.set(fresh, { kind: 'ig-user' });
      return send(res, 200, { access_token: fresh, token_type: 'bearer', expires_in: 5_184_000 });
    }

    const caller = tokens.get(token);
    if (!caller) return fail(res, 400, 190, 'Invalid OAuth access token');

    if (rest === 'me' && graph === 'ig') {
      return send(res, 200, { id: 'app-scoped-1', user_id: options.igUser?.id, username: options.igUser?.username });
    }
    if (rest === 'me/permissions' && req.method === 'DELETE') {
      if (caller.kind !== 'fb-user') return fail(res, 400, 190, 'A user token is expected here');
      state.expired.add(token);
      return send(res, 200, { success: true });
    }
    if (rest === 'me/accounts') {
      if (caller.kind !== 'fb-user') return fail(res, 400, 190, 'A long-lived user token is expected here');
      const data = options.pages.map((page) => {
        const pageToken = next(`page-${page.id}-`);
        tokens.set(pageToken, { kind: 'page', pageId: page.id });
        const picture = { data: { url: `https://pics.example/${page.id}.jpg` } };
        return { ...page, access_token: pageToken, link: `https://www.facebook.com/${page.id}`, picture };
      });
      return send(res, 200, { data });
    }
    if (rest === `${APP_ID}/uploads` && req.method === 'POST') {
      if (caller.kind !== 'fb-user') return fail(res, 400, 190, 'The uploads API takes a user token');
      const id = next('upload:');
      state.uploads.set(id, { bytes: Buffer.alloc(0), length: Number(query.file_length), handle: next('2::handle-') });
      return send(res, 200, { id });
    }
    const upload = state.uploads.get(rest);
    if (upload && req.method === 'GET') return send(res, 200, { id: rest, file_offset: upload.bytes.length });
    if (upload && req.method === 'POST') {
      if (!header.startsWith('OAuth ')) return fail(res, 400, 190, 'Authorization: OAuth expected');
      if (Number(req.headers.file_offset) !== upload.bytes.length) {
        req.resume();
        return fail(res, 400, 1363037, `Wrong file_offset: the platform holds ${upload.bytes.length} bytes`);
      }
      const cut = state.faults.cutTransferAfter;
      for await (const part of req) {
        upload.bytes = Buffer.concat([upload.bytes, part as Buffer]);
        recorded.bodyBytes += (part as Buffer).length;
        if (cut !== null && recorded.bodyBytes >= cut) {
          state.faults.cutTransferAfter = null;
          req.socket.destroy();
          return;
        }
      }
      if (upload.bytes.length > upload.length) return fail(res, 400, 100, 'More bytes than file_length');
      return send(res, 200, { h: upload.handle });
    }

    const [id, edge] = rest.split('/');
    const page = options.pages.find((p) => p.id === id);
    if (page && edge === 'videos' && req.method === 'POST') {
      if (caller.kind !== 'page' || caller.pageId !== page.id) return fail(res, 400, 200, 'A Page token is expected');
      const source = [...state.uploads.values()].find((u) => u.handle === json?.fbuploader_video_file_chunk);
      if (!source || source.bytes.length !== source.length) return fail(res, 400, 100, 'Incomplete or unknown file');
      const video = {
        id: next('video-'),
        pageId: page.id,
        title: String(json?.title),
        description: String(json?.description),
        published: json?.published === true,
        bytes: source.bytes,
        thumbnail: null,
      };
      state.videos.push(video);
      return send(res, 200, { id: video.id });
    }
    if (page && edge === 'videos') {
      const data = state.videos.filter((v) => v.pageId === page.id).map((v) => ({ id: v.id, title: v.title }));
      return send(res, 200, { data });
    }
    const video = state.videos.find((v) => v.id === id);
    if (video && edge === 'thumbnails' && req.method === 'POST') {
      if (caller.kind !== 'page' || caller.pageId !== video.pageId)
        return fail(res, 400, 200, 'A Page token is expected');
      const thumbnail = await new Request('http://stand-in/', {
        method: 'POST',
        headers: { 'content-type': type },
        body: new Uint8Array(body),
      }).formData();
      const source = thumbnail.get('source');
      if (!(source instanceof Blob) || thumbnail.get('is_preferred') !== 'true')
        return fail(res, 400, 100, 'No source');
      video.thumbnail = Buffer.from(await source.arrayBuffer());
      return send(res, 200, { success: true });
    }

    const igOwner = id && isIgUser(id);
    if (igOwner && edge === 'media' && req.method === 'POST') {
      const container: Container = {
        id: next('container-'),
        igUserId: id,
        body: json ?? {},
        polls: 0,
        fetched: null,
        fetchError: null,
        rangeStatuses: [],
        published: false,
      };
      state.containers.set(container.id, container);
      container.fetched = await fetchInRanges(String(container.body.video_url), container).catch((error: unknown) => {
        container.fetchError = String(error);
        return null;
      });
      return send(res, 200, { id: container.id });
    }
    if (igOwner && edge === 'media') {
      const data = state.media.filter((m) => m.igUserId === id).map((m) => ({ id: m.id, caption: m.caption }));
      return send(res, 200, { data });
    }
    if (igOwner && edge === 'media_publish' && req.method === 'POST') {
      const container = state.containers.get(String(json?.creation_id));
      if (!container || container.igUserId !== id) return fail(res, 400, 100, 'Unknown container');
      if (statusOf(container).status_code !== 'FINISHED') return fail(res, 400, 9007, 'Media ID is not available');
      container.published = true;
      const media = {
        id: next('media-'),
        igUserId: id,
        containerId: container.id,
        caption: String(container.body.caption),
      };
      state.media.push(media);
      return send(res, 200, { id: media.id });
    }
    const container = state.containers.get(rest);
    if (container) {
      container.polls++;
      return send(res, 200, { id: rest, ...statusOf(container) });
    }
    const media = state.media.find((m) => m.id === rest);
    if (media) return send(res, 200, { id: media.id, permalink: `https://www.instagram.com/reel/${media.id}/` });
    return fail(res, 400, 100, `Unsupported request: ${req.method} ${path}`);
  }

  function isIgUser(id: string) {
    return id === options.igUser?.id || options.pages.some((p) => p.instagram_business_account?.id === id);
  }

  function statusOf(container: Container): { status_code: string; status: string } {
    if (container.published) return { status_code: 'PUBLISHED', status: 'Published' };
    if (state.faults.containerError) return { status_code: 'ERROR', status: state.faults.containerError };
    if (container.fetchError)
      return { status_code: 'ERROR', status: `Media download has failed: ${container.fetchError}` };
    if (container.polls <= state.pollsBeforeFinished) return { status_code: 'IN_PROGRESS', status: 'In progress' };
    return { status_code: 'FINISHED', status: 'Finished' };
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...state,
    state,
    origin,
    env: {
      FACEBOOK_APP_ID: APP_ID,
      FACEBOOK_APP_SECRET: APP_SECRET,
      FACEBOOK_AUTH_URL: `${origin}/dialog/oauth`,
      FACEBOOK_GRAPH_URL: `${origin}/fb`,
      INSTAGRAM_APP_ID: IG_APP_ID,
      INSTAGRAM_APP_SECRET: IG_APP_SECRET,
      INSTAGRAM_AUTH_URL: `${origin}/ig-auth/authorize`,
      INSTAGRAM_TOKEN_URL: `${origin}/ig-oauth/access_token`,
      INSTAGRAM_GRAPH_URL: `${origin}/ig`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MetaStandIn = Awaited<ReturnType<typeof startMetaStandIn>>;

/** Reads video_url as Meta does: in Range requests of 512 KiB, each answered 206. */
async function fetchInRanges(videoUrl: string, container: Container): Promise<Buffer> {
  const parts: Buffer[] = [];
  let offset = 0;
  let total = Infinity;
  while (offset < total) {
    const response = await fetch(videoUrl, { headers: { range: `bytes=${offset}-${offset + 512 * 1024 - 1}` } });
    container.rangeStatuses.push(response.status);
    if (response.status !== 206) throw new Error(`video_url answered ${response.status} to a Range request`);
    total = Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1]);
    const part = Buffer.from(await response.arrayBuffer());
    if (!part.length || !Number.isFinite(total)) throw new Error('video_url sent no bytes or no Content-Range');
    parts.push(part);
    offset += part.length;
  }
  return Buffer.concat(parts);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
