/**
 * A throwaway PostgreSQL server on a loopback port for the parity run: initdb into a temporary
 * directory, trust authentication, stopped and removed afterwards.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { postgresBinDir } from './system-deps.mjs';

export async function startPostgres() {
  const bin = postgresBinDir();
  if (!bin) throw new Error("Debian package 'postgresql' is not installed");
  const dir = mkdtempSync(path.join(tmpdir(), 'antena-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: run it as the postgres system user then.
  const id = isRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString()) : null;
  if (isRoot) chownSync(dir, id, Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const as = (cmd, args) => {
    const result = isRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
      : spawnSync(cmd, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${path.basename(cmd)} failed: ${result.stderr || result.stdout}`);
  };
  as(`${bin}/initdb`, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  as(`${bin}/pg_ctl`, [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        as(`${bin}/pg_ctl`, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
