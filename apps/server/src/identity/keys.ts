/**
 * Installation secrets, generated once and kept in the database so that every API instance
 * signs and verifies with the same keys: the identity provider's signing key set, its cookie
 * keys, and the key that signs short-lived media URLs.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db';
import { instanceSecrets } from '../db/schema';

async function loadOrCreate<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const [existing] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, name));
  if (existing) return existing.value as T;
  await db
    .insert(instanceSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  // Another process may have won the race: read what was stored.
  const [stored] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, name));
  return stored!.value as T;
}

export interface SigningKeys {
  /** Private keys, for the identity provider. */
  keys: JWK[];
}

export function loadSigningKeys(db: Db): Promise<SigningKeys> {
  return loadOrCreate(db, 'oidc-signing-keys', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }] };
  });
}

/** The public half of the signing keys, for verifying access tokens locally. */
export function publicJwks({ keys }: SigningKeys): { keys: JWK[] } {
  return { keys: keys.map(({ kty, n, e, alg, use, kid }) => ({ kty, n, e, alg, use, kid })) };
}

export function loadCookieKeys(db: Db): Promise<string[]> {
  return loadOrCreate(db, 'oidc-cookie-keys', async () => [randomBytes(32).toString('base64url')]);
}

export function loadUrlSigningKey(db: Db): Promise<string> {
  return loadOrCreate(db, 'url-signing-key', async () => randomBytes(32).toString('base64url'));
}
