/**
 * An API process that dies mid-upload leaves its `DATA_DIR/tmp/ingest-*` folder behind (a
 * finished upload always removes its own). Each API process sweeps the old ones when it starts;
 * the age keeps it off the uploads other processes sharing the data directory are receiving.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Far longer than any upload takes (64 MiB at most, 60 s agent timeout). */
const LEFTOVER_AGE_MS = 3_600_000;

/** Removes the ingest folders under `tmpRoot` last changed over LEFTOVER_AGE_MS ago; answers how many. */
export async function sweepIngestLeftovers(tmpRoot: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(tmpRoot);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const cutoff = Date.now() - LEFTOVER_AGE_MS;
  let removed = 0;
  for (const name of names.filter((candidate) => candidate.startsWith('ingest-'))) {
    const dir = path.join(tmpRoot, name);
    const info = await stat(dir).catch(() => null);
    if (!info || info.mtimeMs >= cutoff) continue;
    await rm(dir, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
