/**
 * A stand-in for Google's OAuth and YouTube's Data API (issue 34): a real HTTP server on a random
 * loopback port that keeps state like YouTube does. The consent screen (`GET /auth`, answered with
 * a redirect carrying a code, the PKCE challenge remembered), the token endpoint
 * (authorization_code checked against that challenge, refresh_token, invalid_grant once revoked
 * or unknown), `channels?mine=true`, the resumable upload (sessions, the bytes each holds, 308
 * with Range, the stored video), `thumbnails/set` and `revoke`. Every request is recorded.
 * `faults` injects, each once: a connection cut mid-chunk, a 308 without Range (the chunk
 * dropped), a 429, a 503, a 403 quotaExceeded; expireAccessTokens() and expireSessions() stand
 * for time passing. Set YOUTUBE_AUTH_URL to `${url}/auth`, YOUTUBE_TOKEN_URL to `${url}/token`
 * and YOUTUBE_API_URL to `url`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { base64url, googleError, putChunk, readBody, startSession, type Send } from './youtube-stand-in-upload';

export interface StandInRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  /** Body bytes read (a cut request: those read before the cut). */
  bytes: number;
  status: number | null;
  /** Chunks: how many bytes the session held when it came. */
  heldBefore?: number;
}

export interface StoredVideo {
  id: string;
  sessionId: string;
  metadata: { snippet?: Record<string, unknown>; status?: Record<string, unknown> };
  contentType: string;
  bytes: Buffer;
  thumbnail: Buffer | null;
}

export interface Session {
  id: string;
  size: number;
  contentType: string;
  metadata: StoredVideo['metadata'];
  parts: Buffer[];
  held: number;
  expired: boolean;
  videoId: string | null;
}

export interface YouTubeFaults {
  /** Cut the connection of the next chunk after 256 KiB + a little of it (256 KiB kept). */
  cutChunk: number;
  /** Drop the next chunk and what the session held, and answer 308 without Range. */
  rangeless: number;
  /** 429 with `Retry-After: retryAfterSeconds` to the next session start. */
  rateLimited: number;
  retryAfterSeconds: number;
  /** 503 to the next chunk (nothing kept). */
  unavailable: number;
  /** 403 quotaExceeded to the next session start. */
  quotaExceeded: number;
  /** 403 to thumbnails/set (a channel not verified). */
  thumbnailRefused: number;
}

export interface YouTubeStandIn {
  url: string;
  clientId: string;
  clientSecret: string;
  channel: { id: string; title: string; photo: string } | null;
  requests: StandInRequest[];
  sessions: Map<string, Session>;
  videos: StoredVideo[];
  faults: YouTubeFaults;
  /** Refresh tokens revoked (POST /revoke, or by a test). */
  revoked: Set<string>;
  /** Every access token issued so far stops working (401) until a refresh. */
  expireAccessTokens(): void;
  /** Every upload session so far expires (404). */
  expireSessions(): void;
  /** The user revokes the app: every refresh and access token given out stops working. */
  revokeAll(): void;
  /** The consent screen: the code and state its redirect carries. */
  consent(authorizeUrl: string): Promise<{ code: string; state: string; redirect: URL }>;
  close(): Promise<void>;
}

interface Grant {
  challenge: string;
  method: string;
  redirectUri: string;
  clientId: string;
}

function answer(standIn: YouTubeStandIn, state: StandInState, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', standIn.url);
  const record: StandInRequest = {
    method: request.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: {
      authorization: request.headers.authorization,
      'content-range': request.headers['content-range'],
      'content-type': request.headers['content-type'],
      'x-upload-content-length': request.headers['x-upload-content-length'] as string | undefined,
      'x-upload-content-type': request.headers['x-upload-content-type'] as string | undefined,
    },
    bytes: 0,
    status: null,
  };
  standIn.requests.push(record);
  const send = (status: number, body = '', headers: Record<string, string> = {}) => {
    record.status = status;
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body);
  };
  const authorized = () => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (token && state.accessTokens.get(token) === 'valid') return true;
    send(401, googleError(401, 'Request had invalid authentication credentials.', 'authError'));
    return false;
  };
  const route = `${request.method} ${url.pathname}`;
  return (async () => {
    if (route === 'GET /auth') {
      const q = url.searchParams;
      const code = base64url(randomBytes(12));
      state.codes.set(code, {
        challenge: q.get('code_challenge') ?? '',
        method: q.get('code_challenge_method') ?? 'plain',
        redirectUri: q.get('redirect_uri') ?? '',
        clientId: q.get('client_id') ?? '',
      });
      const redirect = new URL(q.get('redirect_uri') ?? 'http://invalid/');
      redirect.searchParams.set('code', code);
      redirect.searchParams.set('state', q.get('state') ?? '');
      return send(302, '', { location: redirect.toString() });
    }
    if (route === 'POST /token')
      return token(standIn, state, new URLSearchParams((await readBody(request, record)).body.toString()), send);
    if (route === 'POST /revoke') {
      const form = new URLSearchParams((await readBody(request, record)).body.toString());
      const revoked = form.get('token') ?? '';
      if (!state.refreshTokens.has(revoked) && !state.accessTokens.has(revoked))
        return send(400, '{"error":"invalid_token"}');
      standIn.revoked.add(revoked);
      for (const [access, owner] of state.owners) if (owner === revoked) state.accessTokens.set(access, 'revoked');
      return send(200, '{}');
    }
    if (route === 'GET /youtube/v3/channels') {
      if (!authorized()) return;
      if (url.searchParams.get('mine') !== 'true')
        return send(400, googleError(400, 'No filter selected.', 'missingRequiredParameter'));
      const items = standIn.channel
        ? [
            {
              id: standIn.channel.id,
              snippet: { title: standIn.channel.title, thumbnails: { default: { url: standIn.channel.photo } } },
            },
          ]
        : [];
      return send(200, JSON.stringify({ kind: 'youtube#channelListResponse', items }));
    }
    if (route === 'POST /upload/youtube/v3/videos')
      return startSession(standIn, url, request, record, send, authorized);
    if (route === 'PUT /upload/youtube/v3/videos') {
      if (!authorized()) return;
      return putChunk(standIn, url, request, record, send);
    }
    if (route === 'POST /upload/youtube/v3/thumbnails/set') {
      if (!authorized()) return;
      const { body } = await readBody(request, record);
      const video = standIn.videos.find((v) => v.id === url.searchParams.get('videoId'));
      if (!video)
        return send(404, googleError(404, 'The video that you are trying to update cannot be found.', 'videoNotFound'));
      if (standIn.faults.thumbnailRefused > 0) {
        standIn.faults.thumbnailRefused--;
        return send(
          403,
          googleError(
            403,
            'The authenticated user doesnt have permissions to upload and set custom video thumbnails.',
            'forbidden',
          ),
        );
      }
      video.thumbnail = body;
      return send(200, JSON.stringify({ items: [{ default: { url: 'https://i.ytimg.com/x.jpg' } }] }));
    }
    send(404, googleError(404, `No route ${route}`, 'notFound'));
  })();
}

