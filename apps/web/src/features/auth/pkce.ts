/**
 * PKCE (RFC 7636) computed here rather than by oidc-client-ts: the library hashes the verifier
 * with `crypto.subtle`, which browsers give only to secure contexts (HTTPS, localhost), so a team
 * reaching Antena at its machine's network address over plain HTTP could not sign in (issue 31).
 * `crypto.getRandomValues` is available in every context; the hash is our own SHA-256, used on
 * every address so the path HTTP users depend on is the one every sign-in takes.
 */
import { sha256 } from '../../lib/sha256';

export interface PkcePair {
  verifier: string;
  challenge: string;
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The S256 challenge of a verifier: BASE64URL(SHA256(ASCII(verifier))) (RFC 7636 4.2). */
export function codeChallenge(verifier: string): string {
  return base64Url(sha256(new TextEncoder().encode(verifier)));
}

/** A fresh verifier (32 random bytes, 43 characters, as RFC 7636 4.1 recommends) and its challenge. */
export function createPkcePair(): PkcePair {
  const verifier = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  return { verifier, challenge: codeChallenge(verifier) };
}
