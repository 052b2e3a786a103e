/**
 * Who reaches which AOD rules (spec 03 "AOD", issue 20 point 6; docs/aod.md). Routes let in
 * CLIENT_ADMIN and SUPERADMIN; here: the client's `app__audit_aod_enabled` flag (403 when off),
 * and the client a caller works in. A superadmin acting as a client's user works in that client;
 * one outside any client reaches every client's rules, each behind its own client's flag.
 */
import type { Db } from '../../db';
import { featureFlags } from '../../access/feature-flags';
import type { AccessUser } from '../../access/station-access';
import type { UserWithRelations } from '../../access/user-record';
import { featureNotEnabled, notFound } from '../../http/errors';

export const AOD_FLAG = 'app__audit_aod_enabled';

/** The client the caller works in; null: a superadmin outside any client (every client). */
export type AodScope = { clientId: string } | { clientId: null };

export async function requireAodEnabled(db: Db, clientId: string): Promise<void> {
  if (!(await featureFlags(db).isEnabled(clientId, AOD_FLAG)))
    throw featureNotEnabled('aod', 'AOD is not enabled for this client');
}

export async function aodScope(db: Db, user: Pick<UserWithRelations, 'role' | 'clientId'>): Promise<AodScope> {
  if (user.clientId) {
    await requireAodEnabled(db, user.clientId);
    return { clientId: user.clientId };
  }
  // The route table lets in no one else without a client.
  if (user.role !== 'SUPERADMIN') throw notFound();
  return { clientId: null };
}

/**
 * Whom a rule's stations are checked for, and whom its runs compute as: the client itself (a
 * rule belongs to its client, not to whoever made it), so every station of the client counts.
 */
export const clientAccessUser = (clientId: string): AccessUser => ({
  id: '00000000-0000-0000-0000-000000000000',
  role: 'CLIENT_ADMIN',
  clientId,
  groupId: null,
});
