import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_ROOT, SIGNED_URL_SECONDS } from '@antena/contract';
import { assertValidKey, type Storage } from './storage';

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

/** Only resolves root-relative URLs (empty publicUrl); never appears in one. */
const RELATIVE_BASE = 'http://relative.invalid';

/**
 * Signed URLs of Antena's own media route, whatever holds the bytes: the route checks the
 * signature and streams the object from storage with HTTP ranges. URLs start with `publicUrl`;
 * an empty one gives root-relative URLs, for an Antena without a fixed address (they then work
 * from whatever address the browser used).
 */
export class MediaUrlSigner implements Pick<Storage, 'signedUrl' | 'signature' | 'verifySignature'> {
  constructor(
    private readonly publicUrl: string,
    private readonly signingKey: string,
  ) {}

  signedUrl(key: string, options: { expiresInSeconds?: number; filename?: string } = {}): string {
    assertValidKey(key);
    const expires = Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? SIGNED_URL_SECONDS);
    const url = new URL(`${this.publicUrl}${API_ROOT}/media/${key}`, RELATIVE_BASE);
    url.searchParams.set('expires', String(expires));
    if (options.filename) url.searchParams.set('filename', options.filename);
    // The name as the URL carries it (a lone surrogate becomes U+FFFD there), signed with the rest.
    const filename = url.searchParams.get('filename') ?? undefined;
    url.searchParams.set('signature', sign(this.signingKey, key, expires, filename));
    return this.publicUrl ? url.toString() : `${url.pathname}${url.search}`;
  }

  signature(key: string, expires: number): string {
    return sign(this.signingKey, key, expires);
  }

  verifySignature(key: string, expires: number, signature: string, filename?: string): boolean {
    return verify(this.signingKey, { key, expires, filename }, signature);
  }
}

/**
 * What every store shares: its URLs are Antena's media route's, signed by one MediaUrlSigner
 * whatever holds the bytes. A store extends it and implements only how it keeps objects.
 */
export abstract class SignedUrlStorage implements Pick<Storage, 'signedUrl' | 'signature' | 'verifySignature'> {
  private readonly urls: MediaUrlSigner;

  constructor(publicUrl: string, signingKey: string) {
    this.urls = new MediaUrlSigner(publicUrl, signingKey);
  }

  signedUrl(key: string, options?: { expiresInSeconds?: number; filename?: string }): string {
    return this.urls.signedUrl(key, options);
  }

  signature(key: string, expires: number): string {
    return this.urls.signature(key, expires);
  }

  verifySignature(key: string, expires: number, signature: string, filename?: string): boolean {
    return this.urls.verifySignature(key, expires, signature, filename);
  }
}
