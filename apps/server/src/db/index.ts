/**
 * The database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR.
 * PGlite is served through pglite-socket so that every part of the server (Drizzle, pg-boss)
 * speaks the same wire protocol through `pg` to either engine; our query queue keeps each
 * connection's queries and transactions whole. It listens on a Unix socket in a directory only this
 * user may enter, never on a TCP port: PGlite has no passwords, so any local user who reached it
 * could read `instance_secrets` and forge tokens.
 */
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ConnectionTurns } from './connection-turns';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction of `Db`: what must run inside one (the admin audit log) asks for this type. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** For other clients of the same database (the job queue). */
  connectionString: string;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it, PGlite. */
  url?: string;
  /** PGlite data directory; without it, an in-memory database (tests). */
  pgliteDir?: string;
  /**
   * A PGlite data directory archive (`dumpDataDir`) to start from instead of an empty cluster:
   * loading one skips initdb, the slowest part of opening PGlite (tests load one migrated copy).
   */
  loadDataDir?: Blob;
  /** PGlite's shared_buffers (PGLITE_SHARED_BUFFERS); unset: PGlite's default, as tests use. */
  sharedBuffers?: string;
  poolSize?: number;
}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const PGLITE_MAX_CONNECTIONS = 32;
/** Only names the socket file: nothing listens on a TCP port. */
const PGLITE_SOCKET_PORT = 5432;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const poolSize = options.poolSize ?? 10;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: poolSize });
    return {
      db: drizzle(pool, { schema, casing: 'snake_case' }),
      pool,
      connectionString: options.url,
      engine: 'postgres',
      close: () => endPool(pool),
    };
  }
  if (options.pgliteDir) await mkdir(path.dirname(options.pgliteDir), { recursive: true });
  const pglite = await PGlite.create(options.pgliteDir, {
    loadDataDir: options.loadDataDir,
    ...(options.sharedBuffers && {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`],
    }),
  });
  // mkdtemp makes the directory 0700; a temporary one keeps the socket path within the 107 bytes
  // a Unix socket address holds, wherever DATA_DIR is.
  const socketDir = await mkdtemp(path.join(tmpdir(), 'antena-db-'));
  const server = new PGLiteSocketServer({
    db: pglite,
    path: path.join(socketDir, `.s.PGSQL.${PGLITE_SOCKET_PORT}`),
    maxConnections: PGLITE_MAX_CONNECTIONS,
  });
  // Each connection keeps its turn through a whole query (connection-turns.ts); the handlers read
  // the server's queue when they are created, so replacing it before start covers them all.
  (server as unknown as { queryQueue: ConnectionTurns }).queryQueue = new ConnectionTurns(pglite);
  await server.start();
  await chmod(path.join(socketDir, `.s.PGSQL.${PGLITE_SOCKET_PORT}`), 0o600);
  // pg reaches a socket as `{host}/.s.PGSQL.{port}` when host is a directory.
  const connectionString = `postgres://postgres@localhost:${PGLITE_SOCKET_PORT}/postgres?host=${encodeURIComponent(socketDir)}`;
  const pool = new pg.Pool({ connectionString, max: poolSize });
  return {
    db: drizzle(pool, { schema, casing: 'snake_case' }),
    pool,
    connectionString,
    engine: 'pglite',
    async close() {
      await endPool(pool);
      await server.stop();
      await pglite.close();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}

/**
 * `pool.end()` resolves as soon as it has asked each client to end, before the connections are
 * closed; a database dropped right after (tests) would then kill live connections and their
 * FATAL error would surface as an uncaught exception. Waiting for every client's 'remove' closes
 * that window.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

/** Any fixed number: the advisory lock every Antena process takes around its migrations. */
const MIGRATION_LOCK = 7_302_025;

/**
 * Applies the committed drizzle-kit migrations. Processes starting together (api, workers and
 * recorders on several hosts) take turns on a PostgreSQL advisory lock: the first applies them,
 * the others wait and then find nothing left to apply, rather than racing on the same tables.
 */
export async function migrateDatabase({
  db,
  connectionString,
}: Pick<Database, 'db' | 'connectionString'>): Promise<void> {
  // A session lock on a connection outside the pool, which migrate() may need whole (size 1).
  const lock = new pg.Client({ connectionString });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      // PGlite's one session outlives this connection: release the lock rather than end it.
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await lock.end();
  }
}

export { schema };
