/**
 * What the scaling benchmark reads between two moments: CPU of a role process and of its ffmpeg
 * children from /proc, the database's tables, WAL and transactions, and the objects and requests
 * of the S3 stand-in (through a counting proxy, as a real store would bill them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inputArgs, run as runFfmpeg } from '@antena/media';
import type pg from 'pg';

const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  command: string;
  ppid: number;
  /** Own user + system CPU, seconds. */
  cpu: number;
  /** User + system CPU of ended, waited-for children, seconds. */
  childrenCpu: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; fields are counted after its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const n = (field: number) => Number(fields[field - 3]);
    return {
      pid,
      command: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')),
      ppid: n(4),
      cpu: (n(14) + n(15)) / TICKS_PER_SECOND,
      childrenCpu: (n(16) + n(17)) / TICKS_PER_SECOND,
    };
  } catch {
    return null;
  }
}

export interface RoleCpu {
  /** The node process itself (the role's own code, its database and storage clients). */
  node: number;
  /** Its ffmpeg children, live and ended (captures, thumbnail sheets, decodes for matching). */
  ffmpeg: number;
}

/**
 * CPU seconds so far of a role process and its children. Ended children count once the node
 * process has waited for them (it always does: the media package awaits every run).
 */
export function roleCpu(pid: number): RoleCpu {
  const self = readStat(pid);
  if (!self) throw new Error(`process ${pid} is gone`);
  const live = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    // tsx's esbuild service is a child too, idle once the code is loaded: not counted.
    .filter((stat): stat is ProcStat => stat !== null && stat.ppid === pid && stat.command === 'ffmpeg');
  return {
    node: self.cpu,
    ffmpeg: self.childrenCpu + live.reduce((sum, child) => sum + child.cpu + child.childrenCpu, 0),
  };
}

/**
 * CPU seconds per hour of a generated (lavfi) source alone, written nowhere: the demo stations'
 * captures generate their source, where a real station's capture reads it from the network.
 */
export async function sourceCpuPerHour(streamUrl: string, seconds: number): Promise<number> {
  const args = inputArgs(streamUrl).filter((arg) => arg !== '-re');
  const before = readStat(process.pid)!.childrenCpu;
  await runFfmpeg('ffmpeg', [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    ...args,
    '-t',
    String(seconds),
    '-f',
    'null',
    '-',
  ]);
  return ((readStat(process.pid)!.childrenCpu - before) / seconds) * 3600;
}

export const cpuDelta = (end: RoleCpu, start: RoleCpu): RoleCpu => ({
  node: end.node - start.node,
  ffmpeg: end.ffmpeg - start.ffmpeg,
});

export interface TableStat {
  rows: number;
  /** pg_total_relation_size: heap, indexes and TOAST. */
  bytes: number;
  /** Average stored size of a row (pg_column_size of the row: TOAST-compressed, no index). */
  rowBytes: number;
}

export interface DatabaseSnapshot {
  tables: Map<string, TableStat>;
  walBytes: number;
  commits: number;
  /** Rows inserted, updated and deleted (pg_stat_user_tables), all tables. */
  rowWrites: number;
  /** pg-boss jobs by name (kept after completion, so the growth is what was sent). */
  jobs: Map<string, number>;
}

/** Every table's exact row count and size, the WAL position and the commits so far. */
export async function databaseSnapshot(db: pg.Pool): Promise<DatabaseSnapshot> {
  // The counters are flushed at most once a second by each backend; a fresh one is read.
  await db.query('select pg_stat_clear_snapshot()');
  const { rows } = await db.query<{ name: string; bytes: string }>(
    `select n.nspname || '.' || c.relname as name, pg_total_relation_size(c.oid) as bytes
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'pgboss')`,
  );
  const tables = new Map<string, TableStat>();
  for (const row of rows) {
    const [schema, table] = row.name.split('.');
    const count = await db.query<{ count: string; row_bytes: string | null }>(
      `select count(*), avg(pg_column_size(t.*)) as row_bytes from "${schema}"."${table}" t`,
    );
    tables.set(row.name, {
      rows: Number(count.rows[0]!.count),
      bytes: Number(row.bytes),
      rowBytes: Number(count.rows[0]!.row_bytes ?? 0),
    });
  }
  const wal = await db.query<{ wal: string; commits: string; writes: string }>(
    `select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0') as wal,
            (select xact_commit from pg_stat_database where datname = current_database()) as commits,
            (select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) from pg_stat_user_tables) as writes`,
  );
  const jobs = await db.query<{ name: string; count: string }>('select name, count(*) from pgboss.job group by name');
  return {
    tables,
    jobs: new Map(jobs.rows.map((row) => [row.name, Number(row.count)])),
    walBytes: Number(wal.rows[0]!.wal),
    commits: Number(wal.rows[0]!.commits),
    rowWrites: Number(wal.rows[0]!.writes),
  };
}

/** The kind of a stored object, from its key (`modules/segments/segment-keys.ts`). */
export function objectKind(key: string): string {
  if (/\.(mp3|aac|ts)$/.test(key)) return 'segment media';
  if (key.endsWith('.thumbs.jpg')) return 'thumbnail sheets';
  if (key.endsWith('.afpa')) return 'fingerprint archives';
  if (key.endsWith('.afpp')) return 'fingerprint packs';
  return 'other';
}

/**
 * An HTTP proxy in front of the S3 stand-in that counts requests by operation (GET, PUT, HEAD,
 * DELETE, POST for multipart and batch deletes, LIST for a GET on the bucket).
 */
export async function countingProxy(target: string): Promise<{
  endpoint: string;
  counts: Map<string, number>;
  close(): Promise<void>;
}> {
  const upstream = new URL(target);
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', target);
    const isList = req.method === 'GET' && url.pathname.split('/').filter(Boolean).length <= 1;
    const operation = isList ? 'LIST' : (req.method ?? 'OTHER');
    counts.set(operation, (counts.get(operation) ?? 0) + 1);
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    counts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