function token(standIn: YouTubeStandIn, state: StandInState, form: URLSearchParams, send: Send) {
  const refused = (error: string, description: string, status = 400) =>
    send(status, JSON.stringify({ error, error_description: description }));
  if (form.get('client_id') !== standIn.clientId || form.get('client_secret') !== standIn.clientSecret) {
    return refused('invalid_client', 'The OAuth client was not found.', 401);
  }
  const issue = (refresh: string, withRefresh: boolean) => {
    const access = `ya29.${base64url(randomBytes(16))}`;
    state.accessTokens.set(access, 'valid');
    state.owners.set(access, refresh);
    send(
      200,
      JSON.stringify({
        access_token: access,
        expires_in: 3599,
        token_type: 'Bearer',
        ...(withRefresh ? { refresh_token: refresh } : {}),
      }),
    );
  };
  if (form.get('grant_type') === 'authorization_code') {
    const grant = state.codes.get(form.get('code') ?? '');
    state.codes.delete(form.get('code') ?? '');
    if (!grant || grant.clientId !== standIn.clientId) return refused('invalid_grant', 'Malformed auth code.');
    if (grant.redirectUri !== form.get('redirect_uri')) return refused('redirect_uri_mismatch', 'Bad Request');
    const verifier = form.get('code_verifier') ?? '';
    const computed = grant.method === 'S256' ? base64url(createHash('sha256').update(verifier).digest()) : verifier;
    if (!verifier || computed !== grant.challenge) return refused('invalid_grant', 'Invalid code verifier.');
    const refresh = `1//${base64url(randomBytes(16))}`;
    state.refreshTokens.add(refresh);
    return issue(refresh, true);
  }
  if (form.get('grant_type') === 'refresh_token') {
    const refresh = form.get('refresh_token') ?? '';
    if (!state.refreshTokens.has(refresh) || standIn.revoked.has(refresh)) {
      return refused('invalid_grant', 'Token has been expired or revoked.');
    }
    return issue(refresh, false); // Google keeps the refresh token and does not send it again
  }
  refused('unsupported_grant_type', 'Invalid grant_type.');
}

interface StandInState {
  codes: Map<string, Grant>;
  accessTokens: Map<string, 'valid' | 'expired' | 'revoked'>;
  /** Access token → the refresh token it came with. */
  owners: Map<string, string>;
  refreshTokens: Set<string>;
}

export async function startYouTubeStandIn(): Promise<YouTubeStandIn> {
  const state: StandInState = {
    codes: new Map(),
    accessTokens: new Map(),
    owners: new Map(),
    refreshTokens: new Set(),
  };
  const standIn: YouTubeStandIn = {
    url: '',
    clientId: 'stand-in-client.apps.googleusercontent.com',
    clientSecret: 'stand-in-secret',
    channel: { id: 'UCstandInChannel000000001', title: 'Radio Antena', photo: 'https://yt3.ggpht.com/antena.jpg' },
    requests: [],
    sessions: new Map(),
    videos: [],
    faults: {
      cutChunk: 0,
      rangeless: 0,
      rateLimited: 0,
      retryAfterSeconds: 30,
      unavailable: 0,
      quotaExceeded: 0,
      thumbnailRefused: 0,
    },
    revoked: new Set(),
    expireAccessTokens: () => {
      for (const [access, status] of state.accessTokens)
        if (status === 'valid') state.accessTokens.set(access, 'expired');
    },
    expireSessions: () => {
      for (const session of standIn.sessions.values()) session.expired = true;
    },
    revokeAll: () => {
      for (const refresh of state.refreshTokens) standIn.revoked.add(refresh);
      for (const access of state.accessTokens.keys()) state.accessTokens.set(access, 'revoked');
    },
    consent: async (authorizeUrl) => {
      const response = await fetch(authorizeUrl, { redirect: 'manual' });
      const redirect = new URL(response.headers.get('location') ?? '');
      return {
        code: redirect.searchParams.get('code') ?? '',
        state: redirect.searchParams.get('state') ?? '',
        redirect,
      };
    },
    close: async () => undefined,
  };
  const server = createServer((request, response) => {
    answer(standIn, state, request, response).catch((error: Error) => {
      if (response.headersSent || !request.socket || request.socket.destroyed) return;
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(googleError(500, error.message, 'backendError'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
