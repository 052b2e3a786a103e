import { describe, expect, it } from 'vitest';
import { callbackPath, loginErrorHref, safeRedirect } from './auth.service';

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
