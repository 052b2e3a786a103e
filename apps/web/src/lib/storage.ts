/**
 * Every localStorage key the app writes, in one place, so logout can purge the saved state
 * (spec 01 "/logout: purges saved state") without touching the user's preferences.
 */
export const STORAGE_PREFIX = 'antena.';

export const storageKeys = {
  locale: `${STORAGE_PREFIX}locale`,
  colorScheme: `${STORAGE_PREFIX}color-scheme`,
  sidebarOpen: `${STORAGE_PREFIX}sidebar-open`,
  /** The e-mail a superadmin acts as (X-Auth-As); session state, so logout drops it. */
  authAs: `${STORAGE_PREFIX}auth-as`,
  /** Why a stored X-Auth-As was dropped, shown once after the reload that follows. */
  authAsNotice: `${STORAGE_PREFIX}auth-as-notice`,
} as const;

/** Preferences survive logout; everything else under the prefix is session state. */
const PREFERENCES = new Set<string>([storageKeys.locale, storageKeys.colorScheme, storageKeys.sidebarOpen]);

export function purgeSavedState(storage: Storage = window.localStorage): void {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(STORAGE_PREFIX) && !PREFERENCES.has(key)) doomed.push(key);
  }
  doomed.forEach((key) => storage.removeItem(key));
}

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, quota): behave as if nothing was saved
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage disabled: the preference simply does not persist
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // storage disabled: nothing was saved to remove
  }
}
