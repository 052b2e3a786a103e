/** The bundled provider inside the full API app (buildApp): mount, not-found handling, API auth. */
import { API_ROOT } from '@antena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { createUser } from '../../test/factories';
import { freePort } from '../../../../scripts/free-port.mjs';
import { Browser, exchangeCode, startAuthorization, submitLogin } from './identity.test-helpers';
import { hashPassword } from './passwords';

let testApp: TestApp;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  testApp = await buildTestApp({ AUTH_MODE: 'oidc', PUBLIC_URL: baseUrl });
  await testApp.app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('identity in the API app', () => {
  it('serves discovery and 404s unknown provider paths as the provider does', async () => {
    const discovery = await fetch(`${baseUrl}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(`${baseUrl}/oidc`);
    const unknown = await fetch(`${baseUrl}/oidc/nothing-here`);
    expect(unknown.status).toBe(404);
  });

  it('signs in through the form and calls the API with the access token', async () => {
    const server = { baseUrl, ctx: testApp.ctx, app: testApp.app, close: async () => undefined };
    const user = await createUser(testApp.ctx.db, {
      email: 'app-flow@example.com',
      passwordHash: await hashPassword('s3cret-pass'),
    });
    const browser = new Browser(baseUrl);
    const start = await startAuthorization(browser, server);
    const { callback } = await submitLogin(browser, start, user.email, 's3cret-pass');
    const code = callback!.searchParams.get('code')!;
    const { response, body } = await exchangeCode(server, start, code);
    expect(response.status).toBe(200);
    const me = await fetch(`${baseUrl}${API_ROOT}/auth/me/user`, {
      headers: { authorization: `Bearer ${body.access_token as string}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(user.email);
  });
});

describe('an external OpenID provider in place of the bundled one', () => {
  let external: TestApp;
  beforeAll(async () => {
    // The first app's provider plays the external one; this app has no provider of its own.
    external = await buildTestApp({ AUTH_MODE: 'oidc', AUTH_ISSUER: `${baseUrl}/oidc` });
  });
  afterAll(async () => external?.close());

  it('verifies tokens through discovery and the remote key set, mapping users by e-mail', async () => {
    const server = { baseUrl, ctx: testApp.ctx, app: testApp.app, close: async () => undefined };
    const user = await createUser(testApp.ctx.db, {
      email: 'external-flow@example.com',
      passwordHash: await hashPassword('s3cret-pass'),
    });
    await createUser(external.ctx.db, { email: user.email, name: 'Elsewhere' });
    const browser = new Browser(baseUrl);
    const start = await startAuthorization(browser, server);
    const { callback } = await submitLogin(browser, start, user.email, 's3cret-pass');
    const { body } = await exchangeCode(server, start, callback!.searchParams.get('code')!);

    expect((await external.app.inject({ url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
    const me = await external.app.inject({
      url: `${API_ROOT}/auth/me/user`,
      headers: { authorization: `Bearer ${body.access_token as string}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: user.email, name: 'Elsewhere' });
    expect(me.json().lastLogin).not.toBeNull();
    const forged = await external.app.inject({
      url: `${API_ROOT}/auth/me/user`,
      headers: { authorization: `Bearer ${(body.access_token as string).slice(0, -4)}AAAA` },
    });
    expect(forged.statusCode).toBe(401);
  });
});
