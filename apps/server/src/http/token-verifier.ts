/**
 * Verifies bearer access tokens: JWTs from the bundled provider (checked against its key set in
 * the database, no HTTP round trip) or from an external OpenID provider (its JWKS, found through
 * discovery). In mock mode (tests only) `mock:<email>` stands for a signed token.
 */
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db';
import { loadSigningKeys, publicJwks } from '../identity/keys';

export interface VerifiedToken {
  subject: string;
  email?: string;
  /** When the user authenticated, epoch seconds. */
  authTime?: number;
}

export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

export class InvalidTokenError extends Error {}

export function createTokenVerifier(config: Config, db: Db): TokenVerifier {
  if (config.AUTH_MODE === 'mock') {
    return async (token) => {
      if (!token.startsWith('mock:')) throw new InvalidTokenError('Expected a mock token');
      const email = token.slice('mock:'.length);
      return { subject: email, email };
    };
  }
  let keySet: ReturnType<typeof createLocalJWKSet> | ReturnType<typeof createRemoteJWKSet> | undefined;
  const getKeySet = async () => {
    if (keySet) return keySet;
    if (config.bundledIdentity) {
      keySet = createLocalJWKSet(publicJwks(await loadSigningKeys(db)));
    } else {
      const discovery = await fetch(`${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
      if (!discovery.ok) throw new Error(`OpenID discovery failed for ${config.issuer}: ${discovery.status}`);
      const { jwks_uri } = (await discovery.json()) as { jwks_uri: string };
      keySet = createRemoteJWKSet(new URL(jwks_uri));
    }
    return keySet;
  };
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, await getKeySet(), {
        issuer: config.issuer,
        audience: config.AUTH_AUDIENCE,
      }));
    } catch (error) {
      throw new InvalidTokenError((error as Error).message);
    }
    if (!payload.sub) throw new InvalidTokenError('Token has no subject');
    const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat;
    return {
      subject: payload.sub,
      ...(typeof payload.email === 'string' && { email: payload.email }),
      ...(authTime !== undefined && { authTime }),
    };
  };
}
