/** Factories for the objects tests need, with unique defaults. */
import { randomBytes } from 'node:crypto';
import type { Role } from '@antena/contract';
import type { Db } from '../src/db';
import { clients, groups, stations, users } from '../src/db/schema';

const unique = () => randomBytes(4).toString('hex');

export async function createClient(db: Db, values: Partial<typeof clients.$inferInsert> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(clients)
    .values({ name: `Client ${suffix}`, slug: `client-${suffix}`, ...values })
    .returning();
  return row!;
}

export async function createGroup(db: Db, clientId: string, values: Partial<typeof groups.$inferInsert> = {}) {
  const [row] = await db
    .insert(groups)
    .values({ clientId, name: `Group ${unique()}`, ...values })
    .returning();
  return row!;
}

export async function createUser(db: Db, values: Partial<typeof users.$inferInsert> & { role?: Role } = {}) {
  const [row] = await db
    .insert(users)
    .values({ email: `user-${unique()}@example.com`, role: 'CLIENT_USER', name: 'Test', surname: 'User', ...values })
    .returning();
  return row!;
}

export async function createStation(db: Db, clientId: string, values: Partial<typeof stations.$inferInsert> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(stations)
    .values({ clientId, slug: `station-${suffix}`, name: `Station ${suffix}`, ...values })
    .returning();
  return row!;
}
