/**
 * Authentication of API calls: a bearer token (header, or `access_token` in the query for media
 * elements that cannot send headers) is verified and mapped to an Antena user. In the query, a
 * media token (media-token.ts) stands for the access token on the calls that take one.
 */
import type { Role } from '@antena/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { users } from '../db/schema';
import { findUser, type UserWithRelations } from '../access/user-record';
import type { Context } from '../context';
import { forbidden, HttpError, unauthorized } from './errors';
import { isMediaToken, readMediaToken } from './media-token';
import { createTokenVerifier, InvalidTokenError, type TokenVerifier } from './token-verifier';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: Context;
    verifyToken: TokenVerifier;
  }
  interface FastifyRequest {
    /** The effective user: the one signed in, or whom a superadmin acts as through X-Auth-As. */
    user: UserWithRelations | null;
    /** The one who signed in; differs from `user` only while a superadmin acts as someone. */
    actor: UserWithRelations | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function installAuth(app: FastifyInstance, ctx: Context): void {
  app.decorate('verifyToken', createTokenVerifier(ctx.config, ctx.db));
  app.decorateRequest('user', null);
  app.decorateRequest('actor', null);
  app.decorateRequest('device', null);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim();
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.access_token;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : undefined;
}

/** Whether the route's query takes `access_token`: the calls media elements make (all GET). */
function takesTokenInQuery(request: FastifyRequest): boolean {
  const query = request.routeOptions.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  return (request.method === 'GET' || request.method === 'HEAD') && query?.shape?.access_token !== undefined;
}

/** A media token (see media-token.ts) from the query, with the rights its users have now. */
async function authenticateMediaToken(request: FastifyRequest, token: string): Promise<void> {
  const fromQuery = !request.headers.authorization;
  const ids = fromQuery && takesTokenInQuery(request) ? readMediaToken(request.server.ctx.storage, token) : null;
  if (!ids) throw unauthorized('Invalid or expired token');
  const { db } = request.server.ctx;
  const actor = await findUser(db, { id: ids.actorId });
  const user = ids.userId === ids.actorId ? actor : await findUser(db, { id: ids.userId });
  // Acting as someone needs the actor to still be a superadmin and the target a client's user.
  if (!actor || !user || (user !== actor && (actor.role !== 'SUPERADMIN' || !user.clientId))) {
    throw unauthorized('Invalid or expired token');
  }
  request.actor = actor;
  request.user = user;
}

/** onRequest hook of every `auth: 'user'` route (before body validation). */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  if (isMediaToken(token)) return authenticateMediaToken(request, token);
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
  request.actor = user;
  request.user = await actingAs(request, user);
}

const emailSchema = z.email();

/**
 * spec 01 section 6: X-Auth-As names, by e-mail, the user a SUPERADMIN acts as. Anyone else's
 * header is ignored. The target must belong to a client; who acted as whom goes to the log.
 */
async function actingAs(request: FastifyRequest, user: UserWithRelations): Promise<UserWithRelations> {
  const header = request.headers['x-auth-as'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value || user.role !== 'SUPERADMIN') return user;
  if (!emailSchema.safeParse(value).success) {
    throw new HttpError(400, 'ERR_AUTH_AS_INVALID_EMAIL', 'You must provide a valid email');
  }
  const target = await findUser(request.server.ctx.db, { email: value });
  if (!target?.clientId)
    throw new HttpError(400, 'ERR_AUTH_AS_UNKNOWN_USER', `No user of a client has the e-mail ${value}`);
  request.log = request.log.child({ actorId: user.id, actingAsId: target.id });
  return target;
}

/** onRequest hook of routes with `roles`: the effective role, or a signed-in SUPERADMIN for SUPERADMIN routes. */
export function requireRoles(roles: readonly Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = currentUser(request);
    if (roles.includes(user.role)) return;
    if (roles.includes('SUPERADMIN') && request.actor?.role === 'SUPERADMIN') return;
    throw forbidden();
  };
}

export function currentUser(request: FastifyRequest): UserWithRelations {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The one who signed in (the superadmin while acting as someone). */
export function currentActor(request: FastifyRequest): UserWithRelations {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
