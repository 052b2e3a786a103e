import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ClientConfig } from '@antena/contract';
import { AuthService, callbackPath, createUserManager, loginErrorHref, safeRedirect } from './auth.service';

describe('auth helpers', () => {
  it('builds the callback path from the provider name', () => {
    expect(callbackPath('antena')).toBe('/antena-callback');
  });

  it('only redirects to same-origin app paths', () => {
    expect(safeRedirect('/search/s/radio-1?q=x')).toBe('/search/s/radio-1?q=x');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/login?redirect_to=/x')).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
  });

  it('puts the login error into the /login query', () => {
    const href = loginErrorHref('Access denied', 'access_denied');
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('login_error_msg')).toBe('Access denied');
    expect(url.searchParams.get('login_error_code')).toBe('access_denied');
  });
});

describe('the session without the OpenID library', () => {
  const config = {
    auth: {
      authority: 'http://localhost:3000/oidc',
      clientId: 'antena-web',
      providerName: 'antena',
      audience: 'antena',
      scope: 'openid',
    },
  } as ClientConfig;
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  /** Signs a user in the way the real library stores it after the code exchange. */
  async function storeWithLibrary(expiresAt: number) {
    const oidc = await import('oidc-client-ts');
    const user = new oidc.User({
      access_token: 'token-1',
      token_type: 'Bearer',
      profile: { sub: 'u1' } as never,
      expires_at: expiresAt,
    });
    await createUserManager(oidc, config).storeUser(user);
  }

  afterEach(() => window.localStorage.clear());

  it('reads the token the library stored, without loading the library', async () => {
    const loadOidc = vi.fn(() => import('oidc-client-ts'));
    await storeWithLibrary(nowSeconds() + 3600);
    const auth = new AuthService(config, new QueryClient(), loadOidc);

    await expect(auth.getAccessToken()).resolves.toBe('token-1');
    await expect(auth.getUser()).resolves.toEqual({ accessToken: 'token-1', expired: false });
    expect(loadOidc).not.toHaveBeenCalled();
  });

  it('treats a session past its expiry as expired and sends no token', async () => {
    await storeWithLibrary(nowSeconds() - 5);
    const auth = new AuthService(config, new QueryClient(), vi.fn());

    await expect(auth.getUser()).resolves.toMatchObject({ expired: true });
    await expect(auth.getAccessToken()).resolves.toBeNull();
  });

  it('has no session when nobody signed in, and loads the library only to sign in', async () => {
    const loadOidc = vi.fn(() => import('oidc-client-ts'));
    const auth = new AuthService(config, new QueryClient(), loadOidc);
    auth.start();

    await expect(auth.getUser()).resolves.toBeNull();
    expect(loadOidc).not.toHaveBeenCalled();
  });

  it('starts the library in the background when a session exists, for its renewal timers', async () => {
    const loadOidc = vi.fn(() => import('oidc-client-ts'));
    await storeWithLibrary(nowSeconds() + 3600);
    new AuthService(config, new QueryClient(), loadOidc).start();

    expect(loadOidc).toHaveBeenCalledOnce();
  });
});
