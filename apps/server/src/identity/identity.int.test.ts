import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcRecords, users } from '../db/schema';
import { createUser } from '../../test/factories';
import { loadSigningKeys, publicJwks } from './keys';
import { hashPassword } from './passwords';
import {
  Browser,
  exchangeCode,
  startAuthorization,
  startIdentityServer,
  submitLogin,
  type IdentityServer,
} from './identity.test-helpers';

const PASSWORD = 'correct horse battery staple';
let server: IdentityServer;
let passwordHash: string;

/** A distinct client address per browser (trustProxy), so rate limits don't leak across tests. */
let addressCounter = 10;
const newBrowser = (headers: Record<string, string> = {}) =>
  new Browser(server.baseUrl, { 'x-forwarded-for': `10.0.0.${addressCounter++}`, ...headers });

const newUser = (values: Partial<typeof users.$inferInsert> = {}) =>
  createUser(server.ctx.db, {
    email: `user-${randomBytes(4).toString('hex')}@example.com`,
    name: 'Ana',
    surname: 'Pérez',
    passwordHash,
    ...values,
  });

async function verifyAccessToken(token: string) {
  const keys = createLocalJWKSet(publicJwks(await loadSigningKeys(server.ctx.db)));
  return jwtVerify(token, keys, { issuer: server.ctx.config.issuer, audience: server.ctx.config.AUTH_AUDIENCE });
}

async function signIn(email: string, browser = newBrowser()) {
  const start = await startAuthorization(browser, server);
  const { response, callback } = await submitLogin(browser, start, email, PASSWORD);
  expect(response.status).toBe(303);
  expect(callback, 'redirected to the callback').toBeDefined();
  const code = callback!.searchParams.get('code');
  expect(callback!.searchParams.get('state')).toBe(start.state);
  expect(code).toBeTruthy();
  const tokens = await exchangeCode(server, start, code!);
  expect(tokens.response.status).toBe(200);
  return { browser, start, callback: callback!, tokens: tokens.body, tokenResponse: tokens.response };
}

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
  server = await startIdentityServer();
});

afterAll(async () => {
  await server?.close();
});

