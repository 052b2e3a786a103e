/** The admin audit log: every change made through administration, with who acted as whom. */
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db';
import { adminAuditLog } from '../db/schema';

export interface Change {
  action: string;
  entityType: string;
  entityId: string;
  clientId: string | null;
  before?: unknown;
  after?: unknown;
}

export type { Tx };

/**
 * Records a change made by the request's signed-in user (and the user they act as, if any).
 * Takes only a transaction (the plain `Db` is not one), so the entry commits or rolls back with
 * the change it describes.
 */
export async function recordChange(tx: Tx, request: FastifyRequest, change: Change): Promise<void> {
  const actor = request.actor;
  const actingAs = request.user && actor && request.user.id !== actor.id ? request.user : null;
  await tx.insert(adminAuditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    actingAsId: actingAs?.id ?? null,
    actingAsEmail: actingAs?.email ?? null,
    clientId: change.clientId,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/**
 * Makes a change and records it in one transaction: `read` gives the object before and after
 * `write`, and the answer is the object after.
 */
export function changeRecorded<T>(
  db: Db,
  request: FastifyRequest,
  change: Omit<Change, 'before' | 'after'>,
  read: (tx: Tx) => Promise<T>,
  write: (tx: Tx) => Promise<unknown>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = await read(tx);
    await write(tx);
    const after = await read(tx);
    await recordChange(tx, request, { ...change, before, after });
    return after;
  });
}
