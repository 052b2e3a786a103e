/**
 * Issue 31: over plain HTTP at a network address the browser has no `crypto.subtle`. The sign-in
 * request and the code exchange go through the real oidc-client-ts with it removed; only the
 * provider's answers (discovery is given as metadata, the token endpoint is a stubbed fetch) are
 * made up here.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientConfig } from '@antena/contract';
import { signinArgs, userManagerSettings } from './auth.service';
import { codeChallenge } from './pkce';

const config = {
  auth: {
    authority: 'http://10.231.0.1:3000/oidc',
    clientId: 'antena-web',
    providerName: 'antena',
    audience: 'antena-api',
    scope: 'openid email profile offline_access',
  },
} as ClientConfig;
const origin = 'http://10.231.0.1:3000';
const metadata = {
  issuer: config.auth.authority,
  authorization_endpoint: `${config.auth.authority}/auth`,
  token_endpoint: `${config.auth.authority}/token`,
};

const unsignedJwt = (claims: object) =>
  [{ alg: 'none' }, claims].map((part) => btoa(JSON.stringify(part)).replace(/=+$/, '')).join('.') + '.';

describe('sign-in where the browser has no crypto.subtle (plain HTTP)', () => {
  beforeEach(() => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('sends an S256 challenge and exchanges the code with its verifier', async () => {
    expect(globalThis.crypto.subtle).toBeUndefined();
    const oidc = await import('oidc-client-ts');
    const client = new oidc.OidcClient({ ...userManagerSettings(config, origin), metadata });

    const request = await client.createSigninRequest(signinArgs('/fragments', 'es'));
    const sent = new URL(request.url);
    expect(sent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(sent.searchParams.getAll('code_challenge')).toHaveLength(1);
    expect(sent.searchParams.get('ui_locales')).toBe('es');

    const tokenBodies: URLSearchParams[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        tokenBodies.push(new URLSearchParams(init.body as string));
        const idToken = unsignedJwt({ sub: 'u1', iss: metadata.issuer, aud: 'antena-web' });
        return new Response(
          JSON.stringify({ access_token: 'a', token_type: 'Bearer', expires_in: 300, id_token: idToken }),
          { headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    const callback = `${origin}/antena-callback?code=c1&state=${sent.searchParams.get('state')}`;
    const response = await client.processSigninResponse(callback);

    const verifier = tokenBodies[0]?.get('code_verifier');
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(codeChallenge(verifier!)).toBe(sent.searchParams.get('code_challenge'));
    expect(response.access_token).toBe('a');
    expect(response.userState).toEqual({ redirect_to: '/fragments' });
  });
});
