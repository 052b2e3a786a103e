import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db';
import type { JobQueue } from './jobs/queue';
import type { Storage } from './storage/storage';

/** What every module receives, passed explicitly (no container). */
export interface Context {
  config: Config;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  storage: Storage;
  /** Absent where no queue was started (API-only tests). */
  queue?: JobQueue;
}
