import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './index';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');
const drizzleKit = path.resolve(serverDir, '../../node_modules/.bin/drizzle-kit');

describe('committed migrations', () => {
  it('match the schema: generating again produces nothing new', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'antena-migrations-'));
    try {
      await cp(MIGRATIONS_DIR, out, { recursive: true });
      const before = await readdir(out);
      const { stdout } = await run(drizzleKit, ['generate'], {
        cwd: serverDir,
        env: { ...process.env, DRIZZLE_OUT: out },
      });
      const added = (await readdir(out)).filter((file) => !before.includes(file));
      expect(added, `schema changed without a migration; run npm run db:generate\n${stdout}`).toEqual([]);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }, 60_000);
});
