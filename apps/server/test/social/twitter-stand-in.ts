/**
 * A stand-in for X's API v2 (issue 34): a real HTTP server on a random loopback port that speaks
 * what twitter.client.ts uses: OAuth 2.0 with PKCE (`authorize()` plays the consent screen and
 * gives the code), the token call (HTTP Basic for a confidential app; refresh tokens that rotate
 * and work once), `/2/users/me`, the chunked media upload (initialize, append, finalize, STATUS)
 * and `/2/tweets`. It keeps tokens, media, segments and posts, records every call, and injects
 * faults: a queued answer per route (`failNext`), a connection cut mid-append
 * (`cutNext('append', bytes)`), tokens expired (`expireTokens`), a media id forgotten
 * (`expireMedia`), and processing that stays in progress for some polls then succeeds or fails.
 *
 * Routes: token, revoke, me, initialize, append, finalize, status, tweet.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerOf, formOf, listen, sendJson, StandInBase } from './stand-in-http';

export interface TwitterMedia {
  id: string;
  totalBytes: number;
  segments: Map<number, Buffer>;
  /** Segment indexes in the order appended (a repeat shows a segment sent twice). */
  appended: number[];
  state: 'uploading' | 'pending' | 'in_progress' | 'succeeded' | 'failed';
  polls: number;
}

const invalid = (detail: string) => ({
  title: 'Invalid Request',
  detail,
  type: 'https://api.twitter.com/2/problems/invalid-request',
  errors: [{ message: detail }],
});

export class TwitterStandIn extends StandInBase {
  clientId = 'x-client';
  /** Set: a confidential app, whose token calls must carry it as HTTP Basic. */
  clientSecret: string | null = 'x-secret';
  user = {
    id: '1800000000000000001',
    name: 'Radio Antena',
    username: 'radioantena',
    profile_image_url: 'https://pbs.twimg.com/p.jpg',
  };
  codes = new Map<string, { challenge: string; redirectUri: string }>();
  accessTokens = new Map<string, { expired: boolean }>();
  /** Refresh tokens: `used` ones are refused (rotation). */
  refreshTokens = new Map<string, 'live' | 'used'>();
  media = new Map<string, TwitterMedia>();
  private mediaCount = 0;
  /** What finalize leads to: `polls` STATUS answers in progress, then the outcome. */
  processing = {
    polls: 2,
    checkAfterSecs: 0,
    outcome: 'succeeded' as 'succeeded' | 'failed',
    error: { code: 3, name: 'InvalidMedia', message: 'Unsupported video format' },
  };
  tweets: { id: string; text: string; mediaIds: string[] }[] = [];
  close: () => Promise<void> = async () => undefined;

  /** Plays the consent screen: checks the authorize URL's parameters and gives a code. */
  authorize(authorizeUrl: string): { code: string; state: string } {
    const query = new URL(authorizeUrl).searchParams;
    const expected = { response_type: 'code', client_id: this.clientId, code_challenge_method: 'S256' };
    for (const [name, value] of Object.entries(expected)) {
      if (query.get(name) !== value) throw new Error(`authorize: ${name} is ${query.get(name)}`);
    }
    const scopes = (query.get('scope') ?? '').split(' ');
    for (const scope of ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access']) {
      if (!scopes.includes(scope)) throw new Error(`authorize: no ${scope} scope`);
    }
    const code = `code-${randomBytes(6).toString('hex')}`;
    this.codes.set(code, {
      challenge: query.get('code_challenge') ?? '',
      redirectUri: query.get('redirect_uri') ?? '',
    });
    return { code, state: query.get('state') ?? '' };
  }

  expireTokens() {
    for (const token of this.accessTokens.values()) token.expired = true;
  }

  expireMedia(id: string) {
    this.media.delete(id);
  }

  /** The bytes a media id received, its segments in order. */
  bytesOf(id: string) {
    const media = this.media.get(id)!;
    return Buffer.concat([...media.segments.entries()].sort(([a], [b]) => a - b).map(([, bytes]) => bytes));
  }

  async answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    const path = url.pathname;
    const post = request.method === 'POST';
    const mediaPath = /^\/2\/media\/upload\/([^/]+)\/(append|finalize)$/.exec(path);
    const route =
      post && path === '/2/oauth2/token'
        ? 'token'
        : post && path === '/2/oauth2/revoke'
          ? 'revoke'
          : path === '/2/users/me'
            ? 'me'
            : post && path === '/2/media/upload/initialize'
              ? 'initialize'
              : post && mediaPath
                ? mediaPath[2]!
                : !post && path === '/2/media/upload' && url.searchParams.get('command') === 'STATUS'
                  ? 'status'
                  : post && path === '/2/tweets'
                    ? 'tweet'
                    : 'unknown';
    const body = await this.receive(route, request, response);
    if (!body) return;
    if (route === 'unknown') return sendJson(response, 404, { title: 'Not Found Error', detail: `No route ${path}` });
    if (route === 'token') return this.token(request, response, await formOf(request, body));
    if (route === 'revoke') return sendJson(response, 200, { revoked: true });

