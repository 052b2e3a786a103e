/** Factories for the objects tests need, with unique defaults. */
import { randomBytes } from 'node:crypto';
import type { Role } from '@antena/contract';
import type { Db } from '../src/db';
import { auditAudios, clients, groups, stations, users } from '../src/db/schema';
import type { Storage } from '../src/storage/storage';

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

/** A reference audio of the station audit, its file in storage (`content` as its bytes). */
export async function createAuditAudio(
  ctx: { db: Db; storage: Storage },
  clientId: string,
  values: Partial<typeof auditAudios.$inferInsert> & { content?: Buffer } = {},
) {
  const { content = Buffer.from('audio'), ...rest } = values;
  const suffix = unique();
  const storageKey = `audit/audios/${clientId}/${suffix}/audio.mp3`;
  await ctx.storage.put(storageKey, content);
  const [row] = await ctx.db
    .insert(auditAudios)
    .values({
      clientId,
      customId: `AD-${suffix}`,
      filename: `ad-${suffix}.mp3`,
      durationMs: 20_000,
      md5: suffix,
      bytes: content.length,
      contentType: 'audio/mpeg',
      storageKey,
      ...rest,
    })
    .returning();
  return row!;
}
