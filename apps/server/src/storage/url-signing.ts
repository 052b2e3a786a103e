import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC signatures for short-lived download URLs (`/api/media/{key}?expires&signature`). */
export function sign(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
}

export function verify(secret: string, key: string, expires: number, signature: string, now = Date.now()): boolean {
  if (!Number.isFinite(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, key, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
