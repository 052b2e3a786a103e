/**
 * Tenant scoping (ARCHITECTURE.md section 2): a request for another client's object answers 404.
 * A superadmin (no client) reaches every client on the routes that let them in.
 */
import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { UserWithRelations } from './user-record';
import { notFound } from '../http/errors';

type TenantUser = Pick<UserWithRelations, 'role' | 'clientId'>;

/** A condition on a `client_id` column: the caller's client, or nothing for a superadmin. */
export function tenantScope(user: TenantUser, clientIdColumn: AnyColumn): SQL | undefined {
  if (user.role === 'SUPERADMIN' && !user.clientId) return undefined;
  if (!user.clientId) throw notFound();
  return eq(clientIdColumn, user.clientId);
}

/** The caller's client id; routes that create tenant objects need one. */
export function requireClientId(user: TenantUser): string {
  if (!user.clientId) throw notFound('Act as a user of a client to use this');
  return user.clientId;
}
