import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC signatures for short-lived download URLs (`/api/media/{key}?expires&signature[&filename]`).
 * A download name is signed with the rest, so nobody can rename what a URL serves (an uploaded
 * file handed out as `Antena-Setup.exe` from Antena's own address). It is signed as a JSON
 * string, so the signed text splits back one way only (keys hold no newline, `expires` only
 * digits, and JSON escapes a newline in the name).
 */
export function sign(secret: string, key: string, expires: number, filename?: string): string {
  const signed = filename === undefined ? `${key}\n${expires}` : `${key}\n${expires}\n${JSON.stringify(filename)}`;
  return createHmac('sha256', secret).update(signed).digest('base64url');
}

export function verify(
  secret: string,
  target: { key: string; expires: number; filename?: string | undefined },
  signature: string,
  now = Date.now(),
): boolean {
  const { key, expires, filename } = target;
  if (!Number.isFinite(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, key, expires, filename));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
