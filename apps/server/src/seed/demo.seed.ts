/**
 * The demo installation (idempotent): the superadmin, the client `demo` with a CLIENT_ADMIN and
 * a CLIENT_USER who reaches both stations through the group `Demo operators`, the AOD flag on, and two stations
 * fed by generated sources. These names are fixed: the README
 * and the tests rely on them. The password comes from DEMO_PASSWORD, or is generated once and
 * kept in DATA_DIR so that every start can print it. Since it is printed, production seeds no
 * superadmin with it (`superadmin: false`).
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { SOCIAL_PLATFORMS, type Role } from '@antena/contract';
import { DEMO_SOURCES } from '@antena/media';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { clientFeatureFlags, clients, groups, groupStations, stations, users } from '../db/schema';
import { hashPassword, verifyPassword } from '../identity/passwords';

export const DEMO_CLIENT_SLUG = 'demo';
export const DEMO_USERS: { email: string; role: Role; name: string; surname: string; client: boolean }[] = [
  { email: 'admin@antena.local', role: 'SUPERADMIN', name: 'Platform', surname: 'Admin', client: false },
  { email: 'admin@demo.antena.local', role: 'CLIENT_ADMIN', name: 'Demo', surname: 'Admin', client: true },
  { email: 'user@demo.antena.local', role: 'CLIENT_USER', name: 'Demo', surname: 'User', client: true },
];
export const DEMO_GROUP = 'Demo operators';
/** Every social platform switched on, so the Export and Audiogram pages offer each to connect and publish to. */
const ALL_PLATFORMS = {
  platformUpload: Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, { enabled: true }])),
};

export const DEMO_STATIONS = [
  // Demo Radio airs the demo spots (seed/demo-spots.ts) and has the audit on, to show matches,
  // and transcription on: with a speech engine configured it is transcribed and searchable, with
  // none its Transcriptions tab and Search say so plainly. Live mentions on: its Live Mentions tab
  // and the audit's MENTIONS tab are there to review (found from the transcription, or by hand).
  {
    slug: 'demo-radio',
    name: 'Demo Radio',
    format: 'mp3',
    streamUrl: DEMO_SOURCES.radio,
    featuresConfig: {
      audit: { enabled: true, liveMentionsEnabled: true },
      transcription: { enabled: true },
      fragments: ALL_PLATFORMS,
    },
  },
  {
    slug: 'demo-tv',
    name: 'Demo TV',
    format: 'mpegts',
    streamUrl: DEMO_SOURCES.video,
    featuresConfig: { fragments: ALL_PLATFORMS },
  },
] as const;

export interface DemoLogin {
  email: string;
  role: Role;
  password: string;
}

async function demoPassword(dataDir: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'demo-password');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const generated = randomBytes(12).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${generated}\n`, { mode: 0o600 });
    return generated;
  }
}

export async function seedDemo(
  db: Db,
  options: { dataDir: string; password?: string; superadmin: boolean },
): Promise<DemoLogin[]> {
  const password = await demoPassword(options.dataDir, options.password);
  const demoUsers = DEMO_USERS.filter((demo) => options.superadmin || demo.role !== 'SUPERADMIN');
  await db.insert(clients).values({ name: 'Demo', slug: DEMO_CLIENT_SLUG }).onConflictDoNothing();
  const [client] = await db.select().from(clients).where(eq(clients.slug, DEMO_CLIENT_SLUG));
  if (!client) throw new Error('The demo client could not be created');
  // The demo shows AOD rules (issue 20) and content AI (issue 35); a later choice of the platform admin is kept.
  await db
    .insert(clientFeatureFlags)
    .values(
      (['app__audit_aod_enabled', 'app__content_ai_enabled'] as const).map((flag) => ({
        clientId: client.id,
        flag,
        enabled: true,
      })),
    )
    .onConflictDoNothing();

  for (const station of DEMO_STATIONS) {
    await db
      .insert(stations)
      .values({ ...station, clientId: client.id, timezone: 'America/Argentina/Buenos_Aires', language: 'es' })
      .onConflictDoNothing();
  }

  for (const demo of demoUsers) {
    const [existing] = await db.select().from(users).where(eq(users.email, demo.email));
    if (!existing) {
      await db.insert(users).values({
        email: demo.email,
        role: demo.role,
        name: demo.name,
        surname: demo.surname,
        clientId: demo.client ? client.id : null,
        passwordHash: await hashPassword(password),
      });
    } else if (!existing.passwordHash || !(await verifyPassword(existing.passwordHash, password))) {
      // DEMO_PASSWORD changed (or the kept password was lost): the printed login must work.
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, existing.id));
    }
  }
  if (!options.superadmin) await disarmDemoSuperadmin(db, password);
  await seedDemoGroup(db, client.id);
  return demoUsers.map(({ email, role }) => ({ email, role, password }));
}

/**
 * A demo superadmin left by an earlier start (before production stopped seeding it) keeps no
 * password that was printed: it can sign in again only after a password reset.
 */
async function disarmDemoSuperadmin(db: Db, printed: string): Promise<void> {
  const email = DEMO_USERS.find((user) => user.role === 'SUPERADMIN')!.email;
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing?.passwordHash && (await verifyPassword(existing.passwordHash, printed))) {
    await db.update(users).set({ passwordHash: null }).where(eq(users.id, existing.id));
  }
}

/** The demo CLIENT_USER reaches the demo stations through a group, the way operators are usually set up. */
async function seedDemoGroup(db: Db, clientId: string): Promise<void> {
  let [group] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.clientId, clientId), eq(groups.name, DEMO_GROUP)));
  if (group) return;
  [group] = await db.insert(groups).values({ clientId, name: DEMO_GROUP }).returning();
  const demoStations = await db.select({ id: stations.id }).from(stations).where(eq(stations.clientId, clientId));
  await db
    .insert(groupStations)
    .values(demoStations.map((station) => ({ groupId: group!.id, stationId: station.id })))
    .onConflictDoNothing();
  const demoUser = DEMO_USERS.find((user) => user.role === 'CLIENT_USER')!;
  await db.update(users).set({ groupId: group!.id }).where(eq(users.email, demoUser.email));
}
