import type { User } from '@antena/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { clients, groups, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export interface UserWithRelations extends UserRow {
  client: typeof clients.$inferSelect | null;
  group: typeof groups.$inferSelect | null;
}

/** One user with its client and group, by id or e-mail (e-mails are stored lowercase). */
export async function findUser(db: Db, by: { id: string } | { email: string }): Promise<UserWithRelations | null> {
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

export function toUserDto(user: UserWithRelations): User {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    surname: user.surname,
    role: user.role,
    groupId: user.groupId,
    group: user.group ? { id: user.group.id, name: user.group.name } : null,
    client: user.client
      ? { id: user.client.id, name: user.client.name, slug: user.client.slug, logoUrl: user.client.logoUrl }
      : null,
    loginMethod: user.loginMethod,
    lastLogin: user.lastLogin?.toISOString() ?? null,
    picture: user.picture,
  };
}
