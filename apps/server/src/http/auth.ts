/**
 * Authentication of API calls: a bearer token (header, or `access_token` in the query for media
 * elements that cannot send headers) is verified and mapped to an Antena user.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { findUser, type UserWithRelations } from '../modules/users/users.service';
import type { Context } from '../context';
import { unauthorized } from './errors';
import { createTokenVerifier, InvalidTokenError, type TokenVerifier } from './token-verifier';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: Context;
    verifyToken: TokenVerifier;
  }
  interface FastifyRequest {
    user: UserWithRelations | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function installAuth(app: FastifyInstance, ctx: Context): void {
  app.decorate('verifyToken', createTokenVerifier(ctx.config, ctx.db));
  app.decorateRequest('user', null);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim();
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.access_token;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : undefined;
}

/** preHandler of every `auth: 'user'` route. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  let verified;
  try {
    verified = await request.server.verifyToken(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw unauthorized('Invalid or expired token');
    throw error;
  }
  const { db } = request.server.ctx;
  const user = verified.email
    ? await findUser(db, { email: verified.email })
    : UUID.test(verified.subject)
      ? await findUser(db, { id: verified.subject })
      : null;
  if (!user) throw unauthorized('Unknown user');
  // A new sign-in moves lastLogin forward; renewals of the same sign-in do not write.
  if (verified.authTime) {
    const loginAt = new Date(verified.authTime * 1000);
    if (!user.lastLogin || loginAt.getTime() - user.lastLogin.getTime() > 60_000) {
      await db.update(users).set({ lastLogin: loginAt }).where(eq(users.id, user.id));
      user.lastLogin = loginAt;
    }
  }
  request.user = user;
}

export function currentUser(request: FastifyRequest): UserWithRelations {
  if (!request.user) throw unauthorized();
  return request.user;
}
