/**
 * What Meta's two clients share (issue 34): Graph API calls and their errors, and Facebook
 * Login's tokens (the Facebook Page client and Instagram through Facebook Login for Business).
 * Tokens travel in the Authorization header, never in a URL, except where Meta's token
 * endpoints take them as query parameters (oauth/access_token, ig_exchange_token, ig_refresh_token).
 */
import type { Config } from '../../../config';
import { PlatformError } from '../platform-client';

/** Meta's rate limits (application, user, page, custom): waited out, never reported as a failure. */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
const DEFAULT_RETRY_MS = 60_000;

interface MetaErrorBody {
  error?: { message?: string; type?: string; code?: number; error_subcode?: number };
  error_message?: string;
}

/** A refusal from Meta as a PlatformError: 190 reconnect, rate limits wait, others fail with Meta's message. */
export function metaError(status: number, body: unknown, headers?: Headers): PlatformError {
  const parsed = (body ?? {}) as MetaErrorBody;
  const error = parsed.error;
  const code = error?.code;
  const message = error?.message ?? parsed.error_message ?? `Meta answered HTTP ${status}`;
  const options = { status, code: code === undefined ? undefined : String(code) };
  if (code === 190) return new PlatformError(message, { ...options, reconnect: true });
  if ((code !== undefined && RATE_LIMIT_CODES.has(code)) || status === 429) {
    const seconds = Number(headers?.get('retry-after'));
    const retryAfterMs = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_RETRY_MS;
    return new PlatformError(message, { ...options, retryAfterMs });
  }
  return new PlatformError(message, options);
}

export interface GraphCall {
  method?: 'GET' | 'POST' | 'DELETE';
  token?: string;
  /** Query parameters (GET) … */
  query?: Record<string, string | number | boolean | undefined>;
  /** … or a JSON body (POST). */
  json?: Record<string, unknown>;
  /** Raw bytes with extra headers (the resumable upload's transfers). */
  body?: Uint8Array;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** One Graph API call; a non-2xx answer or one carrying `error` throws metaError. */
export async function graph<T = Record<string, unknown>>(base: string, path: string, call: GraphCall = {}): Promise<T> {
  const url = new URL(`${base}/${path.replace(/^\//, '')}`);
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { ...call.headers };
  if (call.token) headers.authorization ??= `Bearer ${call.token}`;
  // DOM's lib types (the bench's) want an ArrayBuffer-backed view.
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (call.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  } else if (call.body) {
    headers['content-type'] ??= 'application/octet-stream';
    body = call.body as Uint8Array<ArrayBuffer>;
  }
  const response = await fetch(url, {
    method: call.method ?? (call.json || call.body ? 'POST' : 'GET'),
    headers,
    body,
    signal: call.signal,
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = { error_message: `Meta answered HTTP ${response.status}: ${text.slice(0, 200)}` };
  }
  if (!response.ok || (parsed as MetaErrorBody | null)?.error)
    throw metaError(response.status, parsed, response.headers);
  return parsed as T;
}

export interface FacebookPage {
  id: string;
  name: string;
  access_token?: string;
  link?: string;
  picture?: { data?: { url?: string } };
  instagram_business_account?: { id: string; username?: string; profile_picture_url?: string };
}

export function facebookAppConfigured(config: Config): boolean {
  return Boolean(config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET);
}

/**
 * Facebook Login's consent screen. Meta's Login takes no PKCE for a confidential app (one with
 * an app secret, which the code exchange sends): code_challenge is omitted.
 */
export function facebookAuthorizeUrl(config: Config, state: string, redirectUri: string, scopes: string[]): string {
  const url = new URL(config.FACEBOOK_AUTH_URL);
  url.searchParams.set('client_id', config.FACEBOOK_APP_ID ?? '');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', scopes.join(','));
  return url.toString();
}

interface TokenAnswer {
  access_token: string;
  expires_in?: number;
}

const expiry = (answer: TokenAnswer) => (answer.expires_in ? Date.now() + answer.expires_in * 1000 : undefined);

/** The code for a short-lived user token, then that for a long-lived one (about 60 days). */
export async function facebookUserToken(config: Config, code: string, redirectUri: string) {
  const short = await graph<TokenAnswer>(config.FACEBOOK_GRAPH_URL, 'oauth/access_token', {
    query: {
      client_id: config.FACEBOOK_APP_ID,
      client_secret: config.FACEBOOK_APP_SECRET,
      redirect_uri: redirectUri,
      code,
    },
  });
  return extendFacebookToken(config, short.access_token);
}

/**
 * Meta's long-lived tokens are extended, not refreshed: fb_exchange_token on a user token gives
 * a long-lived one (the same or a new one).
 */
export async function extendFacebookToken(config: Config, userToken: string) {
  const long = await graph<TokenAnswer>(config.FACEBOOK_GRAPH_URL, 'oauth/access_token', {
    query: {
      grant_type: 'fb_exchange_token',
      client_id: config.FACEBOOK_APP_ID,
      client_secret: config.FACEBOOK_APP_SECRET,
      fb_exchange_token: userToken,
    },
  });
  return { token: long.access_token, expiresAt: expiry(long) };
}

/** The Pages the user granted, in the order Meta lists them. */
export async function facebookPages(config: Config, userToken: string, fields: string): Promise<FacebookPage[]> {
  const answer = await graph<{ data?: FacebookPage[] }>(config.FACEBOOK_GRAPH_URL, 'me/accounts', {
    token: userToken,
    query: { fields },
  });
  return answer.data ?? [];
}

/** Resolves after `ms`, or rejects when the upload is cancelled. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
