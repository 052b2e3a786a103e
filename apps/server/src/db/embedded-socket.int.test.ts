/**
 * The embedded database is reachable only by this user (a private Unix socket, no TCP port), and
 * its connections' queries never mix.
 */
import { readdir, readFile, readlink, stat } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '.';

/** The TCP sockets this process listens on (Linux: its socket inodes among the listening ones). */
async function listeningTcpSockets(): Promise<string[]> {
  const inodes = new Set<string>();
  for (const fd of await readdir('/proc/self/fd')) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode) inodes.add(inode);
  }
  const listening: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = (await readFile(table, 'utf8').catch(() => '')).split('\n').slice(1);
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // Field 3 is the state (0A: LISTEN), field 9 the socket's inode.
      if (fields[3] === '0A' && inodes.has(fields[9]!)) listening.push(fields[1]!);
    }
  }
  return listening;
}

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
    // This process listens on no TCP port: another local user has no way in.
    expect(await listeningTcpSockets()).toEqual([]);

    await database.close();
    database = undefined;
    await expect(stat(dir)).rejects.toThrow(/ENOENT/);
  });

  it('runs concurrent parameterised queries of many connections each whole', async () => {
    database = await openDatabase({ poolSize: 8 });
    const db = database.db;
    // Each query's statement takes a different number of parameters, so a Bind meeting another
    // connection's Parse fails; every other query binds a value long enough to reach the socket
    // in several chunks, between which other connections' messages arrive.
    const long = 'x'.repeat(300_000);
    const query = (i: number) => {
      const values = Array.from({ length: (i % 5) + 1 }, (_, k) => sql`${i * 10 + k}::int`);
      const padding = i % 2 ? sql` + length(${long}::text) * 0` : sql``;
      return db.execute(sql`select ${sql.join(values, sql` + `)}${padding} as total`);
    };
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => query(i)));
    answers.forEach((answer, i) => {
      const count = (i % 5) + 1;
      expect(answer.rows).toEqual([{ total: i * 10 * count + (count * (count - 1)) / 2 }]);
    });
    // A transaction keeps its connection's turn too.
    const inTransactions = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`create temporary table if not exists turn (n int)`);
          await tx.execute(sql`insert into turn values (${i})`);
          const rows = (await tx.execute(sql`select count(*)::int as n from turn where n = ${i}`)).rows;
          await tx.execute(sql`delete from turn where n = ${i}`);
          return rows[0];
        }),
      ),
    );
    expect(inTransactions).toEqual(Array.from({ length: 8 }, () => ({ n: 1 })));
  });

  it('takes the buffer cache it is given', async () => {
    database = await openDatabase({ sharedBuffers: '64MB' });
    expect((await database.db.execute(sql`show shared_buffers`)).rows).toEqual([{ shared_buffers: '64MB' }]);
  });
});
