/**
 * Entry point: reads ROLES and starts what is asked (api, worker, recorder; all by default)
 * against one database, queue and storage.
 */
import { mkdir } from 'node:fs/promises';
import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import type { Context } from './context';
import { migrateDatabase, openDatabase } from './db';
import { loadUrlSigningKey } from './identity/keys';
import { jobs } from './jobs/jobs';
import { startQueue } from './jobs/queue';
import { startRecorder } from './recorder/recorder';
import { seedDemo, type DemoLogin } from './seed/demo.seed';
import { seedDemoHistory } from './seed/demo-history';
import { LocalDiskStorage } from './storage/local-disk.storage';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function printWelcome(config: Config, logins: DemoLogin[]): void {
  const lines = [
    '',
    `  Antena is running at ${config.publicUrl}`,
    `  API documentation: ${config.publicUrl}/api/docs`,
    '',
    ...(logins.length > 0
      ? [
          '  Demo logins:',
          ...logins.map((l) => `    ${l.role.padEnd(13)} ${l.email.padEnd(26)} password: ${l.password}`),
          '',
        ]
      : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = pino({ level: config.LOG_LEVEL, base: { service: 'antena', roles: config.ROLES.join(',') } });
  await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.dbDir });
  await migrateDatabase(database.db);
  log.info({ engine: database.engine }, 'database ready');

  const storage = new LocalDiskStorage(config.mediaDir, config.publicUrl, await loadUrlSigningKey(database.db));
  const queue = await startQueue({ connectionString: database.connectionString, registry: jobs, log });
  const ctx: Context = { config, database, db: database.db, log, storage, queue };

  const logins = config.SEED_DEMO
    ? await seedDemo(database.db, { dataDir: config.dataDir, password: config.DEMO_PASSWORD })
    : [];

  if (config.SEED_DEMO && config.DEMO_HISTORY_MINUTES > 0) {
    await seedDemoHistory(ctx, config.DEMO_HISTORY_MINUTES, config.SEGMENT_SECONDS);
  }
  if (config.ROLES.includes('worker')) await queue.work(ctx);
  const recorder = config.ROLES.includes('recorder') ? await startRecorder(ctx) : null;

  const app = config.ROLES.includes('api') ? await buildApp(ctx) : null;
  if (app) await app.listen({ port: config.PORT, host: config.HOST });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    await app?.close();
    await recorder?.stop();
    await queue.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  if (app) printWelcome(config, logins);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
