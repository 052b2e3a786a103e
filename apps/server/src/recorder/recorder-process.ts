/**
 * A recorder in a process of its own, for the real-server test that kills one abruptly
 * (SIGKILL to its process group, ffmpeg included). It uses the test's database (through its
 * connection string), DATA_DIR and storage (STORAGE, S3_*). Its puts are slow on purpose
 * (UPLOAD_DELAY_MS), like a remote object store's, so a kill lands while a finished segment is
 * journaled but not yet registered: the case the spool journal exists for.
 */
import { pino } from 'pino';
import { errorSerializers } from '../observability/query-redaction';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { createStorage } from '../storage/create-storage';
import type { Storage } from '../storage/storage';
import { startRecorder } from './recorder';

const databaseUrl = process.env.RECORDER_DATABASE_URL;
if (!databaseUrl) throw new Error('RECORDER_DATABASE_URL is required');
const uploadDelayMs = Number(process.env.UPLOAD_DELAY_MS ?? 0);

const config = loadConfig({ ...process.env, ANTENA_ENV: 'test', AUTH_MODE: 'mock' });
const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
const store = createStorage(config, 'test-signing-key');
const storage: Storage = Object.assign(Object.create(store) as Storage, {
  put: async (...args: Parameters<Storage['put']>) => {
    await new Promise((resolve) => setTimeout(resolve, uploadDelayMs));
    return store.put(...args);
  },
});
const log = pino({ level: config.LOG_LEVEL, serializers: errorSerializers });
const recorder = await startRecorder({ config, database, db: database.db, log, storage }, { tickMs: 1000 });
process.stdout.write(`recording ${recorder.id}\n`);
