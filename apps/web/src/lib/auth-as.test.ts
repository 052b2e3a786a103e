import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { clearAuthAs, isAdminPath, isAuthAsRejection, readAuthAs, storeAuthAs, takeAuthAsFromUrl } from './auth-as';
import { purgeSavedState, storageKeys } from './storage';

const visit = (path: string) => window.history.replaceState(null, '', path);
const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

describe('X-Auth-As storage', () => {
  afterEach(() => visit('/'));

  it('stores the hidden auth_as query parameter and removes it from the address', () => {
    visit('/logger/s/fm-1?tab=info&auth_as=%20Ana@Radio.com%20#top');
    expect(takeAuthAsFromUrl()).toEqual({ kind: 'stored' });
    expect(readAuthAs()).toBe('ana@radio.com');
    expect(window.localStorage.getItem(storageKeys.authAs)).toBe('ana@radio.com');
    expect(currentPath()).toBe('/logger/s/fm-1?tab=info#top');
  });

  it('leaves the stored value alone when the parameter is absent', () => {
    storeAuthAs('ana@radio.com');
    visit('/search?q=x');
    expect(takeAuthAsFromUrl()).toEqual({ kind: 'absent' });
    expect(readAuthAs()).toBe('ana@radio.com');
    expect(currentPath()).toBe('/search?q=x');
  });

  it('clears impersonation with an empty parameter', () => {
    storeAuthAs('ana@radio.com');
    visit('/?auth_as=');
    expect(takeAuthAsFromUrl()).toEqual({ kind: 'cleared' });
    expect(readAuthAs()).toBeNull();
    expect(currentPath()).toBe('/');
  });

  it('refuses a value that is not an e-mail, keeping what was stored', () => {
    storeAuthAs('ana@radio.com');
    visit('/?auth_as=not-an-email');
    expect(takeAuthAsFromUrl()).toEqual({ kind: 'invalid', value: 'not-an-email' });
    expect(readAuthAs()).toBe('ana@radio.com');
    expect(currentPath()).toBe('/');
  });

  it('is dropped by logout with the rest of the saved state, preferences kept', () => {
    storeAuthAs('ana@radio.com');
    window.localStorage.setItem(storageKeys.locale, 'es');
    purgeSavedState();
    expect(readAuthAs()).toBeNull();
    expect(window.localStorage.getItem(storageKeys.locale)).toBe('es');
    clearAuthAs();
  });

  it('treats only /admin and the paths under it as admin paths', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/users')).toBe(true);
    expect(isAdminPath('/admin?x=1')).toBe(true);
    expect(isAdminPath('/administration')).toBe(false);
    expect(isAdminPath('/users-ca')).toBe(false);
    expect(isAdminPath('/platform/clients')).toBe(false);
  });

  it('recognises the server refusing the header', () => {
    const refused = (code: string, status = 400) => new ApiError({ status, code, message: 'x', path: '/stations' });
    expect(isAuthAsRejection(refused('ERR_AUTH_AS_INVALID_EMAIL'))).toBe(true);
    expect(isAuthAsRejection(refused('ERR_AUTH_AS_UNKNOWN_USER'))).toBe(true);
    expect(isAuthAsRejection(refused('ERR_VALIDATION'))).toBe(false);
    expect(isAuthAsRejection(refused('ERR_AUTH_AS_UNKNOWN_USER', 500))).toBe(false);
  });
});