describe('bundled identity provider: code + PKCE flow', () => {
  it('publishes discovery with the configured issuer', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(server.ctx.config.issuer);
    expect(discovery.token_endpoint).toBe(`${server.ctx.config.issuer}/token`);
    expect(discovery.end_session_endpoint).toBe(`${server.ctx.config.issuer}/session/end`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('signs in, issues a JWT access token for the API, an id token and a refresh token', async () => {
    const user = await newUser();
    const before = new Date();
    const { tokens, tokenResponse, callback } = await signIn(user.email.toUpperCase());

    expect(callback.origin + callback.pathname).toBe(`${server.baseUrl}/antena-callback`);
    expect(callback.searchParams.get('iss')).toBe(server.ctx.config.issuer);
    expect(tokenResponse.headers.get('access-control-allow-origin')).toBe(server.baseUrl);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeGreaterThan(3500);
    expect(tokens.expires_in).toBeLessThanOrEqual(3600);
    expect(typeof tokens.refresh_token).toBe('string');

    const { payload, protectedHeader } = await verifyAccessToken(tokens.access_token as string);
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.sub).toBe(user.id);
    expect(payload.aud).toBe('antena-api');
    expect(payload.iss).toBe(`${server.baseUrl}/oidc`);
    expect(payload.email).toBe(user.email);
    expect(payload.client_id).toBe('antena-web');
    expect(typeof payload.auth_time).toBe('number');
    expect(payload.exp! - payload.iat!).toBe(3600);

    const idToken = decodeJwt(tokens.id_token as string);
    expect(idToken).toMatchObject({
      sub: user.id,
      aud: 'antena-web',
      email: user.email,
      email_verified: true,
      name: 'Ana Pérez',
      given_name: 'Ana',
      family_name: 'Pérez',
    });

    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLogin!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('renews with the refresh token (rotated) and persists its records in the database', async () => {
    const user = await newUser();
    const { tokens } = await signIn(user.email);
    const refresh = async (refreshToken: string) => {
      const response = await fetch(`${server.baseUrl}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: 'antena-web',
        }),
      });
      return { response, body: (await response.json()) as Record<string, unknown> };
    };
    const renewed = await refresh(tokens.refresh_token as string);
    expect(renewed.response.status).toBe(200);
    expect(renewed.body.refresh_token).toBeTruthy();
    expect(renewed.body.refresh_token).not.toBe(tokens.refresh_token);
    const { payload } = await verifyAccessToken(renewed.body.access_token as string);
    expect(payload.sub).toBe(user.id);
    expect(payload.email).toBe(user.email);

    const again = await refresh(renewed.body.refresh_token as string);
    expect(again.response.status).toBe(200);

    const records = await server.ctx.db.select().from(oidcRecords);
    const models = new Set(records.map((r) => r.model));
    for (const model of ['Session', 'Grant', 'AuthorizationCode', 'RefreshToken']) {
      expect(models, model).toContain(model);
    }
    const code = records.find((r) => r.model === 'AuthorizationCode' && r.payload.accountId === user.id);
    expect(code?.consumedAt).toBeInstanceOf(Date);
    expect(records.every((r) => r.expiresAt === null || r.expiresAt > new Date())).toBe(true);
  });

  it('answers CORS only for the public origin', async () => {
    const tokenRequest = (origin: string) =>
      fetch(`${server.baseUrl}/oidc/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: 'x',
          redirect_uri: 'x',
          client_id: 'antena-web',
          code_verifier: 'x',
        }),
      });
    const foreign = await tokenRequest('https://evil.example');
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await foreign.json()) as { error_description: string }).error_description).toMatch(
      /origin .* not allowed/,
    );
    const own = await tokenRequest(server.baseUrl);
    expect(own.headers.get('access-control-allow-origin')).toBe(server.baseUrl);
    expect(((await own.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('requires PKCE', async () => {
    const browser = newBrowser();
    const params = new URLSearchParams({
      client_id: 'antena-web',
      redirect_uri: `${server.baseUrl}/antena-callback`,
      response_type: 'code',
      scope: 'openid',
      state: 'abc',
    });
    const response = await browser.get(`/oidc/auth?${params}`);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('renders provider errors as a branded, escaped page', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/auth?client_id=%3Cb%3Enope&response_type=code&scope=openid`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('Antena');
    expect(html).toContain('invalid_client');
    expect(html).not.toContain('<b>nope');
  });
});

describe('the sign-in page', () => {
  it('is in English by default, with labelled fields', async () => {
    const browser = newBrowser();
    const { page, pageUrl } = await startAuthorization(browser, server);
    expect(page.status).toBe(200);
    expect(pageUrl).toMatch(/\/interaction\/[\w-]+$/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<button type="submit">Sign in</button>');
  });

  it('is in Spanish with ui_locales=es, and with Accept-Language es', async () => {
    const viaParam = await startAuthorization(newBrowser(), server, { ui_locales: 'es-AR en' });
    const html = await viaParam.page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Correo electrónico');
    expect(html).toContain('Contraseña');
    expect(html).toContain('<button type="submit">Ingresar</button>');

    const viaHeader = await startAuthorization(
      newBrowser({ 'accept-language': 'fr;q=1, es-CL;q=0.8, en;q=0.5' }),
      server,
    );
    expect(await viaHeader.page.text()).toContain('Correo electrónico');

    const englishFirst = await startAuthorization(newBrowser({ 'accept-language': 'es' }), server, {
      ui_locales: 'en',
    });
    expect(await englishFirst.page.text()).toContain('<html lang="en">');
  });

  it('escapes what it renders', async () => {
    const browser = newBrowser();
    const { page } = await startAuthorization(browser, server, { login_hint: '"><script>alert(1)</script>' });
    const html = await page.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('shows the error for a wrong password, an unknown account, or an account without a password', async () => {
    const user = await newUser();
    const social = await newUser({ passwordHash: null });
    for (const [email, password] of [
      [user.email, 'wrong password'],
      ['nobody@example.com', PASSWORD],
      [social.email, PASSWORD],
    ] as const) {
      const browser = newBrowser();
      const start = await startAuthorization(browser, server);
      const { response } = await submitLogin(browser, start, email, password);
      expect(response.status).toBe(401);
      const html = await response.text();
      expect(html).toContain('Invalid email or password');
      expect(html).toContain('role="alert"');
    }
    const browser = newBrowser();
    const start = await startAuthorization(browser, server, { ui_locales: 'es' });
    const { response } = await submitLogin(browser, start, user.email, 'nope');
    expect(await response.text()).toContain('Correo o contraseña incorrectos');
  });

  it('never locks an account out: after 5 failures its owner still signs in, only slower', async () => {
    const user = await newUser();
    for (let i = 0; i < 6; i++) {
      // A different address each time, as an attacker who knows the e-mail address would.
      const browser = newBrowser({ 'x-forwarded-for': `198.51.100.${i + 1}` });
      const start = await startAuthorization(browser, server);
      const { response } = await submitLogin(browser, start, user.email, `wrong ${i}`);
      expect(response.status).toBe(401);
    }
    // 6 failures: the next attempt on the account waits 2 s, and the right password works.
    const browser = newBrowser({ 'x-forwarded-for': '203.0.113.10' });
    const start = await startAuthorization(browser, server);
    const began = Date.now();
    const { response } = await submitLogin(browser, start, user.email, PASSWORD);
    expect(response.status).toBe(303);
    expect(Date.now() - began).toBeGreaterThanOrEqual(2000);
  });

  it('tells a refused address how long to wait, in its language', async () => {
    const address = { 'x-forwarded-for': '192.0.2.88' };
    for (let i = 0; i < 5; i++) {
      const browser = newBrowser(address);
      const start = await startAuthorization(browser, server);
      await submitLogin(browser, start, `ghost-${i}@example.com`, 'whatever');
    }
    const user = await newUser();
    const browser = newBrowser(address);
    const start = await startAuthorization(browser, server);
    const { response } = await submitLogin(browser, start, user.email, PASSWORD);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('900');
    expect(await response.text()).toContain('Too many sign-in attempts. Try again in 15 minutes.');
    const spanish = newBrowser(address);
    const es = await startAuthorization(spanish, server, { ui_locales: 'es' });
    const refused = await submitLogin(spanish, es, user.email, PASSWORD);
    expect(refused.response.status).toBe(429);
    expect(await refused.response.text()).toContain(
      'Demasiados intentos de ingreso. Intenta nuevamente en 15 minutos.',
    );
  });

  it('refuses an address after 5 failures, whatever the account', async () => {
    const address = { 'x-forwarded-for': '192.0.2.77' };
    for (let i = 0; i < 5; i++) {
      const browser = newBrowser(address);
      const start = await startAuthorization(browser, server);
      const { response } = await submitLogin(browser, start, `ghost-${i}@example.com`, 'whatever');
      expect(response.status).toBe(401);
    }
    const user = await newUser();
    const browser = newBrowser(address);
    const start = await startAuthorization(browser, server);
    const { response } = await submitLogin(browser, start, user.email, PASSWORD);
    expect(response.status).toBe(429);
    // The same account from elsewhere is fine.
    await signIn(user.email);
  });

  it('counts parallel attempts before checking them: 30 wrong passwords at once give 5 × 401, the rest 429', async () => {
    const user = await newUser();
    const address = '192.0.2.66';
    const browser = newBrowser({ 'x-forwarded-for': address });
    const start = await startAuthorization(browser, server);
    const url = new URL(`${start.pageUrl}/login`, server.baseUrl);
    const attempt = (password: string) =>
      server.app.inject({
        method: 'POST',
        url: url.pathname,
        headers: {
          host: url.host,
          'x-forwarded-for': address,
          cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ email: user.email, password }).toString(),
      });
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(`wrong ${i}`)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    // Locked: the right password is refused from that address too.
    const right = await attempt(PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBe('900');
  });

  it('does not count a successful sign-in against its address', async () => {
    const user = await newUser();
    const address = { 'x-forwarded-for': '192.0.2.67' };
    for (let i = 0; i < 6; i++) await signIn(user.email, newBrowser(address));
    const browser = newBrowser(address);
    const start = await startAuthorization(browser, server);
    expect((await submitLogin(browser, start, user.email, 'wrong')).response.status).toBe(401);
  });

  it("clears the account's counter on success", async () => {
    const user = await newUser();
    const fail = async () => {
      const browser = newBrowser();
      const start = await startAuthorization(browser, server);
      expect((await submitLogin(browser, start, user.email, 'wrong')).response.status).toBe(401);
    };
    for (let i = 0; i < 4; i++) await fail();
    await signIn(user.email);
    for (let i = 0; i < 4; i++) await fail();
    await signIn(user.email);
  });

  it('aborts with access_denied', async () => {
    const browser = newBrowser();
    const start = await startAuthorization(browser, server);
    const { location } = await browser.follow(`${start.pageUrl}/abort`, start.redirectUri);
    const callback = new URL(location!);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(start.state);
  });

  it('answers an unknown or foreign interaction with an expired page', async () => {
    const browser = newBrowser();
    const start = await startAuthorization(browser, server);
    const other = await browser.get('/interaction/not-this-one');
    expect(other.status).toBe(400);
    expect(await other.text()).toContain('expired');
    const cookieless = await fetch(start.pageUrl);
    expect(cookieless.status).toBe(400);
    const post = await fetch(`${start.pageUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c&password=x',
    });
    expect(post.status).toBe(400);
  });

  it('skips the form when the session is still signed in', async () => {
    const user = await newUser();
    const { browser } = await signIn(user.email);
    const second = await startAuthorization(browser, server).catch((error: Error) => error);
    // Signed in and consented: straight back to the app with a code.
    expect(second).toBeInstanceOf(Error);
    expect((second as Error).message).toMatch(/redirected to .*antena-callback\?code=/);
  });
});

describe('sign-out', () => {
  it('signs out without a click given a valid id_token_hint, and ends the refresh token', async () => {
    const user = await newUser();
    const { browser, tokens } = await signIn(user.email);
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token as string,
      post_logout_redirect_uri: `${server.baseUrl}/login`,
      state: 'bye',
    });
    const page = await browser.get(`/oidc/session/end?${params}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    const html = await page.text();
    expect(html).toContain('document.getElementById');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;

    const confirmed = await browser.postForm(action, { xsrf, logout: 'yes' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${server.baseUrl}/login?state=bye`);

    const refreshed = await fetch(`${server.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token as string,
        client_id: 'antena-web',
      }),
    });
    expect(refreshed.status).toBe(400);
    expect(((await refreshed.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('asks for confirmation without an id_token_hint', async () => {
    const user = await newUser();
    const { browser } = await signIn(user.email);
    const page = await browser.get('/oidc/session/end?client_id=antena-web');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Do you want to sign out of Antena?');
    expect(html).not.toContain('<script>');
  });
});
