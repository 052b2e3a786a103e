/**
 * The user record behind a request: who a token or `X-Auth-As` names, with client and group.
 * Access control and authentication need it before any module, so it lives here.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { clients, groups, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export interface UserWithRelations extends UserRow {
  client: typeof clients.$inferSelect | null;
  group: typeof groups.$inferSelect | null;
}

/** One user with its client and group, by id or e-mail (e-mails are stored lowercase). */
export async function findUser(db: Db | Tx, by: { id: string } | { email: string }): Promise<UserWithRelations | null> {
  const where = 'id' in by ? eq(users.id, by.id) : eq(users.email, by.email.trim().toLowerCase());
  const [row] = await db
    .select({ user: users, client: clients, group: groups })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(where)
    .limit(1);
  return row ? { ...row.user, client: row.client, group: row.group } : null;
}
