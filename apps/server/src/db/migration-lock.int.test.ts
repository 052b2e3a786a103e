import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './index';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Processes of every role start together against one PostgreSQL (issue 32): each migrates at start. */
describe.runIf(Boolean(serverUrl))('migrations of processes starting together', () => {
  it('are applied once, the other processes waiting for them rather than failing', async () => {
    const name = `antena_lock_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const processes = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString(), poolSize: 2 })));
    try {
      await Promise.all(processes.map((database) => migrateDatabase(database)));
      const { rows } = await processes[0]!.pool.query<{ count: string }>(
        'select count(*) from drizzle.__drizzle_migrations',
      );
      const { rows: stations } = await processes[1]!.pool.query('select id from stations');
      expect(Number(rows[0]!.count)).toBeGreaterThan(20);
      expect(stations).toEqual([]);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
