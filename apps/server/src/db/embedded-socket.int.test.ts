/** The embedded database is reachable only by this user: a private Unix socket, no TCP port. */
import { stat } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '.';

describe('embedded database socket', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('listens on a socket in an owner-only directory, which closing removes', async () => {
    database = await openDatabase({});
    const url = new URL(database.connectionString);
    const dir = url.searchParams.get('host') ?? '';
    expect(dir.startsWith('/')).toBe(true);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(`${dir}/.s.PGSQL.${url.port}`)).mode & 0o777).toBe(0o600);
    const [row] = (await database.db.execute(sql`select 1 as one`)).rows;
    expect(row).toEqual({ one: 1 });

    await database.close();
    database = undefined;
    await expect(stat(dir)).rejects.toThrow(/ENOENT/);
  });
});
