/** The admin audit log: every change made through administration, with who acted as whom. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { adminAuditLog } from '../db/schema';

export interface Change {
  action: string;
  entityType: string;
  entityId: string;
  clientId: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a change made by the request's signed-in user (and the user they act as, if any).
 * Takes a transaction too, so the entry commits with the change it describes.
 */
export async function recordChange(db: Pick<Db, 'insert'>, request: FastifyRequest, change: Change): Promise<void> {
  const actor = request.actor;
  const actingAs = request.user && actor && request.user.id !== actor.id ? request.user : null;
  await db.insert(adminAuditLog).values({
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

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
