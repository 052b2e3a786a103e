/**
 * Signing in at another address than the configured one (issue: http://127.0.0.1:3000 while
 * the configured address is http://localhost:3000 ended on a raw 'invalid_redirect_uri').
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { buildTestApp } from '../../test/helpers';
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

describe('without PUBLIC_URL, sign-in works from the address the browser used', () => {
  let server: IdentityServer;
  beforeAll(async () => {
    server = await startIdentityServer({ PUBLIC_URL: '' });
    await createUser(server.ctx.db, { email: 'ana@example.com', passwordHash: await hashPassword(PASSWORD) });
  });
  afterAll(async () => server?.close());

  it('signs in at 127.0.0.1 while the configured address is localhost', async () => {
    expect(server.ctx.config.publicUrl).toBe('http://localhost:3000');
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);
    const browser = new Browser(server.baseUrl);
    const start = await startAuthorization(browser, server, { redirect_uri: `${server.baseUrl}/antena-callback` });
    const { response, callback } = await submitLogin(browser, start, 'ana@example.com', PASSWORD);
    expect(response.status).toBe(303);
    expect(callback?.origin).toBe(server.baseUrl);
    const tokens = await exchangeCode(server, start, callback!.searchParams.get('code')!);
    expect(tokens.response.status).toBe(200);
    expect(decodeJwt(String(tokens.body.access_token)).iss).toBe(server.ctx.config.issuer);
  });

  it("refuses another site's callback with a page a person understands and a way back", async () => {
    const browser = new Browser(server.baseUrl);
    await expect(
      startAuthorization(browser, server, { redirect_uri: 'https://evil.example/antena-callback' }),
    ).resolves.toMatchObject({ page: { status: 400 } });
    const start = await startAuthorization(new Browser(server.baseUrl), server, {
      redirect_uri: 'https://evil.example/antena-callback',
    });
    const html = await start.page.text();
    expect(html).toContain('Antena could not complete the sign-in');
    expect(html).toContain(`href="${server.baseUrl}/"`);
    expect(html).toContain('Error code: invalid_redirect_uri');
    expect(html).not.toContain("redirect_uri did not match any of the client's registered redirect_uris");
  });

  it('links an expired sign-in back to the address the browser used', async () => {
    const page = await new Browser(server.baseUrl).get('/interaction/unknown');
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(`href="${server.baseUrl}/"`);
  });
});

describe('with PUBLIC_URL set, only its address signs in', () => {
  let server: IdentityServer;
  beforeAll(async () => {
    server = await startIdentityServer({ PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(async () => server?.close());

  it('refuses the callback at another address (the web app moves there first)', async () => {
    const start = await startAuthorization(new Browser(server.baseUrl), server, {
      redirect_uri: `${server.baseUrl}/antena-callback`,
    });
    expect(start.page.status).toBe(400);
    expect(await start.page.text()).toContain('href="http://localhost:3000"');
  });
});

describe('the client configuration names the address to use', () => {
  it('is the request address without PUBLIC_URL, and PUBLIC_URL with it', async () => {
    const open = await buildTestApp({ PUBLIC_URL: '', AUTH_MODE: 'oidc' });
    const fixed = await buildTestApp({ PUBLIC_URL: 'http://localhost:3000', AUTH_MODE: 'oidc' });
    try {
      const anyAddress = await open.app.inject({ url: '/api/client-config', headers: { host: '192.168.1.20:3000' } });
      expect(anyAddress.json()).toMatchObject({
        publicUrl: null,
        apiRoot: 'http://192.168.1.20:3000/api',
        auth: { authority: 'http://192.168.1.20:3000/oidc' },
      });
      const canonical = await fixed.app.inject({ url: '/api/client-config', headers: { host: '127.0.0.1:3000' } });
      expect(canonical.json()).toMatchObject({
        publicUrl: 'http://localhost:3000',
        auth: { authority: 'http://localhost:3000/oidc' },
      });
    } finally {
      await open.close();
      await fixed.close();
    }
  });
});
