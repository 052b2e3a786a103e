/** Clients as platform administration sees them, with their user and station counts from SQL. */
import type { PlatformClient } from '@antena/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db';
import { clients, stations, users } from '../../db/schema';
import { notFound } from '../../http/errors';

export type ClientRow = typeof clients.$inferSelect;

// Drizzle leaves columns unqualified in a one-table select; the counts' subqueries must name the
// outer client row by its table, or "id" would mean the inner table's own.
const qualified = (table: PgTable, column: PgColumn) => sql`${table}.${sql.identifier(column.name)}`;
const countOfClient = (table: PgTable, clientIdColumn: PgColumn) =>
  sql`(select count(*) from ${table} where ${qualified(table, clientIdColumn)} = ${qualified(clients, clients.id)})`.mapWith(
    Number,
  );

const platformClientColumns = {
  id: clients.id,
  name: clients.name,
  slug: clients.slug,
  logoUrl: clients.logoUrl,
  alertsInviteLink: clients.alertsInviteLink,
  retentionDays: clients.retentionDays,
  createdAt: clients.createdAt,
  usersCount: countOfClient(users, users.clientId),
  stationsCount: countOfClient(stations, stations.clientId),
};

type PlatformClientRow = Omit<PlatformClient, 'createdAt'> & { createdAt: Date };
const toPlatformClient = (row: PlatformClientRow): PlatformClient => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listPlatformClients(db: Db): Promise<PlatformClient[]> {
  const rows = await db.select(platformClientColumns).from(clients).orderBy(asc(clients.name), asc(clients.id));
  return rows.map(toPlatformClient);
}

export async function findPlatformClient(db: Db, clientId: string): Promise<PlatformClient> {
  const [row] = await db.select(platformClientColumns).from(clients).where(eq(clients.id, clientId));
  if (!row) throw notFound('Client not found');
  return toPlatformClient(row);
}

/** The client of a platform route's `:clientId`; unknown is 404. */
export async function requireClient(db: Db, clientId: string): Promise<ClientRow> {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!row) throw notFound('Client not found');
  return row;
}

/** What the audit log keeps of a client. */
export const clientSnapshot = (client: ClientRow) => ({
  id: client.id,
  name: client.name,
  slug: client.slug,
  logoUrl: client.logoUrl,
  alertsInviteLink: client.alertsInviteLink,
  retentionDays: client.retentionDays,
});
