/**
 * The API the benchmarks time, as `npm start` builds it (all of fastify, auth by mock tokens, no
 * demo, no web app) on PGlite in `dataDir`. `resetDatabase` drops a kept database first (a bench
 * that found it built with other sizes).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrateDatabase, openDatabase } from '../apps/server/src/db';
import { LocalDiskStorage } from '../apps/server/src/storage/local-disk.storage';

export async function openBenchApp(dataDir: string, { resetDatabase = false } = {}) {
  const config = loadConfig({
    ...process.env,
    ANTENA_ENV: 'development',
    AUTH_MODE: 'mock',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  if (resetDatabase) await rm(config.dbDir, { recursive: true, force: true });
  const database = await openDatabase({ pgliteDir: config.dbDir, sharedBuffers: config.PGLITE_SHARED_BUFFERS });
  await migrateDatabase(database);
  const log = pino({ level: config.LOG_LEVEL });
  const storage = new LocalDiskStorage(config.mediaDir, config.publicUrl, 'bench-signing-key');
  const ctx = { config, database, db: database.db, log, storage };
  const app = await buildApp(ctx);
  await app.ready();
  return { database, ctx, app };
}
