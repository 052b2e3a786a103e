/**
 * Test support for the identity integration tests: a real HTTP server (the provider needs its
 * issuer to match the host called), a cookie-keeping browser stand-in with manual redirects,
 * and the authorization code + PKCE flow.
 */
import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { freePort } from '../../../../scripts/free-port.mjs';
import { createTestContext, type TestContext } from '../../test/helpers';
import type { Config } from '../config';
import { registerIdentity } from './identity.plugin';
import { webClientRedirectUri } from './provider';

export interface IdentityServer {
  ctx: TestContext;
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/** What the sign-in flow needs of a server: its address and configuration (a test app or a process). */
export interface SignInTarget {
  baseUrl: string;
  ctx: { config: Config };
}

/** A bare fastify app with only the identity plugin, listening on 127.0.0.1. */
export async function startIdentityServer(env: Record<string, string> = {}): Promise<IdentityServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const ctx = await createTestContext({ AUTH_MODE: 'oidc', PUBLIC_URL: baseUrl, ...env });
  const app = Fastify({ loggerInstance: ctx.log, trustProxy: true });
  await registerIdentity(app, ctx);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    ctx,
    app,
    baseUrl,
    async close() {
      await app.close();
      await ctx.close();
    },
  };
}

/** A browser stand-in: keeps cookies (by name, ignoring paths), never follows redirects itself. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, this.baseUrl);
    const headers = new Headers({ ...this.headers, ...(init.headers as Record<string, string> | undefined) });
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expires = attributes.map((a) => a.trim()).find((a) => /^expires=/i.test(a));
      const gone = !value || (expires && new Date(expires.slice(8)).getTime() < Date.now());
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request(url, headers ? { headers } : {});
  }

  postForm(url: string, form: Record<string, string>) {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }

  /**
   * Follows redirects from `url` until one leaves the server (its Location is returned) or a
   * page answers (returned as a response).
   */
  async follow(url: string, stopAt: string): Promise<{ location?: string; response: Response; url: string }> {
    let current = url;
    for (let hops = 0; hops < 10; hops++) {
      const response = await this.get(current);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, new URL(current, this.baseUrl)).href;
        if (next.startsWith(stopAt)) return { location: next, response, url: current };
        current = next;
        continue;
      }
      return { response, url: current };
    }
    throw new Error(`too many redirects from ${url}`);
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export interface AuthorizationStart {
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
  /** Where the browser landed: the login page. */
  pageUrl: string;
  page: Response;
}

/** Starts an authorization request and follows it to the login page. */
export async function startAuthorization(
  browser: Browser,
  server: SignInTarget,
  extra: Record<string, string> = {},
): Promise<AuthorizationStart> {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const redirectUri = extra.redirect_uri ?? webClientRedirectUri(server.ctx.config);
  const params = new URLSearchParams({
    client_id: server.ctx.config.AUTH_CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  const { response, url, location } = await browser.follow(`/oidc/auth?${params}`, redirectUri);
  if (location) throw new Error(`expected a login page, was redirected to ${location}`);
  return { verifier, state, nonce, redirectUri, pageUrl: url, page: response };
}

/** Submits the login form of `pageUrl` and follows (through automatic consent) to the callback. */
export async function submitLogin(browser: Browser, start: AuthorizationStart, email: string, password: string) {
  const response = await browser.postForm(`${start.pageUrl}/login`, { email, password });
  if (response.status !== 303) return { response };
  const location = new URL(response.headers.get('location')!, browser.baseUrl).href;
  const followed = await browser.follow(location, start.redirectUri);
  return { response: followed.response, callback: followed.location ? new URL(followed.location) : undefined };
}

export async function exchangeCode(server: SignInTarget, start: AuthorizationStart, code: string) {
  const response = await fetch(`${server.baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: start.redirectUri,
      client_id: server.ctx.config.AUTH_CLIENT_ID,
      code_verifier: start.verifier,
    }),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}
