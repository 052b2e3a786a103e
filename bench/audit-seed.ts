/**
 * The audit benchmarks' client: a client admin, `stationCount` stations with audit in one station
 * group (bench-0, bench-1…, on Buenos Aires' clock) and the group's reference audios SPOT-01… of
 * 20, 30 or 40 s. Schedules and matches are each benchmark's own.
 */
import { auditAudios, clients, stationGroups, stations, users } from '../apps/server/src/db/schema';
import type { Db } from '../apps/server/src/db';

export async function seedAuditClient(
  db: Db,
  {
    email,
    stationCount,
    customIds,
    stationName,
  }: {
    email: string;
    stationCount: number;
    customIds: number;
    stationName: (index: number) => string;
  },
) {
  const [client] = await db.insert(clients).values({ name: 'Bench', slug: 'bench' }).returning();
  const clientId = client!.id;
  await db.insert(users).values({ email, role: 'CLIENT_ADMIN', clientId, name: 'B', surname: 'B' });
  const [group] = await db.insert(stationGroups).values({ clientId, name: 'Network' }).returning();
  const rows = await db
    .insert(stations)
    .values(
      Array.from({ length: stationCount }, (_, i) => ({
        clientId,
        slug: `bench-${i}`,
        name: stationName(i),
        timezone: 'America/Argentina/Buenos_Aires',
        stationGroupId: group!.id,
        featuresConfig: { audit: { enabled: true } },
      })),
    )
    .returning();
  await db.insert(auditAudios).values(
    Array.from({ length: customIds }, (_, i) => ({
      clientId,
      stationGroupId: group!.id,
      customId: `SPOT-${String(i + 1).padStart(2, '0')}`,
      filename: `spot-${i + 1}.mp3`,
      durationMs: 20_000 + (i % 3) * 10_000,
      md5: `md5-${i}`,
      bytes: 1000,
      contentType: 'audio/mpeg',
      storageKey: `audit/audios/bench/${i}.mp3`,
    })),
  );
  return { clientId, stations: rows };
}
