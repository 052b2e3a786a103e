/**
 * Issue 32: a process that loses PostgreSQL keeps running, says so on /readyz and recovers by
 * itself when the database returns. An api and a worker run as their own processes; the test
 * database then refuses connections and every session to it is ended (as a restart or a
 * failover does to the clients), and comes back after a few seconds. Only the test's database
 * goes away, not the server other tests share. Runs in the PostgreSQL run of `npm test` only.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.mjs';
import { sleep, startRoleProcess, until, type RoleProcess } from '../test/role-process';

const serverUrl = process.env.TEST_DATABASE_URL;

/** The status /readyz answers, or 0 when nothing answers. */
const readyStatus = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5000) }).then(
    (res) => res.status,
    () => 0,
  );

describe.runIf(Boolean(serverUrl))('losing PostgreSQL', () => {
  const database = `antena_outage_${randomBytes(5).toString('hex')}`;
  const dirs: string[] = [];
  const processes: RoleProcess[] = [];
  let admin: pg.Client;
  let apiReady: string;
  let workerReady: string;

  /** The server's own answer about our database, from the `postgres` database. */
  const outage = async (down: boolean) => {
    await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS ${down ? 'false' : 'true'}`);
    if (down) {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database]);
    }
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    const [apiPort, healthPort] = [await freePort(), await freePort()];
    apiReady = `http://127.0.0.1:${apiPort}/readyz`;
    workerReady = `http://127.0.0.1:${healthPort}/readyz`;
    const env = {
      DATABASE_URL: url.toString(),
      DATABASE_POOL_SIZE: '4',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      TRANSCRIPTION_LOCAL: 'off',
    };
    const start = async (name: string, extra: Record<string, string>) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), `antena-${name}-`));
      dirs.push(dataDir);
      const role = startRoleProcess(name, { ...env, DATA_DIR: dataDir, ...extra });
      processes.push(role);
      return role;
    };
    const api = await start('api', { ROLES: 'api', PORT: String(apiPort), PUBLIC_URL: `http://127.0.0.1:${apiPort}` });
    await api.ready(apiReady, 180_000);
    const worker = await start('worker', { ROLES: 'worker', HEALTH_PORT: String(healthPort) });
    await worker.ready(workerReady, 120_000);
  }, 300_000);

  afterAll(async () => {
    await outage(false).catch(() => undefined);
    await Promise.all(processes.map((p) => p.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 60_000);

  it('is not ready while the database is gone, ready once it is back, and runs a job sent then', async () => {
    await outage(true);
    try {
      await until('the api not ready', async () => (await readyStatus(apiReady)) === 503, 20_000);
      await until('the worker not ready', async () => (await readyStatus(workerReady)) === 503, 20_000);
      // Gone for a while, as a restart of the server is: both processes keep running.
      await sleep(5000);
      for (const role of processes) expect(role.child.exitCode, role.log()).toBeNull();
    } finally {
      await outage(false);
    }
    await until('the api ready again', async () => (await readyStatus(apiReady)) === 200, 30_000);
    await until('the worker ready again', async () => (await readyStatus(workerReady)) === 200, 30_000);

    // A job sent after the outage, by another process as the api's requests send them, is run.
    const url = new URL(`/${database}`, serverUrl).toString();
    const sender = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false, migrate: false });
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      await sender.start();
      const id = await sender.send('stations.record-status', {});
      await until(
        'the job completed',
        async () =>
          (await db.query("select 1 from pgboss.job where id = $1 and state = 'completed'", [id])).rowCount === 1,
        40_000,
      );
    } finally {
      await sender.stop({ graceful: false });
      await db.end();
    }
    for (const role of processes) expect(role.child.exitCode, role.log()).toBeNull();
  }, 150_000);
});
