/**
 * Test harness: a fresh database per test file (in-memory PGlite, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL for the parity run), migrations applied, and the
 * app built around it. Auth is in mock mode unless a test asks otherwise.
 *
 * Under the integration project each database is a copy of the one its global set-up migrated
 * (global-setup.ts); elsewhere (the benches) it is migrated here.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig } from '../src/config';
import type { Context } from '../src/context';
import { migrateDatabase, openDatabase, type Database } from '../src/db';
import { errorSerializers } from '../src/observability/query-redaction';
import { LocalDiskStorage } from '../src/storage/local-disk.storage';
import type { MigratedTemplate } from './global-setup';

export interface TestContext extends Context {
  dataDir: string;
  close(): Promise<void>;
}

/** The migrated database of this run's global set-up; none outside the test runner. */
function migratedTemplate(): MigratedTemplate | undefined {
  try {
    return inject('migratedTemplate');
  } catch {
    return undefined;
  }
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = migratedTemplate();
  if (!serverUrl) {
    const archive = template?.engine === 'pglite' ? await readFile(template.archive) : undefined;
    const database = await openDatabase({ poolSize: 4, loadDataDir: archive && new Blob([archive]) });
    return { database, drop: async () => undefined };
  }
  const name = `antena_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    template?.engine === 'postgres'
      ? `CREATE DATABASE ${name} TEMPLATE ${template.database}`
      : `CREATE DATABASE ${name}`,
  );
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    database,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'antena-test-'));
  const config = loadConfig({
    ANTENA_ENV: 'test',
    AUTH_MODE: 'mock',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // The built-in engine would download its model; its own tests turn it on.
    TRANSCRIPTION_LOCAL: 'off',
    SOCIAL_TOKEN_KEY: 'test-social-token-key-0123456789',
    // No test reaches a real social platform: a closed port fails at once; stand-in tests set their own.
    DAILYMOTION_API_URL: 'http://127.0.0.1:9',
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  // On a copy of the migrated template this finds every migration applied and changes nothing.
  await migrateDatabase(database);
  const log = pino({ level: config.LOG_LEVEL, serializers: errorSerializers });
  const storage = new LocalDiskStorage(config.mediaDir, config.publicUrl, 'test-signing-key');
  return {
    config,
    database,
    db: database.db,
    log,
    storage,
    dataDir,
    async close() {
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  ctx: TestContext;
  close(): Promise<void>;
}

export async function buildTestApp(env: Record<string, string> = {}, options: BuildAppOptions = {}): Promise<TestApp> {
  const ctx = await createTestContext(env);
  const app = await buildApp(ctx, options);
  await app.ready();
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await ctx.close();
    },
  };
}

/** The Authorization header of a user in mock auth mode. */
export const asUser = (email: string) => ({ authorization: `Bearer mock:${email}` });
