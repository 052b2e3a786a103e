/**
 * The signed-in session exactly as oidc-client-ts keeps it (its WebStorageStateStore: prefix
 * 'oidc.', key 'user:<authority>:<client_id>', value `User.toStorageString()`), read without
 * loading the library. auth.service.test.ts writes it with the real library and reads it back here.
 */
export interface StoredSession {
  accessToken: string;
  /** As oidc-client-ts's `User.expired`: past `expires_at`; a session without one never expires. */
  expired: boolean;
}

export const storedSessionKey = (authority: string, clientId: string) => `oidc.user:${authority}:${clientId}`;

export function readStoredSession(storage: Storage, key: string, nowMs = Date.now()): StoredSession | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as { access_token?: unknown; expires_at?: unknown };
    if (typeof value.access_token !== 'string' || value.access_token === '') return null;
    const expired = typeof value.expires_at === 'number' && value.expires_at - Math.floor(nowMs / 1000) <= 0;
    return { accessToken: value.access_token, expired };
  } catch {
    // Storage switched off by the browser, or a value another version left: no session.
    return null;
  }
}
