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
import { createErrorReporter } from './observability/error-reporter';
import { startHealthServer } from './observability/health';
import { installProcessGuards, stopWithin } from './observability/process-guards';
import { errorSerializers } from './observability/query-redaction';
import { loadUrlSigningKey } from './identity/keys';
import { jobs } from './jobs/jobs';
import { startQueue } from './jobs/queue';
import { startRecorder } from './recorder/recorder';
import { STOP_GRACE_MS } from './recorder/station-capture';
import { seedDemo, type DemoLogin } from './seed/demo.seed';
import { seedDemoHistory } from './seed/demo-history';
import { seedDemoSchedule } from './seed/demo-schedule';
import { seedDemoSpots } from './seed/demo-spots';
import { seedDemoMention, seedDemoTalk } from './seed/demo-talk';
import { checkStorage, createStorage } from './storage/create-storage';

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

/**
 * A stop ends within this bound: the captures get STOP_GRACE_MS to close their segments, then a
 * little for the last registrations, the queue and the database; all inside the 10 s a container
 * runtime waits before it kills.
 */
const STOP_WITHIN_MS = STOP_GRACE_MS + 4000;

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
  const log = pino({
    level: config.LOG_LEVEL,
    base: { service: 'antena', roles: config.ROLES.join(',') },
    serializers: errorSerializers,
  });
  const reporter = createErrorReporter({ dsn: config.SENTRY_DSN, environment: config.ANTENA_ENV });
  installProcessGuards(log, reporter);
  await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: config.dbDir,
    sharedBuffers: config.PGLITE_SHARED_BUFFERS,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrateDatabase(database);
  log.info({ engine: database.engine }, 'database ready');

  const storage = createStorage(config, await loadUrlSigningKey(database.db));
  // Not awaited: an unreachable store is logged and retried by each request, never a failed start.
  void checkStorage(storage, log);
  const queue = await startQueue({
    connectionString: database.connectionString,
    registry: jobs,
    log,
    max: config.QUEUE_POOL_SIZE,
    // PGlite lives in this process, so every job is sent here; PostgreSQL is shared by processes.
    senders: database.engine === 'pglite' ? 'embedded' : 'shared',
  });
  const ctx: Context = { config, database, db: database.db, log, storage, queue };

  const logins = config.SEED_DEMO
    ? await seedDemo(database.db, {
        dataDir: config.dataDir,
        password: config.DEMO_PASSWORD,
        superadmin: config.demoSuperadmin,
      })
    : [];

  // A new spot queues its retro-scan, which runs once the worker below starts, after the history
  // is recorded, and finds the spot's airings there (the backfill itself matches nothing).
  if (config.SEED_DEMO) await seedDemoSpots(ctx);
  // Before the history and the recorder, which both mix the talk into the demo radio.
  if (config.SEED_DEMO) await seedDemoTalk(ctx, config.dataDir);
  if (config.SEED_DEMO && config.DEMO_HISTORY_MINUTES > 0) {
    await seedDemoHistory(ctx, config.DEMO_HISTORY_MINUTES, config.SEGMENT_SECONDS);
  }
  // Laid around now, as the recorder's captures (and the demo spots' airings) start just after.
  if (config.SEED_DEMO) await seedDemoSchedule(ctx, Date.now());
  if (config.SEED_DEMO) await seedDemoMention(ctx);
  if (config.ROLES.includes('worker')) await queue.work(ctx);
  const recorder = config.ROLES.includes('recorder') ? await startRecorder(ctx) : null;

  const app = config.ROLES.includes('api') ? await buildApp(ctx, { reporter }) : null;
  if (app) await app.listen({ port: config.PORT, host: config.HOST });
  const health = !app && config.HEALTH_PORT !== undefined ? await startHealthServer(ctx, config.HEALTH_PORT) : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    // The recorder first: its captures close and register the segments in progress while the
    // API still answers; then nothing new is accepted and the rest closes.
    const finished = await stopWithin(
      STOP_WITHIN_MS,
      [
        ['recorder', async () => recorder?.stop()],
        ['api', async () => app?.close()],
        ['health', async () => health?.close()],
        ['queue', () => queue.stop()],
        ['reporter', () => reporter.flush()],
        ['database', () => database.close()],
      ],
      log,
    );
    if (!finished) log.error({ withinMs: STOP_WITHIN_MS }, 'stop did not finish in time');
    process.exit(finished ? 0 : 1);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  if (app) printWelcome(config, logins);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
