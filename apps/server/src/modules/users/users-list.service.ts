/**
 * The paged user lists of spec 01 section 7: the client's users for its administrator
 * (/users-ca) and every user that has a client for the superadmin's log-in-as (/admin/users).
 */
import { pagesCount, type UsersPage } from '@antena/contract';
import { and, asc, count, eq, ilike, isNotNull, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { containing } from '../../db/like';
import { clients, groups, users } from '../../db/schema';
import { tenantScope } from '../../access/tenant';
import type { UserWithRelations } from '../../access/user-record';
import { toUserDto } from './users.service';

export interface UsersPageQuery {
  page: number;
  pageSize: number;
  search?: string;
}

/** Alphabetical whatever the capitals. */
const byText = (column: AnyColumn) => asc(sql`lower(${column})`);

/**
 * The users a client administrator manages: those of their client. A superadmin is a platform
 * operator, never one of the client's users, even if a client is set on them.
 */
export const clientUsersScope = (viewer: UserWithRelations) =>
  and(tenantScope(viewer, users.clientId), ne(users.role, 'SUPERADMIN'));

async function usersPage(db: Db, where: SQL | undefined, order: SQL[], query: UsersPageQuery): Promise<UsersPage> {
  const [counted] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(where);
  const rows = await db
    .select({ user: users, client: clients, group: groups })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(where)
    // The id last keeps pages stable between users with the same names.
    .orderBy(...order, asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const totalCount = counted?.total ?? 0;
  return {
    results: rows.map((row) => toUserDto({ ...row.user, client: row.client, group: row.group })),
    metadata: { totalCount },
    pagesCount: pagesCount(totalCount, query.pageSize),
  };
}

/** The client's users sorted by surname, name and e-mail; the search looks in all three. */
export function listClientUsers(db: Db, viewer: UserWithRelations, query: UsersPageQuery): Promise<UsersPage> {
  const search = query.search
    ? or(
        ilike(users.email, containing(query.search)),
        ilike(users.name, containing(query.search)),
        ilike(users.surname, containing(query.search)),
      )
    : undefined;
  return usersPage(
    db,
    and(clientUsersScope(viewer), search),
    [byText(users.surname), byText(users.name), byText(users.email)],
    query,
  );
}

/** spec 01 section 2 log-in-as: any user that has a client, searchable by e-mail and client name. */
export function listUsersForLogInAs(db: Db, query: UsersPageQuery): Promise<UsersPage> {
  const search = query.search
    ? or(ilike(users.email, containing(query.search)), ilike(clients.name, containing(query.search)))
    : undefined;
  return usersPage(db, and(isNotNull(users.clientId), search), [byText(clients.name), byText(users.email)], query);
}