    const token = this.accessTokens.get(bearerOf(request) ?? '');
    if (!token || token.expired) {
      return sendJson(response, 401, {
        title: 'Unauthorized',
        type: 'about:blank',
        status: 401,
        detail: 'Unauthorized',
      });
    }
    if (route === 'me') return sendJson(response, 200, { data: this.user });
    if (route === 'initialize') {
      const fields = JSON.parse(body.toString()) as { total_bytes: number; media_type: string; media_category: string };
      if (fields.media_category !== 'amplify_video' || fields.media_type !== 'video/mp4') {
        return sendJson(response, 400, invalid('media_type and media_category must name a video'));
      }
      const id = String(1_900_000_000_000_000_000n + BigInt(++this.mediaCount));
      this.media.set(id, {
        id,
        totalBytes: fields.total_bytes,
        segments: new Map(),
        appended: [],
        state: 'uploading',
        polls: 0,
      });
      return sendJson(response, 200, { data: { id, media_key: `7_${id}`, expires_after_secs: 86_400 } });
    }
    if (route === 'tweet') {
      const fields = JSON.parse(body.toString()) as { text: string; media?: { media_ids: string[] } };
      const mediaIds = fields.media?.media_ids ?? [];
      if (mediaIds.some((id) => this.media.get(id)?.state !== 'succeeded')) {
        return sendJson(response, 400, invalid('Your media IDs are invalid.'));
      }
      const tweet = {
        id: String(1_950_000_000_000_000_000n + BigInt(this.tweets.length + 1)),
        text: fields.text,
        mediaIds,
      };
      this.tweets.push(tweet);
      return sendJson(response, 201, { data: { id: tweet.id, text: tweet.text } });
    }

    const id = route === 'status' ? (url.searchParams.get('media_id') ?? '') : decodeURIComponent(mediaPath![1]!);
    const media = this.media.get(id);
    if (!media) return sendJson(response, 400, invalid(`The media_id ${id} was not found or has expired.`));
    if (route === 'append') {
      const form = await formOf(request, body);
      const chunk = form.get('media');
      const index = Number(form.get('segment_index'));
      if (!(chunk instanceof Blob) || !Number.isInteger(index))
        return sendJson(response, 400, invalid('media and segment_index are required'));
      media.segments.set(index, Buffer.from(await chunk.arrayBuffer()));
      media.appended.push(index);
      return sendJson(response, 200, { data: { expires_at: Math.floor(Date.now() / 1000) + 86_400 } });
    }
    if (route === 'finalize') {
      if (this.bytesOf(id).length !== media.totalBytes)
        return sendJson(response, 400, invalid('Segments do not add up to the provided total file size.'));
      media.polls = this.processing.polls;
      media.state = media.polls > 0 ? 'pending' : this.processing.outcome;
    } else if (media.state === 'pending' || media.state === 'in_progress') {
      media.polls -= 1;
      media.state = media.polls > 0 ? 'in_progress' : this.processing.outcome;
    }
    const processing: Record<string, unknown> = { state: media.state };
    if (media.state === 'pending' || media.state === 'in_progress')
      processing.check_after_secs = this.processing.checkAfterSecs;
    if (media.state === 'in_progress') processing.progress_percent = 50;
    if (media.state === 'failed') processing.error = this.processing.error;
    sendJson(response, 200, {
      data: {
        id,
        media_key: `7_${id}`,
        size: media.totalBytes,
        expires_after_secs: 86_400,
        processing_info: processing,
      },
    });
  }

  private token(request: IncomingMessage, response: ServerResponse, form: FormData) {
    const refuse = (description: string, error = 'invalid_request') =>
      sendJson(response, 400, { error, error_description: description });
    if (this.clientSecret) {
      const basic = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== basic) {
        return sendJson(response, 401, {
          error: 'unauthorized_client',
          error_description: 'Missing valid authorization header',
        });
      }
    }
    if (form.get('client_id') !== this.clientId) return refuse('Missing required parameter [client_id].');
    if (form.get('grant_type') === 'authorization_code') {
      const code = this.codes.get(String(form.get('code')));
      const verifier = String(form.get('code_verifier') ?? '');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!code || code.challenge !== challenge || code.redirectUri !== form.get('redirect_uri')) {
        return refuse('Value passed for the authorization code was invalid.');
      }
      this.codes.delete(String(form.get('code')));
    } else if (form.get('grant_type') === 'refresh_token') {
      const refreshToken = String(form.get('refresh_token'));
      if (this.refreshTokens.get(refreshToken) !== 'live') return refuse('Value passed for the token was invalid.');
      this.refreshTokens.set(refreshToken, 'used');
    } else {
      return refuse('Unsupported grant type', 'unsupported_grant_type');
    }
    const accessToken = `xa-${randomBytes(8).toString('hex')}`;
    const refreshToken = `xr-${randomBytes(8).toString('hex')}`;
    this.accessTokens.set(accessToken, { expired: false });
    this.refreshTokens.set(refreshToken, 'live');
    sendJson(response, 200, {
      token_type: 'bearer',
      expires_in: 7200,
      access_token: accessToken,
      refresh_token: refreshToken,
      scope: 'tweet.read tweet.write users.read media.write offline.access',
    });
  }
}

export async function startTwitterStandIn(): Promise<TwitterStandIn> {
  const standIn = new TwitterStandIn();
  const server = await listen((request, response) => standIn.answer(request, response));
  standIn.url = server.url;
  standIn.close = server.close;
  return standIn;
}
