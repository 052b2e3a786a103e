/**
 * Media tokens: what the web app puts in `access_token` on media URLs (audio, HLS, exports)
 * instead of its access token, so a URL that lands in a log, a history or a proxy gives no API
 * access. A token names who signed in and whom they act as, is signed with the media URL key,
 * and lives `MEDIA_TOKEN_SECONDS`; it reads only GET calls whose query takes `access_token`, and
 * each request checks the users' current rights, so withdrawn access ends at once.
 */
import type { Storage } from '../storage/storage';

/** As long as the access tokens the web app put in URLs before; it asks for a new one halfway. */
export const MEDIA_TOKEN_SECONDS = 60 * 60;
const PREFIX = 'mt';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const TOKEN = new RegExp(`^${PREFIX}\\.(${UUID})\\.(${UUID})\\.(\\d{1,12})\\.([\\w-]{1,100})$`, 'i');

const signedKey = (actorId: string, userId: string) => `media-token/${actorId}/${userId}`;

export const isMediaToken = (token: string) => token.startsWith(`${PREFIX}.`);

export function issueMediaToken(
  storage: Storage,
  ids: { actorId: string; userId: string },
  now = Date.now(),
): { token: string; expiresAt: number } {
  const expires = Math.floor(now / 1000) + MEDIA_TOKEN_SECONDS;
  const signature = storage.signature(signedKey(ids.actorId, ids.userId), expires);
  return { token: `${PREFIX}.${ids.actorId}.${ids.userId}.${expires}.${signature}`, expiresAt: expires * 1000 };
}

/** The ids a valid, unexpired token names; null for anything else. */
export function readMediaToken(storage: Storage, token: string): { actorId: string; userId: string } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, actorId, userId, expires, signature] = match as unknown as [string, string, string, string, string];
  return storage.verifySignature(signedKey(actorId, userId), Number(expires), signature) ? { actorId, userId } : null;
}
